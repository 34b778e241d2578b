// Builds the app for tests on a fresh database, without listening (fastify/demo tests): PGlite in memory by default
// (restored from a template made by test/global-setup.ts); with TEST_DB=postgres and TEST_DATABASE_URL set, a new
// database `k3_test_<random>` on that server, cloned from the run's template, and dropped when the test is done.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type App, buildApp, type BuildOptions } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { instantPacer } from '../../src/services/agent/pace';
import { type DatabaseHandle, type DatabaseKind, openDatabase, pgliteHandle } from '../../src/db/client';
import type { DatabaseTemplates } from '../global-setup';
import { clonePostgresDatabase, dropPostgresDatabase, postgresAdmin, postgresUrl } from './postgres-admin';

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
    // Tests never reach the internet: no public endpoint stands in for a chain the test did not set.
    PUBLIC_ENDPOINTS: 'false',
    DATA_DIR: join(tmpdir(), 'k3-test-unused'),
    WEB_DIST: join(tmpdir(), 'k3-test-no-web'),
    ...env,
  });
}

const templateDumps = new Map<string, Promise<Blob>>();
/** A PGlite dump made once per run by test/global-setup.ts, read once per test file. */
function pgliteDump(file: string): Promise<Blob> {
  let dump = templateDumps.get(file);
  if (!dump) {
    dump = readFile(file).then((buffer) => new Blob([buffer]));
    templateDumps.set(file, dump);
  }
  return dump;
}

function templates(): DatabaseTemplates {
  const provided = inject('databaseTemplates');
  if (!provided)
    throw new Error('test/global-setup.ts provided no template database: run the tests through the vitest "api" project');
  return provided;
}

const newName = () => `k3_test_${randomBytes(6).toString('hex')}`;

/**
 * An empty PostgreSQL database on the TEST_DATABASE_URL server, with no schema (for tests of what a first start does):
 * its URL, and a function dropping it.
 */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = newName();
  await postgresAdmin(adminUrl ?? '', (client) => client.query(`CREATE DATABASE ${name}`));
  return { url: postgresUrl(adminUrl ?? '', name), drop: () => dropPostgresDatabase(adminUrl ?? '', name) };
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the handle and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

/**
 * A migrated database of the current lane, kept open across app builds until destroy(): a copy of the run's template
 * (test/global-setup.ts), empty, or with the reference dataset loaded when `reference` is set.
 */
export async function createTestDatabase(options: { reference?: boolean } = {}): Promise<TestDatabase> {
  const provided = templates();
  const template = options.reference ? provided.reference : provided.migrated;
  if (TEST_LANE === 'pglite') {
    const handle = await pgliteHandle(await PGlite.create({ loadDataDir: await pgliteDump(template) }));
    return { handle, destroy: () => handle.close() };
  }
  const name = newName();
  await clonePostgresDatabase(adminUrl ?? '', template, name);
  const handle = await openDatabase({ kind: 'postgres', url: postgresUrl(adminUrl ?? '', name) });
  return {
    handle,
    destroy: async () => {
      await handle.close();
      await dropPostgresDatabase(adminUrl ?? '', name);
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
  const database = given ?? (await createTestDatabase({ reference: buildOptions.loadReference }));
  try {
    // Answers at once unless a test is about the reading pace (it passes its own pacer).
    const app = await buildApp(testConfig(env), { pacer: instantPacer, ...buildOptions, database: database.handle });
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
