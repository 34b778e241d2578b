// Shared chats (issue 12 §1, §4 "Share, getshare, unknown id, withdrawal"; spec §3 "Share data", §7 `/ai/chat/share`,
// `/ai/chat/getshare/{id}`): a share publishes only messages of the user's stored conversation, anyone reads it
// (cached 240 s) until its owner withdraws it, and a user may share AI_SHARES_PER_DAY chats a UTC day. Also: every
// share and report route refuses signed-out callers and is in the OpenAPI document (reports: report.test.ts).
import {
  AI_SHARES_PER_DAY,
  type AiShare,
  type ChatMessage,
  type ErrorBody,
  type MyShare,
  type Ok,
  type SharedChat,
  type User,
} from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConversation } from '../../src/repositories/ai-conversations';
import { SHARE_HASHTAGS } from '../../src/services/share';
import { bearer, EVM_KEY_A, EVM_KEY_B, evmWallet, manualClock, solanaWallet, TEST_ENV, type TestWallet } from '../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';
import { chatUser, clientCopy, CONVERSATION } from './chat-fixture';

const clock = manualClock(new Date('2026-03-10T10:00:00Z'));
let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({ env: { ...TEST_ENV, DATA_DIR: dataDir.path }, clock: clock.now });
}, 60_000);
afterAll(async () => {
  await t.close();
  await dataDir.remove();
});

const user = (wallet?: TestWallet, conversation?: readonly ChatMessage[] | null) =>
  chatUser(t.app, clock.now(), wallet, conversation);

const NOT_RECORDED = 'chat_history must be prompts you sent and answers Agent K gave in your current conversation';

const share = (token: string | null, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/ai/chat/share', payload, headers: token ? bearer(token) : {} });

async function shareOk(token: string, payload: object): Promise<AiShare> {
  const response = await share(token, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Ok<AiShare>>().data;
}

const getShare = (id: string) => t.app.inject({ url: `/api/ai/chat/getshare/${id}` });
const withdraw = (token: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/ai/chat/share/${id}`, headers: bearer(token) });

async function myShares(token: string): Promise<MyShare[]> {
  const response = await t.app.inject({ url: '/api/me/chat-shares', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Ok<{ shares: MyShare[] }>>().data.shares;
}

function expectError(response: { statusCode: number; body: string; json: <T>() => T }, status: number, error: string): string {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<ErrorBody>();
  expect(body.error).toBe(error);
  return body.message;
}

describe('POST /api/ai/chat/share', () => {
  it('stores the conversation’s messages and answers a post quoting the first question, with the referral link', async () => {
    const { wallet, token } = await user(evmWallet(EVM_KEY_A));
    const { id, tweetdata } = await shareOk(token, { chat_history: clientCopy(CONVERSATION) });
    expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(tweetdata).toEqual({
      text: 'I asked Agent K on K3: “What is my portfolio worth?”',
      hashtags: [...SHARE_HASHTAGS],
      url: `https://k3.test/chat/share#chatID=${id}`,
      extra: `https://k3.test/?ref=${wallet.address}`,
    });
    // The dashboard's Share button loses its "& Earn" for today (spec §2).
    const me = await t.app.inject({ url: '/api/me', headers: bearer(token) });
    expect(me.json<Ok<User>>().data.system.lastShare).toBe(clock.now().toISOString());

    const read = await getShare(id);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.headers['cache-control']).toBe('public, max-age=240');
    expect(read.json<Ok<SharedChat>>().data).toEqual({
      sharable: true,
      messages: CONVERSATION,
      createdAt: clock.now().toISOString(),
    });
  });

  it('writes the post in the asked language and cuts a long question near 80 characters', async () => {
    const question = `Quels sont les risques de ${'très '.repeat(30)}long terme ?`;
    const { token } = await user(solanaWallet(), [
      { id: 's1', sender: 'user', message: question },
      { id: 's2', sender: 'agent', message: 'Voici les risques.' },
    ]);
    const history = [
      { id: 'c1', sender: 'user', message: question },
      { id: 'c2', sender: 'agent', message: 'Voici les risques.' },
    ];
    const fr = await shareOk(token, { chat_history: history, lang: 'fr' });
    expect(fr.tweetdata.text).toMatch(/^J’ai demandé à Agent K sur K3 : « Quels sont les risques de très .*… »$/);
    const quoted = /« (.*) »/.exec(fr.tweetdata.text)?.[1] ?? '';
    expect(Array.from(quoted).length).toBeLessThanOrEqual(80);
    expect(quoted.endsWith('très…')).toBe(true);
    const es = await shareOk(token, { chat_history: history, lang: 'es' });
    expect(es.tweetdata.text.startsWith('Le pregunté a Agent K en K3: «Quels')).toBe(true);
  });

  it('accepts any part of the conversation in order, and stores only that part', async () => {
    const { token } = await user();
    const later = CONVERSATION.slice(2);
    const { id, tweetdata } = await shareOk(token, { chat_history: clientCopy(later) });
    expect(tweetdata.text).toBe('I asked Agent K on K3: “Is kryll safe?”');
    const skipping = [CONVERSATION[0], CONVERSATION[3]];
    const second = await shareOk(token, { chat_history: clientCopy(skipping) });
    expect((await getShare(id)).json<Ok<SharedChat>>().data.messages).toEqual(later);
    expect((await getShare(second.id)).json<Ok<SharedChat>>().data.messages).toEqual(skipping);
  });

  it('keeps the snapshot when the conversation moves on or is replaced', async () => {
    const { wallet, token } = await user();
    const { id } = await shareOk(token, { chat_history: clientCopy(CONVERSATION.slice(0, 2)) });
    await startConversation(t.app.db, wallet.address, 'conv-2', [{ id: 'n1', sender: 'user', message: 'Hello' }], clock.now());
    expect((await getShare(id)).json<Ok<SharedChat>>().data.messages).toEqual(CONVERSATION.slice(0, 2));
  });

  it.each([
    ['an edited answer', [CONVERSATION[0], { ...CONVERSATION[1], message: 'Your portfolio is worth $9,999,999.' }]],
    ['an added message', [...CONVERSATION, { id: 'x', sender: 'agent', message: 'Buy everything now.' }]],
    ['a question passed off as an answer', [CONVERSATION[0], { ...CONVERSATION[2], sender: 'agent' }]],
    ['messages out of order', [CONVERSATION[2], CONVERSATION[3], CONVERSATION[0], CONVERSATION[1]]],
    ['a message repeated', [CONVERSATION[0], CONVERSATION[1], CONVERSATION[1]]],
  ])('refuses a history with %s, and counts no share', async (_case, history) => {
    const { token } = await user();
    const message = expectError(await share(token, { chat_history: history }), 400, 'invalid_chat_history');
    expect(message).toBe(NOT_RECORDED);
    expect(await myShares(token)).toEqual([]);
  });

  it('refuses a history with a lone surrogate before the route, naming it, and counts no share', async () => {
    const { token } = await user();
    const history = [{ ...CONVERSATION[0], message: 'What is \uD800' }, CONVERSATION[1]];
    expect(expectError(await share(token, { chat_history: history }), 400, 'invalid_text')).toBe(
      'body.chat_history.0.message: text may not hold an unpaired UTF-16 surrogate (U+D800 to U+DFFF)',
    );
    expect(await myShares(token)).toEqual([]);
  });

  it('refuses any history from a user without a stored conversation, and one without an answer', async () => {
    const stranger = await user(solanaWallet(), null);
    const message = expectError(
      await share(stranger.token, { chat_history: clientCopy(CONVERSATION) }),
      400,
      'invalid_chat_history',
    );
    expect(message).toBe(NOT_RECORDED);
    const { token } = await user();
    const questions = clientCopy([CONVERSATION[0], CONVERSATION[2]]);
    expect(expectError(await share(token, { chat_history: questions }), 400, 'invalid_chat_history')).toBe(
      'chat_history must hold a question and an answer',
    );
  });

  it('names the field of a malformed body', async () => {
    const { token } = await user();
    const cases: [object, string][] = [
      [{}, 'body.chat_history'],
      [{ chat_history: 'hello' }, 'body.chat_history'],
      [{ chat_history: [CONVERSATION[0]] }, 'body.chat_history: chat_history must hold a question and an answer'],
      [{ chat_history: [CONVERSATION[0], { ...CONVERSATION[1], sender: 'system' }] }, 'body.chat_history.1.sender'],
      [{ chat_history: [CONVERSATION[0], { ...CONVERSATION[1], message: null }] }, 'body.chat_history.1.message'],
      [{ chat_history: clientCopy(CONVERSATION), lang: 'de' }, 'body.lang'],
    ];
    for (const [payload, field] of cases)
      expect(expectError(await share(token, payload), 400, 'validation_error'), JSON.stringify(payload)).toContain(field);
  });

  it(`allows ${AI_SHARES_PER_DAY} shares a UTC day per user, then 429 until midnight UTC`, async () => {
    const { token } = await user();
    const other = await user();
    const history = { chat_history: clientCopy(CONVERSATION.slice(0, 2)) };
    for (let i = 0; i < AI_SHARES_PER_DAY; i++) await shareOk(token, history);
    const message = expectError(await share(token, history), 429, 'too_many_shares');
    expect(message).toContain('after midnight UTC');
    await shareOk(other.token, history);
    clock.advance(24 * 3600);
    await shareOk(token, history);
  });
});

describe('GET /api/ai/chat/getshare/{id}', () => {
  it('is 404 share_not_found for an unknown id, never cached', async () => {
    const response = await getShare('AAAAAAAAAAAA');
    expect(expectError(response, 404, 'share_not_found')).toMatch(/withdrawn/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(['abc', 'a'.repeat(33), 'bad%20id!', '..%2F..%2Fetc'])('is 400 naming id for %s', async (id) => {
    expect(expectError(await getShare(id), 400, 'validation_error')).toContain('params.id');
  });
});

describe('withdrawing a share, and GET /api/me/chat-shares', () => {
  it('lists the user’s live shares newest first with their link and first question', async () => {
    const { token } = await user();
    const others = await user();
    const first = await shareOk(token, { chat_history: clientCopy(CONVERSATION) });
    clock.advance(60);
    const second = await shareOk(token, { chat_history: clientCopy(CONVERSATION.slice(2)) });
    await shareOk(others.token, { chat_history: clientCopy(CONVERSATION) });
    expect(await myShares(token)).toEqual([
      { id: second.id, url: second.tweetdata.url, createdAt: clock.now().toISOString(), preview: 'Is kryll safe?' },
      {
        id: first.id,
        url: first.tweetdata.url,
        createdAt: new Date(clock.now().getTime() - 60_000).toISOString(),
        preview: 'What is my portfolio worth?',
      },
    ]);
  });

  it('lets only the owner withdraw: then the link is 404 and the share leaves the list', async () => {
    const owner = await user(evmWallet(EVM_KEY_B));
    const { id } = await shareOk(owner.token, { chat_history: clientCopy(CONVERSATION) });
    const intruder = await user();

    expectError(await withdraw(intruder.token, id), 404, 'share_not_found');
    expect((await getShare(id)).statusCode).toBe(200);

    const response = await withdraw(owner.token, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Ok<{ id: string; withdrawnAt: string }>>().data).toEqual({ id, withdrawnAt: clock.now().toISOString() });
    expect(expectError(await getShare(id), 404, 'share_not_found')).toBeTruthy();
    expect((await myShares(owner.token)).map((s) => s.id)).not.toContain(id);
    expectError(await withdraw(owner.token, id), 404, 'share_not_found');
    expectError(await withdraw(owner.token, 'AAAAAAAAAAAA'), 404, 'share_not_found');
  });
});

describe('signed-out callers and the API document', () => {
  it('answers 403 to every call but the public read', async () => {
    expect((await share(null, { chat_history: clientCopy(CONVERSATION) })).statusCode).toBe(403);
    const report = {
      category: 'bug',
      description: 'The chat froze twice.',
      chat_history: [],
      route: '/chat',
      page: 'dashboard',
      date: '2026-03-10T10:00:00Z',
      version: '1',
    };
    expect((await t.app.inject({ method: 'POST', url: '/api/ai/report', payload: report })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/ai/chat/share/AAAAAAAAAAAA' })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/me/chat-shares' })).statusCode).toBe(403);
    expect((await share('not-a-token', { chat_history: clientCopy(CONVERSATION) })).statusCode).toBe(403);
  });

  it('documents the routes with their schemas', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown; responses?: Record<string, unknown> }>>;
    }>();
    const bearerAuth = [{ bearerAuth: [] }];
    expect(doc.paths['/api/ai/chat/share']?.post?.security).toEqual(bearerAuth);
    expect(doc.paths['/api/ai/chat/share/{id}']?.delete?.security).toEqual(bearerAuth);
    expect(doc.paths['/api/ai/report']?.post?.security).toEqual(bearerAuth);
    expect(doc.paths['/api/me/chat-shares']?.get?.security).toEqual(bearerAuth);
    const getshare = doc.paths['/api/ai/chat/getshare/{id}']?.get;
    expect(getshare?.tags).toEqual(['ai']);
    expect(getshare?.security).toBeUndefined();
    expect(Object.keys(getshare?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '404']));
  });
});
