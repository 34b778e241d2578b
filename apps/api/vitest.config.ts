// Vitest project "api": builds the app without listening and calls `inject` against a real database
// (PGlite in memory; a fresh PostgreSQL database per file when TEST_DB=postgres and TEST_DATABASE_URL are set).
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Opening PGlite (WebAssembly) takes 2 to 4 s and loading the reference dataset a few more.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
