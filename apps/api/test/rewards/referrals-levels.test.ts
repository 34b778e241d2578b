// Referrals, the XP ledger and levels (spec §9 "Referral reward: 10% of each referred user's points", §3 levelInfo;
// docs/rewards.md): the referrer's 10% exact over several grants (⌊10% × cumulative⌋, no drift), never on referral XP,
// users.xp equal to the ledger's sum, GET /api/me/xp-ledger and /api/me/referrals, and level boundaries in /api/me.
import { levelStartXp, type User, type XpLedgerEntry } from '@k3/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quests, users } from '../../src/db/schema';
import { ledgerSum } from '../../src/repositories/xp-ledger';
import { referralDue } from '../../src/services/rewards/referrals';
import { bearer, getData, manualClock, signIn, type TestWallet } from '../auth/helpers';
import type { TestApp } from '../helpers/build-test-app';
import { addQuest, claim, claimed, rewardsApp, start, walletWithKrl, type KnownBalances } from './helpers';

const clock = manualClock(new Date('2026-11-26T09:00:00Z'));
let t: TestApp;
let balances: KnownBalances;
let dailyShare: string;
beforeAll(async () => {
  ({ t, balances } = await rewardsApp({ clock: clock.now }));
  // Only this file's quests: a daily share-and-earn quest worth 15 XP.
  await t.app.db.update(quests).set({ published: false });
  await t.app.rewards.catalogue.changed();
  dailyShare = await addQuest(t.app, { type: 'share_and_earn', recurrence: 'daily', rewardXp: 15 });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const share = async (token: string) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/me/share', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { granted: { xp: number } | null } }>().data.granted;
};
const xpOf = async (wallet: TestWallet) =>
  (await t.app.db.select({ xp: users.xp }).from(users).where(eq(users.id, wallet.address)))[0]!.xp;
const nextDay = () => clock.advance(24 * 3600);

describe('referral rewards', () => {
  it('floors 10% of the cumulative XP: 15, 15, 15 give the referrer 1, 2, 1 (4 in all)', async () => {
    expect([referralDue(15, 0), referralDue(30, 1), referralDue(45, 3)]).toEqual([1, 2, 1]);
    const referrer = walletWithKrl(balances, null);
    const referrerToken = await signIn(t.app, referrer);
    const friend = walletWithKrl(balances, null);
    const friendToken = await signIn(t.app, friend, { ref: referrer.address });
    const seen: number[] = [];
    for (let day = 0; day < 3; day++) {
      expect(await share(friendToken)).toEqual({ xp: 15, kredits: 0 });
      seen.push(await xpOf(referrer));
      nextDay();
    }
    expect(seen).toEqual([1, 3, 4]);
    expect(await xpOf(friend)).toBe(45);
    const ledger = await getData<{ entries: XpLedgerEntry[] }>(t.app, '/api/me/xp-ledger', referrerToken);
    expect(ledger.entries.map((e) => [e.amount, e.source, e.fromUserId])).toEqual([
      [1, 'referral', friend.address],
      [2, 'referral', friend.address],
      [1, 'referral', friend.address],
    ]);
    const friendLedger = await getData<{ entries: XpLedgerEntry[] }>(t.app, '/api/me/xp-ledger', friendToken);
    expect(friendLedger.entries).toHaveLength(3);
    expect(friendLedger.entries[0]).toMatchObject({ amount: 15, source: 'quest', questId: dailyShare, fromUserId: null });
    // Newest first.
    expect(friendLedger.entries[0]!.at > friendLedger.entries[2]!.at).toBe(true);
    expect(await getData(t.app, '/api/me/referrals', referrerToken)).toEqual({
      count: 1,
      xp: 4,
      link: `https://k3.test/?ref=${referrer.address}`,
    });
  });

  it('stays exact when the referred user claims several quests at once', async () => {
    const referrer = walletWithKrl(balances, null);
    await signIn(t.app, referrer);
    const friendToken = await signIn(t.app, walletWithKrl(balances, null), { ref: referrer.address });
    // AI-usage quests asking no prompt: done as soon as started, so five claims can run at once.
    const ids = await Promise.all(
      [1, 2, 3, 4, 5].map(() => addQuest(t.app, { type: 'ai_usage', rewardXp: 15, params: { prompts: 0 } })),
    );
    for (const id of ids) await start(t.app, friendToken, id);
    const responses = await Promise.all(ids.map((id) => claim(t.app, friendToken, id)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // ⌊10% × 75⌋ = 7, whatever order the claims committed in.
    expect(await xpOf(referrer)).toBe(7);
  });

  it('pays nothing on referral XP: no referral of a referral', async () => {
    const top = walletWithKrl(balances, null);
    await signIn(t.app, top);
    const middle = walletWithKrl(balances, null);
    const middleToken = await signIn(t.app, middle, { ref: top.address });
    const bottom = walletWithKrl(balances, null);
    const bottomToken = await signIn(t.app, bottom, { ref: middle.address });
    for (let day = 0; day < 3; day++) {
      await share(bottomToken);
      nextDay();
    }
    expect(await xpOf(middle)).toBe(4);
    expect(await xpOf(top)).toBe(0);
    // The middle user's own quest XP does pay their referrer: ⌊10% × 15⌋ = 1.
    await share(middleToken);
    expect(await xpOf(top)).toBe(1);
    for (const wallet of [top, middle, bottom]) expect(await xpOf(wallet)).toBe(await ledgerSum(t.app.db, wallet.address));
  });
});

describe('levels', () => {
  it('follows the quadratic curve in /api/me at the boundaries', async () => {
    expect([1, 2, 3, 4, 10].map(levelStartXp)).toEqual([0, 100, 400, 900, 8100]);
    const wallet = walletWithKrl(balances, null);
    const token = await signIn(t.app, wallet);
    const earn = async (xp: number) => {
      const quest = await addQuest(t.app, { type: 'ai_usage', rewardXp: xp, params: { prompts: 0 } });
      await start(t.app, token, quest);
      const response = await claim(t.app, token, quest);
      expect(response.statusCode, response.body).toBe(200);
      return claimed(response).xp;
    };
    const level = async () => (await getData<User>(t.app, '/api/me', token)).levelInfo;
    expect(await level()).toEqual({ level: 1, xp: 0, fullXp: 0, next: 100 });
    expect(await earn(99)).toBe(99);
    expect(await level()).toEqual({ level: 1, xp: 99, fullXp: 0, next: 100 });
    await earn(1);
    expect(await level()).toEqual({ level: 2, xp: 100, fullXp: 100, next: 400 });
    await earn(299);
    expect(await level()).toEqual({ level: 2, xp: 399, fullXp: 100, next: 400 });
    await earn(1);
    expect(await level()).toEqual({ level: 3, xp: 400, fullXp: 400, next: 900 });
    expect((await getData<User>(t.app, '/api/me', token)).system.xp).toBe(400);
    expect(await ledgerSum(t.app.db, wallet.address)).toBe(400);
  });
});
