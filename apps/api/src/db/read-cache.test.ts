// Reads kept while nothing is written (read-cache.ts): a repeated read does not reach the database, and any write —
// a statement, an exec(), a transaction, one that fails, one running while the read is in flight — makes the next read
// go to the database and see it.
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { namedStatementStats, useNamedStatements } from './pglite-named';
import { preparedRead } from './prepared';
import { readThrough } from './read-cache';

const counters = pgTable('counters', { id: text('id').primaryKey(), n: integer('n').notNull() });
const byId = preparedRead('counter_by_id', (db) =>
  db
    .select()
    .from(counters)
    .where(eq(counters.id, sql.placeholder('id')))
    .prepare('counter_by_id'),
);

let client: PGlite;
let db: Database;
const executed = () => namedStatementStats(client)!.executed;
const read = async (id = 'a') => (await byId(db).execute({ id }))[0]?.n;

beforeAll(async () => {
  client = await PGlite.create();
  useNamedStatements(client);
  db = drizzle(client) as unknown as Database;
  await client.exec(`create table counters (id text primary key, n integer not null);
    insert into counters values ('a', 1), ('b', 10);`);
});
afterAll(async () => {
  await client.close();
});

describe('reads kept on the embedded database', () => {
  it('answer a repeated read from memory while nothing is written, per key', async () => {
    expect(await read('a')).toBe(1);
    const before = executed();
    expect(await read('a')).toBe(1);
    expect(await read('a')).toBe(1);
    expect(executed()).toBe(before);
    // Another key is another read.
    expect(await read('b')).toBe(10);
    expect(executed()).toBe(before + 1);
  });

  it('see every kind of write at once: a statement, an exec(), a transaction, a rolled-back or failing one', async () => {
    await db.update(counters).set({ n: 2 }).where(eq(counters.id, 'a'));
    expect(await read()).toBe(2);
    await client.exec(`update counters set n = 3 where id = 'a'`);
    expect(await read()).toBe(3);
    await db.transaction(async (tx) => {
      await tx.update(counters).set({ n: 4 }).where(eq(counters.id, 'a'));
    });
    expect(await read()).toBe(4);
    await db
      .transaction(async (tx) => {
        await tx.update(counters).set({ n: 99 }).where(eq(counters.id, 'a'));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await read()).toBe(4);
    await expect(db.insert(counters).values({ id: 'a', n: 0 })).rejects.toThrow();
    const before = executed();
    expect(await read()).toBe(4);
    // The failed insert dropped what was kept: the read went to the database again.
    expect(executed()).toBe(before + 1);
  });

  it('do not keep a read that ran while a write was in flight', async () => {
    const reading = read();
    const writing = db.update(counters).set({ n: 5 }).where(eq(counters.id, 'a'));
    await Promise.all([reading, writing]);
    expect(await read()).toBe(5);
    // A write issued first, then a read: the write's statement is new, so it is described and prepared before it runs,
    // and the read (prepared already) reaches PGlite first and answers 5. It must not be kept past the write's end.
    const writingFirst = client.query(`update counters set n = 6 where id = 'a'`);
    const readingAfter = read();
    await Promise.all([writingFirst, readingAfter]);
    expect(await read()).toBe(6);
  });

  it('give each caller its own copy', async () => {
    const first = await byId(db).execute({ id: 'b' });
    first[0]!.n = -1;
    expect(await read('b')).toBe(10);
  });

  it('keep nothing for a handle that is not the embedded client itself (a transaction)', async () => {
    await db.transaction(async (tx) => {
      const handle = tx as unknown as Database;
      let reads = 0;
      const once = () => readThrough(handle, 'tx', () => Promise.resolve(++reads));
      expect(await once()).toBe(1);
      expect(await once()).toBe(2);
    });
  });
});
