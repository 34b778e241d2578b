// `npm run db:backup` / `npm run db:restore` (docs/operations.md "Backup and restore"), run as the commands they are:
// an embedded database with a user, a session, the sign-in wallet and a ballot is dumped; the dump restores into a fresh data
// directory with the same rows, and the app starts on it with the session still valid. The same dump loads into an
// empty PostgreSQL database (on the PostgreSQL lane) where the app starts too. Refusals: the database held by a
// running app, a target that already holds one.
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { REPO_ROOT } from '../../src/paths';
import { bearer, evmWallet, signIn, TEST_ENV } from '../auth/helpers';
import { createPostgresDatabase, TEST_LANE, tempDir, testConfig } from '../helpers/build-test-app';
import { seedAssets } from '../portfolio/known-market';
import { castBallot, createPoll } from '../votes/helpers';

const hasPostgres = TEST_LANE === 'postgres';

/** Runs one of the scripts as `npm run db:*` does (tsx on Node 24); its exit code and output. */
function runScript(script: string, args: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
    encoding: 'utf8',
    timeout: 240_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}

type Query = (text: string) => Promise<Record<string, unknown>[]>;
const pgliteQuery =
  (client: PGlite): Query =>
  async (text) =>
    (await client.query<Record<string, unknown>>(text)).rows;
const postgresQuery =
  (client: pg.Client): Query =>
  async (text) =>
    (await client.query<Record<string, unknown>>(text)).rows;

/** Per table of the public schema: its row count and a digest of its rows (order-free; dates printed in UTC). */
async function tableDigests(query: Query): Promise<Record<string, string>> {
  await query("set timezone = 'UTC'");
  const digests: Record<string, string> = {};
  for (const { tablename } of await query("select tablename from pg_tables where schemaname = 'public' order by tablename")) {
    const [row] = await query(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${String(tablename)}" t`,
    );
    digests[String(tablename)] = `${String(row?.n)} rows ${String(row?.digest)}`;
  }
  return digests;
}

async function pgliteDigests(dataDir: string): Promise<Record<string, string>> {
  const client = await PGlite.create(join(dataDir, 'pglite'));
  try {
    return await tableDigests(pgliteQuery(client));
  } finally {
    await client.close();
  }
}

/**
 * The app on a data directory (or a PostgreSQL database), the database opened here first: on a loaded machine opening
 * PGlite and checking the migrations can outlast Fastify's plugin timeout. `shut` closes both.
 */
async function appOn(dataDir: string, databaseUrl?: string) {
  const handle = await openDatabase(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
  );
  const env: Record<string, string> = databaseUrl
    ? { DATABASE_URL: databaseUrl, SECRETS_KEY: (await readFile(join(dataDir, 'secrets.key'), 'utf8')).trim() }
    : {};
  const app = await buildApp(testConfig({ ...TEST_ENV, DATA_DIR: dataDir, ...env }), { database: handle });
  return Object.assign(app, {
    shut: async () => {
      await app.close();
      await handle.close();
    },
  });
}

/** The app opens the restored data (no migration runs twice) and the session made before the backup still works. */
async function expectSessionSurvives(dataDir: string, databaseUrl?: string) {
  const app = await appOn(dataDir, databaseUrl);
  try {
    const me = await app.inject({ url: '/api/me/portfolios', headers: bearer(token) });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json<{ data: unknown[] }>().data).toHaveLength(1);
  } finally {
    await app.shut();
  }
}

let source: { path: string; remove: () => Promise<void> };
let target: { path: string; remove: () => Promise<void> };
let token: string;
let dump: string;
let original: Record<string, string>;

beforeAll(async () => {
  source = await tempDir('k3-backup-source-');
  target = await tempDir('k3-backup-target-');
  dump = join(source.path, 'dump.sql');
  const app = await appOn(source.path);
  try {
    // The demo wallet's KRL is known once its asset is: its plan then allows more than the sign-in wallet.
    await seedAssets(app.db, ['kryll']);
    token = await signIn(app, evmWallet());
    const pollId = await createPoll(app);
    expect((await castBallot(app, pollId, token, { '0': 60, '2': 40 })).statusCode).toBe(200);

    // While the app holds the database, the backup is refused in one line.
    const refused = runScript('db-backup', [dump, '--data-dir', source.path]);
    expect(refused.status).toBe(1);
    expect(refused.output).toMatch(/^db:backup: the database in .* is open \(a K3 server holds it\)/);
    expect(refused.output.split('\n')).toHaveLength(1);
  } finally {
    await app.shut();
  }
  original = await pgliteDigests(source.path);
}, 240_000);

afterAll(async () => {
  await source.remove();
  await target.remove();
});

// Each step runs a script in its own process (dump, restore, a server start on the restored data): about 20 s on a
// quiet 2-core machine, 43 s once under a CI run's load, so the guard is 180 s rather than the default 30 s.
describe('npm run db:backup / db:restore', () => {
  it('dumps to a plain SQL file that restores into a fresh data directory with the same rows, and the app starts on it', async () => {
    const backup = runScript('db-backup', [dump, '--data-dir', source.path]);
    expect(backup.status, backup.output).toBe(0);
    expect(backup.output).toMatch(/^db:backup: \d+ rows of \d+ tables and \d+ migrations -> .*dump\.sql in \d+ ms$/);
    const text = await readFile(dump, 'utf8');
    expect(text).toContain('CREATE TABLE "users"');
    expect(text).toContain('INSERT INTO "drizzle"."__drizzle_migrations"');

    const restore = runScript('db-restore', [dump, '--data-dir', target.path]);
    expect(restore.status, restore.output).toBe(0);
    expect(restore.output).toMatch(/^db:restore: .*dump\.sql -> .*pglite \(\d+ migrations applied\) in \d+ ms$/);

    expect(await pgliteDigests(target.path)).toEqual(original);

    await expectSessionSurvives(target.path);

    // A second restore into the same directory is refused in one line (nothing is overwritten without --force).
    const again = runScript('db-restore', [dump, '--data-dir', target.path]);
    expect(again.status).toBe(1);
    expect(again.output).toMatch(
      /^db:restore: .*pglite already holds a database: restore into an empty DATA_DIR, or pass --force/,
    );
  }, 180_000);

  it.skipIf(!hasPostgres)('loads into an empty PostgreSQL database where the app starts with the same data', async () => {
    const database = await createPostgresDatabase();
    try {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        // What `psql -f` does with the file: its statements in order (it opens and commits its own transaction).
        await client.query(await readFile(dump, 'utf8'));
        expect(await tableDigests(postgresQuery(client))).toEqual(original);
      } finally {
        await client.end();
      }
      await expectSessionSurvives(source.path, database.url);
    } finally {
      await database.drop();
    }
  });
});

if (!hasPostgres)
  console.log(
    'Not on the PostgreSQL lane (TEST_DB=postgres with TEST_DATABASE_URL): the PostgreSQL load of the dump is skipped.',
  );
