// The bot across processes and failures (issue 14 §1, §4): webhook mode (the secret header, no polling), exactly one
// poller on a shared database (a stopped holder hands over at once, a crashed one once its lease has expired), no
// token at all, and the Bot API down (503s, never a 500, and the job retrying until it answers).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TelegramStatus } from '@k3/shared';
import { eq } from 'drizzle-orm';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app';
import { jobLeases, telegramUpdates } from '../../src/db/schema';
import { POLLER_LEASE, startTelegram, type TelegramJob } from '../../src/jobs/telegram';
import { bearer, evmWallet, getData, signIn, TEST_ENV } from '../auth/helpers';
import { buildTestApp, createTestDatabase } from '../helpers/build-test-app';
import { type LocalBotApi, startLocalBotApi, TEST_BOT, TEST_BOT_TOKEN } from '../helpers/telegram-bot-api';
import { type BotTest, say, startBotTest, telegramUser } from './helpers';

const WEBHOOK_URL = 'https://k3.test/api/telegram/webhook';
const SECRET = 'a-webhook-secret-for-tests_0123456789';
const LINK_HOW = /^To use K3 here, link your K3 account/;
const FAST = { leaseTtlMs: 60_000, leaseRenewMs: 100 };

const methods = (api: LocalBotApi) => api.calls.map((call) => call.method);
const unavailable = { code: 503, error: 'telegram_unavailable' };

function webhook(app: App, body: object, secret?: string) {
  const headers = secret === undefined ? {} : { 'x-telegram-bot-api-secret-token': secret };
  return app.inject({ method: 'POST', url: '/api/telegram/webhook', headers, payload: body });
}

function privateText(update_id: number, from: { id: number; first_name: string }, text: string) {
  return { update_id, message: { message_id: 1, date: 0, chat: { id: from.id, type: 'private' }, from, text } };
}

/** A port nothing listens on (the Bot API down). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('webhook mode', () => {
  let hook: BotTest;
  let job: TelegramJob | null;
  const day = 86_400_000;
  beforeAll(async () => {
    hook = await startBotTest({ poll: false, env: { TELEGRAM_WEBHOOK_URL: WEBHOOK_URL, TELEGRAM_WEBHOOK_SECRET: SECRET } });
    // Handled update ids a week old (Telegram redelivers for 24 hours at most) and a recent one.
    await hook.t.app.db.insert(telegramUpdates).values([
      { botId: TEST_BOT.id, updateId: 1, receivedAt: new Date(Date.now() - 8 * day) },
      { botId: TEST_BOT.id, updateId: 2, receivedAt: new Date(Date.now() - day) },
    ]);
    job = startTelegram(hook.t.app, FAST);
    await job?.polling;
  });
  afterAll(async () => {
    await job?.stop();
    await hook.close();
  });

  it('registers the webhook with its secret', () => {
    expect(hook.api.calls.filter((call) => call.method === 'setWebhook').map((call) => call.params)).toEqual([
      { url: WEBHOOK_URL, secret_token: SECRET, allowed_updates: ['message', 'callback_query'] },
    ]);
  });

  it('forgets the handled update ids after a week', async () => {
    const kept = async () => (await hook.t.app.db.select().from(telegramUpdates)).map((row) => row.updateId);
    await hook.api.waitFor(async () => !(await kept()).includes(1), 10_000, 'the sweep');
    expect(await kept()).toContain(2);
  });

  it('refuses a missing or wrong secret with 401, before reading the update, and handles nothing', async () => {
    const from = telegramUser();
    for (const secret of [undefined, 'not-the-secret', `${SECRET}x`, '']) {
      const refused = await webhook(hook.t.app, privateText(10, from, '/help'), secret);
      expect(refused.statusCode, String(secret)).toBe(401);
      expect(refused.json()).toEqual({
        code: 401,
        error: 'unauthorized',
        message: 'The webhook secret token is missing or wrong',
      });
    }
    expect((await webhook(hook.t.app, { not: 'an update' }, 'wrong')).statusCode).toBe(401);
    expect(hook.api.sent(from.id)).toEqual([]);
    // Not even recorded: the same update with the secret is answered.
    expect((await webhook(hook.t.app, privateText(10, from, '/help'), SECRET)).statusCode).toBe(200);
    expect(hook.api.sent(from.id)).toHaveLength(1);
  });

  it('answers an update carrying the secret, through sendMessage', async () => {
    const from = telegramUser();
    const response = await webhook(hook.t.app, privateText(5_000, from, '/help'), SECRET);
    expect(response.json()).toEqual({ code: 200, data: { handled: true } });
    expect(hook.api.sent(from.id).map((m) => m.text)).toEqual([expect.stringMatching(LINK_HOW)]);
    expect(hook.api.calls.filter((call) => call.method === 'sendMessage').at(-1)?.params.chat_id).toBe(from.id);
  });

  it('names the field of a malformed update (400)', async () => {
    for (const body of [{ message: {} }, { update_id: 'seven' }, { update_id: -1 }]) {
      const response = await webhook(hook.t.app, body, SECRET);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, error: 'validation_error' });
      expect(response.json<{ message: string }>().message).toMatch(/^body\.update_id: /);
    }
  });

  it('never polls', () => {
    expect(methods(hook.api)).not.toContain('getUpdates');
    expect(methods(hook.api)).not.toContain('deleteWebhook');
  });
});

describe('several processes on one database', () => {
  it('only the lease holder polls; a stopped holder hands over at once, a crashed one once its lease expires', async () => {
    const database = await createTestDatabase();
    const first = await startBotTest({ database, job: FAST });
    const second = await startBotTest({ database, poll: false });
    const jobs: (TelegramJob | null)[] = [startTelegram(second.t.app, FAST)];
    const lease = async () => (await database.handle.db.select().from(jobLeases).where(eq(jobLeases.name, POLLER_LEASE)))[0];
    try {
      // The holder renews three times; the other process tries as often, and never polls.
      const renewals = new Set<number>();
      while (renewals.size < 4) {
        renewals.add((await lease())?.expiresAt.getTime() ?? 0);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(methods(first.api)).toContain('getUpdates');
      expect(methods(second.api)).toEqual([]);
      // Without the webhook setting there is no webhook route.
      expect((await webhook(first.t.app, privateText(1, telegramUser(), 'hi'), SECRET)).json()).toMatchObject({
        code: 404,
        error: 'not_found',
      });

      // Stopped, the holder releases the lease: the other takes it on its next try, long before the 60 s expiry.
      await first.job?.stop();
      await jobs[0]?.polling;
      expect((await say(second, telegramUser(), 'hi')).text).toMatch(LINK_HOW);
      await jobs[0]?.stop();

      // A holder that crashed left its lease behind: nobody polls until it has expired.
      const expiresAt = new Date(Date.now() + 1_500);
      await database.handle.db.insert(jobLeases).values({ name: POLLER_LEASE, holder: 'crashed-worker', expiresAt });
      const since = first.api.calls.length;
      jobs.push(startTelegram(first.t.app, FAST));
      await jobs[1]?.polling;
      expect(first.api.calls[since]?.at).toBeGreaterThanOrEqual(expiresAt.getTime());
      expect((await lease())?.holder).not.toBe('crashed-worker');
      // (One Telegram numbers the updates of both processes: past the ids the other server handed out.)
      const from = telegramUser();
      first.api.push(privateText(2_000, from, 'hi'));
      expect((await first.api.waitFor(() => first.api.sent(from.id)[0])).text).toMatch(LINK_HOW);
    } finally {
      for (const job of jobs) await job?.stop();
      await first.close();
      await second.close();
      await database.destroy();
    }
  });
});

describe('without TELEGRAM_BOT_TOKEN', () => {
  it('starts nothing and logs one info line; the account page says unavailable and linking is 503', async () => {
    const t = await buildTestApp({ env: TEST_ENV });
    try {
      const log = { info: vi.spyOn(t.app.log, 'info'), warn: vi.spyOn(t.app.log, 'warn'), error: vi.spyOn(t.app.log, 'error') };
      expect(startTelegram(t.app)).toBeNull();
      expect(log.info.mock.calls).toEqual([['Telegram bot off (TELEGRAM_BOT_TOKEN is not set)']]);

      const token = await signIn(t.app, evmWallet(generatePrivateKey()));
      expect(await getData<TelegramStatus>(t.app, '/api/me/telegram', token)).toEqual({
        available: false,
        bot: null,
        link: null,
      });
      const link = await t.app.inject({ method: 'POST', url: '/api/me/telegram/link', headers: bearer(token), payload: {} });
      expect(link.json()).toEqual({ ...unavailable, message: 'The Telegram bot is not available on this K3.' });
      expect((await webhook(t.app, privateText(1, telegramUser(), 'hi'))).statusCode).toBe(404);
      expect(log.warn).not.toHaveBeenCalled();
      expect(log.error).not.toHaveBeenCalled();
    } finally {
      await t.close();
    }
  });
});

describe('the Bot API down', () => {
  const env = async (extra: Record<string, string> = {}) => {
    const port = await closedPort();
    return {
      port,
      env: { ...TEST_ENV, TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN, TELEGRAM_API_ROOT: `http://127.0.0.1:${port}`, ...extra },
    };
  };

  it('long polling: 503 on the account page’s link, and the job retries until the Bot API answers', async () => {
    const { port, env: down } = await env();
    const t = await buildTestApp({ env: down });
    const job = startTelegram(t.app, FAST);
    let api: LocalBotApi | undefined;
    try {
      const token = await signIn(t.app, evmWallet(generatePrivateKey()));
      expect(await getData<TelegramStatus>(t.app, '/api/me/telegram', token)).toMatchObject({ available: false, bot: null });
      const link = await t.app.inject({ method: 'POST', url: '/api/me/telegram/link', headers: bearer(token), payload: {} });
      expect(link.json()).toMatchObject(unavailable);

      api = await startLocalBotApi({ port });
      await job?.polling;
      const from = telegramUser();
      api.text(from, 'hello');
      expect((await api.waitFor(() => api?.sent(from.id)[0])).text).toMatch(LINK_HOW);
      expect(await getData<TelegramStatus>(t.app, '/api/me/telegram', token)).toMatchObject({
        available: true,
        bot: 'k3_test_bot',
      });
    } finally {
      await job?.stop();
      await t.close();
      await api?.close();
    }
  });

  it('webhook: 503 for an update (Telegram delivers it again later), and the webhook is set once the Bot API answers', async () => {
    const { port, env: down } = await env({ TELEGRAM_WEBHOOK_URL: WEBHOOK_URL, TELEGRAM_WEBHOOK_SECRET: SECRET });
    const t = await buildTestApp({ env: down });
    const job = startTelegram(t.app, FAST);
    let api: LocalBotApi | undefined;
    try {
      const from = telegramUser();
      const refused = await webhook(t.app, privateText(9_000, from, 'hello'), SECRET);
      expect(refused.json()).toMatchObject(unavailable);

      api = await startLocalBotApi({ port });
      await job?.polling;
      expect(methods(api)).toContain('setWebhook');
      expect((await webhook(t.app, privateText(9_000, from, 'hello'), SECRET)).statusCode).toBe(200);
      expect(api.sent(from.id).map((m) => m.text)).toEqual([expect.stringMatching(LINK_HOW)]);
    } finally {
      await job?.stop();
      await t.close();
      await api?.close();
    }
  });
});
