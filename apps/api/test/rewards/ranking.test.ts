// The ranking (spec §3 Ranking entry, §5 "sorted by xp descending, rank from 1", §7 "GET /ranking … cached 1800 s";
// docs/rewards.md "Ranking"): public, xp descending then wallet, equal xp equal rank (1, 2, 2, 4), only users with XP,
// at most RANKING_SIZE entries, Cache-Control public 1800 s, a per-process copy refreshed after its minute; one's own
// rank from GET /api/me/ranking (exact: 1 + the users with more xp, from the per-xp counts), null without XP.
import { RANKING_SIZE, type RankingEntry } from '@k3/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { getData, manualClock, signIn } from '../auth/helpers';
import type { TestApp } from '../helpers/build-test-app';
import { rewardsApp, walletWithKrl, type KnownBalances } from './helpers';

const clock = manualClock(new Date('2026-11-26T09:00:00Z'));
let t: TestApp;
let balances: KnownBalances;
beforeAll(async () => {
  ({ t, balances } = await rewardsApp({ clock: clock.now }));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const addUser = (id: string, xp: number, username: string | null = null) =>
  t.app.db.insert(users).values({ id, idLower: id.toLowerCase(), xp, username, createdAt: clock.now() });
type Table = { ranking: RankingEntry[]; updatedAt: string };

describe('GET /api/ranking', () => {
  it('ranks by xp then wallet with competition ranks, publicly, with Cache-Control 1800 s', async () => {
    await addUser('0xC', 500, 'carol');
    await addUser('0xA', 300);
    await addUser('0xB', 300, 'bob');
    await addUser('0xD', 100);
    await addUser('0xE', 0, 'nobody');
    const response = await t.app.inject({ url: '/api/ranking' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=1800');
    const table = response.json<{ data: Table }>().data;
    expect(table.ranking).toEqual([
      { id: '0xC', xp: 500, username: 'carol', rank: 1 },
      { id: '0xA', xp: 300, username: '0xA', rank: 2 },
      { id: '0xB', xp: 300, username: 'bob', rank: 2 },
      { id: '0xD', xp: 100, username: '0xD', rank: 4 },
    ]);
    expect(table.updatedAt).toBe(clock.now().toISOString());
  });

  it('keeps its copy for a minute, then shows the top RANKING_SIZE of the new standings', async () => {
    await t.app.db.execute(
      sql`insert into users (id, id_lower, xp) select 'bulk' || g, 'bulk' || g, 1000 + g from generate_series(1, ${RANKING_SIZE + 20}) g`,
    );
    const cached = await t.app.inject({ url: '/api/ranking' });
    expect(cached.json<{ data: Table }>().data.ranking[0]!.id).toBe('0xC');
    clock.advance(61);
    const fresh = (await t.app.inject({ url: '/api/ranking' })).json<{ data: Table }>().data;
    expect(fresh.ranking).toHaveLength(RANKING_SIZE);
    expect(fresh.ranking[0]).toMatchObject({ id: `bulk${RANKING_SIZE + 20}`, rank: 1 });
    expect(fresh.ranking.at(-1)).toMatchObject({ xp: 1021, rank: RANKING_SIZE });
  });
});

describe('GET /api/me/ranking', () => {
  it('is 1 + the users with more xp, ties sharing the rank, and null without XP', async () => {
    const wallet = walletWithKrl(balances, null);
    const token = await signIn(t.app, wallet);
    expect(await getData(t.app, '/api/me/ranking', token)).toEqual({
      id: wallet.address,
      xp: 0,
      username: wallet.address,
      rank: null,
    });
    await t.app.db
      .update(users)
      .set({ xp: 300 })
      .where(sql`${users.id} = ${wallet.address}`);
    // Above 300: the 120 bulk users and carol (500); 0xA and 0xB tie at 300 and share the rank.
    const mine = await getData<RankingEntry>(t.app, '/api/me/ranking', token);
    expect(mine).toMatchObject({ xp: 300, rank: RANKING_SIZE + 20 + 2 });
    expect((await t.app.inject({ url: '/api/me/ranking' })).statusCode).toBe(403);

    // Below the table too, the rank is exact at once: the counts per xp value follow every change of xp.
    await t.app.db
      .update(users)
      .set({ xp: 400 })
      .where(sql`${users.id} = '0xD'`);
    expect((await getData<RankingEntry>(t.app, '/api/me/ranking', token)).rank).toBe(RANKING_SIZE + 20 + 3);
    // A user leaving (deleted) leaves the counts too.
    await t.app.db.delete(users).where(sql`${users.id} = '0xD'`);
    expect((await getData<RankingEntry>(t.app, '/api/me/ranking', token)).rank).toBe(RANKING_SIZE + 20 + 2);
    // Within the table's xp likewise, and a tie shares the rank.
    await t.app.db
      .update(users)
      .set({ xp: 5000 })
      .where(sql`${users.id} = ${wallet.address}`);
    expect(await getData(t.app, '/api/me/ranking', token)).toMatchObject({ xp: 5000, rank: 1 });
    await t.app.db
      .update(users)
      .set({ xp: 5000 })
      .where(sql`${users.id} = '0xA'`);
    expect((await getData<RankingEntry>(t.app, '/api/me/ranking', token)).rank).toBe(1);
    await t.app.db
      .update(users)
      .set({ xp: 5001 })
      .where(sql`${users.id} = '0xB'`);
    expect((await getData<RankingEntry>(t.app, '/api/me/ranking', token)).rank).toBe(2);
  });
});

describe('one’s own rank at the edges of the counted bands', () => {
  it('equals a plain count of the users above, for XP on either side of each fine band and band edge', async () => {
    // Users at the edges of the fine bands (32 values) and bands (1,024 values), where an off-by-one would show.
    const edges = [1, 30, 31, 32, 33, 63, 64, 1023, 1024, 1025, 1055, 1056, 2047, 2048, 5000, 5001, 40_000];
    for (const [index, xp] of edges.entries()) await addUser(`0xedge${index}`, xp);
    const wallet = walletWithKrl(balances, null);
    const token = await signIn(t.app, wallet);
    for (const xp of [...edges, 2, 1022, 1054, 1057, 4999, 39_999, 40_001]) {
      await t.app.db
        .update(users)
        .set({ xp })
        .where(sql`${users.id} = ${wallet.address}`);
      const counted = await t.app.db.execute(sql`select count(*)::int as n from users where xp > ${xp}`);
      const above = Number((counted as { rows: { n: number }[] }).rows[0]?.n);
      expect((await getData<RankingEntry>(t.app, '/api/me/ranking', token)).rank, `xp ${xp}`).toBe(above + 1);
    }
  });
});
