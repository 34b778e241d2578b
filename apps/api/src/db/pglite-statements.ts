// Named statements on embedded PGlite (docs/performance.md "The dashboard"). PGlite's `query()` parses, plans and runs
// a statement in six protocol exchanges on the server's thread, every time; a statement prepared once per database with
// PREPARE and run with EXECUTE through the simple protocol is one exchange and no planning (about 0.15 ms instead of
// 0.6–1 ms for the session check). PostgreSQL needs none of this: node-postgres already keeps named statements per
// connection. The values are sent as quoted literals, so only statements whose values are plain text use this.
import { PGlite } from '@electric-sql/pglite';
import type { Column } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Rows as arrays, with PGlite's own parsers: passing parsers of our own (as Drizzle does) makes PGlite copy its whole
 * parser table on every call, a tenth of the session check's time. Timestamps with a time zone then arrive as Date,
 * which is what Drizzle makes of them too; tableRow refuses the types where the two differ.
 */
const EXEC_OPTIONS = { rowMode: 'array' as const };
/** SQLSTATE 26000: the statement is not prepared on this database (anything that ran DEALLOCATE). */
const NOT_PREPARED = '26000';

/** The statements prepared on each PGlite database, by name. */
const prepared = new WeakMap<PGlite, Map<string, Promise<void>>>();

/** A string literal (standard_conforming_strings is on: only the quote is doubled), or an array of them. */
function literal(value: StatementValue): string {
  if (typeof value !== 'string') return `ARRAY[${value.map(literal).join(', ')}]::text[]`;
  if (value.includes('\u0000')) throw new Error('a statement value may not hold a NUL character');
  return `'${value.replaceAll("'", "''")}'`;
}

function prepare(client: PGlite, name: string, text: () => string, again = false): Promise<void> {
  let statements = prepared.get(client);
  if (!statements) prepared.set(client, (statements = new Map<string, Promise<void>>()));
  let done = again ? undefined : statements.get(name);
  if (!done) {
    done = client.exec(`PREPARE ${name} AS ${text()}`).then(() => undefined);
    statements.set(name, done);
    // A failed PREPARE is tried again by the next call rather than kept.
    done.catch(() => statements.delete(name));
  }
  return done;
}

/** A value for $1, $2, …: text, or an array of text (at least one). */
export type StatementValue = string | readonly string[];

export interface PgliteStatement {
  /** Runs the statement with these values for $1, $2, …; answers its rows as arrays, in the select's column order. */
  rows(values: readonly StatementValue[]): Promise<unknown[][]>;
}

/** The named statement on `db` when it is a PGlite database (not a transaction), else null: the caller runs it as usual. */
export function pgliteStatement(db: Database, name: string, text: () => string): PgliteStatement | null {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) return null;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid statement name ${name}`);
  const run = async (values: readonly StatementValue[]) => {
    const [result] = await client.exec(`EXECUTE ${name}(${values.map(literal).join(', ')})`, EXEC_OPTIONS);
    return (result?.rows ?? []) as unknown as unknown[][];
  };
  return {
    async rows(values) {
      await prepare(client, name, text);
      try {
        return await run(values);
      } catch (error) {
        if ((error as { code?: unknown }).code !== NOT_PREPARED) throw error;
        await prepare(client, name, text, true);
        return run(values);
      }
    },
  };
}

/** One table's columns of an array row, from `offset`, mapped as Drizzle maps them (timestamps to Date, …). */
export function tableRow<T>(columns: Record<string, Column>, row: readonly unknown[], offset = 0): T {
  const out: Record<string, unknown> = {};
  let index = offset;
  for (const [key, column] of Object.entries(columns)) {
    const value = row[index++];
    if (value instanceof Date && !column.getSQLType().endsWith('with time zone')) {
      // PGlite reads dates and zoneless timestamps in local time, Drizzle in UTC: not for this helper.
      throw new Error(`column ${column.name}: only timestamps with a time zone are read by tableRow`);
    }
    out[key] = value === null || value === undefined ? null : value instanceof Date ? value : column.mapFromDriverValue(value);
  }
  return out as T;
}
