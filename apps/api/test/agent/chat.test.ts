// POST/DELETE /api/ai/chat (issue 12 §1): the stream's first line, the conversation kept server-side and the 406 rule,
// kredits debited with the monthly refill and the plan's allowance (N kredits under 5N parallel prompts is the
// reliability scenario test/reliability/kredits-race.test.ts), the 1 KRL minimum, refunds when no
// answer text came, and the user's stop cancelling the agent. The agent here is a scripted one: the route's protocol is
// under test (the offline and LLM agents have their own tests, and agent-grounding.test.ts runs them end to end).
import { AI_SHARES_PER_DAY, type ErrorBody, type User } from '@k3/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiPrompts, users } from '../../src/db/schema';
import { sweepAbandonedPrompts } from '../../src/jobs/prompt-sweep';
import type { Balance, BalancesPort } from '../../src/providers/balances/port';
import { balanceAfterRefill, grantKredits } from '../../src/services/agent/kredits';
import type { Agent, AgentRequest } from '../../src/services/agent/types';
import { bearer, evmWallet, getData, manualClock, signIn, TEST_ENV, type TestWallet } from '../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';
import { generatePrivateKey } from 'viem/accounts';

const clock = manualClock(new Date('2026-11-20T10:00:00Z'));
const HOLDINGS = new Map<string, Balance[]>();
const balances: BalancesPort = {
  demo: true,
  wallet: (target) => Promise.resolve(HOLDINGS.get(target.address) ?? []),
  exchange: () => Promise.resolve([]),
};

/** What the scripted agent does next, and every request it received. */
type Script = (request: AgentRequest) => AsyncIterable<string>;
/** An agent answering `chunks`, then failing with `failure` when given. */
function scripted(chunks: string[], failure?: Error): Script {
  return () => ({
    async *[Symbol.asyncIterator]() {
      for (const chunk of chunks) {
        await Promise.resolve();
        yield chunk;
      }
      if (failure) throw failure;
    },
  });
}
let script: Script = scripted(['Hello ', 'there.']);
const seen: AgentRequest[] = [];
const agent: Agent = {
  kind: 'offline',
  answer: (request) => {
    seen.push(request);
    return script(request);
  },
};

let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({
    env: { ...TEST_ENV, DATA_DIR: dataDir.path },
    clock: clock.now,
    loadReference: true,
    balances,
    agent,
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  await dataDir.remove();
});

function newWallet(krl: string | null): TestWallet {
  const wallet = evmWallet(generatePrivateKey());
  if (krl !== null) HOLDINGS.set(wallet.address, [{ chain: 'ethereum', assetId: 'kryll', amount: krl }]);
  return wallet;
}

const ask = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/ai/chat', headers: bearer(token), payload });

async function setBalance(address: string, kredits: number, granted: number) {
  await t.app.db
    .update(users)
    .set({ kredits, kreditsPeriod: clock.now().toISOString().slice(0, 7), kreditsGranted: granted })
    .where(eq(users.id, address));
}

describe('POST /api/ai/chat', () => {
  it('streams `kredits:xp:sharable|` then the answer, with the conversation id and the agent', async () => {
    const token = await signIn(t.app, newWallet('1'));
    const response = await ask(token, { message: 'What is my portfolio worth?', lang: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['x-agent']).toBe('offline');
    expect(response.headers['x-chat-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Free plan with 1 KRL: the month's 20 prompts granted (the 10 welcome kredits raised to 20), one spent.
    expect(response.body).toBe('19:0:true|Hello there.');
    const me = await getData<User>(t.app, '/api/me', token);
    expect(me.chat).toEqual({ kredits: 19, max: 20, refillAt: '2026-12-01T00:00:00.000Z', eligible: true });
  });

  it('continues the conversation named by chat_id, giving the agent its history', async () => {
    const token = await signIn(t.app, newWallet('2'));
    const first = await ask(token, { message: 'First question', lang: 'fr' });
    const chatId = first.headers['x-chat-id'] as string;
    const second = await ask(token, { message: 'Second question', lang: 'fr', chat_id: chatId });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.headers['x-chat-id']).toBe(chatId);
    const request = seen.at(-1)!;
    expect(request.lang).toBe('fr');
    expect(request.message).toBe('Second question');
    expect(request.history).toEqual([
      { sender: 'user', message: 'First question' },
      { sender: 'agent', message: 'Hello there.' },
    ]);
  });

  it('answers 406 for a conversation the server does not know, and starts one from the history on the retry', async () => {
    const token = await signIn(t.app, newWallet('1'));
    const unknown = await ask(token, { message: 'Hi', lang: 'en', chat_id: 'gone-after-a-restart' });
    expect(unknown.statusCode).toBe(406);
    expect(unknown.json<ErrorBody>().error).toBe('unknown_conversation');
    // Nothing was spent on the refused prompt.
    expect((await getData<User>(t.app, '/api/me', token)).chat.kredits).toBe(20);
    const history = [
      { id: 'u1', sender: 'user', message: 'Is BTC safe?' },
      { id: 'a1', sender: 'agent', message: 'Bitcoin scores 80.' },
    ];
    const retry = await ask(token, { message: 'Hi', lang: 'en', chat_id: 'gone-after-a-restart', history });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.headers['x-chat-id']).not.toBe('gone-after-a-restart');
    expect(seen.at(-1)!.history).toEqual([
      { sender: 'user', message: 'Is BTC safe?' },
      { sender: 'agent', message: 'Bitcoin scores 80.' },
    ]);
  });

  it('forgets a conversation idle for over 24 hours, and one cleared by DELETE', async () => {
    const token = await signIn(t.app, newWallet('1'));
    const chatId = (await ask(token, { message: 'One', lang: 'en' })).headers['x-chat-id'] as string;
    clock.advance(24 * 3600 + 1);
    expect((await ask(token, { message: 'Two', lang: 'en', chat_id: chatId })).statusCode).toBe(406);
    const next = (await ask(token, { message: 'Three', lang: 'en' })).headers['x-chat-id'] as string;
    const cleared = await t.app.inject({ method: 'DELETE', url: '/api/ai/chat', headers: bearer(token) });
    expect(cleared.json()).toEqual({ code: 200, data: { cleared: true } });
    expect((await ask(token, { message: 'Four', lang: 'en', chat_id: next })).statusCode).toBe(406);
  });

  it('refuses a user under the 1 KRL minimum with 402 krl_required (never 403), spending nothing', async () => {
    const token = await signIn(t.app, newWallet('0.99'));
    const response = await ask(token, { message: 'Hello', lang: 'en' });
    expect(response.statusCode).toBe(402);
    expect(response.json<ErrorBody>()).toMatchObject({ code: 402, error: 'krl_required' });
    expect(response.json<ErrorBody>().message).toMatch(/at least 1 KRL/);
    const me = await getData<User>(t.app, '/api/me', token);
    expect(me.chat).toMatchObject({ kredits: 10, max: 10, eligible: false });
  });

  it('gives the kredit back when the agent fails before any text, and says so', async () => {
    const token = await signIn(t.app, newWallet('1'));
    script = scripted([], new Error('upstream down'));
    const response = await ask(token, { message: 'Hi', lang: 'es' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('19:0:true|Agent K no pudo responder ahora. Se te devolvió el kredit; inténtalo de nuevo.');
    expect((await getData<User>(t.app, '/api/me', token)).chat.kredits).toBe(20);
  });

  it('keeps the kredit and the partial answer when the agent fails after some text', async () => {
    const token = await signIn(t.app, newWallet('1'));
    script = scripted(['Partial'], new Error('cut'));
    const response = await ask(token, { message: 'Hi', lang: 'en' });
    expect(response.body).toBe('19:0:true|Partial');
    expect((await getData<User>(t.app, '/api/me', token)).chat.kredits).toBe(19);
  });

  it('follows the plan: Shrimp’s 100 prompts, the difference on an upgrade, the refill on the 1st (UTC)', async () => {
    const wallet = newWallet('700');
    const token = await signIn(t.app, wallet);
    script = scripted(['ok']);
    expect((await ask(token, { message: 'Hi', lang: 'en' })).body).toBe('99:0:true|ok');
    // Lobster (1,500 KRL) within the month: 250 − 100 more granted (99 + 150, less this prompt).
    HOLDINGS.set(wallet.address, [{ chain: 'ethereum', assetId: 'kryll', amount: '1500' }]);
    // Holdings are re-read when over 30 s old, by the next portfolio read (here the dashboard).
    clock.advance(60);
    await getData(t.app, '/api/me/dashboard', token);
    expect((await getData<User>(t.app, '/api/me', token)).plan.id).toBe('lobster');
    expect((await ask(token, { message: 'Hi', lang: 'en' })).body).toBe('248:0:true|ok');
    // A new month: the balance is raised to the allowance, not added to it.
    await setBalance(wallet.address, 3, 250);
    clock.advance(15 * 24 * 3600);
    expect(clock.now().toISOString().slice(0, 7)).toBe('2026-12');
    const december = await ask(token, { message: 'Hi', lang: 'en' });
    expect(december.body).toBe('249:0:true|ok');
  });

  it('keeps kredits a quest granted above the allowance through the monthly refill', async () => {
    const wallet = newWallet('1');
    const token = await signIn(t.app, wallet);
    script = scripted(['ok']);
    expect((await ask(token, { message: 'Hi', lang: 'en' })).body).toBe('19:0:true|ok');
    expect(await grantKredits(t.app.db, wallet.address, 15)).toBe(34);
    expect((await getData<User>(t.app, '/api/me', token)).chat.kredits).toBe(34);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, wallet.address));
    // The 1st of next month: max(34, 20) — nothing taken, nothing added.
    const nextMonth = new Date(Date.UTC(clock.now().getUTCFullYear(), clock.now().getUTCMonth() + 1, 1));
    expect(balanceAfterRefill(row!, 20, nextMonth)).toBe(34);
  });

  it('says the conversation cannot be shared once the day’s shares are used', async () => {
    const wallet = newWallet('1');
    const token = await signIn(t.app, wallet);
    for (let i = 0; i < AI_SHARES_PER_DAY; i += 1)
      await t.app.limiter.take(`ai-share:${wallet.address}`, AI_SHARES_PER_DAY, 86_400_000, clock.now());
    script = scripted(['ok']);
    expect((await ask(token, { message: 'Hi', lang: 'en' })).body).toBe('19:0:false|ok');
  });

  it('answers 400 naming the field for bad input, and 403 signed out', async () => {
    const token = await signIn(t.app, newWallet('1'));
    const cases: [object, RegExp][] = [
      [{ lang: 'en' }, /message/],
      [{ message: '   ', lang: 'en' }, /message must not be empty/],
      [{ message: 'x'.repeat(2001), lang: 'en' }, /message must be at most 2000/],
      [{ message: 'Hi', lang: 'de' }, /lang must be one of en, fr, es/],
      [{ message: 'Hi', history: 'no' }, /history/],
      [
        { message: 'Hi', history: Array.from({ length: 41 }, (_, i) => ({ id: `m${i}`, sender: 'user', message: 'x' })) },
        /history must hold at most 40/,
      ],
      [{ message: 'Hi', history: [{ id: 'a', sender: 'robot', message: 'x' }] }, /sender must be user or agent/],
      [{ message: 'Hi', chat_id: 'x'.repeat(65) }, /chat_id must be at most 64/],
    ];
    for (const [payload, message] of cases) {
      const response = await ask(token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<ErrorBody>().message).toMatch(message);
    }
    const visitor = await t.app.inject({ method: 'POST', url: '/api/ai/chat', payload: { message: 'Hi', lang: 'en' } });
    expect(visitor.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/ai/chat' })).statusCode).toBe(403);
  });
});

describe('the user’s stop', () => {
  it('aborts the agent when the client goes away and refunds a prompt that had no text yet', async () => {
    const token = await signIn(t.app, newWallet('1'));
    let aborted = false;
    let started: () => void = () => undefined;
    const agentStarted = new Promise<void>((resolve) => (started = resolve));
    script = (request) => ({
      [Symbol.asyncIterator]: () => ({
        next: async (): Promise<IteratorResult<string>> => {
          started();
          await new Promise<void>((resolve) => request.signal.addEventListener('abort', () => resolve()));
          aborted = true;
          return { done: true, value: undefined };
        },
      }),
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/ai/chat`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Hi', lang: 'en' }),
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value as Uint8Array)).toBe('19:0:true|');
    // The stop comes while the agent is working (the prompt's records are written between the header and the agent).
    await agentStarted;
    controller.abort();
    await expect.poll(() => aborted).toBe(true);
    await expect.poll(async () => (await getData<User>(t.app, '/api/me', token)).chat.kredits).toBe(20);
  });
});

describe('a prompt cut by a crash (jobs/prompt-sweep.ts)', () => {
  it('is refunded once pending for 30 minutes, and an answer that still ends after that is not refunded twice', async () => {
    const wallet = newWallet('1');
    const token = await signIn(t.app, wallet);
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const agentStarted = new Promise<void>((resolve) => (started = resolve));
    // An agent that hangs, as a process killed mid-answer would leave the prompt: pending, its kredit spent.
    script = () => ({
      [Symbol.asyncIterator]: () => ({
        next: async (): Promise<IteratorResult<string>> => {
          started();
          await new Promise<void>((resolve) => (release = resolve));
          return { done: true, value: undefined };
        },
      }),
    });
    const address = t.app.server.listening
      ? `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
      : await t.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/api/ai/chat`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Hi', lang: 'en' }),
    });
    const reader = response.body!.getReader();
    await reader.read();
    await agentStarted;
    const kredits = async () => (await getData<User>(t.app, '/api/me', token)).chat.kredits;
    const status = async () =>
      (await t.app.db.select({ status: aiPrompts.status }).from(aiPrompts).where(eq(aiPrompts.userId, wallet.address)))[0]
        ?.status;
    expect(await kredits()).toBe(19);

    clock.advance(10 * 60);
    expect(await sweepAbandonedPrompts(t.app, clock.now())).toBe(0);
    expect(await status()).toBe('pending');

    clock.advance(21 * 60);
    expect(await sweepAbandonedPrompts(t.app, clock.now())).toBe(1);
    expect(await status()).toBe('abandoned');
    expect(await kredits()).toBe(20);
    // A second sweep finds nothing more.
    expect(await sweepAbandonedPrompts(t.app, clock.now())).toBe(0);

    // The answer ends after all, without text: its own refund is skipped, the kredit was given back once.
    release();
    while (!(await reader.read()).done);
    await expect.poll(status).toBe('abandoned');
    expect(await kredits()).toBe(20);
  });
});
