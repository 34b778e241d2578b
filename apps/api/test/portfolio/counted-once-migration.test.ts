// Migration 0013 on data written before it (issue 22 §2, §7): sign-in wallets and exchange accounts, which counted
// without verified_at, get it; of several accounts counting one address only one keeps counting — the address's own
// account first, then the earliest proof — so the unique index can hold; spread-the-word posts paid before the review
// queue stay approved. The SQL files are applied in order to an empty PGlite, rows written at 0012, then 0013.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/paths';

const files = readdirSync(MIGRATIONS_DIR)
  .filter((file) => file.endsWith('.sql'))
  .sort();
let db: PGlite;
async function apply(file: string): Promise<void> {
  for (const statement of readFileSync(join(MIGRATIONS_DIR, file), 'utf8').split('--> statement-breakpoint'))
    if (statement.trim()) await db.exec(statement);
}

beforeAll(async () => {
  db = await PGlite.create();
  for (const file of files.filter((name) => name < '0013')) await apply(file);
  for (const id of ['0xA', '0xB', '0xC']) await db.query('insert into users (id, id_lower) values ($1, lower($1))', [id]);
  const wallet = (user: string, address: string, primary: boolean, verified: string | null, created: string) =>
    db.query(
      `insert into portfolios (user_id, kind, address, address_lower, network, is_primary, verified_at, created_at)
       values ($1, 'wallet', $2, lower($2), 'evm', $3, $4, $5)`,
      [user, address, primary, verified, created],
    );
  await wallet('0xA', '0xA', true, null, '2026-01-01'); // A's sign-in wallet…
  await wallet('0xB', '0xA', false, '2026-01-02', '2026-01-02'); // …which B also proved
  await wallet('0xB', '0xW', false, '2026-01-05', '2026-01-05'); // W proved by B…
  await wallet('0xC', '0xW', false, '2026-01-03', '2026-01-03'); // …and earlier by C
  await wallet('0xC', '0xB', false, null, '2026-01-03'); // C only watches B's sign-in wallet
  await db.query(
    `insert into portfolios (user_id, kind, exchange, api_key_sealed, secret_sealed, created_at)
     values ('0xA', 'exchange', 'binance', 'sealed', 'sealed', '2026-01-01')`,
  );
  await db.query(
    `insert into quests (id, name, "desc", reward_xp, hint, type) values ('spread', '{}', '{}', 100, 'per_tweet', 'spread_the_word')`,
  );
  await db.query(`insert into quest_submissions (user_id, quest_id, url, post_id, at) values ('0xA', 'spread', 'u', '1', now())`);
  await apply(files.find((name) => name.startsWith('0013'))!);
}, 60_000);
afterAll(async () => {
  await db?.close();
});

describe('migration 0013', () => {
  it('keeps one counting portfolio per address: the sign-in account first, then the earliest proof', async () => {
    const { rows } = await db.query<{ user_id: string; kind: string; address_lower: string | null; counts: boolean }>(
      `select user_id, kind, address_lower, verified_at is not null as counts from portfolios order by user_id, kind, address_lower`,
    );
    expect(rows.map((row) => [row.user_id, row.kind, row.address_lower, row.counts])).toEqual([
      ['0xA', 'exchange', null, true],
      ['0xA', 'wallet', '0xa', true],
      ['0xB', 'wallet', '0xa', false],
      ['0xB', 'wallet', '0xw', false],
      ['0xC', 'wallet', '0xb', false],
      ['0xC', 'wallet', '0xw', true],
    ]);
  });

  it('leaves the posts paid before the review queue approved', async () => {
    const { rows } = await db.query<{ status: string; period: string }>('select status, period from quest_submissions');
    expect(rows).toEqual([{ status: 'approved', period: 'once' }]);
  });
});
