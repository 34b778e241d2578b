// Linking (issue 14 §2, §4): the account page's one-time deep link, /start <token> with a valid, an expired and a
// reused token, one Telegram account per K3 user and the reverse, /unlink from either side, and the linking
// instructions for an unlinked user on every command but /start and /help.
import { TELEGRAM_START_PARAM_PATTERN, type TelegramStatus } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, getData, manualClock } from '../auth/helpers';
import { type BotTest, linkedUser, linkToken, say, signedIn, startBotTest, telegramUser } from './helpers';

const clock = manualClock(new Date('2026-11-20T10:00:00Z'));
let test: BotTest;
beforeAll(async () => {
  test = await startBotTest({ clock: clock.now });
});
afterAll(() => test.close());

describe('the account page’s link', () => {
  it('is a t.me deep link to the bot with a single-use token Telegram accepts, valid 10 minutes', async () => {
    const { token } = await signedIn(test);
    const status = await getData<TelegramStatus>(test.t.app, '/api/me/telegram', token);
    expect(status).toEqual({ available: true, bot: 'k3_test_bot', link: null });
    const link = await linkToken(test, token);
    expect(link.token).toMatch(TELEGRAM_START_PARAM_PATTERN);
    expect(link.token).toHaveLength(43);
    expect(link.url).toBe(`https://t.me/k3_test_bot?start=${link.token}`);
    expect(new Date(link.expiresAt).getTime() - clock.now().getTime()).toBe(600_000);
  });

  it('needs a session, and names a bad field', async () => {
    expect((await test.t.app.inject({ method: 'POST', url: '/api/me/telegram/link', payload: {} })).statusCode).toBe(403);
    const { token } = await signedIn(test);
    const bad = await test.t.app.inject({
      method: 'POST',
      url: '/api/me/telegram/link',
      headers: bearer(token),
      payload: { lang: 'de' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('lang');
  });
});

describe('/start <token>', () => {
  it('links the Telegram account to the K3 user, in the language the page asked for, and burns the token', async () => {
    const user = await signedIn(test);
    const from = telegramUser({ language_code: 'en' });
    const { token } = await linkToken(test, user.token, 'fr');
    const answer = await say(test, from, `/start ${token}`);
    expect(answer.text).toBe(
      `Lié : ce compte Telegram est maintenant connecté au compte K3 ${user.wallet.address}. Essayez /portfolio, /xray BTC, /news, ou posez une question à Agent K.`,
    );
    const status = await getData<TelegramStatus>(test.t.app, '/api/me/telegram', user.token);
    expect(status.link).toMatchObject({
      name: 'Ada Lovelace',
      username: 'ada',
      lang: 'fr',
      alerts: { enabled: false, threshold: 8 },
    });

    // The same token again, from another Telegram account: used.
    const other = telegramUser();
    expect((await say(test, other, `/start ${token}`)).text).toBe(
      'This link has already been used. Make a new one on https://k3.test/account (“Link Telegram”).',
    );
  });

  it('refuses an expired token, and an unknown one', async () => {
    const user = await signedIn(test);
    const { token } = await linkToken(test, user.token);
    clock.advance(601);
    const from = telegramUser();
    expect((await say(test, from, `/start ${token}`)).text).toBe(
      'This link has expired (links work for 10 minutes). Make a new one on https://k3.test/account (“Link Telegram”).',
    );
    expect((await say(test, from, '/start not-a-real-token')).text).toBe(
      'This link is not valid. Make a new one on https://k3.test/account (“Link Telegram”).',
    );
    expect(await getData<TelegramStatus>(test.t.app, '/api/me/telegram', user.token)).toMatchObject({ link: null });
  });

  it('keeps one Telegram account per K3 user and the reverse', async () => {
    const first = await linkedUser(test);
    // The K3 account already has Telegram: no new link until it is unlinked.
    const again = await test.t.app.inject({
      method: 'POST',
      url: '/api/me/telegram/link',
      headers: bearer(first.token),
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'telegram_already_linked' });
    // The Telegram account is linked already: another K3 account's link is refused, and its token stays unspent.
    const second = await signedIn(test);
    const { token } = await linkToken(test, second.token);
    expect((await say(test, first.from, `/start ${token}`)).text).toBe(
      'This Telegram account is already linked to another K3 account. Send /unlink first, then open the new link again.',
    );
    const fresh = telegramUser();
    expect((await say(test, fresh, `/start ${token}`)).text).toMatch(/^Linked: /);
  });

  it('50 parallel redemptions of one token link exactly one Telegram account', async () => {
    const user = await signedIn(test);
    const { token } = await linkToken(test, user.token);
    const users = Array.from({ length: 50 }, () => telegramUser());
    for (const from of users) test.api.text(from, `/start ${token}`);
    const answers = await test.api.waitFor(
      () => {
        const all = users.map((from) => test.api.sent(from.id)[0]);
        return all.every(Boolean) ? all : undefined;
      },
      20_000,
      '50 answers',
    );
    expect(answers.filter((m) => m!.text.startsWith('Linked:'))).toHaveLength(1);
    expect(answers.filter((m) => m!.text.startsWith('This link has already been used'))).toHaveLength(49);
  });
});

describe('unlinking', () => {
  it('/unlink in the bot unlinks; the page then shows no link', async () => {
    const user = await linkedUser(test);
    expect((await say(test, user.from, '/unlink')).text).toBe(
      'Unlinked: this Telegram account is no longer connected to K3. Nothing more will be sent here.',
    );
    expect(await getData<TelegramStatus>(test.t.app, '/api/me/telegram', user.token)).toMatchObject({ link: null });
    expect((await say(test, user.from, '/portfolio')).text).toMatch(/^To use K3 here, link your K3 account/);
  });

  it('“Unlink” on the account page unlinks; the bot then gives the linking instructions', async () => {
    const user = await linkedUser(test);
    const response = await test.t.app.inject({ method: 'DELETE', url: '/api/me/telegram', headers: bearer(user.token) });
    expect(response.json()).toEqual({ code: 200, data: { unlinked: true } });
    const again = await test.t.app.inject({ method: 'DELETE', url: '/api/me/telegram', headers: bearer(user.token) });
    expect(again.json()).toEqual({ code: 200, data: { unlinked: false } });
    expect((await say(test, user.from, '/news')).text).toMatch(/^To use K3 here/);
  });
});

describe('an unlinked Telegram user', () => {
  it('gets the linking instructions for every command but /start and /help, in their Telegram language', async () => {
    const from = telegramUser({ language_code: 'es' });
    for (const command of ['/portfolio', '/xray BTC', '/news', '/alerts on', '/language', '/clear', 'hello Agent K']) {
      expect((await say(test, from, command)).text, command).toMatch(
        /^Para usar K3 aquí, vincula tu cuenta K3: abre https:\/\/k3\.test\/account/,
      );
    }
    expect((await say(test, from, '/start')).text).toMatch(/^Para usar K3 aquí/);
    expect((await say(test, from, '/help')).text).toMatch(/^Para usar K3 aquí/);
  });
});
