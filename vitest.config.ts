import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './vitest.workers.ts';

// Vitest projects: shared (pure logic), web (jsdom components), api (Fastify inject on a real database).
export default defineConfig({
  test: {
    maxWorkers: TEST_WORKERS,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node' } },
      'apps/web/vitest.config.ts',
      'apps/api/vitest.config.ts',
    ],
  },
});
