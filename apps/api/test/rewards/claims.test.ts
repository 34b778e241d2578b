// Starting and claiming quests (spec §4 quest states, §7 /me/quests/start and /me/quests/complete; docs/rewards.md):
// the reward once per period for recurring quests with their cooldown, every error key, the live catalogue
// (published, not archived, in its window, by priority), the default quests and the demo quest platform. 100 parallel
// claims of one quest is a reliability scenario (test/reliability/quest-claims.test.ts).
import { DEFAULT_QUESTS, seedDefaultQuests } from '../../src/services/rewards/defaults';
import type { ErrorBody, Quest } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, getData, manualClock, signIn } from '../auth/helpers';
import type { TestApp } from '../helpers/build-test-app';
import { addQuest, claim, claimed, errorOf, referFriend, rewardsApp, start, walletWithKrl, type KnownBalances } from './helpers';

const clock = manualClock(new Date('2026-11-26T09:00:00Z'));
let t: TestApp;
let balances: KnownBalances;
beforeAll(async () => {
  ({ t, balances } = await rewardsApp({ clock: clock.now }));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const quests = (token: string, lang = 'en') => getData<{ quests: Quest[] }>(t.app, `/api/me/quests?lang=${lang}`, token);

describe('recurring quests', () => {
  it('refuses a second claim in the same period with cooldown, and allows the next period', async () => {
    const quest = await addQuest(t.app, { type: 'refer_friends', recurrence: 'daily', rewardXp: 5, params: { friends: 1 } });
    const wallet = walletWithKrl(balances, null);
    const token = await signIn(t.app, wallet);
    await referFriend(t.app, balances, wallet.address);
    await start(t.app, token, quest);
    expect((await claim(t.app, token, quest)).statusCode).toBe(200);
    const second = await claim(t.app, token, quest);
    expect(second.statusCode).toBe(409);
    expect(errorOf(second)).toMatchObject({ error: 'cooldown', nextAvailableAt: '2026-11-27T00:00:00.000Z' });
    // Starting again in the period answers the completed quest, with when it comes back.
    const again = (await start(t.app, token, quest)).json<{ data: { quest: Quest } }>().data.quest;
    expect(again).toMatchObject({ status: 'completed', nextAvailableAt: '2026-11-27T00:00:00.000Z' });
    clock.advance(15 * 3600); // 2026-11-27 00:00 UTC: a new period.
    expect((await quests(token)).quests.find((q) => q.id === quest)).toMatchObject({ status: 'pending', nextAvailableAt: null });
    expect(errorOf(await claim(t.app, token, quest)).error).toBe('not_started');
    await start(t.app, token, quest);
    expect(claimed(await claim(t.app, token, quest)).xp).toBe(10);
  });

  it('keeps cooldownHours after the last claim across the period boundary', async () => {
    const quest = await addQuest(t.app, {
      type: 'refer_friends',
      recurrence: 'daily',
      cooldownHours: 20,
      rewardXp: 5,
      params: { friends: 1 },
    });
    const wallet = walletWithKrl(balances, null);
    const token = await signIn(t.app, wallet);
    await referFriend(t.app, balances, wallet.address);
    const noon = Date.parse('2026-11-27T12:00:00Z');
    clock.advance((noon - clock.now().getTime()) / 1000);
    await start(t.app, token, quest);
    expect((await claim(t.app, token, quest)).statusCode).toBe(200);
    clock.advance(13 * 3600); // 2026-11-28 01:00 UTC: the next day, 13 h after the claim
    await start(t.app, token, quest);
    const early = await claim(t.app, token, quest);
    expect(errorOf(early)).toMatchObject({ error: 'cooldown', nextAvailableAt: '2026-11-28T08:00:00.000Z' });
    expect((await quests(token)).quests.find((q) => q.id === quest)).toMatchObject({
      status: 'started',
      nextAvailableAt: '2026-11-28T08:00:00.000Z',
    });
    clock.advance(7 * 3600);
    expect((await claim(t.app, token, quest)).statusCode).toBe(200);
  });
});

describe('error keys', () => {
  it('names each refusal: quest_not_found, not_started, not_completed with url, already_completed, 400 on a bad body', async () => {
    const token = await signIn(t.app, walletWithKrl(balances, null));
    for (const [url, payload] of [
      ['/api/me/quests/start', { quest_id: 'no-such-quest' }],
      ['/api/me/quests/complete', { quest_id: 'no-such-quest' }],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorBody>().error).toBe('quest_not_found');
    }
    const quest = await addQuest(t.app, { type: 'refer_friends', params: { friends: 1 }, url: 'https://k3.test/rewards' });
    expect(errorOf(await claim(t.app, token, quest))).toMatchObject({ code: 409, error: 'not_started' });
    await start(t.app, token, quest);
    expect(errorOf(await claim(t.app, token, quest))).toMatchObject({
      code: 409,
      error: 'not_completed',
      url: 'https://k3.test/rewards',
    });
    for (const payload of [{}, { quest_id: '' }, { quest_id: 42 }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/me/quests/complete', headers: bearer(token), payload });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>()).toMatchObject({ error: 'validation_error' });
      expect(response.json<ErrorBody>().message).toContain('body.quest_id');
    }
    const noAuth = await t.app.inject({ method: 'POST', url: '/api/me/quests/start', payload: { quest_id: quest } });
    expect(noAuth.statusCode).toBe(403);

    const once = await addQuest(t.app, { type: 'spread_the_word' });
    await start(t.app, token, once);
    expect((await claim(t.app, token, once, { url: 'https://x.com/k3/status/7001' })).statusCode).toBe(200);
    expect(errorOf(await claim(t.app, token, once, { url: 'https://x.com/k3/status/7002' }))).toMatchObject({
      error: 'review_pending',
    });
  });
});

describe('the catalogue', () => {
  it('lists published, non-archived quests inside their window, highest priority first, in the caller’s language', async () => {
    const now = clock.now().getTime();
    const top = await addQuest(t.app, { type: 'share_and_earn', priority: 900 });
    const hidden = [
      await addQuest(t.app, { type: 'share_and_earn', priority: 901, published: false }),
      await addQuest(t.app, { type: 'share_and_earn', priority: 902, archivedAt: new Date(now - 1000) }),
      await addQuest(t.app, { type: 'share_and_earn', priority: 903, startsAt: new Date(now + 3600_000) }),
      await addQuest(t.app, { type: 'share_and_earn', priority: 904, endsAt: new Date(now - 1000) }),
    ];
    const token = await signIn(t.app, walletWithKrl(balances, null));
    const list = (await quests(token, 'fr')).quests;
    expect(list[0]).toMatchObject({ id: top, name: `Quête ${top}`, status: 'pending', progress: null });
    const priorities = list.map((q) => q.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    for (const id of hidden) {
      expect(list.some((q) => q.id === id)).toBe(false);
      expect(errorOf(await start(t.app, token, id)).error).toBe('quest_not_found');
    }
    // A language without a text falls back to English.
    expect((await quests(token, 'es')).quests.find((q) => q.id === top)?.name).toBe(`Quest ${top}`);
    // Start is idempotent: the same start time twice.
    const first = (await start(t.app, token, top)).json<{ data: { quest: Quest } }>().data.quest;
    clock.advance(5);
    const second = (await start(t.app, token, top)).json<{ data: { quest: Quest } }>().data.quest;
    expect(second.status).toBe('started');
    expect(second.startedAt).toBe(first.startedAt);
  });

  it('has the default quests, one of each type, written once however often seeding runs', async () => {
    expect(await seedDefaultQuests(t.app.db)).toBe(0);
    const token = await signIn(t.app, walletWithKrl(balances, null));
    const ids = (await quests(token)).quests.map((q) => q.id);
    for (const quest of DEFAULT_QUESTS) expect(ids).toContain(quest.id);
    expect(new Set(DEFAULT_QUESTS.map((q) => q.type)).size).toBe(6);
    for (const quest of DEFAULT_QUESTS) {
      expect(quest.name.fr && quest.name.es && quest.desc.fr && quest.desc.es).toBeTruthy();
    }
  });

  it('completes the demo platform’s quest 30 s after its start (app clock)', async () => {
    const token = await signIn(t.app, walletWithKrl(balances, null));
    await start(t.app, token, 'partner-quest');
    clock.advance(29);
    expect(errorOf(await claim(t.app, token, 'partner-quest')).error).toBe('not_completed');
    clock.advance(1);
    expect(claimed(await claim(t.app, token, 'partner-quest')).granted).toEqual({ xp: 200, kredits: 10 });
  });
});
