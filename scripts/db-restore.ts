// `npm run db:restore -- <file> [--data-dir <dir>] [--force]`: loads a dump written by `npm run db:backup` into a fresh
// embedded database at DATA_DIR/pglite (DATA_DIR as the server reads it, ./data by default). It is loaded into a new
// directory beside the target first, then put in place, so a failed load leaves nothing half-restored. Refused, in one
// line, when the target already holds a database or a server holds it (PGlite is single-process); with --force the
// existing database is moved aside to pglite.before-restore-<time> (never deleted) and replaced.
import { existsSync, readdirSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { isHeld, parseArgs, pgliteDir } from './db-dump';

async function main(): Promise<void> {
  const { positional, values, booleans } = parseArgs(process.argv.slice(2), { boolean: ['--force'], value: ['--data-dir'] });
  const file = positional[0];
  if (!file) throw new Error('give the dump to load: npm run db:restore -- <file>');
  const force = booleans.has('--force');
  const dataDir = resolve(
    values['--data-dir'] ?? process.env.DATA_DIR ?? (process.env.DATA_MODE === 'live' ? './data-live' : './data'),
  );
  const dir = pgliteDir(dataDir);
  if (!existsSync(resolve(file))) throw new Error(`${resolve(file)} does not exist`);
  const occupied = existsSync(dir) && readdirSync(dir).length > 0;
  if (occupied && isHeld(dir) && !force)
    throw new Error(`the database in ${dir} is open (a K3 server holds it) or was not closed cleanly: stop the server first`);
  if (occupied && !force)
    throw new Error(`${dir} already holds a database: restore into an empty DATA_DIR, or pass --force to replace it`);

  const started = performance.now();
  const staging = `${dir}.restoring-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  const db = await PGlite.create(staging);
  try {
    await db.exec(await readFile(resolve(file), 'utf8'));
  } catch (error) {
    await db.close();
    await rm(staging, { recursive: true, force: true });
    throw new Error(`the dump did not load (nothing was changed): ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  const [counted] = (await db.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')).rows;
  await db.close();
  let aside = '';
  if (occupied) {
    aside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(dir, aside);
  } else await rm(dir, { recursive: true, force: true });
  await rename(staging, dir);
  console.log(
    `db:restore: ${resolve(file)} -> ${dir} (${counted?.n ?? 0} migrations applied) in ${Math.round(performance.now() - started)} ms` +
      (aside ? `; the previous database is kept in ${aside}` : ''),
  );
}

main().catch((error: unknown) => {
  console.error(`db:restore: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
