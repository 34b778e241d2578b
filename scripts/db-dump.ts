// The embedded database's dump and load, for `npm run db:backup` and `npm run db:restore` (docs/operations.md "Backup
// and restore"). A dump is one plain SQL file that psql loads into an empty PostgreSQL database, in one transaction:
// - the schema: the migrations the database applied (apps/api/drizzle, matched by their hash) and drizzle's own
//   migrations table with its rows, so the app sees them applied and migrates nothing twice;
// - the data: INSERTs of every table, each value a quoted text literal that the column's type reads back, with the
//   foreign keys dropped for the load and added again after it (a table may refer to itself: users' referrer), and the
//   tables' own triggers off meanwhile (the ranking's counts are copied, not counted again);
// - the sequences' positions.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

export const REPO_ROOT = join(import.meta.dirname, '..');
const MIGRATIONS_DIR = join(REPO_ROOT, 'apps/api/drizzle');
const ROWS_PER_INSERT = 500;

/** The PGlite files of a DATA_DIR (what the server opens: DATA_DIR/pglite). */
export const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');

/**
 * Whether a process holds the embedded database: PGlite writes postmaster.pid while it is open and removes it on a clean
 * close, so the file is also left behind by a process that was killed (the next start recovers and removes it).
 */
export const isHeld = (dir: string) => existsSync(join(dir, 'postmaster.pid'));

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (value: string | null) => (value === null ? 'NULL' : `'${value.replaceAll("'", "''")}'`);

interface Migration {
  tag: string;
  sql: string;
  hash: string;
}

/** The migrations of this K3 version, in order, with drizzle's hash of each (sha256 of the file). */
function knownMigrations(): Migration[] {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map(({ tag }) => {
    const sql = readFileSync(join(MIGRATIONS_DIR, `${tag}.sql`), 'utf8');
    return { tag, sql, hash: createHash('sha256').update(sql).digest('hex') };
  });
}

async function rows<T>(db: PGlite, query: string): Promise<T[]> {
  return (await db.query<T>(query)).rows;
}

export interface DumpSummary {
  tables: number;
  rows: number;
  migrations: number;
}

/** Writes the dump of the open database through `write` (called with pieces of SQL, in order). */
export async function dumpDatabase(db: PGlite, write: (sql: string) => Promise<void> | void): Promise<DumpSummary> {
  const applied = await rows<{ hash: string; created_at: string | null }>(
    db,
    'select hash, created_at::text from drizzle.__drizzle_migrations order by id',
  );
  const known = knownMigrations();
  const byHash = new Map(known.map((migration) => [migration.hash, migration]));
  const unknown = applied.filter((row) => !byHash.has(row.hash));
  if (unknown.length > 0)
    throw new Error(
      `the database applied ${unknown.length} migration(s) this K3 does not have: back it up with the K3 version that wrote it`,
    );

  await write(
    `-- K3 database dump (npm run db:backup), ${new Date().toISOString()}\n` +
      '-- Load it into an empty PostgreSQL database with: psql -v ON_ERROR_STOP=1 -d <database URL> -f <this file>\n' +
      "SET client_encoding = 'UTF8';\nSET standard_conforming_strings = on;\nSET client_min_messages = warning;\nBEGIN;\n\n",
  );
  await write('-- Schema: the migrations this database applied.\n');
  for (const row of applied) {
    const migration = byHash.get(row.hash);
    if (!migration) continue;
    const text = migration.sql.trimEnd();
    await write(`-- ${migration.tag}\n${text}${text.endsWith(';') ? '' : ';'}\n\n`);
  }
  await write(
    'CREATE SCHEMA IF NOT EXISTS "drizzle";\n' +
      'CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint);\n',
  );
  for (const row of applied)
    await write(
      `INSERT INTO "drizzle"."__drizzle_migrations" (hash, created_at) VALUES (${literal(row.hash)}, ${literal(row.created_at)});\n`,
    );

  const tables = await rows<{ oid: number; name: string }>(
    db,
    `select c.oid::int as oid, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const foreignKeys = await rows<{ tbl: string; name: string; def: string }>(
    db,
    `select cl.relname as tbl, co.conname as name, pg_get_constraintdef(co.oid) as def from pg_constraint co
     join pg_class cl on cl.oid = co.conrelid join pg_namespace n on n.oid = cl.relnamespace
     where co.contype = 'f' and n.nspname = 'public' order by cl.relname, co.conname`,
  );
  const triggered = new Set(
    (
      await rows<{ tbl: string }>(
        db,
        `select distinct cl.relname as tbl from pg_trigger t join pg_class cl on cl.oid = t.tgrelid
         join pg_namespace n on n.oid = cl.relnamespace where not t.tgisinternal and n.nspname = 'public'`,
      )
    ).map((row) => row.tbl),
  );

  await write("\n-- Data: foreign keys come back after it, the tables' own triggers are off meanwhile.\n");
  for (const key of foreignKeys) await write(`ALTER TABLE ${ident(key.tbl)} DROP CONSTRAINT ${ident(key.name)};\n`);
  if (tables.length > 0) await write(`TRUNCATE ${tables.map((table) => ident(table.name)).join(', ')};\n`);
  let total = 0;
  for (const table of tables) {
    const columns = await rows<{ name: string; generated: string; identity: string }>(
      db,
      `select attname as name, attgenerated::text as generated, attidentity::text as identity from pg_attribute
       where attrelid = ${table.oid} and attnum > 0 and not attisdropped order by attnum`,
    );
    const stored = columns.filter((column) => column.generated === '');
    const overriding = stored.some((column) => column.identity === 'a') ? ' OVERRIDING SYSTEM VALUE' : '';
    const result = await db.query<unknown[]>(
      `select ${stored.map((column) => `${ident(column.name)}::text`).join(', ')} from ${ident(table.name)}`,
      [],
      { rowMode: 'array' },
    );
    if (result.rows.length === 0) continue;
    const head = `INSERT INTO ${ident(table.name)} (${stored.map((column) => ident(column.name)).join(', ')})${overriding} VALUES\n`;
    if (triggered.has(table.name)) await write(`ALTER TABLE ${ident(table.name)} DISABLE TRIGGER USER;\n`);
    for (let start = 0; start < result.rows.length; start += ROWS_PER_INSERT) {
      const values = result.rows
        .slice(start, start + ROWS_PER_INSERT)
        .map((row) => `(${row.map((value) => literal(value as string | null)).join(', ')})`);
      await write(`${head}${values.join(',\n')};\n`);
    }
    if (triggered.has(table.name)) await write(`ALTER TABLE ${ident(table.name)} ENABLE TRIGGER USER;\n`);
    total += result.rows.length;
  }
  for (const key of foreignKeys) await write(`ALTER TABLE ${ident(key.tbl)} ADD CONSTRAINT ${ident(key.name)} ${key.def};\n`);

  await write('\n-- Sequences.\n');
  for (const sequence of await rows<{ schema: string; name: string; last: string | null }>(
    db,
    `select schemaname as schema, sequencename as name, last_value::text as last from pg_sequences
     where schemaname in ('public', 'drizzle') and last_value is not null order by 1, 2`,
  ))
    await write(
      `SELECT pg_catalog.setval(${literal(`${ident(sequence.schema)}.${ident(sequence.name)}`)}, ${sequence.last}, true);\n`,
    );
  await write('\nCOMMIT;\n');
  return { tables: tables.length, rows: total, migrations: applied.length };
}

/** Simple `--flag`, `--flag value` and positional arguments; unknown flags are refused by the caller. */
export function parseArgs(argv: readonly string[], flags: { boolean: string[]; value: string[] }) {
  const positional: string[] = [];
  const values: Record<string, string> = {};
  const booleans = new Set<string>();
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? '';
    if (!arg.startsWith('--')) positional.push(arg);
    else if (flags.boolean.includes(arg)) booleans.add(arg);
    else if (flags.value.includes(arg) && argv[index + 1] !== undefined) values[arg] = argv[++index] ?? '';
    else throw new Error(`unknown option ${arg}`);
  }
  return { positional, values, booleans };
}
