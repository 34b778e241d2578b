// Every Drizzle statement on embedded PGlite as a named statement (docs/performance.md "Signed-in paths", issue 27 §2).
// PGlite's `query()` parses, describes, binds and runs a statement in six protocol exchanges on the server's thread,
// every time, and Drizzle passes it a parser table of its own on each call, which PGlite merges into its full table of
// about 200 types before reading the rows: 540 µs for a one-row lookup by key, where the same statement prepared once
// and run by name is under 90 µs. This wraps the client's `query()` so that a statement is described and prepared on its
// first call and then run by name — Bind, Execute and Sync, with no Parse and no Describe: PGlite parses no row
// description per call, the columns are those the first describe answered — its values serialised exactly as `query()`
// serialises them (the serialiser of the parameter's type); and installs Drizzle's parsers in PGlite's own table once,
// so no call carries a table. It also counts writes for the reads kept in memory (db/read-cache.ts). Transactions keep
// the ordinary path (their client is another object). PostgreSQL needs none of this: node-postgres sends no table, and
// the server plans cheaply.
import { messages, type PGlite, protocol, type Results, types } from '@electric-sql/pglite';

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
/** A statement that cannot write: a plain `select` (K3 defines no function that writes but its triggers). */
const READ_ONLY = /^\s*select\b/i;

type QueryOptions = Parameters<PGlite['query']>[2];
type Serializer = (value: unknown) => string;
interface Named {
  name: string;
  /** The type of each value, as PGlite's describe answered it. */
  types: number[];
  /** The result's columns, as the describe answered them: no execution sends them again. */
  fields: { name: string; dataTypeID: number }[];
}

/** What a wrapped client reports (for tests and the bench). */
export interface NamedStatementStats {
  prepared: number;
  executed: number;
  unpreparable: number;
  /**
   * Moves on when a statement that may write starts and again when it ends (anything but a `select`, every `exec()`
   * and every transaction): a read whose generation did not move answers what the database would answer now, since
   * this process is the embedded database's only client (db/read-cache.ts).
   */
  writeGeneration: number;
}

const stats = new WeakMap<PGlite, NamedStatementStats>();

export function namedStatementStats(client: PGlite): NamedStatementStats | undefined {
  return stats.get(client);
}

function hasOnlyRawParsers(options: QueryOptions): boolean {
  const parsers = options?.parsers;
  return parsers !== undefined && Object.keys(parsers).every((type) => RAW_TYPES.includes(Number(type)));
}

export function useNamedStatements(client: PGlite, max = NAMED_STATEMENTS_MAX): void {
  if (stats.has(client)) return;
  const counters: NamedStatementStats = { prepared: 0, executed: 0, unpreparable: 0, writeGeneration: 0 };
  stats.set(client, counters);
  const table = client.parsers as Record<number, (value: string, type: number) => unknown>;
  for (const type of RAW_TYPES) table[type] = (value) => value;
  const serializers = client.serializers as Record<number, Serializer>;
  const plainQuery = client.query.bind(client);
  // PREPARE and DEALLOCATE change no data: they do not move the write generation.
  const plainExec = client.exec.bind(client);
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
        await plainExec(`PREPARE ${name} AS ${text}`);
        counters.prepared++;
        return {
          name,
          types: described.queryParams.map((param) => param.dataTypeID),
          fields: described.resultFields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
        };
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
      void oldest.then((statement) => statement && plainExec(`DEALLOCATE ${statement.name}`)).catch(() => undefined);
    }
    return found;
  };

  const execute = async (statement: Named, params: unknown[], options: QueryOptions): Promise<Results | undefined> => {
    const values: (string | null)[] = [];
    for (const [index, value] of params.entries()) {
      if (value === null || value === undefined) {
        values.push(null);
        continue;
      }
      const serialize = serializers[statement.types[index] ?? 0];
      // No serialiser for the type: the value's own text, as query() sends it (param.toString()).
      // eslint-disable-next-line @typescript-eslint/no-base-to-string
      const text = serialize ? serialize(value) : String(value);
      if (text.includes('\u0000')) return undefined;
      values.push(text);
    }
    const message = concat([
      protocol.serialize.bind({ statement: statement.name, values }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    await client._checkReady();
    const { messages } = await client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => client.execProtocol(message)),
    );
    counters.executed++;
    return toResults(messages, statement.fields, table, options?.rowMode);
  };

  const query = async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (READ_ONLY.test(text)) return run(text, params, options);
    counters.writeGeneration++;
    try {
      return await run(text, params, options);
    } finally {
      counters.writeGeneration++;
    }
  };

  const run = async (text: string, params: unknown[], options: QueryOptions) => {
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
        // As query() reports it: the statement's text and values. Only the database's own errors carry them; any other
        // (a serialiser's) is thrown untouched, as query() throws it.
        if (error instanceof messages.DatabaseError) Object.assign(error, { query: text, params, queryOptions: options });
        throw error;
      }
      // Only this call's entry: another call may have prepared the text again meanwhile, and that statement stays tracked
      // (dropping its entry would leave it prepared on the server, never deallocated).
      if (named.get(text) === entry) named.delete(text);
      return plainQuery(text, params, plainOptions);
    }
  };
  client.query = query as PGlite['query'];
  const written =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      counters.writeGeneration++;
      try {
        return await call(...args);
      } finally {
        counters.writeGeneration++;
      }
    };
  client.exec = written(plainExec);
  client.transaction = written<[Parameters<PGlite['transaction']>[0]], unknown>(
    client.transaction.bind(client),
  ) as PGlite['transaction'];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

type Message = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

/** The rows of an execution, as PGlite's own parseResults builds them, from the columns described at prepare time. */
function toResults(
  messages: Message[],
  fields: Named['fields'],
  parsers: Record<number, (value: string, type: number) => unknown>,
  rowMode: 'array' | 'object' | undefined,
): Results {
  const rows: unknown[] = [];
  let affectedRows = 0;
  const parse = (value: string | null, index: number) => {
    if (value === null) return null;
    const type = fields[index]!.dataTypeID;
    const parser = parsers[type];
    return parser ? parser(value, type) : value;
  };
  for (const message of messages) {
    if (message.name === 'dataRow') {
      const row = (message as unknown as { fields: (string | null)[] }).fields;
      if (rowMode === 'array') rows.push(row.map(parse));
      else rows.push(Object.fromEntries(row.map((value, index) => [fields[index]!.name, parse(value, index)])));
    } else if (message.name === 'commandComplete') {
      const parts = (message as unknown as { text: string }).text.split(' ');
      if (['INSERT', 'UPDATE', 'DELETE', 'MERGE'].includes(parts[0]!)) affectedRows += Number(parts.at(-1));
    }
  }
  return { rows, fields, affectedRows } as Results;
}
