// /portfolio, /xray and /news (issue 14 §3, §4 "each command for a linked user"): a linked user with known holdings
// on the bundled demo market gets the figures their own pages show (GET /api/me/dashboard, /api/x-ray/projects/:id,
// /api/me/news, /api/news), written as the web app writes them and labelled demo; a Free user gets the audit without
// its alerts and the plan that has them; an unknown token gets "did you mean" buttons that run the command; answers
// follow the user's language. Unlinked users are linking.test.ts's.
import {
  type Dashboard,
  formatPercent,
  formatUsd,
  type Locale,
  type MyNewsItem,
  type NewsItem,
  SEVERITIES,
  type User,
  type XrayProjectDetail,
} from '@k3/shared';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNews } from '../../src/jobs/news';
import type { Balance } from '../../src/providers/balances/port';
import { planHasXray } from '../../src/services/xray/service';
import { escapeHtml } from '../../src/services/telegram/texts';
import { evmWallet, getData, manualClock } from '../auth/helpers';
import { tempDir } from '../helpers/build-test-app';
import type { SentMessage } from '../helpers/telegram-bot-api';
import { knownBalances } from '../portfolio/known-market';
import { type BotTest, linkedUser, say, startBotTest } from './helpers';

const clock = manualClock(new Date('2026-11-20T10:00:00Z'));
// Known holdings, flagged demo as DATA_MODE=demo's adapter is: the dashboard and the bot both label them.
const balances = { ...knownBalances(), demo: true };
const on = (assetId: string, amount: string, chain = 'ethereum'): Balance => ({ chain, assetId, amount });
// Six tokens (Ethereum on two chains); 2,500 KRL is a plan with X-Ray.
const HOLDINGS = [
  on('kryll', '2500'),
  on('ethereum', '3.25'),
  on('ethereum', '0.75', 'arbitrum'),
  on('chainlink', '120'),
  on('uniswap', '300'),
  on('aave', '4'),
  on('tether', '150'),
];
const DEMO = '<i>Demo data: generated for the demonstration, not live data.</i>';

let test: BotTest;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  dataDir = await tempDir();
  test = await startBotTest({ env: { DATA_DIR: dataDir.path }, clock: clock.now, loadReference: true, balances });
  await runNews(test.t.app);
}, 180_000);
afterAll(async () => {
  await test?.close();
  await dataDir?.remove();
});

/** A linked user whose wallet holds `holdings`. */
async function user(holdings: Balance[] = HOLDINGS, lang?: Locale) {
  const wallet = evmWallet(generatePrivateKey());
  balances.set(wallet.address, holdings);
  return linkedUser(test, lang, wallet);
}
const get = <T>(url: string, token: string) => getData<T>(test.t.app, url, token);
/** What the bot asked Telegram for this message. */
const sentParams = (message: SentMessage) =>
  test.api.calls.find((call) => call.method === 'sendMessage' && call.params.text === message.text)!.params;
const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;
/** The dashboard's way (apps/web features/dashboard/utils/change.ts): "+$436.11 (+2.47%)". */
const change = (c: { abs: number; pct: number | null }, lang: Locale = 'en') =>
  `${c.abs > 0 ? '+' : ''}${formatUsd(round(c.abs, 2), lang)}${c.pct === null ? '' : ` (${formatPercent(round(c.pct, 2), lang)})`}`;

describe('/portfolio', () => {
  it('gives the dashboard’s total, 24 h and 30 d change and top 5 holdings, labelled demo', async () => {
    const me = await user();
    const dashboard = await get<Dashboard>('/api/me/dashboard?min=0.01', me.token);
    const answer = await say(test, me.from, '/portfolio');
    expect(dashboard.demo).toBe(true);
    // One line per token, its chains added together, most valuable first: 6 held, 5 shown.
    const byToken = new Map<string, { symbol: string; name: string; value: number }>();
    for (const coin of dashboard.coins) {
      const line = byToken.get(coin.cg_id) ?? { symbol: coin.symbol, name: coin.name, value: 0 };
      byToken.set(coin.cg_id, { ...line, value: line.value + coin.value });
    }
    const top = [...byToken.values()].sort((a, b) => b.value - a.value);
    expect(top.map((t) => t.symbol)).toEqual(['ETH', 'LINK', 'UNI', 'AAVE', 'KRL', 'USDT']);
    expect(answer.text.split('\n')).toEqual([
      DEMO,
      `<b>Your portfolio</b>: <b>${formatUsd(round(dashboard.total, 2))}</b>`,
      `24 h: ${change(dashboard.change24h)}`,
      `30 d: ${change(dashboard.change30d)}`,
      '',
      '<b>Top holdings</b>',
      ...top.slice(0, 5).map((t, i) => {
        const part = formatPercent(round(t.value / dashboard.total, 4) * 100).replace('+', '');
        return `${i + 1}. <b>${t.symbol}</b> ${t.name}: ${formatUsd(round(t.value, 2))} (${part})`;
      }),
    ]);
    expect(answer.parse_mode).toBe('HTML');
    expect(sentParams(answer).link_preview_options).toEqual({ is_disabled: true });
    expect(answer.reply_markup).toEqual({ inline_keyboard: [[{ text: 'Open dashboard', url: 'https://k3.test/dashboard' }]] });
  });

  it('points an empty portfolio to SmartFolio', async () => {
    const me = await user([]);
    const answer = await say(test, me.from, '/portfolio');
    expect(answer.text).toBe(
      `${DEMO}\nYour portfolio is empty. Add a wallet or an exchange account on https://k3.test/smartfolio and its holdings will show here.`,
    );
    expect(answer.reply_markup).toEqual({ inline_keyboard: [[{ text: 'Add a wallet', url: 'https://k3.test/smartfolio' }]] });
  });

  it('answers in French and in Spanish, figures in their format', async () => {
    for (const [lang, total, month, demo, button] of [
      ['fr', '<b>Votre portefeuille</b> : <b>{total}</b>', '30 j : {change}', 'Données de démo', 'Ouvrir le tableau de bord'],
      ['es', '<b>Tu cartera</b>: <b>{total}</b>', '30 d: {change}', 'Datos de demostración', 'Abrir el panel'],
    ] as const) {
      const me = await user(HOLDINGS, lang);
      const dashboard = await get<Dashboard>('/api/me/dashboard?min=0.01', me.token);
      const lines = (await say(test, me.from, '/portfolio')).text.split('\n');
      expect(lines[0]).toContain(demo);
      expect(lines[1]).toBe(total.replace('{total}', formatUsd(round(dashboard.total, 2), lang)));
      expect(lines[3]).toBe(month.replace('{change}', change(dashboard.change30d, lang)));
      expect(test.api.sent(me.from.id).at(-1)?.reply_markup?.inline_keyboard?.[0]?.[0]?.text).toBe(button);
    }
  });
});

const TAGS: Record<string, string> = {
  opportunity: 'Opportunity',
  trending: 'Trending',
  danger: 'Danger',
  warning: 'Warning',
  imminentMove: 'Imminent move',
};
const SEVERITY: Record<string, string> = { info: 'Info', low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' };
const rank = (severity: string) => (SEVERITIES as readonly string[]).indexOf(severity);

describe('/xray', () => {
  it('gives the X-Ray page’s score, tags with their reasons and the 3 most severe alerts, with the link', async () => {
    const me = await user();
    expect(planHasXray((await get<User>('/api/me', me.token)).plan.id)).toBe(true);
    const answer = await say(test, me.from, '/xray kryll');
    const detail = await get<XrayProjectDetail>('/api/x-ray/projects/kryll', me.token);
    const alerts = Object.values(detail.sections)
      .flatMap((section) => (section.locked ? [] : section.alerts))
      .sort((a, b) => rank(b.severity) - rank(a.severity));
    expect(alerts.length).toBeGreaterThan(3);
    const lines = answer.text.split('\n');
    const coverage = formatPercent(round(detail.coverage.share, 2) * 100).replace('+', '');
    const level = { high: 'high', medium: 'medium', low: 'low', insufficient: 'insufficient' }[detail.confidence!];
    expect(lines.slice(0, 4)).toEqual([
      DEMO,
      '<b>X-Ray: KRYLL (KRL)</b>',
      `Score: <b>${detail.score}/100</b>, ${level} confidence (coverage ${coverage})`,
      // The demo runs no network check: the bot says what that leaves unchecked whenever it quotes a score.
      'Not checked: Security (none of their checks could run), so no alert there is no verdict.',
    ]);
    for (const tag of detail.tagReasons) expect(lines).toContain(`• <b>${TAGS[tag.tag]}</b>: ${escapeHtml(tag.because.en)}`);
    const title = lines.indexOf(`<b>Top alerts</b> (3 of ${alerts.length})`);
    const shown = lines.slice(title + 1, title + 4);
    // The three most severe (among equals, any of them), each with its "because".
    expect(shown.map((line) => /^• <b>(\w+)<\/b>: /.exec(line)?.[1])).toEqual(
      alerts.slice(0, 3).map((a) => SEVERITY[a.severity]),
    );
    const written = alerts.map((a) => `• <b>${SEVERITY[a.severity]}</b>: ${escapeHtml(a.because.en)}`);
    for (const line of shown) expect(written).toContain(line);
    expect(lines.at(-1)).toBe('Full audit: <a href="https://k3.test/x-ray/kryll">https://k3.test/x-ray/kryll</a>');
    expect(answer.reply_markup).toEqual({ inline_keyboard: [[{ text: 'Open the audit', url: 'https://k3.test/x-ray/kryll' }]] });
  });

  it('gives a Free user the score and tags, and says which plan has the alerts', async () => {
    const me = await user([on('ethereum', '1')]);
    expect((await get<User>('/api/me', me.token)).plan.id).toBe('free');
    const answer = await say(test, me.from, '/xray KRL');
    const detail = await get<XrayProjectDetail>('/api/x-ray/projects/kryll', me.token);
    expect(answer.text).toContain(`Score: <b>${detail.score}/100</b>`);
    for (const tag of detail.tagReasons)
      expect(answer.text).toContain(`• <b>${TAGS[tag.tag]}</b>: ${escapeHtml(tag.because.en)}`);
    expect(answer.text).not.toContain('Top alerts');
    expect(answer.text).toContain('The alerts come with the full audit, in the Shrimp plan and above: https://k3.test/pricing');
    expect(answer.reply_markup?.inline_keyboard).toEqual([
      [{ text: 'Open the audit', url: 'https://k3.test/x-ray/kryll' }],
      [{ text: 'See the plans', url: 'https://k3.test/pricing' }],
    ]);
  });

  it('offers close names for an unknown token; a button runs the audit in place of the question', async () => {
    const me = await user();
    const question = await say(test, me.from, '/xray Etherium');
    expect(question.text).toBe('K3 knows no token named “Etherium”. Did you mean one of these?');
    const buttons = question.reply_markup?.inline_keyboard?.flat() ?? [];
    expect(buttons).toContainEqual({ text: 'Ethereum (ETH)', callback_data: 'xray:ethereum' });
    const press = test.api.callback(me.from, 'xray:ethereum', question.message_id);
    const audit = await test.api.waitFor(
      () => test.api.sent(me.from.id).find((m) => m.message_id === question.message_id && m.text.includes('X-Ray: Ethereum')),
      10_000,
      'the audit in place of the question',
    );
    const detail = await get<XrayProjectDetail>('/api/x-ray/projects/ethereum', me.token);
    expect(audit.text).toContain(`Score: <b>${detail.score}/100</b>`);
    expect(audit.reply_markup?.inline_keyboard).toEqual([[{ text: 'Open the audit', url: 'https://k3.test/x-ray/ethereum' }]]);
    const query = (press.callback_query as { id: string }).id;
    expect(test.api.calls.some((c) => c.method === 'answerCallbackQuery' && c.params.callback_query_id === query)).toBe(true);
    expect(test.api.sent(me.from.id).at(-1)?.message_id).toBe(question.message_id);
  });

  it('says how to use it without a token, and when nothing is close', async () => {
    const me = await user();
    expect((await say(test, me.from, '/xray')).text).toBe(
      'Send /xray with a token’s symbol or name, e.g. <code>/xray BTC</code> or <code>/xray Shiba Inu</code>.',
    );
    const none = await say(test, me.from, '/xray zzzzqqqq');
    expect(none.text).toBe('K3 knows no token named “zzzzqqqq”.');
    expect(none.reply_markup).toBeUndefined();
    // What the user typed is shown, never interpreted as HTML.
    expect((await say(test, me.from, '/xray <b>zzqq</b>')).text).toContain('“&lt;b&gt;zzqq&lt;/b&gt;”');
  });
});

/** The stories of an answer: [link, title, facts line]. */
const stories = (text: string) =>
  [...text.matchAll(/^\d+\. <a href="([^"]+)">([^<]*)<\/a>\n(.*)$/gm)].map((m) => ({ url: m[1], title: m[2], facts: m[3] }));
/** The bot's pick: of the first 10, impact 7 and more first, 5 at most. */
const pick = <T extends { impact: number }>(items: T[]) => {
  const pool = items.slice(0, 10);
  return [...pool.filter((i) => i.impact >= 7), ...pool.filter((i) => i.impact < 7)].slice(0, 5);
};
/** Where a story's link leads in a message: a demo item's in-app article (`/news/{id}`) made absolute with PUBLIC_ORIGIN. */
const href = (link: string) => (link.startsWith('/') ? `https://k3.test${link}` : link);
const facts = (item: NewsItem) =>
  `Impact <b>${item.impact}/10</b> · ${item.sentiment.label} · ${escapeHtml(item.coins.map((c) => c.symbol).join(', '))} · ${escapeHtml(item.source)}`;

describe('/news', () => {
  it('about one token: the news page’s stories naming it, high impact first, with links', async () => {
    const me = await user();
    const answer = await say(test, me.from, '/news ETH');
    const { items } = await get<{ items: NewsItem[] }>('/api/news?window=168&lang=en', me.token);
    const about = items
      .filter((item) => item.coins.some((coin) => coin.id === 'ethereum'))
      .sort((a, b) => b.impact - a.impact || b.pubDate.localeCompare(a.pubDate));
    expect(about.some((item) => item.impact >= 7)).toBe(true);
    expect(answer.text.split('\n').slice(0, 2)).toEqual([DEMO, '<b>News about Ethereum (ETH)</b>, last 7 days']);
    expect(stories(answer.text)).toEqual(
      pick(about).map((item) => ({ url: href(item.link), title: escapeHtml(item.title), facts: facts(item) })),
    );
    // Demo stories lead to their article page on K3, not to the demo outlets' host that never resolves.
    for (const story of stories(answer.text)) expect(story.url).toMatch(/^https:\/\/k3\.test\/news\/[0-9a-f]{24}$/);
    expect(answer.reply_markup).toEqual({ inline_keyboard: [[{ text: 'Open News', url: 'https://k3.test/news' }]] });
    expect(sentParams(answer).link_preview_options).toEqual({ is_disabled: true });
  });

  it('without a token: the stories about what the user holds, as their news column ranks them', async () => {
    const me = await user();
    const answer = await say(test, me.from, '/news');
    const { items } = await get<{ items: MyNewsItem[] }>('/api/me/news?window=168&lang=en', me.token);
    const held = new Set(HOLDINGS.map((h) => h.assetId));
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(answer.text.split('\n').slice(0, 2)).toEqual([DEMO, '<b>News about what you hold</b>, last 7 days']);
    const shown = stories(answer.text);
    expect(shown.map((s) => s.url)).toEqual(pick(items).map((item) => href(item.link)));
    for (const item of pick(items)) expect(item.coins.some((coin) => held.has(coin.id))).toBe(true);
  });

  it('says so when there is none, and answers in Spanish', async () => {
    const nothing = await user([]);
    expect((await say(test, nothing.from, '/news')).text).toBe(
      `${DEMO}\nNo news about the coins you hold in the last 7 days. For one token, send e.g. <code>/news BTC</code>.`,
    );
    const es = await user(HOLDINGS, 'es');
    const answer = await say(test, es.from, '/news ETH');
    expect(answer.text.split('\n').slice(0, 2)).toEqual([
      '<i>Datos de demostración: generados para la demostración, no son datos reales.</i>',
      '<b>Noticias sobre Ethereum (ETH)</b>, últimos 7 días',
    ]);
    expect(stories(answer.text)[0]?.facts).toMatch(/^Impacto <b>\d+\/10<\/b> · (positivo|negativo|neutral) · /);
  });

  it('offers close names for an unknown token, whose button gives that token’s news', async () => {
    const me = await user();
    const question = await say(test, me.from, '/news Etherium');
    expect(question.reply_markup?.inline_keyboard?.flat()).toContainEqual({
      text: 'Ethereum (ETH)',
      callback_data: 'news:ethereum',
    });
    test.api.callback(me.from, 'news:ethereum', question.message_id);
    await test.api.waitFor(
      () => test.api.sent(me.from.id).find((m) => m.message_id === question.message_id && m.text.includes('News about Ethereum')),
      10_000,
      'the news in place of the question',
    );
  });
});
