// Agent K in Telegram (issue 14 §3, §4 "Agent K answer with kredits debited"): plain text is a prompt through the web
// chat's engine — the same kredits, the same conversation, the same answer as the offline agent gives — written into
// one message edited as it streams, with a kredits footer; /clear; the refusals in the user's language; one answer at
// a time per chat while other chats are answered; a 429 on the final edit does not lose the answer; a long answer
// continues in a second message. The agent is the offline one, except for prompts the test scripts ("slow:", "long:").
import { type User } from '@k3/shared';
import { eq } from 'drizzle-orm';
import type { Transformer } from 'grammy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { findConversation } from '../../src/repositories/ai-conversations';
import { findLinkByTelegramUser } from '../../src/repositories/telegram';
import { findUserById, type UserRow } from '../../src/repositories/users';
import { balanceAfterRefill } from '../../src/services/agent/kredits';
import { createOfflineAgent } from '../../src/services/agent/offline';
import { createToolRunner, toolDepsOf } from '../../src/services/agent/tools';
import { withSources } from '../../src/services/agent/sources';
import type { Agent } from '../../src/services/agent/types';
import { markdownPages } from '../../src/services/telegram/markdown';
import { bearer, getData, manualClock } from '../auth/helpers';
import { tempDir } from '../helpers/build-test-app';
import type { SentMessage, TelegramUser } from '../helpers/telegram-bot-api';
import { knownBalances } from '../portfolio/known-market';
import { walletWithKrl } from '../rewards/helpers';
import { type BotTest, linkToken, say, signedIn, startBotTest, telegramUser } from './helpers';

const clock = manualClock(new Date('2026-11-20T10:00:00Z'));
const balances = knownBalances();
const offline = createOfflineAgent();

/** Released by the test: the "slow:" answer's second part waits for it. */
let release: () => void = () => undefined;
const LONG = `${'Kryll is a token. '.repeat(300)}The end.`;
const agent: Agent = {
  kind: 'offline',
  answer(request) {
    if (request.message.startsWith('long:'))
      return (async function* () {
        await Promise.resolve();
        yield LONG;
      })();
    // A model that fails before its first word.
    if (request.message.startsWith('fail:'))
      return { [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('the model is down')) }) };
    if (!request.message.startsWith('slow:')) return offline.answer(request);
    const gate = new Promise<void>((resolve) => (release = resolve));
    return (async function* () {
      yield 'First part. ';
      await gate;
      yield 'Second **part**.';
    })();
  },
};

let test: BotTest;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  dataDir = await tempDir();
  test = await startBotTest({
    env: { DATA_DIR: dataDir.path },
    clock: clock.now,
    loadReference: true,
    balances,
    agent,
  });
}, 60_000);
afterAll(async () => {
  await test.close();
  await dataDir.remove();
});

/** A linked user whose wallets hold `krl` KRL (none when null). */
async function linkedHolder(krl: string | null, lang: 'en' | 'fr' | 'es' = 'en') {
  const user = await signedIn(test, walletWithKrl(balances, krl));
  const from = telegramUser({ language_code: lang });
  const { token } = await linkToken(test, user.token, lang);
  await say(test, from, `/start ${token}`);
  const link = (await findLinkByTelegramUser(test.t.app.db, from.id))!;
  return { ...user, from, userId: link.userId };
}

const row = async (userId: string): Promise<UserRow> => (await findUserById(test.t.app.db, userId))!;

/** Waits until the message's text ends with the kredits footer (the final edit) and answers the message. */
const finalOf = (message: SentMessage) =>
  test.api.waitFor(() => /<i>[^<]*(left|restant|quedan)[^<]*<\/i>$/.test(message.text) && message, 10_000, 'the final answer');

/** What the offline agent answers the user now, with its sources line as the chat adds it (issue 28 §2). */
async function offlineAnswer(userId: string, message: string): Promise<string> {
  const request = {
    lang: 'en' as const,
    message,
    history: [],
    tools: createToolRunner(toolDepsOf(test.t.app), await row(userId), 'en'),
    signal: new AbortController().signal,
  };
  let text = '';
  for await (const chunk of withSources(offline, test.t.app.clock).answer(request)) text += chunk;
  return text;
}

describe('a question in the chat', () => {
  it('is answered by Agent K in one message edited in place, for one kredit, in the web chat’s conversation', async () => {
    const user = await linkedHolder('5');
    const before = await row(user.userId);
    const owed = balanceAfterRefill(before, 20, clock.now()) - 1;
    const calls = test.api.calls.length;

    const first = await say(test, user.from, 'what is my portfolio worth');
    const answer = await finalOf(first);
    const expected = await offlineAnswer(user.userId, 'what is my portfolio worth');
    expect(expected).toMatch(/\$/);
    expect(answer.text).toBe(markdownPages(expected, 'https://k3.test', `1 kredit spent · ${owed} left`)[0]);
    // A short sources line, dated, before the footer.
    expect(answer.text).toMatch(/\n📎 Sources: portfolio, [^\n]+ UTC\n/);
    // One message (an answer this quick may be written once, complete); never an edit that changed nothing.
    expect(test.api.sent(user.from.id).filter((m) => m.message_id >= first.message_id)).toHaveLength(1);
    expect(answer.versions.slice(0, -1).every((v) => !v.includes('kredit spent'))).toBe(true);
    const edits = test.api.calls.slice(calls).filter((c) => c.method === 'editMessageText');
    expect(edits).toHaveLength(answer.versions.length - 1);
    expect(test.api.calls.slice(calls).some((c) => c.method === 'sendChatAction')).toBe(true);
    expect((await row(user.userId)).kredits).toBe(owed);

    // The web chat continues the same conversation, and the bot continues it after the web.
    const conversation = (await findConversation(test.t.app.db, user.userId))!;
    expect(conversation.messages.map((m) => [m.sender, m.message])).toEqual([
      ['user', 'what is my portfolio worth'],
      ['agent', expected],
    ]);
    const web = await test.t.app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      headers: bearer(user.token),
      payload: { message: 'what plan am I on', lang: 'en', chat_id: conversation.id },
    });
    expect(web.statusCode, web.body).toBe(200);
    expect(web.headers['x-chat-id']).toBe(conversation.id);
    await finalOf(await say(test, user.from, 'how much KRL do I have'));
    const after = (await findConversation(test.t.app.db, user.userId))!;
    expect(after.id).toBe(conversation.id);
    expect(after.messages.filter((m) => m.sender === 'user').map((m) => m.message)).toEqual([
      'what is my portfolio worth',
      'what plan am I on',
      'how much KRL do I have',
    ]);
    expect((await getData<User>(test.t.app, '/api/me', user.token)).chat.kredits).toBe(owed - 2);
  });

  it('/clear forgets the conversation, here and on the web', async () => {
    const user = await linkedHolder('5', 'fr');
    await finalOf(await say(test, user.from, 'combien vaut mon portefeuille'));
    const { id } = (await findConversation(test.t.app.db, user.userId))!;
    expect((await say(test, user.from, '/clear')).text).toBe(
      'Conversation effacée : votre prochain message en commence une nouvelle avec Agent K (ici et sur le web).',
    );
    expect(await findConversation(test.t.app.db, user.userId)).toBeUndefined();
    const web = await test.t.app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      headers: bearer(user.token),
      payload: { message: 'quel est mon plan', lang: 'fr', chat_id: id },
    });
    expect(web.statusCode).toBe(406);
    // The bot starts a new conversation on its own (never a 406).
    await finalOf(await say(test, user.from, 'quel est mon plan'));
    expect((await findConversation(test.t.app.db, user.userId))!.id).not.toBe(id);
  });

  it('says why Agent K cannot answer: no KRL held, or no kredits left — and spends nothing', async () => {
    const poor = await linkedHolder(null, 'es');
    expect((await say(test, poor.from, 'hola')).text).toBe(
      'Agent K necesita al menos 1 KRL en tus wallets. Comprar KRL o ver los planes: https://k3.test/pricing',
    );
    const spent = await linkedHolder('5');
    await test.t.app.db
      .update(users)
      .set({ kredits: 0, kreditsPeriod: '2026-11', kreditsGranted: 20 })
      .where(eq(users.id, spent.userId));
    expect((await say(test, spent.from, 'what is my portfolio worth')).text).toBe(
      'You have no kredits left. They refill on 2026-12-01 (UTC); a higher plan gives more: https://k3.test/pricing',
    );
    expect((await row(spent.userId)).kredits).toBe(0);
    expect(await findConversation(test.t.app.db, spent.userId)).toBeUndefined();
  });

  it('gives the kredit back when Agent K fails before any text, with no “spent” footer', async () => {
    const user = await linkedHolder('5');
    const answer = await say(test, user.from, 'fail: now');
    await test.api.waitFor(() => answer.text.startsWith('Agent K could not answer'), 10_000, 'the failure');
    expect(answer.text).toBe('Agent K could not answer just now. Your kredit was given back; please try again.');
    // The refund commits when the answer's stream closes, a moment after its text reached Telegram.
    await test.api.waitFor(async () => (await row(user.userId)).kredits === 20, 10_000, 'the kredit given back');
  });
});

describe('while an answer streams', () => {
  it('a second message in the same chat gets “still answering”, and other chats are answered meanwhile', async () => {
    const slow = await linkedHolder('5');
    const other = await linkedHolder('5');
    const first = await say(test, slow.from, 'slow: tell me a story');
    await test.api.waitFor(() => first.text === 'First part.', 10_000, 'the first part');

    expect((await say(test, slow.from, 'and another thing')).text).toBe(
      'I’m still answering your previous message. Send this one again once I’m done.',
    );
    const meanwhile = await finalOf(await say(test, other.from, 'what is my portfolio worth'));
    expect(meanwhile.text).toContain('$');
    expect(first.text).toBe('First part.');

    release();
    const answer = await finalOf(first);
    expect(answer.text).toBe('First part. Second <b>part</b>.\n\n<i>1 kredit spent · 19 left</i>');
    expect(answer.versions[0]).toBe('First part.');
    // The refused message cost nothing; the chat takes a new question once the answer is done.
    expect((await row(slow.userId)).kredits).toBe(19);
    await finalOf(await say(test, slow.from, 'what plan am I on'));
  });
});

describe('Telegram’s limits', () => {
  let failNextFinal = false;
  let refused = 0;
  beforeAll(async () => {
    // Telegram answering 429 Too Many Requests to the final edit, once (the local Bot API never rate-limits).
    const tooMany: Transformer = (prev, method, payload, signal) => {
      if (failNextFinal && method === 'editMessageText' && JSON.stringify(payload).includes('kredit spent')) {
        failNextFinal = false;
        refused += 1;
        return Promise.resolve({
          ok: false,
          error_code: 429,
          description: 'Too Many Requests: retry after 1',
          parameters: { retry_after: 1 },
        } as never);
      }
      return prev(method, payload, signal);
    };
    (await test.t.app.telegram.bot()).api.config.use(tooMany);
  });

  it('retries the final edit after retry_after when Telegram answers 429', async () => {
    const user = await linkedHolder('5');
    failNextFinal = true;
    const first = await say(test, user.from, 'slow: go');
    await test.api.waitFor(() => first.text === 'First part.', 10_000, 'the first part');
    release();
    const answer = await finalOf(first);
    expect(answer.text).toBe('First part. Second <b>part</b>.\n\n<i>1 kredit spent · 19 left</i>');
    expect(refused).toBe(1);
  });

  it('continues an answer over 4096 characters in a new message', async () => {
    const user = await linkedHolder('5');
    const from: TelegramUser = user.from;
    const before = test.api.sent(from.id).length;
    test.api.text(from, 'long: tell me everything');
    const second = await test.api.waitFor(() => test.api.sent(from.id)[before + 1], 10_000, 'a second message');
    await finalOf(second);
    const [page1, page2] = test.api.sent(from.id).slice(before);
    expect(page1!.text.length).toBeLessThanOrEqual(4096);
    expect(`${page1!.text}${page2!.text}`).toBe(`${LONG}\n\n<i>1 kredit spent · 19 left</i>`);
  });
});
