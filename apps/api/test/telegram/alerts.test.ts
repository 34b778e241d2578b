// News alerts (issue 14 §3, §4 "an alert sent once for a high-impact item on a held coin and not for an unheld one"):
// the /alerts settings and their buttons, and the alerts run — held coins only, from the threshold up, a grouped story
// once, never twice across runs, no backlog from before alerts were turned on, at most 5 a day, nothing when off, and
// alerts turned off for a user who blocked the bot.
import { TELEGRAM_ALERTS_PER_DAY } from '@k3/shared';
import { Api, type Transformer } from 'grammy';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNewsItems, type NewsItemInsert } from '../../src/repositories/news';
import { claimAlertWithinCap, findLinkByTelegramUser } from '../../src/repositories/telegram';
import { runTelegramAlerts, telegramAlertsJob } from '../../src/services/telegram/alerts';
import { evmWallet, manualClock } from '../auth/helpers';
import { tempDir } from '../helpers/build-test-app';
import { TEST_BOT_TOKEN, type TelegramUser } from '../helpers/telegram-bot-api';
import { knownBalances } from '../portfolio/known-market';
import { type BotTest, linkToken, say, signedIn, startBotTest, telegramUser } from './helpers';

const clock = manualClock(new Date('2026-11-20T10:00:00Z'));
const balances = knownBalances();
/** Chats whose user blocked the bot: Telegram answers 403 to anything sent there (the local Bot API never does). */
const blocked = new Set<number>();
/** Chats Telegram fails to deliver to for now (a 500). */
const failing = new Set<number>();

let test: BotTest;
let api: Api;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  dataDir = await tempDir();
  test = await startBotTest({ env: { DATA_DIR: dataDir.path }, clock: clock.now, loadReference: true, balances });
  api = new Api(TEST_BOT_TOKEN, { apiRoot: test.api.url });
  const forbidden: Transformer = (prev, method, payload, signal) =>
    method === 'sendMessage' && blocked.has(Number((payload as { chat_id: number }).chat_id))
      ? Promise.resolve({ ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' } as never)
      : method === 'sendMessage' && failing.has(Number((payload as { chat_id: number }).chat_id))
        ? Promise.resolve({ ok: false, error_code: 500, description: 'Internal Server Error' } as never)
        : prev(method, payload, signal);
  api.config.use(forbidden);
}, 60_000);
afterAll(async () => {
  await test.close();
  await dataDir.remove();
});

/** A linked user holding 2 ETH and 5 KRL. */
async function holder(lang: 'en' | 'fr' = 'en') {
  const wallet = evmWallet(generatePrivateKey());
  balances.set(wallet.address, [
    { chain: 'ethereum', assetId: 'kryll', amount: '5' },
    { chain: 'ethereum', assetId: 'ethereum', amount: '2' },
  ]);
  const user = await signedIn(test, wallet);
  const from = telegramUser({ language_code: lang });
  const { token } = await linkToken(test, user.token, lang);
  await say(test, from, `/start ${token}`);
  return { ...user, from };
}

let serial = 0;
/** Stores a scored news item (defaults: English, about Ethereum, impact 9, negative, published now). */
async function news(fields: Partial<NewsItemInsert> = {}): Promise<NewsItemInsert> {
  serial += 1;
  const id = `item-${serial}`;
  const row: NewsItemInsert = {
    id,
    storyId: id,
    lang: 'en',
    title: `Story ${serial} <about> Ethereum`,
    titleKey: `story ${serial}`,
    description: '',
    link: `https://news.test/${serial}?a=1&b=2`,
    source: 'CoinDesk',
    feedUrl: null,
    keywords: [],
    coinIds: ['ethereum'],
    categories: [],
    pubDate: clock.now(),
    impact: 9,
    sentimentLabel: 'negative',
    sentimentScore: -0.6,
    scorer: 'offline@1',
    search: '',
    demo: false,
    ...fields,
  };
  await insertNewsItems(test.t.app.db, [row]);
  return row;
}

const run = () => runTelegramAlerts(test.t.app.telegram.deps, api, clock.now());
const alertsTo = (from: TelegramUser) => test.api.sent(from.id).filter((m) => m.text.startsWith('<b>🔔'));
const minutes = (n: number) => clock.advance(n * 60);

describe('/alerts', () => {
  it('shows the settings with buttons, and changes them by command and by button', async () => {
    const user = await holder();
    const shown = await say(test, user.from, '/alerts');
    expect(shown.text).toBe(
      '🔕 News alerts are off. Turn them on to get news with an impact of 8/10 or more about the coins you hold (at most 5 a day).',
    );
    expect(shown.reply_markup?.inline_keyboard?.map((row) => row.map((b) => b.text))).toEqual([
      ['🔔 Turn on'],
      ['≥ 5', '≥ 6', '≥ 7', '✓ ≥ 8', '≥ 9', '≥ 10'],
    ]);

    const on = await say(test, user.from, '/alerts on 7');
    expect(on.text).toBe(
      '🔔 News alerts are on: when news with an impact of 7/10 or more names a coin you hold, I send it here — once per story, at most 5 a day.',
    );
    const link = (await findLinkByTelegramUser(test.t.app.db, user.from.id))!;
    expect(link).toMatchObject({ alertsEnabled: true, alertsThreshold: 7, alertsSince: clock.now() });

    minutes(5);
    expect((await say(test, user.from, '/alerts 9')).text).toContain('impact of 9/10 or more');
    // Still on since the first time: changing the threshold does not move the start.
    expect(await findLinkByTelegramUser(test.t.app.db, user.from.id)).toMatchObject({
      alertsEnabled: true,
      alertsThreshold: 9,
      alertsSince: link.alertsSince,
    });
    expect((await say(test, user.from, '/alerts off')).text).toMatch(/^🔕 News alerts are off/);

    for (const wrong of ['/alerts maybe', '/alerts 11', '/alerts on 0', '/alerts off 3', '/alerts 7 8'])
      expect((await say(test, user.from, wrong)).text).toBe(
        'Usage: /alerts on [1–10], /alerts off, or /alerts 1–10 (the lowest impact sent, 8 by default). /alerts alone shows your settings.',
      );

    const menu = await say(test, user.from, '/alerts');
    test.api.callback(user.from, 'alerts:on', menu.message_id);
    await test.api.waitFor(() => menu.text.startsWith('🔔 News alerts are on'), 10_000, 'alerts on by the button');
    test.api.callback(user.from, 'alerts:t:6', menu.message_id);
    await test.api.waitFor(() => menu.text.includes('6/10'), 10_000, 'the threshold by the button');
    expect(menu.reply_markup?.inline_keyboard?.map((row) => row.map((b) => b.text))).toEqual([
      ['🔕 Turn off'],
      ['≥ 5', '✓ ≥ 6', '≥ 7', '≥ 8', '≥ 9', '≥ 10'],
    ]);
    expect(await findLinkByTelegramUser(test.t.app.db, user.from.id)).toMatchObject({
      alertsEnabled: true,
      alertsThreshold: 6,
    });
  });

  it('answers in the user’s language', async () => {
    const user = await holder('fr');
    expect((await say(test, user.from, '/alerts on')).text).toBe(
      '🔔 Les alertes d’actualité sont activées : quand une actualité d’impact 8/10 ou plus cite un coin que vous détenez, je l’envoie ici — une fois par sujet, 5 par jour au plus.',
    );
  });
});

describe('the alerts run', () => {
  it('sends a high-impact story on a held coin once: not an unheld coin, not below the threshold, not the backlog', async () => {
    const backlog = await news({ pubDate: clock.now() });
    minutes(1);
    const user = await holder();
    await say(test, user.from, '/alerts on');
    minutes(10);
    const held = await news();
    await news({ coinIds: ['solana'], impact: 10 });
    await news({ impact: 7 });
    await news({ lang: 'fr', title: 'Une actualité en français' });
    // Two outlets of one story: one alert, naming the story's highest impact.
    const grouped = await news({ impact: 8, sentimentLabel: 'positive', coinIds: ['ethereum', 'kryll'] });
    minutes(1);
    await news({ storyId: grouped.id, impact: 10, source: 'The Block' });

    await run();
    const alerts = alertsTo(user.from);
    expect(alerts.map((m) => m.text)).toEqual([
      [
        '<b>🔔 News on ETH, KRL, which you hold</b>',
        `<a href="https://news.test/${grouped.id.slice(5)}?a=1&amp;b=2">Story ${grouped.id.slice(5)} &lt;about&gt; Ethereum</a>`,
        'CoinDesk · impact 10/10 · positive',
        '',
        '/alerts to change or stop these alerts',
      ].join('\n'),
      [
        '<b>🔔 News on ETH, which you hold</b>',
        `<a href="https://news.test/${held.id.slice(5)}?a=1&amp;b=2">Story ${held.id.slice(5)} &lt;about&gt; Ethereum</a>`,
        'CoinDesk · impact 9/10 · negative',
        '',
        '/alerts to change or stop these alerts',
      ].join('\n'),
    ]);
    expect(alerts.every((m) => m.parse_mode === 'HTML')).toBe(true);
    expect(alerts.some((m) => m.text.includes(`Story ${backlog.id.slice(5)} `))).toBe(false);

    // A second run, and a third outlet of the story: nothing new.
    minutes(5);
    await news({ storyId: grouped.id, impact: 10, source: 'Decrypt' });
    await run();
    expect(alertsTo(user.from)).toHaveLength(2);
  });

  it(`sends at most ${TELEGRAM_ALERTS_PER_DAY} a UTC day; the stories past the cap never come later`, async () => {
    minutes(1);
    const user = await holder();
    await say(test, user.from, '/alerts on');
    minutes(1);
    const stories = [];
    for (let i = 0; i < TELEGRAM_ALERTS_PER_DAY + 2; i++) stories.push(await news({ impact: 10 - (i % 3) }));
    await run();
    expect(alertsTo(user.from)).toHaveLength(TELEGRAM_ALERTS_PER_DAY);
    await run();
    expect(alertsTo(user.from)).toHaveLength(TELEGRAM_ALERTS_PER_DAY);

    // The next UTC day: a new story is sent, the capped ones are not.
    clock.advance(14 * 3600);
    const tomorrow = await news();
    await run();
    const texts = alertsTo(user.from).map((m) => m.text);
    expect(texts).toHaveLength(TELEGRAM_ALERTS_PER_DAY + 1);
    expect(texts.at(-1)).toContain(`Story ${tomorrow.id.slice(5)} `);
    const sentStories = stories.filter((story) => texts.some((text) => text.includes(`Story ${story.id.slice(5)} `)));
    expect(sentStories).toHaveLength(TELEGRAM_ALERTS_PER_DAY);
  });

  it('keeps the daily cap when claims of one user race (the news alerts and the X-Ray watch on two workers)', async () => {
    const user = await holder();
    const link = await findLinkByTelegramUser(test.t.app.db, user.from.id);
    const now = clock.now();
    const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 1);
    const claims = await Promise.all(
      Array.from({ length: TELEGRAM_ALERTS_PER_DAY + 3 }, (_, i) =>
        claimAlertWithinCap(test.t.app.db, link!.userId, `race:${i}`, dayStart, TELEGRAM_ALERTS_PER_DAY, now),
      ),
    );
    expect(claims.filter((claim) => claim === 'send')).toHaveLength(TELEGRAM_ALERTS_PER_DAY);
    expect(claims.filter((claim) => claim === 'capped')).toHaveLength(3);
    // A key claimed once is never claimed again.
    expect(await claimAlertWithinCap(test.t.app.db, link!.userId, 'race:0', dayStart, TELEGRAM_ALERTS_PER_DAY, now)).toBe(
      'taken',
    );
  });

  it('sends nothing to a user with alerts off, and turns alerts off for a user who blocked the bot', async () => {
    minutes(1);
    const quiet = await holder();
    const gone = await holder();
    await say(test, gone.from, '/alerts on');
    minutes(1);
    blocked.add(gone.from.id);
    await news({ impact: 10 });
    const report = await run();
    expect(report.blocked).toBe(1);
    expect(alertsTo(quiet.from)).toHaveLength(0);
    expect(alertsTo(gone.from)).toHaveLength(0);
    expect(await findLinkByTelegramUser(test.t.app.db, gone.from.id)).toMatchObject({ alertsEnabled: false });
  });

  it('sends a story again on the next run when Telegram failed to deliver it', async () => {
    minutes(1);
    const user = await holder();
    await say(test, user.from, '/alerts on 10');
    minutes(1);
    failing.add(user.from.id);
    await news({ impact: 10 });
    await run();
    expect(alertsTo(user.from)).toHaveLength(0);
    failing.delete(user.from.id);
    await run();
    expect(alertsTo(user.from)).toHaveLength(1);
    await run();
    expect(alertsTo(user.from)).toHaveLength(1);
  });

  it('runs as the worker’s job, which sends through the bot’s own Bot API client', async () => {
    minutes(1);
    const user = await holder();
    await say(test, user.from, '/alerts on 10');
    minutes(1);
    const story = await news({ impact: 10 });
    const job = telegramAlertsJob(test.t.app)!;
    expect(await job.run({ slot: null })).toMatchObject({ sent: expect.any(Number) as number });
    expect(alertsTo(user.from).map((m) => m.text.split('\n')[1])).toEqual([
      `<a href="https://news.test/${story.id.slice(5)}?a=1&amp;b=2">Story ${story.id.slice(5)} &lt;about&gt; Ethereum</a>`,
    ]);
  });
});
