// Vitest global setup of the api project: the expensive setup, done once per run and shared by every test file.
// - apps/api/generated/reference.json is generated (git-ignored), so it is built here when missing;
// - the server bundle (apps/api/dist/server.js, esbuild, a fraction of a second) is built from the current source, so
//   the tests that start the real server as a process (crash, stop, cluster, configuration) start the production
//   artifact in about 1 s instead of compiling the source through tsx in about 3 s, each time;
// - two template databases per lane: one migrated and empty, one migrated with the reference dataset loaded. Test files
//   clone them instead of running the migrations (and loading the dataset) again: on PGlite a dump of the data
//   directory restored in ~0.5 s instead of ~3 s; on PostgreSQL `CREATE DATABASE … TEMPLATE` in tens of milliseconds.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { type DatabaseHandle, openDatabase, pgliteHandle } from '../src/db/client';
import { loadReferenceDataset } from '../src/demo/load-reference';
import { REFERENCE_FILE, REPO_ROOT } from '../src/paths';
import { dropPostgresDatabase, postgresAdmin, postgresUrl } from './helpers/postgres-admin';

/** Where each lane's template databases are: PGlite dump files, or PostgreSQL database names. */
export interface DatabaseTemplates {
  lane: 'pglite' | 'postgres';
  /** Migrated, empty. */
  migrated: string;
  /** Migrated, with the reference dataset loaded (what `buildTestApp({ loadReference: true })` starts from). */
  reference: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
    /** apps/api/dist/server.js, built from the current source at the start of the run. */
    serverBundle: string;
  }
}

function buildReferenceData(): void {
  if (existsSync(REFERENCE_FILE)) return;
  const result = spawnSync('npm', ['run', '--silent', 'data:build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(REFERENCE_FILE))
    throw new Error('`npm run data:build` failed: the api tests need apps/api/generated/reference.json');
}

function buildServerBundle(): string {
  const result = spawnSync(process.execPath, ['apps/api/build.mjs'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`the server bundle did not build:\n${result.stdout}${result.stderr}`);
  return join(REPO_ROOT, 'apps', 'api', 'dist', 'server.js');
}

async function withReference(handle: DatabaseHandle): Promise<void> {
  await loadReferenceDataset(handle.db);
}

async function pgliteTemplates(): Promise<{ templates: DatabaseTemplates; teardown: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'k3-pglite-template-'));
  const client = await PGlite.create();
  const handle = await pgliteHandle(client);
  const migrated = join(dir, 'migrated.tar');
  await writeFile(migrated, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await withReference(handle);
  const reference = join(dir, 'reference.tar');
  await writeFile(reference, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await handle.close();
  return {
    templates: { lane: 'pglite', migrated, reference },
    teardown: () => rm(dir, { recursive: true, force: true }),
  };
}

async function postgresTemplates(adminUrl: string): Promise<{ templates: DatabaseTemplates; teardown: () => Promise<void> }> {
  // A name of this run's own: another run (a second clone) may share the server.
  const run = randomBytes(4).toString('hex');
  const names = { migrated: `k3_tpl_${run}_migrated`, reference: `k3_tpl_${run}_reference` };
  const teardown = async () => {
    for (const name of Object.values(names)) await dropPostgresDatabase(adminUrl, name);
  };
  try {
    for (const [kind, name] of Object.entries(names)) {
      await postgresAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
      const handle = await openDatabase({ kind: 'postgres', url: postgresUrl(adminUrl, name) });
      try {
        if (kind === 'reference') await withReference(handle);
      } finally {
        await handle.close();
      }
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  return { templates: { lane: 'postgres', ...names }, teardown };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildReferenceData();
  project.provide('serverBundle', buildServerBundle());
  const adminUrl = process.env.TEST_DATABASE_URL;
  const { templates, teardown } =
    process.env.TEST_DB === 'postgres' && adminUrl ? await postgresTemplates(adminUrl) : await pgliteTemplates();
  project.provide('databaseTemplates', templates);
  return teardown;
}
