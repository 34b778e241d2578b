// The news alerts run (issue 14 §3 "when a news item with impact ≥ the threshold names a coin the user holds, the bot
// sends it once (no repeats for grouped stories), at most N per day"). For each link with alerts on:
// - the items published since max(alertsSince, now − 24 h), in the user's news language (French readers French news,
//   everyone else English, as the news page), with impact ≥ the user's threshold, naming a coin the user holds (the
//   dashboard's holdings, dust left out);
// - grouped by story: a story is one alert, claimed in telegram_alerts before it is sent (the primary key decides, so
//   no run, process or later item of the story sends it again);
// - at most TELEGRAM_ALERTS_PER_DAY sent per user and UTC day, the strongest first; a story past the cap is recorded as
//   not sent, so it never comes later either;
// - a user who blocked the bot (Telegram 403) gets alerts turned off, and it is logged.
// The worker runs it every ALERTS_EVERY_MS (telegramAlertsJob, through the job scheduler).
import { type Locale, newsLangFor, TELEGRAM_ALERTS_PER_DAY } from '@k3/shared';
import type { FastifyInstance } from 'fastify';
import { Api, GrammyError } from 'grammy';
import { type NewsItemRow, newsItemsSince } from '../../repositories/news';
import {
  claimAlertWithinCap,
  linksWithAlerts,
  type TelegramLinkRow,
  unclaimAlert,
  updateLink,
} from '../../repositories/telegram';
import { findUserById } from '../../repositories/users';
import type { JobDefinition } from '../../jobs/scheduler';
import { holdingLines } from '../agent/tools/portfolio';
import { newsItemLink } from '../news/news';
import type { BotDeps } from './context';
import { linkHref } from './markdown';
import { retryAfter } from './stream-edits';
import { escapeHtml, fill } from './texts';

/** How often the worker looks for news to alert on. */
export const ALERTS_EVERY_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

const TEXTS = {
  en: {
    head: '🔔 News on {coins}, which you hold',
    meta: '{source} · impact {impact}/10 · {sentiment}',
    foot: '/alerts to change or stop these alerts',
    positive: 'positive',
    neutral: 'neutral',
    negative: 'negative',
  },
  fr: {
    head: '🔔 Actualité sur {coins}, que vous détenez',
    meta: '{source} · impact {impact}/10 · {sentiment}',
    foot: '/alerts pour modifier ou arrêter ces alertes',
    positive: 'positive',
    neutral: 'neutre',
    negative: 'négative',
  },
  es: {
    head: '🔔 Noticia sobre {coins}, que tienes',
    meta: '{source} · impacto {impact}/10 · {sentiment}',
    foot: '/alerts para cambiar o detener estas alertas',
    positive: 'positiva',
    neutral: 'neutral',
    negative: 'negativa',
  },
} as const;

export interface AlertRunReport {
  /** Links with alerts on that were looked at. */
  users: number;
  sent: number;
  /** Stories past the day's cap, recorded as not sent. */
  capped: number;
  /** Users whose alerts were turned off because they blocked the bot. */
  blocked: number;
}

/** One story to alert on: its first matching item, its highest impact, the held coins its items name. */
interface Story {
  storyId: string;
  item: NewsItemRow;
  impact: number;
  coins: string[];
}

function alertMessage(story: Story, lang: Locale, origin: string): string {
  const say = TEXTS[lang];
  // A demo item leads to its in-app article (`/news/{id}`), made absolute with PUBLIC_ORIGIN.
  const href = linkHref(newsItemLink(story.item), origin);
  const title = escapeHtml(story.item.title);
  return [
    `<b>${fill(say.head, { coins: escapeHtml(story.coins.join(', ')) })}</b>`,
    href ? `<a href="${escapeHtml(href)}">${title}</a>` : title,
    fill(say.meta, {
      source: escapeHtml(story.item.source),
      impact: story.impact,
      sentiment: say[story.item.sentimentLabel],
    }),
    '',
    say.foot,
  ].join('\n');
}

/** The stories of `rows` (newest first) the user should hear about, strongest first, then oldest first. */
function storiesFor(rows: readonly NewsItemRow[], held: ReadonlyMap<string, string>): Story[] {
  const stories = new Map<string, Story>();
  for (const row of [...rows].reverse()) {
    const coins = row.coinIds.flatMap((id) => {
      const symbol = held.get(id);
      return symbol === undefined ? [] : [symbol];
    });
    if (coins.length === 0) continue;
    const story = stories.get(row.storyId);
    if (!story) stories.set(row.storyId, { storyId: row.storyId, item: row, impact: row.impact, coins });
    else {
      story.impact = Math.max(story.impact, row.impact);
      for (const coin of coins) if (!story.coins.includes(coin)) story.coins.push(coin);
    }
  }
  return [...stories.values()].sort((a, b) => b.impact - a.impact || a.item.pubDate.getTime() - b.item.pubDate.getTime());
}

export const isBlocked = (error: unknown) => error instanceof GrammyError && error.error_code === 403;
/** A claimed alert is not claimed again: a 429 is waited out (a few times) rather than losing it. */
const SEND_ATTEMPTS = 3;

export async function send(api: Api, chatId: number, html: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await api.sendMessage(chatId, html, { parse_mode: 'HTML', link_preview_options: { is_disabled: true } });
      return;
    } catch (error) {
      const wait = retryAfter(error);
      if (wait === null || attempt >= SEND_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    }
  }
}

async function alertUser(
  deps: BotDeps,
  api: Api,
  link: TelegramLinkRow,
  rows: readonly NewsItemRow[],
  now: Date,
  report: AlertRunReport,
): Promise<void> {
  const floor = now.getTime() - DAY_MS;
  const since = Math.max(floor, link.alertsSince?.getTime() ?? floor);
  const lang = link.lang as Locale;
  const candidates = rows.filter(
    (row) => row.lang === newsLangFor(lang).lang && row.impact >= link.alertsThreshold && row.pubDate.getTime() >= since,
  );
  if (candidates.length === 0) return;
  const user = await findUserById(deps.db, link.userId);
  if (!user) return;
  const held = new Map(holdingLines(await deps.toolDeps().dashboardBase(user)).map((line) => [line.id, line.symbol]));
  const stories = storiesFor(candidates, held);
  if (stories.length === 0) return;

  const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (const story of stories) {
    const claim = await claimAlertWithinCap(
      deps.db,
      link.userId,
      story.storyId,
      new Date(dayStart - 1),
      TELEGRAM_ALERTS_PER_DAY,
      now,
    );
    if (claim === 'capped') report.capped += 1;
    if (claim !== 'send') continue;
    try {
      await send(api, link.chatId, alertMessage(story, lang, deps.origin));
      report.sent += 1;
    } catch (error) {
      // Not sent (Telegram or the network failed): the claim is withdrawn so the next run tries the story again.
      if (!isBlocked(error)) {
        await unclaimAlert(deps.db, link.userId, story.storyId);
        throw error;
      }
      await updateLink(deps.db, link.userId, { alertsEnabled: false });
      deps.log.info({ userId: link.userId }, 'telegram alerts turned off: the user blocked the bot');
      report.blocked += 1;
      return;
    }
  }
}

/** One alerts run at `now`: sends what is due to every user with alerts on. */
export async function runTelegramAlerts(deps: BotDeps, api: Api, now: Date): Promise<AlertRunReport> {
  const report: AlertRunReport = { users: 0, sent: 0, capped: 0, blocked: 0 };
  const links = await linksWithAlerts(deps.db);
  if (links.length === 0) return report;
  const rows = await newsItemsSince(deps.db, new Date(now.getTime() - DAY_MS));
  for (const link of links) {
    report.users += 1;
    try {
      await alertUser(deps, api, link, rows, now, report);
    } catch (error) {
      // One user's failure (a portfolio that cannot be read, Telegram down) does not hold the others' alerts.
      deps.log.warn({ err: error, userId: link.userId }, 'telegram alerts failed for a user');
    }
  }
  return report;
}

/**
 * The alerts job (every ALERTS_EVERY_MS); null without TELEGRAM_BOT_TOKEN. The scheduler runs one run of it at a time
 * across every worker (pg-boss's singleton queue; one process on the embedded database), so the day's cap is counted
 * by one runner, and a story is claimed before it is sent whatever happens.
 */
export function telegramAlertsJob(app: FastifyInstance): JobDefinition<AlertRunReport> | null {
  const config = app.telegram.config;
  if (!config) return null;
  const api = new Api(config.token, { apiRoot: config.apiRoot });
  return {
    name: 'telegram-alerts',
    everyMs: ALERTS_EVERY_MS,
    run: async () => {
      const report = await runTelegramAlerts(app.telegram.deps, api, app.clock());
      if (report.sent || report.capped || report.blocked) app.log.info({ alerts: report }, 'telegram alerts sent');
      return report;
    },
  };
}
