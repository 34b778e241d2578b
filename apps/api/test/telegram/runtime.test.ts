// The bot's runtime in one polling process (issue 14 §1, §4): a redelivered update is answered once, here and by a
// second process on the same database; the per-user limit of TELEGRAM_MESSAGES_PER_MINUTE with its one notice; /help
// and /language with its keyboard; group chats ignored; a stop that confirms every handled update to Telegram.
import { TELEGRAM_MESSAGES_PER_MINUTE, type TelegramStatus } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTelegram } from '../../src/jobs/telegram';
import { CORE_TEXTS } from '../../src/services/telegram/texts';
import { getData, manualClock } from '../auth/helpers';
import { type BotTest, linkedUser, linkToken, say, signedIn, startBotTest, telegramUser } from './helpers';

const WEBHOOK_URL = 'https://k3.test/api/telegram/webhook';
const LINK_HOW = /^To use K3 here, link your K3 account/;
const RATE_LIMITED = 'Too many messages: wait a minute, then try again.';

const clock = manualClock(new Date('2026-11-20T10:00:00Z'));
let test: BotTest;
beforeAll(async () => {
  test = await startBotTest({ clock: clock.now });
});
afterAll(() => test.close());

/** Sends a message from a fresh user and waits for its answer: every update queued before it has been handled. */
const drain = () => say(test, telegramUser(), '/help');

describe('a redelivered update', () => {
  it('is answered once', async () => {
    const from = telegramUser();
    const update = test.api.text(from, '/help');
    test.api.push({ ...update });
    await drain();
    expect(test.api.sent(from.id).map((m) => m.text)).toEqual([expect.stringMatching(LINK_HOW)]);
  });

  it('is not handled again by a second process on the same database (webhook, the derived default secret)', async () => {
    const from = telegramUser();
    const update = test.api.text(from, '/help');
    await test.api.waitFor(() => test.api.sent(from.id)[0], 10_000, 'the first answer');
    const second = await startBotTest({ database: test.t.database, poll: false, env: { TELEGRAM_WEBHOOK_URL: WEBHOOK_URL } });
    try {
      // Every process derives the same secret from the token when TELEGRAM_WEBHOOK_SECRET is unset.
      const secret = test.t.app.config.telegram?.webhookSecret ?? '';
      const post = (body: object) =>
        second.t.app.inject({
          method: 'POST',
          url: '/api/telegram/webhook',
          headers: { 'x-telegram-bot-api-secret-token': secret },
          payload: body,
        });
      const again = await post(update);
      expect(again.json()).toEqual({ code: 200, data: { handled: true } });
      expect(test.api.sent(from.id)).toHaveLength(1);
      expect(second.api.sent()).toEqual([]);

      // A new update is answered by that process.
      const other = telegramUser();
      const chat = { id: other.id, type: 'private' };
      const fresh = { update_id: update.update_id + 100_000, message: { message_id: 1, date: 0, chat, from: other, text: 'hi' } };
      expect((await post(fresh)).statusCode).toBe(200);
      expect(second.api.sent(other.id).map((m) => m.text)).toEqual([expect.stringMatching(LINK_HOW)]);
    } finally {
      await second.close();
    }
  });
});

describe(`the per-user limit (${TELEGRAM_MESSAGES_PER_MINUTE} a minute)`, () => {
  it('answers one notice past the limit and nothing else, leaves other users alone, and lifts after the minute', async () => {
    const flooder = telegramUser();
    for (let i = 0; i < TELEGRAM_MESSAGES_PER_MINUTE + 5; i++) test.api.text(flooder, `hello ${i}`);
    // Another user in the same minute is answered as usual.
    expect((await drain()).text).toMatch(LINK_HOW);
    const answers = () => test.api.sent(flooder.id).map((m) => m.text);
    expect(answers()).toHaveLength(TELEGRAM_MESSAGES_PER_MINUTE + 1);
    expect(
      answers()
        .slice(0, TELEGRAM_MESSAGES_PER_MINUTE)
        .every((text) => LINK_HOW.test(text)),
    ).toBe(true);
    expect(answers().at(-1)).toBe(RATE_LIMITED);

    // Still refused, silently, for the rest of the minute.
    test.api.text(flooder, '/help');
    await drain();
    expect(answers()).toHaveLength(TELEGRAM_MESSAGES_PER_MINUTE + 1);

    clock.advance(60);
    expect((await say(test, flooder, 'hello again')).text).toMatch(LINK_HOW);
  });

  it('says so in the language of the K3 link, not of the Telegram app', async () => {
    const from = telegramUser({ language_code: 'en' });
    const { token } = await linkToken(test, (await signedIn(test)).token, 'fr');
    expect((await say(test, from, `/start ${token}`)).text).toMatch(/^Lié : /);
    // The /start that linked counts: TELEGRAM_MESSAGES_PER_MINUTE - 1 more are answered.
    for (let i = 0; i < TELEGRAM_MESSAGES_PER_MINUTE + 2; i++) test.api.text(from, '/help');
    await drain();
    const answers = test.api.sent(from.id).map((m) => m.text);
    expect(answers).toHaveLength(1 + TELEGRAM_MESSAGES_PER_MINUTE);
    expect(answers.slice(1, -1)).toEqual(Array(TELEGRAM_MESSAGES_PER_MINUTE - 1).fill(CORE_TEXTS.fr.help));
    expect(answers.at(-1)).toBe('Trop de messages : attendez une minute, puis réessayez.');
    clock.advance(60);
  });
});

describe('/help and /language', () => {
  it('the command menu is registered in English (the default), French and Spanish when polling starts', () => {
    const menus = test.api.calls.filter((call) => call.method === 'setMyCommands');
    expect(menus.map((call) => call.params.language_code ?? 'default')).toEqual(['default', 'fr', 'es']);
    const commands = (menus[1]!.params.commands as { command: string; description: string }[]).map((c) => c.command);
    expect(commands).toEqual(['portfolio', 'xray', 'news', 'alerts', 'clear', 'language', 'help', 'unlink']);
    expect(menus[1]!.params.commands).toContainEqual({ command: 'xray', description: 'L’audit X-Ray d’un token : /xray BTC' });
  });

  it('/help lists the commands as HTML for a linked user', async () => {
    const user = await linkedUser(test);
    const help = await say(test, user.from, '/help');
    expect(help.text).toBe(CORE_TEXTS.en.help);
    expect(help.parse_mode).toBe('HTML');
    expect(help.text).toContain('/xray &lt;symbol or name&gt; — the X-Ray audit of a token');
  });

  it('an unknown command gets the pointer to /help, and costs no kredit', async () => {
    const user = await linkedUser(test);
    expect((await say(test, user.from, '/foo bar')).text).toBe('I do not know this command. /help lists what I can do.');
  });

  it('/language offers the three languages; a press switches the bot’s language and the account page’s', async () => {
    const user = await linkedUser(test);
    const pick = await say(test, user.from, '/language');
    expect(pick.text).toBe('Choose the language I answer in:');
    expect(pick.reply_markup?.inline_keyboard).toEqual([
      [
        { text: '✓ English', callback_data: 'lang:en' },
        { text: 'Français', callback_data: 'lang:fr' },
        { text: 'Español', callback_data: 'lang:es' },
      ],
    ]);

    const press = test.api.callback(user.from, 'lang:fr', pick.message_id);
    await test.api.waitFor(() => pick.text === 'Je répondrai en français.', 10_000, 'the edited message');
    const answered = test.api.calls.filter((c) => c.method === 'answerCallbackQuery');
    expect(answered.map((c) => c.params.callback_query_id)).toContain((press.callback_query as { id: string }).id);
    expect((await say(test, user.from, '/help')).text).toBe(CORE_TEXTS.fr.help);
    expect((await getData<TelegramStatus>(test.t.app, '/api/me/telegram', user.token)).link?.lang).toBe('fr');

    // A double tap changes nothing and says nothing more (no “something went wrong”).
    const before = test.api.sent(user.from.id).length;
    test.api.callback(user.from, 'lang:fr', pick.message_id);
    await drain();
    expect(test.api.sent(user.from.id)).toHaveLength(before);
    expect(pick.text).toBe('Je répondrai en français.');
  });
});

describe('group chats', () => {
  it('get no answer, from a linked or an unlinked member', async () => {
    const user = await linkedUser(test);
    const stranger = telegramUser();
    const group = { id: -1_001_234_567_890, type: 'group', title: 'K3 fans' };
    for (const [from, text] of [
      [user.from, '/help'],
      [user.from, '/portfolio'],
      [stranger, '/start'],
      [stranger, 'hello'],
    ] as const) {
      test.api.push({
        message: { message_id: 1, date: 0, chat: group, from: { ...from, is_bot: false }, text },
      });
    }
    await drain();
    expect(test.api.sent(group.id)).toEqual([]);
    expect(test.api.sent(stranger.id)).toEqual([]);
    // The member's private chat still answers.
    expect((await say(test, user.from, '/help')).text).toBe(CORE_TEXTS.en.help);
  });
});

describe('stopping the poller', () => {
  it('waits for the batch being handled and confirms all of it, so a restart does not receive it again', async () => {
    const users = Array.from({ length: 30 }, () => telegramUser());
    const ids = users.map((from) => test.api.text(from, '/help').update_id);
    await test.api.waitFor(() => test.api.sent(users[0]!.id)[0], 10_000, 'the first answer');
    await test.job?.stop();

    expect(users.map((from) => test.api.sent(from.id).length)).toEqual(users.map(() => 1));
    expect(test.api.confirmed).toEqual(expect.arrayContaining(ids));
    expect(test.api.pending()).toEqual([]);

    const restarted = startTelegram(test.t.app, { leaseRenewMs: 100 });
    try {
      await restarted?.polling;
      expect((await drain()).text).toMatch(LINK_HOW);
      expect(users.map((from) => test.api.sent(from.id).length)).toEqual(users.map(() => 1));
    } finally {
      await restarted?.stop();
    }
  });
});
