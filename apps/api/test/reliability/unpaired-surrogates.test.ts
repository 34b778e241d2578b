// Issue 22 §3: a lone UTF-16 surrogate is valid in a JSON string ("\ud800") but PostgreSQL's jsonb refuses it, so a chat
// message holding one started a 200 stream that died when the conversation was written, and an admin quest or poll
// holding one was a 500. Every request is checked once, before validation, like NUL (plugins/app/text-input.ts):
// 400 `invalid_text` naming the field, nothing stored, nothing spent. A pair (an emoji) is ordinary text.
import type { ErrorBody, User } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findConversation } from '../../src/repositories/ai-conversations';
import type { Agent } from '../../src/services/agent/types';
import { bearer, EVM_KEY_A, evmWallet, getData, manualClock, signIn, TEST_ENV } from '../auth/helpers';
import { questInput } from '../admin/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';
import { pollInput } from '../votes/helpers';

const ADMIN = evmWallet(EVM_KEY_A);
const clock = manualClock(new Date('2026-11-20T10:00:00Z'));
/** An agent that echoes the prompt, so what reached it is visible in the stream. */
const agent: Agent = {
  kind: 'offline',
  answer: (request) =>
    (async function* () {
      await Promise.resolve();
      yield `You said: ${request.message}`;
    })(),
};

let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
let token: string;
beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({
    env: { ...TEST_ENV, DATA_DIR: dataDir.path, ADMIN_WALLETS: ADMIN.address },
    clock: clock.now,
    loadReference: true,
    // The admin holds 1 KRL, the minimum to chat with Agent K.
    balances: {
      demo: true,
      wallet: () => Promise.resolve([{ chain: 'ethereum', assetId: 'kryll', amount: '1' }]),
      exchange: () => Promise.resolve([]),
    },
    agent,
  });
  token = await signIn(t.app, ADMIN);
}, 60_000);
afterAll(async () => {
  await t.close();
  await dataDir.remove();
});

const HIGH = '\ud800';
const LOW = '\udc00';
const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const chatHistory = (message: string) => [{ id: 'u1', sender: 'user', message }];
const poll = (question: string) => ({ ...pollInput(clock.now()), question: { en: question, fr: '', es: '' } });

describe('an unpaired UTF-16 surrogate anywhere in a request', () => {
  it.each([
    ['a chat message', 'POST', '/api/ai/chat', { message: `hello ${HIGH} there`, lang: 'en' }, 'body.message'],
    [
      'a chat history message',
      'POST',
      '/api/ai/chat',
      { message: 'hi', lang: 'en', chat_id: 'lost', history: chatHistory(`before ${LOW}`) },
      'body.history.0.message',
    ],
    [
      'an admin quest name',
      'POST',
      '/api/admin/quests',
      questInput('odd', { name: { en: `Q${HIGH}`, fr: '', es: '' } }),
      'body.name.en',
    ],
    ['an admin poll question', 'POST', '/api/admin/polls', poll(`Which ${LOW}${HIGH}?`), 'body.question.en'],
    ['a profile field', 'PUT', '/api/me/general', { username: `ana${HIGH}` }, 'body.username'],
    ['a body key', 'POST', '/api/me/quests/start', { quest_id: 'q', [`k${HIGH}`]: 1 }, 'body{key}'],
  ] as const)('is refused with 400 invalid_text naming %s', async (_what, method, url, payload, where) => {
    const response = await send(method, url, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<ErrorBody>()).toEqual({
      code: 400,
      error: 'invalid_text',
      message: `${where}: text may not hold an unpaired UTF-16 surrogate (U+D800 to U+DFFF)`,
    });
  });

  it('cannot come through a URL: a surrogate encoded in UTF-8 is malformed and decodes to U+FFFD', async () => {
    const response = await send('GET', '/api/x-ray/projects?search=a%ED%A0%80');
    expect(response.statusCode, response.body).toBe(200);
  });

  it('is checked in the query and path parameters too, and not on a route that reads no input', async () => {
    const query = await send('GET', `/api/news?search=${encodeURIComponent('a\u0000b')}`);
    expect(query.statusCode, query.body).toBe(400);
    expect(query.json<ErrorBody>().message).toBe('query.search: text may not hold a NUL character (U+0000)');
    const params = await send('GET', `/api/x-ray/projects/${encodeURIComponent('bit\u0000coin')}`);
    expect(params.statusCode, params.body).toBe(400);
    expect(params.json<ErrorBody>().error).toBe('invalid_text');
    // /api/health reads nothing of the request (`readsNoInput`): its answer does not depend on the query.
    const health = await send('GET', `/api/health?x=${encodeURIComponent('\u0000')}`);
    expect(health.statusCode, health.body).toBe(200);
  });

  it('spends no kredit and stores nothing when a chat message holds one', async () => {
    const before = (await getData<User>(t.app, '/api/me', token)).chat.kredits;
    const response = await send('POST', '/api/ai/chat', { message: `secret ${HIGH} words`, lang: 'en' });
    expect(response.statusCode).toBe(400);
    expect((await getData<User>(t.app, '/api/me', token)).chat.kredits).toBe(before);
    expect(JSON.stringify((await findConversation(t.app.db, ADMIN.address))?.messages ?? [])).not.toContain('secret');
  });

  it('keeps a surrogate pair (an emoji) as ordinary text, stored and answered whole', async () => {
    const response = await send('POST', '/api/ai/chat', { message: 'gm 🚀 K3', lang: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toMatch(/\|You said: gm 🚀 K3$/);
    const stored = await findConversation(t.app.db, ADMIN.address);
    expect(stored?.messages.map((m) => m.message)).toContain('gm 🚀 K3');
    const quest = await send('POST', '/api/admin/quests', questInput('emoji', { name: { en: 'Share 🚀', fr: '', es: '' } }));
    expect(quest.statusCode, quest.body).toBe(200);
  });
});
