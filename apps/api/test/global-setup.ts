// Vitest global setup of the api project:
// - the reference-data tests need apps/api/generated/reference.json, which is generated (git-ignored), so it is
//   built once here when missing;
// - on the PGlite lane, one migrated database is dumped to a temp file that every test file restores in ~0.5 s
//   instead of running initdb and the migrations again (~3 s each).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteHandle } from '../src/db/client';
import { REFERENCE_FILE, REPO_ROOT } from '../src/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a tarball of a freshly migrated PGlite database (PGlite lane only). */
    pgliteTemplate: string | null;
  }
}

function buildReferenceData(): void {
  if (existsSync(REFERENCE_FILE)) return;
  const result = spawnSync('npm', ['run', '--silent', 'data:build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(REFERENCE_FILE))
    throw new Error('`npm run data:build` failed: the api tests need apps/api/generated/reference.json');
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildReferenceData();
  if (process.env.TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return async () => {};
  }
  const dir = await mkdtemp(join(tmpdir(), 'k3-pglite-template-'));
  const client = await PGlite.create();
  await pgliteHandle(client);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
