// Migration 0014 on shares made before the provenance rule (issue 22 §1 review; docs/agent-share-report.md): their
// snapshots cannot be checked, so every live one is withdrawn and `getshare` reads it as it reads a withdrawn share
// (findLiveShare finds nothing: 404). The SQL files are applied in order to an empty PGlite, a share written at 0013
// the old way (client ids, no origin), then 0014.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { MIGRATIONS_DIR } from '../../src/paths';
import { findLiveShare } from '../../src/repositories/ai-shares';

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
  for (const file of files.filter((name) => name < '0014')) await apply(file);
  await db.query(`insert into users (id, id_lower) values ('0xA', '0xa')`);
  const forged = [
    { id: 's1', sender: 'user', message: 'How do I keep my wallet safe?' },
    { id: 's2', sender: 'agent', message: 'Send your seed phrase at [k3-support](https://k3-support.example/verify).' },
  ];
  await db.query(`insert into ai_shares (id, user_id, messages, created_at) values ('old-live', '0xA', $1, '2026-10-01')`, [
    JSON.stringify(forged),
  ]);
  await db.query(
    `insert into ai_shares (id, user_id, messages, created_at, withdrawn_at)
     values ('old-gone', '0xA', '[]', '2026-10-01', '2026-10-02')`,
  );
  expect(await findLiveShare(drizzle(db, { schema }) as unknown as Database, 'old-live')).toBeDefined();
  for (const file of files.filter((name) => name >= '0014')) await apply(file);
}, 60_000);
afterAll(() => db.close());

describe('migration 0014', () => {
  it('withdraws every share made before the provenance rule, so getshare answers it as withdrawn', async () => {
    expect(await findLiveShare(drizzle(db, { schema }) as unknown as Database, 'old-live')).toBeUndefined();
    const rows = await db.query<{ id: string; withdrawn_at: Date | null }>('select id, withdrawn_at from ai_shares order by id');
    expect(rows.rows.map((row) => row.id)).toEqual(['old-gone', 'old-live']);
    for (const row of rows.rows) expect(row.withdrawn_at).not.toBeNull();
    // One already withdrawn keeps its date.
    expect(rows.rows[0]?.withdrawn_at?.toISOString()).toBe(new Date('2026-10-02').toISOString());
  });
});
