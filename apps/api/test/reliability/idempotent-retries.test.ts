// Idempotent retries (docs/reliability.md "Idempotent retries"; docs/api.md): on every POST that spends or grants, a
// retry with the same Idempotency-Key answers the first result and does nothing twice (one kredit, one reward, one
// ballot, one wallet), another body or operation is 422, 20 parallel requests with one key make one effect, a bad key
// is 400 naming the header, no key behaves as before; 5xx answers release the key, keys expire after 24 hours and a
// `pending` left by a crashed process is taken over.
import { randomUUID } from 'node:crypto';
import type { ErrorBody } from '@k3/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiPrompts, ballots, idempotencyKeys, portfolios, users, xpLedger } from '../../src/db/schema';
import { IDEMPOTENCY_KEY_TTL_MS, IDEMPOTENCY_STALE_MS } from '../../src/plugins/app/idempotency';
import { bearer, evmWallet, manualClock } from '../auth/helpers';
import type { TestApp } from '../helpers/build-test-app';
import { addQuest, start } from '../rewards/helpers';
import { createPoll } from '../votes/helpers';
import { agentApp, type AgentApp } from './helpers';

const clock = manualClock(new Date('2026-11-26T09:00:00Z'));
let fixture: AgentApp;
let t: TestApp;
beforeAll(async () => {
  fixture = await agentApp(clock.now);
  t = fixture.t;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const newUser = (krl?: string) => fixture.newUser(krl);
const kreditsOf = (userId: string) => fixture.kreditsOf(userId);

function post(url: string, token: string, payload: object | undefined, key?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    ...(payload ? { payload } : {}),
  });
}

const errorOf = (response: { json: <T>() => T }) => response.json<ErrorBody>();
const replayed = (response: { headers: Record<string, unknown> }) => response.headers['idempotent-replayed'];

async function ledgerRows(userId: string, questId: string): Promise<number> {
  const [row] = await t.app.db
    .select({ n: count() })
    .from(xpLedger)
    .where(and(eq(xpLedger.userId, userId), eq(xpLedger.questId, questId)));
  return row?.n ?? 0;
}

async function holdQuest(token: string): Promise<string> {
  const quest = await addQuest(t.app, { type: 'hold_token', rewardXp: 25, rewardKredits: 3, params: { minKrl: 1 } });
  expect((await start(t.app, token, quest)).statusCode).toBe(200);
  return quest;
}

describe('a retry with the same key answers the first result and does nothing twice', () => {
  it('chat prompt: the recorded stream is replayed, one kredit spent, one answer produced', async () => {
    const user = await newUser();
    const key = randomUUID();
    const payload = { message: 'How is my portfolio?', lang: 'en' };
    const first = await post('/api/ai/chat', user.token, payload, key);
    expect(first.statusCode, first.body).toBe(200);
    const kredits = await kreditsOf(user.id);
    const answered = fixture.answers();

    const retry = await post('/api/ai/chat', user.token, payload, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['content-type']).toBe(first.headers['content-type']);
    expect(retry.headers['x-chat-id']).toBe(first.headers['x-chat-id']);
    expect(replayed(retry)).toBe('true');
    expect(replayed(first)).toBeUndefined();
    expect(fixture.answers()).toBe(answered);
    expect(await kreditsOf(user.id)).toBe(kredits);
    const [prompts] = await t.app.db.select({ n: count() }).from(aiPrompts).where(eq(aiPrompts.userId, user.id));
    expect(prompts?.n).toBe(1);

    // A new key is a new prompt: another kredit, another answer.
    const next = await post('/api/ai/chat', user.token, payload, randomUUID());
    expect(next.body).not.toBe(first.body);
    expect(await kreditsOf(user.id)).toBe(kredits - 1);
  });

  it('chat prompt: a refusal (402 no_kredits) is replayed as it was', async () => {
    const user = await newUser();
    await t.app.db.update(users).set({ kredits: 0, kreditsPeriod: '2026-11', kreditsGranted: 1000 }).where(eq(users.id, user.id));
    const key = randomUUID();
    const first = await post('/api/ai/chat', user.token, { message: 'Hi', lang: 'en' }, key);
    expect(first.statusCode).toBe(402);
    const retry = await post('/api/ai/chat', user.token, { message: 'Hi', lang: 'en' }, key);
    expect(retry.statusCode).toBe(402);
    expect(retry.json()).toEqual(first.json());
    expect(replayed(retry)).toBe('true');
  });

  it('quest claim: one reward, one ledger row; the retry gets the first 200', async () => {
    const user = await newUser();
    const quest = await holdQuest(user.token);
    const key = randomUUID();
    const first = await post('/api/me/quests/complete', user.token, { quest_id: quest }, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ data: { granted: { kredits: number } } }>().data.granted.kredits).toBe(3);
    const granted = await kreditsOf(user.id);
    const retry = await post('/api/me/quests/complete', user.token, { quest_id: quest }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['content-type']).toMatch(/^application\/json/);
    expect(replayed(retry)).toBe('true');
    expect(await ledgerRows(user.id, quest)).toBe(1);
    expect(await kreditsOf(user.id)).toBe(granted);
  });

  it('ballot: one ballot stored; the retry gets the first 200, not already_voted', async () => {
    const user = await newUser();
    const pollId = await createPoll(t.app);
    const key = randomUUID();
    const first = await post(`/api/polls/${pollId}/ballot`, user.token, { points: { 0: 60, 2: 40 } }, key);
    expect(first.statusCode, first.body).toBe(200);
    // The same points written in another key order are the same request.
    const retry = await post(`/api/polls/${pollId}/ballot`, user.token, { points: { 2: 40, 0: 60 } }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    expect(replayed(retry)).toBe('true');
    const rows = await t.app.db.select().from(ballots).where(eq(ballots.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('wallet add: one wallet; the retry gets the first 200, not wallet_exists', async () => {
    // Lobster (1,500 KRL): room for more portfolios than the sign-in wallet.
    const user = await newUser('2000');
    const address = evmWallet(generatePrivateKey()).address;
    const key = randomUUID();
    const first = await post('/api/me/wallets', user.token, { address, alias: 'Cold' }, key);
    expect(first.statusCode, first.body).toBe(200);
    const retry = await post('/api/me/wallets', user.token, { address, alias: 'Cold' }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    const [row] = await t.app.db
      .select({ n: count() })
      .from(portfolios)
      .where(and(eq(portfolios.userId, user.id), eq(portfolios.address, address)));
    expect(row?.n).toBe(1);
  });

  it('share: the day’s share reward is granted once and the retry repeats what it granted', async () => {
    const user = await newUser();
    const key = randomUUID();
    const first = await post('/api/me/share', user.token, undefined, key);
    expect(first.statusCode, first.body).toBe(200);
    const retry = await post('/api/me/share', user.token, undefined, key);
    expect(retry.body).toBe(first.body);
    expect(replayed(retry)).toBe('true');
    expect(first.json<{ data: { granted: object | null } }>().data.granted).not.toBeNull();
    const [row] = await t.app.db.select({ n: count() }).from(xpLedger).where(eq(xpLedger.userId, user.id));
    expect(row?.n).toBe(1);
  });
});

describe('a key reused for something else', () => {
  it('with another body is refused with 422 idempotency_key_reused, and does nothing', async () => {
    const user = await newUser();
    const pollId = await createPoll(t.app);
    const key = randomUUID();
    expect((await post(`/api/polls/${pollId}/ballot`, user.token, { points: { 0: 10 } }, key)).statusCode).toBe(200);
    const other = await post(`/api/polls/${pollId}/ballot`, user.token, { points: { 1: 10 } }, key);
    expect(other.statusCode).toBe(422);
    expect(errorOf(other)).toMatchObject({ code: 422, error: 'idempotency_key_reused' });
    // Another poll (path parameter) is another request too.
    const otherPoll = await createPoll(t.app);
    expect((await post(`/api/polls/${otherPoll}/ballot`, user.token, { points: { 0: 10 } }, key)).statusCode).toBe(422);
    const rows = await t.app.db.select().from(ballots).where(eq(ballots.userId, user.id));
    expect(rows.map((ballot) => ballot.pollId)).toEqual([pollId]);
  });

  it('on another operation is refused with 422', async () => {
    const user = await newUser();
    const quest = await holdQuest(user.token);
    const key = randomUUID();
    expect((await post('/api/me/quests/complete', user.token, { quest_id: quest }, key)).statusCode).toBe(200);
    const address = evmWallet(generatePrivateKey()).address;
    const wallet = await post('/api/me/wallets', user.token, { address }, key);
    expect(wallet.statusCode).toBe(422);
    expect(errorOf(wallet).error).toBe('idempotency_key_reused');
  });

  it('by another user is that user’s own key', async () => {
    const [a, b] = [await newUser(), await newUser()];
    const key = randomUUID();
    const pollId = await createPoll(t.app);
    expect((await post(`/api/polls/${pollId}/ballot`, a.token, { points: { 0: 1 } }, key)).statusCode).toBe(200);
    const other = await post(`/api/polls/${pollId}/ballot`, b.token, { points: { 1: 2 } }, key);
    expect(other.statusCode).toBe(200);
    expect(replayed(other)).toBeUndefined();
  });
});

describe('20 parallel requests with one key', () => {
  it('quest claim: one reward; the others are 409 idempotency_in_progress or the replayed 200', async () => {
    const user = await newUser();
    const quest = await holdQuest(user.token);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/me/quests/complete', user.token, { quest_id: quest }, key)),
    );
    const fresh = responses.filter((r) => r.statusCode === 200 && replayed(r) === undefined);
    expect(fresh).toHaveLength(1);
    for (const response of responses) {
      if (response.statusCode === 200) expect(response.body).toBe(fresh[0]?.body);
      else expect(errorOf(response)).toMatchObject({ code: 409, error: 'idempotency_in_progress' });
    }
    expect(await ledgerRows(user.id, quest)).toBe(1);
  });

  it('chat prompt: one kredit spent and one answer', async () => {
    const user = await newUser();
    // A first prompt applies the month's refill, so the balance below moves only by what is spent.
    expect((await post('/api/ai/chat', user.token, { message: 'Warm up', lang: 'en' })).statusCode).toBe(200);
    const before = await kreditsOf(user.id);
    const answered = fixture.answers();
    const key = randomUUID();
    const payload = { message: 'Once', lang: 'en' };
    const responses = await Promise.all(Array.from({ length: 20 }, () => post('/api/ai/chat', user.token, payload, key)));
    const fresh = responses.filter((r) => r.statusCode === 200 && replayed(r) === undefined);
    expect(fresh).toHaveLength(1);
    for (const response of responses) {
      if (response.statusCode === 200) expect(response.body).toBe(fresh[0]?.body);
      else expect(errorOf(response).error).toBe('idempotency_in_progress');
    }
    expect(fixture.answers()).toBe(answered + 1);
    expect(await kreditsOf(user.id)).toBe(before - 1);
  });
});

describe('the header', () => {
  it.each([
    ['empty', ''],
    ['with a space', 'a b'],
    ['not ASCII', 'clé'],
    ['over 255 characters', 'k'.repeat(256)],
  ])('is refused with 400 naming it when %s', async (_what, key) => {
    const user = await newUser();
    const pollId = await createPoll(t.app);
    const response = await post(`/api/polls/${pollId}/ballot`, user.token, { points: { 0: 1 } }, key);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 400, error: 'validation_error' });
    expect(errorOf(response).message).toContain('headers.idempotency-key');
    expect(await t.app.db.select().from(ballots).where(eq(ballots.userId, user.id))).toHaveLength(0);
  });

  it('accepts 255 visible ASCII characters', async () => {
    const user = await newUser();
    const pollId = await createPoll(t.app);
    const key = `"${'~'.repeat(253)}"`;
    expect((await post(`/api/polls/${pollId}/ballot`, user.token, { points: { 0: 1 } }, key)).statusCode).toBe(200);
  });

  it('is optional: without it every request runs as before', async () => {
    const user = await newUser();
    const quest = await holdQuest(user.token);
    expect((await post('/api/me/quests/complete', user.token, { quest_id: quest })).statusCode).toBe(200);
    const second = await post('/api/me/quests/complete', user.token, { quest_id: quest });
    expect(second.statusCode).toBe(409);
    expect(errorOf(second).error).toBe('already_completed');
    const [keys] = await t.app.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
    expect(keys?.n).toBe(0);
  });

  it('is ignored without a session: the route answers 403 as before', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/me/quests/complete',
      headers: { 'idempotency-key': randomUUID() },
      payload: { quest_id: 'x' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the key’s life', () => {
  it('is released by a 5xx answer: the retry runs the operation again', async () => {
    const user = await newUser('2000');
    const address = evmWallet(generatePrivateKey()).address;
    // A real failure inside the write: the database refuses this one alias until the trigger is dropped.
    await t.app.db.execute(sql`create function k3_test_refuse() returns trigger language plpgsql as $$
      begin if new.alias = 'refused' then raise exception 'refused by the test'; end if; return new; end $$`);
    await t.app.db.execute(
      sql`create trigger k3_test_refuse before insert on portfolios for each row execute function k3_test_refuse()`,
    );
    const key = randomUUID();
    try {
      const failed = await post('/api/me/wallets', user.token, { address, alias: 'refused' }, key);
      expect(failed.statusCode).toBe(500);
      expect(errorOf(failed).error).toBe('internal_error');
    } finally {
      await t.app.db.execute(sql`drop trigger k3_test_refuse on portfolios`);
      await t.app.db.execute(sql`drop function k3_test_refuse`);
    }
    const retry = await post('/api/me/wallets', user.token, { address, alias: 'refused' }, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(replayed(retry)).toBeUndefined();
  });

  it('expires after 24 hours: the same key is then a new request', async () => {
    const user = await newUser();
    const pollId = await createPoll(t.app, { hours: 72 });
    const key = randomUUID();
    const first = await post(`/api/polls/${pollId}/ballot`, user.token, { points: { 0: 5 } }, key);
    expect(first.statusCode).toBe(200);
    clock.advance(IDEMPOTENCY_KEY_TTL_MS / 1000 + 1);
    // Run again, the ballot is refused as the second one it is (no replay of the first answer).
    const later = await post(`/api/polls/${pollId}/ballot`, user.token, { points: { 0: 5 } }, key);
    expect(later.statusCode).toBe(409);
    expect(errorOf(later).error).toBe('already_voted');
    expect(replayed(later)).toBeUndefined();
  });

  it('left pending by a crashed process is taken over once stale, not before', async () => {
    const user = await newUser();
    const pollId = await createPoll(t.app);
    const key = randomUUID();
    const first = await post(`/api/polls/${pollId}/ballot`, user.token, { points: { 0: 7 } }, key);
    expect(first.statusCode).toBe(200);
    // As if the process had died before recording the answer: the record is still `pending`.
    await t.app.db
      .update(idempotencyKeys)
      .set({ state: 'pending', statusCode: null, response: null })
      .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key)));
    const early = await post(`/api/polls/${pollId}/ballot`, user.token, { points: { 0: 7 } }, key);
    expect(errorOf(early)).toMatchObject({ code: 409, error: 'idempotency_in_progress' });
    clock.advance(IDEMPOTENCY_STALE_MS / 1000 + 1);
    const retaken = await post(`/api/polls/${pollId}/ballot`, user.token, { points: { 0: 7 } }, key);
    // The ballot itself was committed: run again, it is refused as a second ballot, and that answer is recorded.
    expect(errorOf(retaken).error).toBe('already_voted');
    const replay = await post(`/api/polls/${pollId}/ballot`, user.token, { points: { 0: 7 } }, key);
    expect(replayed(replay)).toBe('true');
    expect(await t.app.db.select().from(ballots).where(eq(ballots.userId, user.id))).toHaveLength(1);
  });
});
