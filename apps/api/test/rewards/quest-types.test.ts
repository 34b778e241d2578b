// Each quest type verified by the server from K3's own records (issue 13 §1, docs/rewards.md "Quest types"): KRL held
// across the user's counted portfolios, Agent K prompts answered through POST /api/ai/chat, a share through
// POST /api/me/share, a referred user's signed sign-in with KRL held, a post URL on X (shape; paid on review), and the external quest
// platform on a local HTTP server answering done, not done and failing.
import type { ErrorBody, User } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, getData, manualClock, signIn } from '../auth/helpers';
import type { TestApp } from '../helpers/build-test-app';
import { sendJson, startServer, type LocalServer } from '../providers/local-server';
import { addQuest, claim, claimed, errorOf, referFriend, rewardsApp, start, walletWithKrl, type KnownBalances } from './helpers';

const clock = manualClock(new Date('2026-11-26T09:00:00Z'));
/** The platform's answers per wallet: done, not done (404 or completed false), or failing. */
const platform = new Map<string, 'done' | 'not-done' | 'unknown' | 'down'>();
let server: LocalServer;
let t: TestApp;
let balances: KnownBalances;
beforeAll(async () => {
  server = await startServer((request, response) => {
    const match = /^\/quests\/([^/]+)\/completions\/([^/]+)$/.exec(request.url.pathname);
    if (!match || request.headers['x-api-key'] !== 'platform-key') return sendJson(response, { error: 'no' }, 401);
    const state = platform.get(decodeURIComponent(match[2]!)) ?? 'unknown';
    if (state === 'down') return sendJson(response, { error: 'boom' }, 500);
    if (state === 'unknown') return sendJson(response, { error: 'not found' }, 404);
    return sendJson(response, { completed: state === 'done' });
  });
  ({ t, balances } = await rewardsApp({
    clock: clock.now,
    env: { QUESTER_BASE_URL: server.url, QUESTER_API_KEY: 'platform-key' },
  }));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await server?.close();
});

describe('hold the token', () => {
  it('grants ⌊KRL × xpPerKrl⌋ capped at the reward when the counted portfolios hold the minimum at claim time', async () => {
    const quest = await addQuest(t.app, {
      type: 'hold_token',
      rewardXp: 300,
      rewardKredits: 5,
      params: { minKrl: 100, xpPerKrl: 0.1 },
    });
    const holder = walletWithKrl(balances, '1234.5');
    const token = await signIn(t.app, holder);
    expect((await start(t.app, token, quest)).statusCode).toBe(200);
    const response = await claim(t.app, token, quest);
    expect(response.statusCode, response.body).toBe(200);
    // 1,234.5 KRL × 0.1 = 123.45 → 123 XP (under the 300 cap); kredits: the 10 welcome ones raised to Shrimp's 100 + 5.
    expect(claimed(response)).toMatchObject({ granted: { xp: 123, kredits: 5 }, xp: 123, kredits: 105 });
    expect(claimed(response).quest.status).toBe('completed');

    const whale = walletWithKrl(balances, '9000');
    const whaleToken = await signIn(t.app, whale);
    await start(t.app, whaleToken, quest);
    expect(claimed(await claim(t.app, whaleToken, quest)).granted.xp).toBe(300);
  });

  it('refuses a wallet under the minimum with not_completed and the quest url, until it holds enough', async () => {
    const quest = await addQuest(t.app, { type: 'hold_token', rewardXp: 50, params: { minKrl: 100 }, url: '/pricing' });
    const wallet = walletWithKrl(balances, '99.99');
    const token = await signIn(t.app, wallet);
    await start(t.app, token, quest);
    const refused = await claim(t.app, token, quest);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({ error: 'not_completed', url: '/pricing' });
    // Without xpPerKrl the reward is the quest's XP; holdings are re-read when over 30 s old.
    balances.set(wallet.address, [{ chain: 'ethereum', assetId: 'kryll', amount: '100' }]);
    clock.advance(31);
    await getData<User>(t.app, '/api/me/dashboard', token);
    expect(claimed(await claim(t.app, token, quest)).granted.xp).toBe(50);
  });
});

describe('AI usage', () => {
  it('counts Agent K prompts answered since the start, through the chat', async () => {
    const quest = await addQuest(t.app, { type: 'ai_usage', rewardXp: 30, params: { prompts: 2 }, url: '/chat' });
    const token = await signIn(t.app, walletWithKrl(balances, '10'));
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/ai/chat',
        headers: bearer(token),
        payload: { message: 'What are my quests?', lang: 'en' },
      });
    // A prompt before the start does not count.
    expect((await ask()).statusCode).toBe(200);
    clock.advance(1);
    await start(t.app, token, quest);
    const first = await ask();
    expect(first.statusCode, first.body).toBe(200);
    // Agent K's quests tool reads the user's real quests: the one just started is named.
    expect(first.body).toContain(`Quest ${quest}`);
    const early = await claim(t.app, token, quest);
    expect(errorOf(early)).toMatchObject({ error: 'not_completed', url: '/chat' });
    await ask();
    expect(claimed(await claim(t.app, token, quest)).granted.xp).toBe(30);
  });
});

describe('share and earn', () => {
  it('completes on the first share of the UTC day through POST /api/me/share, once', async () => {
    const token = await signIn(t.app, walletWithKrl(balances, null));
    const share = () => t.app.inject({ method: 'POST', url: '/api/me/share', headers: bearer(token) });
    const first = await share();
    expect(first.statusCode, first.body).toBe(200);
    // The default daily share-and-earn quest: 20 XP and 1 kredit.
    expect(first.json<{ data: { granted: unknown } }>().data.granted).toEqual({ xp: 20, kredits: 1 });
    expect((await share()).json<{ data: { granted: unknown } }>().data.granted).toBeNull();
    const me = await getData<User>(t.app, '/api/me', token);
    expect(me.system.xp).toBe(20);
    expect(me.fullQuests).toContainEqual(expect.objectContaining({ id: 'daily-share', status: 'completed' }));
  });

  it('refuses a claim without a share today; the day’s share then completes it', async () => {
    const quest = await addQuest(t.app, { type: 'share_and_earn', recurrence: 'daily', rewardXp: 7 });
    const token = await signIn(t.app, walletWithKrl(balances, null));
    await start(t.app, token, quest);
    expect(errorOf(await claim(t.app, token, quest)).error).toBe('not_completed');
    await t.app.inject({ method: 'POST', url: '/api/me/share', headers: bearer(token) });
    // The share completed every live share-and-earn quest of the day, this one included.
    expect(errorOf(await claim(t.app, token, quest)).error).toBe('cooldown');
    const list = await getData<{ quests: { id: string; status: string }[] }>(t.app, '/api/me/quests', token);
    expect(list.quests.find((q) => q.id === quest)?.status).toBe('completed');
  });
});

describe('spread the word', () => {
  it('takes a post URL on X for review, once per user and quest (the review itself: spread-review.test.ts)', async () => {
    const quest = await addQuest(t.app, { type: 'spread_the_word', rewardXp: 100 });
    const alice = await signIn(t.app, walletWithKrl(balances, null));
    const bob = await signIn(t.app, walletWithKrl(balances, null));
    await start(t.app, alice, quest);
    await start(t.app, bob, quest);
    const missing = await claim(t.app, alice, quest);
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).message).toContain('body.url');
    const badShape = await claim(t.app, alice, quest, { url: 'https://example.com/alice/status/1' });
    expect(badShape.statusCode).toBe(400);
    expect(errorOf(badShape)).toMatchObject({ error: 'validation_error' });
    expect(errorOf(badShape).message).toContain('body.url');
    const post = 'https://x.com/alice_k3/status/1862000000000000001';
    expect(claimed(await claim(t.app, alice, quest, { url: post })).granted.xp).toBe(0);
    // A post waiting for review locks nothing: another user may submit it too (one approval pays).
    const reused = await claim(t.app, bob, quest, { url: 'https://twitter.com/alice_k3/status/1862000000000000001?s=20' });
    expect(reused.statusCode).toBe(200);
    expect(errorOf(await claim(t.app, bob, quest, { url: 'https://x.com/bob/status/42' })).error).toBe('review_pending');
  });
});

describe('refer friends', () => {
  it('counts referred users who signed in with the referral and hold KRL', async () => {
    const quest = await addQuest(t.app, { type: 'refer_friends', rewardXp: 150, params: { friends: 2 } });
    const referrer = walletWithKrl(balances, null);
    const token = await signIn(t.app, referrer);
    await start(t.app, token, quest);
    await referFriend(t.app, balances, referrer.address);
    expect(errorOf(await claim(t.app, token, quest)).error).toBe('not_completed');
    const list = await getData<{ quests: { id: string; progress: unknown }[] }>(t.app, '/api/me/quests', token);
    expect(list.quests.find((q) => q.id === quest)?.progress).toEqual({ current: 1, target: 2 });
    await referFriend(t.app, balances, referrer.address);
    expect(claimed(await claim(t.app, token, quest)).granted.xp).toBe(150);
    const referrals = await getData<{ count: number; link: string }>(t.app, '/api/me/referrals', token);
    expect(referrals.count).toBe(2);
    expect(referrals.link).toBe(`https://k3.test/?ref=${referrer.address}`);
  });
});

describe('quester (external platform, live adapter on a local server)', () => {
  it('grants when the platform says done, refuses when not done or unknown, and answers 503 when it fails', async () => {
    const quest = await addQuest(t.app, {
      type: 'quester',
      rewardXp: 200,
      params: { platformQuestId: 'k3 onboarding' },
      url: 'https://quests.example/k3',
    });
    const wallets = ['done', 'not-done', 'unknown', 'down'] as const;
    const tokens: string[] = [];
    for (const state of wallets) {
      const wallet = walletWithKrl(balances, null);
      platform.set(wallet.address, state);
      const token = await signIn(t.app, wallet);
      await start(t.app, token, quest);
      tokens.push(token);
    }
    const [done, notDone, unknown, down] = await Promise.all(tokens.map((token) => claim(t.app, token, quest)));
    expect(done!.statusCode, done!.body).toBe(200);
    expect(claimed(done!).granted.xp).toBe(200);
    expect(errorOf(notDone!)).toMatchObject({ error: 'not_completed', url: 'https://quests.example/k3' });
    expect(errorOf(unknown!).error).toBe('not_completed');
    expect(down!.statusCode).toBe(503);
    expect(down!.json<ErrorBody>().error).toBe('quest_platform_unavailable');
    // The platform was asked about the quest's id on it, for the wallet, with the key.
    const asked = server.requests.at(-1)!;
    expect(asked.url.pathname).toMatch(/^\/quests\/k3%20onboarding\/completions\/0x[0-9a-fA-F]{40}$/);
    expect(asked.headers['x-api-key']).toBe('platform-key');
  });
});
