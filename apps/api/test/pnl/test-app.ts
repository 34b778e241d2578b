// The app the PnL tests of one file share: built in a fresh data folder before them, closed and the folder removed
// after. Call at the top level of a test file; the getter gives the app inside the tests.
import { afterAll, beforeAll } from 'vitest';
import { TEST_ENV } from '../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';

export function sharedTestApp(options: Omit<Parameters<typeof buildTestApp>[0], 'env'> = {}): () => TestApp {
  let app: TestApp | undefined;
  let dataDir: Awaited<ReturnType<typeof tempDir>> | undefined;
  beforeAll(async () => {
    dataDir = await tempDir();
    app = await buildTestApp({ ...options, env: { ...TEST_ENV, DATA_DIR: dataDir.path } });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await dataDir?.remove();
  });
  return () => app!;
}
