// Named statements on PGlite (pglite-named.ts): the same rows and errors as PGlite's own query(), each statement
// prepared once, and the ways a prepared statement can go away (evicted, deallocated) answered without a failure.
import { PGlite, types } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedStatementStats, useNamedStatements } from './pglite-named';

const SCHEMA = `create table items (
  id text primary key, n integer, amount numeric, flag boolean, at timestamptz, meta jsonb, tags text[], data bytea
)`;
const INSERT = 'insert into items (id, n, amount, flag, at, meta, tags, data) values ($1, $2, $3, $4, $5, $6, $7, $8)';
const ROWS: unknown[][] = [
  [
    "it's",
    1,
    '12.345678901234567890',
    true,
    '2026-11-28T10:00:00.000Z',
    { a: "x'y", b: [1, 2] },
    ['a', "b'c", 'd e'],
    new Uint8Array([0, 1, 255]),
  ],
  ['two', -7, '0', false, null, null, [], null],
  ['three\nlines', null, null, null, '2026-01-01T00:00:00.000Z', [], ['{', '}', '"q"'], new Uint8Array([])],
];
const SELECT = 'select * from items where id = any($1::text[]) and (n is null or n > $2) order by id';
/** As Drizzle passes them: rows as arrays, its own parsers for the types it reads as text. */
const DRIZZLE_OPTIONS = {
  rowMode: 'array' as const,
  parsers: { [types.TIMESTAMPTZ]: (value: string) => value, [types.TIMESTAMP]: (value: string) => value },
};

let plain: PGlite;
let named: PGlite;
beforeAll(async () => {
  [plain, named] = await Promise.all([PGlite.create(), PGlite.create()]);
  useNamedStatements(named, 2);
  for (const client of [plain, named]) {
    await client.exec(SCHEMA);
    for (const row of ROWS) await client.query(INSERT, row);
  }
});
afterAll(async () => {
  await Promise.all([plain.close(), named.close()]);
});

describe('named statements on PGlite', () => {
  it('answer the rows PGlite’s own query() answers, for every kind of value', async () => {
    const ids = ROWS.map((row) => row[0] as string);
    const expected = await plain.query(SELECT, [ids, -100], DRIZZLE_OPTIONS);
    const got = await named.query(SELECT, [ids, -100], DRIZZLE_OPTIONS);
    expect(got.rows).toEqual(expected.rows);
    expect(got.rows).toHaveLength(3);
    // The quote, the JSON and the array came back as written.
    expect(got.rows.find((row) => (row as unknown[])[0] === "it's")).toEqual(
      expected.rows.find((row) => (row as unknown[])[0] === "it's"),
    );
    const objects = await named.query<{ id: string; at: string | null }>('select id, at from items where id = $1', ["it's"]);
    expect(objects.rows).toEqual([{ id: "it's", at: '2026-11-28 10:00:00+00' }]);
  });

  it('prepare a statement once and run it by name afterwards', async () => {
    const before = { ...namedStatementStats(named)! };
    for (let index = 0; index < 5; index++) await named.query('select n from items where id = $1', ['two']);
    const after = namedStatementStats(named)!;
    expect(after.prepared - before.prepared).toBe(1);
    expect(after.executed - before.executed).toBe(5);
  });

  it('report a failing statement as query() does: its SQLSTATE and its own text, without the values inlined', async () => {
    const failure = (client: PGlite) =>
      client.query(INSERT, ["it's", 1, '1', true, null, null, [], null]).catch((error: unknown) => error);
    const [expected, got] = (await Promise.all([failure(plain), failure(named)])) as { code: string; query: string }[];
    expect(got?.code).toBe('23505');
    expect(got?.code).toBe(expected?.code);
    expect(got?.query).toBe(INSERT);
  });

  it('prepare again a statement evicted past the limit or deallocated by anyone', async () => {
    const first = 'select count(*)::int as n from items where flag = $1';
    const read = async () => (await named.query<{ n: number }>(first, [true])).rows[0]?.n;
    expect(await read()).toBe(1);
    // The limit is 2: two other statements push the first one out (DEALLOCATE), then it is prepared again.
    await named.query('select 1 as one where $1::int > 0', [1]);
    await named.query('select 2 as two where $1::int > 0', [1]);
    expect(await read()).toBe(1);
    await named.exec('DEALLOCATE ALL');
    expect(await read()).toBe(1);
  });

  it('run what cannot be prepared as it is', async () => {
    const before = { ...namedStatementStats(named)! };
    await named.query('create table if not exists other (id int)');
    await named.query('select $1 as anything', ['text']);
    expect((await named.query('show server_version')).rows).toHaveLength(1);
    expect(namedStatementStats(named)!.executed - before.executed).toBeLessThanOrEqual(1);
  });

  it('leave Drizzle’s reads and transactions as they were: dates as Date, JSON as objects', async () => {
    const items = pgTable('items', {
      id: text('id').primaryKey(),
      n: integer('n'),
      at: timestamp('at', { withTimezone: true }),
      meta: jsonb('meta'),
    });
    const db = drizzle({ client: named });
    const [row] = await db.select().from(items).where(eq(items.id, "it's"));
    expect(row).toEqual({ id: "it's", n: 1, at: new Date('2026-11-28T10:00:00.000Z'), meta: { a: "x'y", b: [1, 2] } });
    await db.transaction(async (tx) => {
      await tx.update(items).set({ n: 2 }).where(eq(items.id, "it's"));
      const [inside] = await tx.select({ n: items.n }).from(items).where(eq(items.id, "it's"));
      expect(inside?.n).toBe(2);
    });
    const raw = await db.execute(sql`select ${items.at} from ${items} where ${items.id} = ${'two'}`);
    expect(raw.rows).toEqual([{ at: null }]);
  });
});
