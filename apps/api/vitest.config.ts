// Vitest project "api": builds the app without listening and calls `inject` against a real database
// (PGlite in memory; a PostgreSQL database per file when TEST_DB=postgres and TEST_DATABASE_URL are set), each test
// file starting from a template database made once per run (test/global-setup.ts). docs/testing.md says why each
// setting is what it is.
import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers.ts';
import { PGLITE_ONLY } from './test/lanes.ts';

const postgresLane = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: postgresLane ? [...PGLITE_ONLY] : [],
    globalSetup: ['test/global-setup.ts'],
    // The app's modules (Fastify, viem, drizzle, the services) are imported once per worker, not once per file (that
    // was a quarter of the lane's time). Files do not share state through them: each builds its own app on its own
    // database, and no API test replaces a module with vi.mock (a mock would leak into the next file of the worker;
    // inject a dependency instead, as FeedReaderOptions.parse does).
    isolate: false,
    maxWorkers: TEST_WORKERS,
    // Opening PGlite (WebAssembly) takes 2 to 4 s and loading the reference dataset a few more.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
