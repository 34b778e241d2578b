// Reliability scenario "100 parallel quest claims" (docs/reliability.md "Scenarios"; docs/rewards.md "Claims"): the
// claim is verified and granted in one transaction keyed on the user, quest and period, so of 100 parallel claims one
// is granted and 99 are 409 already_completed: one ledger row, the XP and kredits once.
import type { User } from '@k3/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, xpLedger } from '../../src/db/schema';
import { getData, manualClock, signIn } from '../auth/helpers';
import type { TestApp } from '../helpers/build-test-app';
import { addQuest, claim, errorOf, referFriend, rewardsApp, start, walletWithKrl, type KnownBalances } from '../rewards/helpers';

const clock = manualClock(new Date('2026-11-26T09:00:00Z'));
let t: TestApp;
let balances: KnownBalances;
beforeAll(async () => {
  ({ t, balances } = await rewardsApp({ clock: clock.now }));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('100 parallel quest claims', () => {
  it('gives one reward to 100 parallel claims of one quest: one ledger row, the XP and kredits once', async () => {
    const quest = await addQuest(t.app, { type: 'refer_friends', rewardXp: 40, rewardKredits: 3, params: { friends: 1 } });
    const wallet = walletWithKrl(balances, null);
    const token = await signIn(t.app, wallet);
    await referFriend(t.app, balances, wallet.address);
    await start(t.app, token, quest);
    const before = (await getData<User>(t.app, '/api/me', token)).chat.kredits;
    const responses = await Promise.all(Array.from({ length: 100 }, () => claim(t.app, token, quest)));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(99);
    for (const refused of responses.filter((r) => r.statusCode === 409)) expect(errorOf(refused).error).toBe('already_completed');
    const rows = await t.app.db
      .select()
      .from(xpLedger)
      .where(and(eq(xpLedger.userId, wallet.address), eq(xpLedger.questId, quest)));
    expect(rows).toHaveLength(1);
    const [user] = await t.app.db.select().from(users).where(eq(users.id, wallet.address));
    expect(user!.xp).toBe(40);
    expect(user!.kredits).toBe(before + 3);
  });
});
