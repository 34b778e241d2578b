// `npm run db:backup [-- <file>] [--data-dir <dir>] [--force]`: writes a plain SQL dump of the embedded database
// (DATA_DIR/pglite; DATA_DIR as the server reads it, ./data by default) to <file>, by default k3-backup-<date>.sql in
// the working directory. The dump loads into an empty PostgreSQL database with psql (a move to DATABASE_URL) or into a
// fresh embedded one with `npm run db:restore` (scripts/db-dump.ts says what it holds). PGlite is single-process: the
// backup is refused while the server holds the database. One line on success, one line on refusal (exit 1).
import { createWriteStream, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { once } from 'node:events';
import { PGlite } from '@electric-sql/pglite';
import { dumpDatabase, isHeld, parseArgs, pgliteDir } from './db-dump';

async function main(): Promise<void> {
  const { positional, values, booleans } = parseArgs(process.argv.slice(2), { boolean: ['--force'], value: ['--data-dir'] });
  const dataDir = resolve(
    values['--data-dir'] ?? process.env.DATA_DIR ?? (process.env.DATA_MODE === 'live' ? './data-live' : './data'),
  );
  const dir = pgliteDir(dataDir);
  const file = resolve(positional[0] ?? `k3-backup-${new Date().toISOString().slice(0, 10)}.sql`);
  if (!existsSync(dir)) throw new Error(`no embedded database in ${dir} (set DATA_DIR or --data-dir)`);
  if (isHeld(dir) && !booleans.has('--force'))
    throw new Error(
      `the database in ${dir} is open (a K3 server holds it) or was not closed cleanly: stop the server first ` +
        '(after a crash, start and stop it once), or pass --force if no server runs',
    );
  if (existsSync(file) && !booleans.has('--force'))
    throw new Error(`${file} exists: give another file, or --force to overwrite it`);

  const started = performance.now();
  const db = await PGlite.create(dir);
  const out = createWriteStream(file, { encoding: 'utf8' });
  try {
    const summary = await dumpDatabase(db, async (sql) => {
      if (!out.write(sql)) await once(out, 'drain');
    });
    out.end();
    await once(out, 'finish');
    console.log(
      `db:backup: ${summary.rows} rows of ${summary.tables} tables and ${summary.migrations} migrations -> ${file} ` +
        `in ${Math.round(performance.now() - started)} ms`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(`db:backup: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
