// Shared pieces of the Telegram tests: an app whose bot talks to a local Bot API server (TELEGRAM_API_ROOT), polling
// through the real job (lease, getUpdates), users signed in with real signatures, and linking as a user does it
// (POST /api/me/telegram/link, then /start <token> in the chat).
import type { Locale, TelegramLinkToken } from '@k3/shared';
import { generatePrivateKey } from 'viem/accounts';
import type { BuildOptions } from '../../src/app';
import { startTelegram, type TelegramJob, type TelegramJobOptions } from '../../src/jobs/telegram';
import { bearer, evmWallet, signIn, TEST_ENV, type TestWallet } from '../auth/helpers';
import { buildTestApp, type TestApp, type TestDatabase } from '../helpers/build-test-app';
import {
  startLocalBotApi,
  TEST_BOT_TOKEN,
  type LocalBotApi,
  type SentMessage,
  type TelegramUser,
} from '../helpers/telegram-bot-api';

export interface BotTest {
  t: TestApp;
  api: LocalBotApi;
  /** The polling job; null when started with `poll: false` (webhook tests). */
  job: TelegramJob | null;
  close(): Promise<void>;
}

export async function startBotTest(
  options: {
    env?: Record<string, string>;
    database?: TestDatabase;
    poll?: boolean;
    job?: TelegramJobOptions;
  } & Omit<BuildOptions, 'database'> = {},
): Promise<BotTest> {
  const { env, poll, job: jobOptions, ...build } = options;
  const api = await startLocalBotApi();
  const t = await buildTestApp({
    ...build,
    env: { ...TEST_ENV, TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN, TELEGRAM_API_ROOT: api.url, ...env },
  });
  const job = poll === false ? null : startTelegram(t.app, jobOptions);
  if (job) await job.polling;
  return {
    t,
    api,
    job,
    close: async () => {
      await job?.stop();
      await t.close();
      await api.close();
    },
  };
}

let nextTelegramId = 7_000_000_000;
/** A Telegram user (ids above 2^32, as real ones are now). */
export function telegramUser(fields: Partial<TelegramUser> = {}): TelegramUser {
  return { id: nextTelegramId++, first_name: 'Ada', last_name: 'Lovelace', username: 'ada', language_code: 'en', ...fields };
}

/** A fresh wallet signed in: its address and bearer token. */
export async function signedIn(test: BotTest, wallet: TestWallet = evmWallet(generatePrivateKey())) {
  return { wallet, token: await signIn(test.t.app, wallet) };
}

export async function linkToken(test: BotTest, token: string, lang?: Locale): Promise<TelegramLinkToken> {
  const response = await test.t.app.inject({
    method: 'POST',
    url: '/api/me/telegram/link',
    headers: bearer(token),
    payload: lang ? { lang } : {},
  });
  if (response.statusCode !== 200) throw new Error(`link: ${response.statusCode} ${response.body}`);
  return response.json<{ data: TelegramLinkToken }>().data;
}

/** Sends `text` as `from` and waits for the bot's next new message in that chat. */
export async function say(test: BotTest, from: TelegramUser, text: string, timeoutMs = 10_000): Promise<SentMessage> {
  const before = test.api.sent(from.id).length;
  test.api.text(from, text);
  return test.api.waitFor(() => test.api.sent(from.id)[before], timeoutMs, `an answer to “${text}”`);
}

/** A signed-in user whose Telegram account is linked (through the real deep-link token); `wallet`: a given one. */
export async function linkedUser(test: BotTest, lang?: Locale, wallet?: TestWallet) {
  const user = await signedIn(test, wallet);
  const from = telegramUser(lang ? { language_code: lang } : {});
  const { token } = await linkToken(test, user.token, lang);
  const answer = await say(test, from, `/start ${token}`);
  if (!answer.text.startsWith(lang === 'fr' ? 'Lié' : lang === 'es' ? 'Vinculado' : 'Linked'))
    throw new Error(`linking failed: ${answer.text}`);
  return { ...user, from };
}
