// Every Drizzle statement on embedded PGlite as a named statement (docs/performance.md "Signed-in paths", issue 27 §2).
// PGlite's `query()` parses, describes, binds and runs a statement in six protocol exchanges on the server's thread,
// every time, and Drizzle passes it a parser table of its own on each call, which PGlite merges into its full table of
// about 200 types before reading the rows: 540 µs for a one-row lookup by key, where the same statement prepared once
// and run with EXECUTE is 90 µs. This wraps the client's `query()` so that a statement is described and prepared on its
// first call and then run by EXECUTE, its values serialised exactly as `query()` serialises them (the serialiser of the
// parameter's type) and sent as quoted literals; and installs Drizzle's parsers in PGlite's own table once, so no call
// carries a table. Transactions keep the ordinary path (their client is another object). PostgreSQL needs none of
// this: node-postgres sends no table, and the server plans cheaply.
import { type PGlite, types } from '@electric-sql/pglite';

/** The types Drizzle reads as PostgreSQL's text (drizzle-orm/pglite/session.js), and the array types among them. */
const RAW_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
/** SQLSTATE 26000: the statement is not prepared on this database (anything that ran DEALLOCATE). */
const NOT_PREPARED = '26000';
/** Statements kept prepared at once; the least recently used is deallocated past it. */
export const NAMED_STATEMENTS_MAX = 512;
/** Statements with more values than this (bulk inserts) or text longer than this are run as they are. */
const MAX_VALUES = 64;
const MAX_TEXT = 16_000;
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

type QueryOptions = Parameters<PGlite['query']>[2];
type Serializer = (value: unknown) => string;
interface Named {
  name: string;
  /** The type of each value, as PGlite's describe answered it. */
  types: number[];
}

/** What a wrapped client reports (for tests and the bench). */
export interface NamedStatementStats {
  prepared: number;
  executed: number;
  unpreparable: number;
}

const stats = new WeakMap<PGlite, NamedStatementStats>();

export function namedStatementStats(client: PGlite): NamedStatementStats | undefined {
  return stats.get(client);
}

/** A value as a quoted literal (standard_conforming_strings is on: only the quote is doubled); null when not sendable. */
function literal(text: string): string | null {
  return text.includes('\u0000') ? null : `'${text.replaceAll("'", "''")}'`;
}

function hasOnlyRawParsers(options: QueryOptions): boolean {
  const parsers = options?.parsers;
  return parsers !== undefined && Object.keys(parsers).every((type) => RAW_TYPES.includes(Number(type)));
}

export function useNamedStatements(client: PGlite, max = NAMED_STATEMENTS_MAX): void {
  if (stats.has(client)) return;
  const counters: NamedStatementStats = { prepared: 0, executed: 0, unpreparable: 0 };
  stats.set(client, counters);
  const table = client.parsers as Record<number, (value: string, type: number) => unknown>;
  for (const type of RAW_TYPES) table[type] = (value) => value;
  const serializers = client.serializers as Record<number, Serializer>;
  const plainQuery = client.query.bind(client);
  /** By statement text, in use order (a Map keeps insertion order: a hit is moved to the end). */
  const named = new Map<string, Promise<Named | null>>();
  let sequence = 0;

  const prepare = (text: string): Promise<Named | null> => {
    let found = named.get(text);
    if (found) {
      named.delete(text);
      named.set(text, found);
      return found;
    }
    found = (async () => {
      try {
        const described = await client.describeQuery(text);
        const name = `k3_named_${++sequence}`;
        await client.exec(`PREPARE ${name} AS ${text}`);
        counters.prepared++;
        return { name, types: described.queryParams.map((param) => param.dataTypeID) };
      } catch {
        // Not preparable (a parameter whose type cannot be inferred, …): run as it is from now on.
        counters.unpreparable++;
        return null;
      }
    })();
    named.set(text, found);
    if (named.size > max) {
      const [oldestText, oldest] = named.entries().next().value as [string, Promise<Named | null>];
      named.delete(oldestText);
      void oldest.then((statement) => statement && client.exec(`DEALLOCATE ${statement.name}`)).catch(() => undefined);
    }
    return found;
  };

  const execute = async (statement: Named, params: unknown[], options: QueryOptions) => {
    const values: string[] = [];
    for (const [index, value] of params.entries()) {
      if (value === null || value === undefined) {
        values.push('NULL');
        continue;
      }
      const serialize = serializers[statement.types[index] ?? 0];
      // No serialiser for the type: the value's own text, as query() sends it (param.toString()).
      // eslint-disable-next-line @typescript-eslint/no-base-to-string
      const quoted = literal(serialize ? serialize(value) : String(value));
      if (quoted === null) return undefined;
      values.push(quoted);
    }
    const text = `EXECUTE ${statement.name}${values.length > 0 ? `(${values.join(', ')})` : ''}`;
    const [result] = await client.exec(text, { rowMode: options?.rowMode });
    counters.executed++;
    return result;
  };

  const query = async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    const plainOptions = hasOnlyRawParsers(options) ? { ...options, parsers: undefined } : options;
    const eligible =
      PREPARABLE.test(text) &&
      text.length <= MAX_TEXT &&
      params.length <= MAX_VALUES &&
      (options === undefined || hasOnlyRawParsers(options) || options.parsers === undefined) &&
      options?.paramTypes === undefined &&
      options?.blob === undefined &&
      options?.serializers === undefined;
    const entry = eligible ? prepare(text) : null;
    const statement = entry ? await entry : null;
    if (!statement) return plainQuery(text, params, plainOptions);
    try {
      return (await execute(statement, params, options)) ?? (await plainQuery(text, params, plainOptions));
    } catch (error) {
      if ((error as { code?: unknown }).code !== NOT_PREPARED) {
        // As query() would have reported it: the statement's text, not the EXECUTE line with its values inlined. Only
        // PGlite's own errors carry a query; any other (a serialiser's) is thrown untouched, as query() throws it.
        if (error && typeof error === 'object' && 'query' in error) Object.assign(error, { query: text, params });
        throw error;
      }
      // Only this call's entry: another call may have prepared the text again meanwhile, and that statement stays tracked
      // (dropping its entry would leave it prepared on the server, never deallocated).
      if (named.get(text) === entry) named.delete(text);
      return plainQuery(text, params, plainOptions);
    }
  };
  client.query = query as PGlite['query'];
}
