// Builds the app for tests on a fresh database, without listening (fastify/demo tests): PGlite in memory by default
// (restored from the migrated template made by test/global-setup.ts); with TEST_DB=postgres and TEST_DATABASE_URL
// set, a new database `k3_test_<random>` on that server, migrated, and dropped when the test is done with it.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, buildApp, type BuildOptions } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { type DatabaseHandle, type DatabaseKind, openDatabase, pgliteHandle } from '../../src/db/client';

const adminUrl = process.env.TEST_DATABASE_URL;
/** The database this run tests against (scripts/test-api.mjs runs the suite once per lane). */
export const TEST_LANE: DatabaseKind = process.env.TEST_DB === 'postgres' && adminUrl ? 'postgres' : 'pglite';

export async function tempDir(prefix = 'k3-test-'): Promise<{ path: string; remove: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

/** A config for tests: silent logs, no web app unless WEB_DIST is given, and `env` on top. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: join(tmpdir(), 'k3-test-unused'),
    WEB_DIST: join(tmpdir(), 'k3-test-no-web'),
    ...env,
  });
}

let template: Promise<Blob> | undefined;
/** The migrated database dumped once per run by test/global-setup.ts, read once per test file. */
function pgliteTemplate(): Promise<Blob> {
  const file = inject('pgliteTemplate');
  if (!file) throw new Error('test/global-setup.ts provided no PGlite template: run the tests through the vitest "api" project');
  template ??= readFile(file).then((buffer) => new Blob([buffer]));
  return template;
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** An empty PostgreSQL database on the TEST_DATABASE_URL server: its URL, and a function dropping it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `k3_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl ?? '');
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdmin(async (client) => {
        // pg's Pool.end() resolves before its connections have finished closing; a forced drop would terminate them
        // mid-close and their FATAL notice would surface as an unhandled error. Wait for them to go first.
        for (let i = 0; i < 100; i++) {
          const { rows } = await client.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the handle and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

/** A migrated, empty database of the current lane, kept open across app builds until destroy(). */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (TEST_LANE === 'pglite') {
    const handle = await pgliteHandle(await PGlite.create({ loadDataDir: await pgliteTemplate() }));
    return { handle, destroy: () => handle.close() };
  }
  const database = await createPostgresDatabase();
  const handle = await openDatabase({ kind: 'postgres', url: database.url });
  return {
    handle,
    destroy: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

export interface TestApp {
  app: App;
  database: TestDatabase;
  /** Closes the app, then destroys the database unless it was passed in. */
  close(): Promise<void>;
}

export async function buildTestApp(
  options: { env?: Record<string, string>; database?: TestDatabase } & Omit<BuildOptions, 'database'> = {},
): Promise<TestApp> {
  const { env, database: given, ...buildOptions } = options;
  const database = given ?? (await createTestDatabase());
  try {
    const app = await buildApp(testConfig(env), { ...buildOptions, database: database.handle });
    return {
      app,
      database,
      close: async () => {
        await app.close();
        if (!given) await database.destroy();
      },
    };
  } catch (error) {
    if (!given) await database.destroy();
    throw error;
  }
}
