// Issue 22 §7. Spread the word: a claim carrying someone else's post on X pays nothing and locks nothing; it waits as
// pending until an admin checks the post is the user's, and the approval pays once (a post is approved for one claim
// only). Refer friends: a referred account counts only once it holds KRL in the portfolios that count toward its own
// plan — a farm of empty wallets does not.
import type { AdminQuestSubmission, AuditEntry, ErrorBody, Quest } from '@k3/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, xpLedger } from '../../src/db/schema';
import { insertLedger } from '../../src/repositories/xp-ledger';
import { generatePrivateKey } from 'viem/accounts';
import { bearer, evmWallet, EVM_KEY_A, getData, manualClock, signIn } from '../auth/helpers';
import type { TestApp } from '../helpers/build-test-app';
import { addQuest, claim, claimed, errorOf, referFriend, rewardsApp, start, walletWithKrl, type KnownBalances } from './helpers';

const clock = manualClock(new Date('2026-11-26T09:00:00Z'));
let t: TestApp;
let balances: KnownBalances;
let admin = '';
const adminWallet = evmWallet(EVM_KEY_A);
beforeAll(async () => {
  ({ t, balances } = await rewardsApp({ clock: clock.now, env: { ADMIN_WALLETS: adminWallet.address } }));
  admin = await signIn(t.app, adminWallet);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const questOf = async (token: string, id: string) =>
  (await getData<{ quests: Quest[] }>(t.app, '/api/me/quests', token)).quests.find((quest) => quest.id === id);
const xpOf = async (wallet: string) => (await t.app.db.select({ xp: users.xp }).from(users).where(eq(users.id, wallet)))[0]!.xp;
const pendingList = async () =>
  (await getData<{ submissions: AdminQuestSubmission[] }>(t.app, '/api/admin/quest-submissions?status=pending', admin))
    .submissions;
const review = (id: string, verdict: 'approve' | 'reject', token = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/quest-submissions/${id}/${verdict}`, headers: bearer(token) });

describe('spread the word: paid only once an admin checked the post is the user’s', () => {
  const alicePost = 'https://x.com/alice_k3/status/1862000000000000001';
  let quest = '';
  const alice = laterUser();
  const mallory = laterUser();

  it('a claim of someone else’s post pays nothing at once: the quest waits for review', async () => {
    quest = await addQuest(t.app, { type: 'spread_the_word', rewardXp: 100 });
    mallory.token = await mallory.signIn();
    await start(t.app, mallory.token, quest);
    const response = await claim(t.app, mallory.token, quest, { url: alicePost });
    expect(response.statusCode, response.body).toBe(200);
    expect(claimed(response)).toMatchObject({ granted: { xp: 0, kredits: 0 }, xp: 0, quest: { status: 'started' } });
    expect(response.json<{ data: { quest: Quest } }>().data.quest.review).toBe('pending');
    expect(await questOf(mallory.token, quest)).toMatchObject({ status: 'started', review: 'pending' });
    expect(await xpOf(mallory.address)).toBe(0);
    const again = await claim(t.app, mallory.token, quest, { url: 'https://x.com/mallory/status/99' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).error).toBe('review_pending');
  });

  it('a pending post locks nothing: its author submits it too, and the admin pays the author’s claim only', async () => {
    alice.token = await alice.signIn();
    await start(t.app, alice.token, quest);
    const own = await claim(t.app, alice.token, quest, { url: 'https://twitter.com/alice_k3/status/1862000000000000001?s=20' });
    expect(own.statusCode, own.body).toBe(200);

    const queue = await pendingList();
    const aliceSubmission = queue.find((one) => one.userId === alice.address)!;
    const mallorySubmission = queue.find((one) => one.userId === mallory.address)!;
    expect([aliceSubmission.postId, mallorySubmission.postId]).toEqual(['1862000000000000001', '1862000000000000001']);
    expect(mallorySubmission).toMatchObject({ questId: quest, url: alicePost, status: 'pending', postTaken: false });

    const approved = await review(aliceSubmission.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<{ data: { granted: unknown } }>().data.granted).toEqual({ xp: 100, kredits: 0 });
    expect(await xpOf(alice.address)).toBe(100);
    expect(await questOf(alice.token, quest)).toMatchObject({ status: 'completed', review: null });

    // The same post cannot pay twice: the other claim of it is refused, and shown as taken in the queue.
    const second = await review(mallorySubmission.id, 'approve');
    expect(second.statusCode).toBe(409);
    expect(second.json<ErrorBody>().error).toBe('post_already_used');
    expect((await pendingList()).find((one) => one.id === mallorySubmission.id)?.postTaken).toBe(true);
    expect(await xpOf(mallory.address)).toBe(0);
    const twice = await review(aliceSubmission.id, 'approve');
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ErrorBody>().error).toBe('already_reviewed');
  });

  it('a rejected post pays nothing and lets the user submit another; each review is in the audit log', async () => {
    const pendingOne = (await pendingList()).find((one) => one.userId === mallory.address)!;
    const rejected = await review(pendingOne.id, 'reject');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<{ data: { submission: AdminQuestSubmission } }>().data.submission).toMatchObject({
      status: 'rejected',
      reviewedBy: adminWallet.address,
    });
    expect(await questOf(mallory.token, quest)).toMatchObject({ status: 'started', review: 'rejected' });
    const resubmitted = await claim(t.app, mallory.token, quest, { url: 'https://x.com/mallory/status/42' });
    expect(resubmitted.statusCode).toBe(200);
    expect(await questOf(mallory.token, quest)).toMatchObject({ review: 'pending' });

    const audit = await getData<{ entries: AuditEntry[] }>(t.app, '/api/admin/audit', admin);
    expect(audit.entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['quest_submission.approve', 'quest_submission.reject']),
    );
    expect((await review(pendingOne.id, 'approve', mallory.token)).statusCode).toBe(403);
  });

  it('parallel approvals of one post pay once', async () => {
    const author = laterUser();
    author.token = await author.signIn();
    const once = await addQuest(t.app, { type: 'spread_the_word', rewardXp: 40, rewardKredits: 2 });
    await start(t.app, author.token, once);
    await claim(t.app, author.token, once, { url: 'https://x.com/author/status/777' });
    const submission = (await pendingList()).find((one) => one.userId === author.address)!;
    const answers = await Promise.all(Array.from({ length: 5 }, () => review(submission.id, 'approve')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const rows = await t.app.db
      .select()
      .from(xpLedger)
      .where(and(eq(xpLedger.userId, author.address), eq(xpLedger.questId, once)));
    expect(rows).toHaveLength(1);
    expect(await xpOf(author.address)).toBe(40);
  });

  it('only the post’s own lock is post_already_used: another unique refusal in the approval is not blamed on the post', async () => {
    const author = laterUser();
    author.token = await author.signIn();
    const quest = await addQuest(t.app, { type: 'spread_the_word', rewardXp: 30 });
    await start(t.app, author.token, quest);
    await claim(t.app, author.token, quest, { url: 'https://x.com/author/status/31337' });
    const submission = (await pendingList()).find((one) => one.userId === author.address && one.questId === quest)!;
    // The quest's ledger row for this period is already there (xp_ledger_quest_once will refuse the grant's own).
    await insertLedger(t.app.db, {
      userId: author.address,
      amount: 30,
      source: 'quest',
      questId: quest,
      period: 'once',
      at: clock.now(),
    });
    const answer = await review(submission.id, 'approve');
    expect(answer.json<ErrorBody>().error).not.toBe('post_already_used');
    expect(answer.statusCode).toBe(500);
    // Nothing of the approval was kept: the post is still pending and free.
    expect((await pendingList()).find((one) => one.id === submission.id)).toMatchObject({ status: 'pending', postTaken: false });
  });

  it('a weekly spread-the-word quest pays a reviewed post once per week, not once ever', async () => {
    const author = laterUser();
    author.token = await author.signIn();
    const weekly = await addQuest(t.app, { type: 'spread_the_word', rewardXp: 25, recurrence: 'weekly' });
    const postAndApprove = async (url: string) => {
      await start(t.app, author.token, weekly);
      const submitted = await claim(t.app, author.token, weekly, { url });
      expect(submitted.statusCode, submitted.body).toBe(200);
      const submission = (await pendingList()).find((one) => one.userId === author.address && one.questId === weekly)!;
      const approved = await review(submission.id, 'approve');
      expect(approved.statusCode, approved.body).toBe(200);
    };
    await postAndApprove('https://x.com/author/status/5001');
    expect(await xpOf(author.address)).toBe(25);
    const sameWeek = await claim(t.app, author.token, weekly, { url: 'https://x.com/author/status/5002' });
    expect(sameWeek.statusCode).toBe(409);

    clock.advance(7 * 86_400);
    author.token = await author.signIn();
    admin = await signIn(t.app, adminWallet);
    expect(await questOf(author.token, weekly)).toMatchObject({ review: null });
    await postAndApprove('https://x.com/author/status/5003');
    expect(await xpOf(author.address)).toBe(50);
    expect(await questOf(author.token, weekly)).toMatchObject({ status: 'completed', review: null });
  });
});

describe('refer friends: a referred account counts once it holds KRL', () => {
  it('friends signed in with empty wallets do not count; a friend holding KRL does', async () => {
    const quest = await addQuest(t.app, { type: 'refer_friends', rewardXp: 150, params: { friends: 1 } });
    const referrer = walletWithKrl(balances, null);
    const token = await signIn(t.app, referrer);
    await start(t.app, token, quest);
    // Two empty wallets sign in through the link: neither counts.
    await referFriend(t.app, balances, referrer.address, null);
    await referFriend(t.app, balances, referrer.address, null);
    expect(await questOf(token, quest)).toMatchObject({ progress: { current: 0, target: 1 } });
    expect(errorOf(await claim(t.app, token, quest)).error).toBe('not_completed');

    await referFriend(t.app, balances, referrer.address, '1');
    expect(await questOf(token, quest)).toMatchObject({ progress: { current: 1, target: 1 } });
    expect(claimed(await claim(t.app, token, quest)).granted.xp).toBe(150);
  });
});

/** A user who signs in when the test needs them, holding no KRL. */
function laterUser() {
  const wallet = evmWallet(generatePrivateKey());
  return {
    token: '',
    address: wallet.address,
    signIn: () => {
      balances.set(wallet.address, []);
      return signIn(t.app, wallet);
    },
  };
}
