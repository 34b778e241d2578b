// The demo community (docs/rewards.md "Demo community", docs/votes.md "Demo poll"): in demo mode the ranking holds 300
// generated members with varied handles, a long-tailed XP spread and referrals, labelled demo; a new user is ranked
// among them; the open demo poll and two closed ones carry their ballots, and what the results show is what those
// ballot rows sum to. Members are never accounts (no sign-in, not a referrer, not in the admin's users), the seed runs
// once however many processes start, and never in live mode.
import { RANKING_SIZE, USERNAME_PATTERN, type Poll, type RankingEntry } from '@k3/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ballots, users, xpLedger } from '../../src/db/schema';
import { DEMO_MEMBER_COUNT } from '../../src/demo/community/members';
import { seedDemoCommunity } from '../../src/demo/community/seed';
import {
  bearer,
  challenge,
  EVM_KEY_A,
  EVM_KEY_B,
  evmWallet,
  getData,
  manualClock,
  signIn,
  TEST_ENV,
  verify,
} from '../auth/helpers';
import { buildTestApp, createTestDatabase, tempDir, type TestApp, type TestDatabase } from '../helpers/build-test-app';

const clock = manualClock(new Date('2026-11-26T09:00:00Z'));
const ADMIN = evmWallet(EVM_KEY_A);
let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = await buildTestApp({
    env: { ...TEST_ENV, ADMIN_WALLETS: ADMIN.address },
    database,
    clock: clock.now,
    demoCommunity: true,
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await database?.destroy();
});

type Table = { ranking: RankingEntry[]; updatedAt: string };
const ranking = async () => (await t.app.inject({ url: '/api/ranking' })).json<{ data: Table }>().data.ranking;
const demoMembers = () => t.app.db.select().from(users).where(eq(users.isDemo, true));

async function polls(status: 'current' | 'past'): Promise<Poll[]> {
  const response = await t.app.inject({ url: `/api/polls?status=${status}&lang=en` });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { polls: Poll[] } }>().data.polls;
}

describe('the demo ranking', () => {
  it('holds 300 members labelled demo, with varied handles, shortened addresses and a long tail of XP', async () => {
    const members = await demoMembers();
    expect(members).toHaveLength(DEMO_MEMBER_COUNT);
    const table = await ranking();
    expect(table).toHaveLength(RANKING_SIZE);
    expect(table.every((entry) => entry.demo === true)).toBe(true);
    expect(table[0]!.rank).toBe(1);

    const named = members.flatMap((member) => (member.username ? [member.username] : []));
    // About a quarter keep no username: the ranking shows their address, as it would a real user's.
    expect(members.length - named.length).toBeGreaterThan(40);
    expect(members.length - named.length).toBeLessThan(110);
    expect(named.every((name) => USERNAME_PATTERN.test(name))).toBe(true);
    expect(named.filter((name) => /^user\d*$/i.test(name))).toEqual([]);
    expect(new Set(named.map((name) => name.toLowerCase())).size).toBe(named.length);
    // Several styles: snake_case, a 0x handle, a capitalised one, one ending in digits.
    expect(named.some((name) => /^[a-z0-9]+_[a-z0-9]+$/.test(name))).toBe(true);
    expect(named.some((name) => name.startsWith('0x'))).toBe(true);
    expect(named.some((name) => /^[A-Z]/.test(name))).toBe(true);
    expect(named.some((name) => /[a-z]\d{2}$/.test(name))).toBe(true);

    const xp = members.map((member) => member.xp).sort((a, b) => b - a);
    const median = xp[Math.floor(xp.length / 2)]!;
    expect(xp[0]!).toBeGreaterThan(20 * median);
    expect(xp.at(-1)!).toBeGreaterThan(0);
    expect(xp.at(-1)!).toBeLessThan(median / 5);
  });

  it('has referrals, and every member’s XP is the sum of their ledger (quest XP plus 10% of their referrals’)', async () => {
    const members = await demoMembers();
    const referred = members.filter((member) => member.referrerId !== null);
    expect(referred.length).toBeGreaterThan(30);
    const sums = await t.app.db
      .select({ userId: xpLedger.userId, total: sql<number>`sum(${xpLedger.amount})::int`.mapWith(Number) })
      .from(xpLedger)
      .where(
        inArray(
          xpLedger.userId,
          members.map((member) => member.id),
        ),
      )
      .groupBy(xpLedger.userId);
    const byUser = new Map(sums.map((row) => [row.userId, row.total]));
    expect(members.every((member) => byUser.get(member.id) === member.xp)).toBe(true);
    const [child] = referred;
    const [share] = await t.app.db
      .select()
      .from(xpLedger)
      .where(and(eq(xpLedger.source, 'referral'), eq(xpLedger.fromUserId, child!.id)));
    // A member's own XP is written as `demo` (no quest was completed: the crash invariants hold quest rows to that).
    const [quest] = await t.app.db
      .select()
      .from(xpLedger)
      .where(and(eq(xpLedger.source, 'demo'), eq(xpLedger.userId, child!.id)));
    if (Math.floor(quest!.amount / 10) > 0)
      expect(share).toMatchObject({ userId: child!.referrerId, amount: Math.floor(quest!.amount / 10) });
  });

  it('ranks a new user among the members, at the rank their XP gives', async () => {
    const wallet = evmWallet(EVM_KEY_B);
    const token = await signIn(t.app, wallet);
    expect(await getData(t.app, '/api/me/ranking', token)).toMatchObject({ rank: null });
    const table = await ranking();
    // Strictly between two members past the 40th.
    const gap = table.findIndex((entry, index) => index >= 40 && table[index - 1]!.xp - entry.xp >= 2);
    const xp = table[gap]!.xp + 1;
    await t.app.db.update(users).set({ xp }).where(eq(users.id, wallet.address));
    const above = table.filter((entry) => entry.xp > xp).length;
    const mine = await getData<RankingEntry>(t.app, '/api/me/ranking', token);
    expect(mine).toMatchObject({ id: wallet.address, xp, rank: above + 1 });

    clock.advance(61);
    const fresh = await ranking();
    const own = fresh.find((entry) => entry.id === wallet.address);
    expect(own).toEqual({ id: wallet.address, xp, username: wallet.address, rank: above + 1 });
    expect(fresh[above - 1]!.xp).toBeGreaterThan(xp);
    expect(fresh[above + 1]!.xp).toBeLessThan(xp);
  });
});

describe('demo members are never accounts', () => {
  it('cannot sign in, even with a wallet key: the sign-in is refused with demo_member', async () => {
    const wallet = evmWallet('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
    await t.app.db.insert(users).values({
      id: wallet.address,
      idLower: wallet.address.toLowerCase(),
      username: 'demo_signer',
      xp: 10,
      isDemo: true,
      createdAt: clock.now(),
    });
    const message = await challenge(t.app, wallet.address);
    const response = await verify(t.app, wallet.address, { signature: await wallet.sign(message) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'demo_member' });
  });

  it('is no referrer: a user signing in with a demo member’s referral link has none', async () => {
    const [member] = await demoMembers();
    const wallet = evmWallet('0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6');
    await signIn(t.app, wallet, { ref: member!.id });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, wallet.address));
    expect(row!.referrerId).toBeNull();
  });

  it('is not among the admin console’s users', async () => {
    const token = await signIn(t.app, ADMIN);
    const response = await t.app.inject({ url: '/api/admin/users?limit=200', headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    const { users: listed, total } = response.json<{ data: { users: { id: string }[]; total: number } }>().data;
    const demoIds = new Set((await demoMembers()).map((member) => member.id));
    expect(listed.filter((user) => demoIds.has(user.id))).toEqual([]);
    const [real] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.isDemo, false));
    expect(total).toBe(real!.n);
  });
});

describe('the demo polls', () => {
  it('the open demo poll shows live results summed from its ballot rows', async () => {
    const [poll] = await polls('current');
    expect(poll!.question).toBe('Which feature should K3 build next?');
    const rows = await t.app.db.select().from(ballots).where(eq(ballots.pollId, poll!.id));
    expect(rows.length).toBeGreaterThan(50);
    expect(poll!.ballots).toBe(rows.length);
    const points = poll!.results!.reduce((sum, choice) => sum + choice.points, 0);
    expect(points).toBe(rows.reduce((sum, row) => sum + row.total, 0));
    // An opinion, not noise: one choice leads.
    const sorted = poll!.results!.map((choice) => choice.points).sort((a, b) => b - a);
    expect(sorted[0]!).toBeGreaterThan(sorted[3]!);
  });

  it('two closed polls have results, and a ballot cast now is counted in the open poll’s results', async () => {
    const past = await polls('past');
    expect(past.map((poll) => poll.question)).toEqual([
      'Which language should K3 speak next?',
      'Which chain should K3 support next?',
    ]);
    for (const poll of past) {
      const rows = await t.app.db.select().from(ballots).where(eq(ballots.pollId, poll.id));
      expect(poll.ballots).toBe(rows.length);
      expect(poll.results!.reduce((sum, choice) => sum + choice.points, 0)).toBe(poll.budget * rows.length);
      expect(rows.every((row) => row.castAt >= new Date(poll.startsAt) && row.castAt < new Date(poll.endsAt))).toBe(true);
    }
    const [open] = await polls('current');
    const token = await signIn(t.app, evmWallet(EVM_KEY_B));
    const cast = await t.app.inject({
      method: 'POST',
      url: `/api/polls/${open!.id}/ballot`,
      headers: bearer(token),
      payload: { points: { '2': 100 } },
    });
    expect(cast.statusCode, cast.body).toBe(200);
    const after = cast.json<{ data: Poll }>().data;
    expect(after.ballots).toBe(open!.ballots + 1);
    expect(after.results![2]!.points).toBe(open!.results![2]!.points + 100);
  });
});

describe('seeding', () => {
  it('runs once: a restart and processes starting together add nothing', async () => {
    const again = await buildTestApp({ env: TEST_ENV, database, demoCommunity: true });
    await again.close();
    const results = await Promise.all(Array.from({ length: 4 }, () => seedDemoCommunity(t.app.db, clock.now())));
    expect(results.every((result) => !result.seeded)).toBe(true);
    expect(await demoMembers()).toHaveLength(DEMO_MEMBER_COUNT + 1);
  });

  it('writes each member once when fresh processes race', async () => {
    const fresh = await createTestDatabase();
    const app = await buildTestApp({ env: TEST_ENV, database: fresh });
    try {
      const results = await Promise.all(Array.from({ length: 4 }, () => seedDemoCommunity(app.app.db, clock.now())));
      expect(results.filter((result) => result.seeded)).toHaveLength(1);
      const [row] = await app.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.isDemo, true));
      expect(row!.n).toBe(DEMO_MEMBER_COUNT);
    } finally {
      await app.close();
      await fresh.destroy();
    }
  });

  it('makes up no one in live mode', async () => {
    const dataDir = await tempDir();
    const live = await buildTestApp({
      env: { ...TEST_ENV, DATA_MODE: 'live', DATA_DIR: dataDir.path, SECRETS_KEY: 'ab'.repeat(32) },
      demoCommunity: true,
    });
    try {
      expect(await live.app.db.select().from(users)).toEqual([]);
      expect((await live.app.inject({ url: '/api/ranking' })).json<{ data: Table }>().data.ranking).toEqual([]);
    } finally {
      await live.close();
      await dataDir.remove();
    }
  });
});
