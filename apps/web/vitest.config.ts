// Vitest project "web": components and client logic in jsdom with Testing Library.
import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers.ts';

export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // jsdom made once per worker instead of once per file (it was 40% of this project's time); each file still runs
    // in a fresh module context of its own, so vi.mock and module state stay per file.
    pool: 'vmThreads',
    maxWorkers: TEST_WORKERS,
  },
});
