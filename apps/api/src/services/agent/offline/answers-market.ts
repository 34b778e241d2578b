// Answers about tokens: the X-Ray audit (is it safe), the news, the market price. A token is either one findAssets
// knew (NamedAsset) or the word the user seemed to mean (string), which the tool resolves or answers with close
// matches ("did you mean …").
import { SEVERITIES } from '@k3/shared';
import type { MarketAssetData, NewsSearchData, XrayAuditData } from '../tools/catalogue';
import { type AnswerContext, bullets, failure, sentences, tokenLabel } from './context';
import { INSIGHTS } from './phrases/insights';
import type { Period } from './phrases';
import type { NamedAsset } from './tokens';

const ALERTS_SHOWN = 3;
const NEWS_SHOWN = 3;
const WINDOW_HOURS: Readonly<Record<Period, number>> = { '24h': 24, '7d': 168, '30d': 720 };

function argument(asset: NamedAsset | string): { asked: string; name: string } {
  return typeof asset === 'string' ? { asked: asset, name: asset } : { asked: asset.id, name: asset.name };
}

/** Most severe first: the alerts a reader should see when only three fit. */
function bySeverity(a: { severity: string }, b: { severity: string }): number {
  const rank = (severity: string) => (SEVERITIES as readonly string[]).indexOf(severity);
  return rank(b.severity) - rank(a.severity);
}

export async function answerSafe(ctx: AnswerContext, asset: NamedAsset | string): Promise<string> {
  const { asked, name } = argument(asset);
  const result = await ctx.call('xray_audit', { asset: asked });
  if (!result.ok) return failure(ctx, result, name);
  const data = result.data as unknown as XrayAuditData;
  const { say, fig } = ctx;
  const token = tokenLabel(data.asset);
  const link = `[${say.auditLink}](${data.url})`;
  const coverage = data.coverage === null ? null : fig.share(data.coverage);
  const unchecked = data.notChecked ?? [];
  if (data.score === null && data.confidence === 'insufficient')
    return [say.withheld(token, coverage), unchecked.length ? say.notChecked(unchecked) : null, link].filter(Boolean).join('\n');
  if (data.score === null) return sentences(say.notAudited(token), link);
  const confidence = data.confidence ? say.confidence(data.confidence) : null;
  const head = say.score(token, fig.integer(data.score), coverage, confidence);
  const tags = data.tags.length ? say.tags(data.tags.map((tag) => `*${say.tag(tag.key)}*`).join(', ')) : null;
  // An open incident travels with the score (issue 28 §2): its story is among the alerts with X-Ray, said here without.
  const incident = data.openIncident && data.access === 'upgrade' ? INSIGHTS[ctx.lang].incidentOf(token, null) : null;
  if (data.access === 'upgrade') return [sentences(head, tags), incident, say.upgrade].filter(Boolean).join('\n');
  const alerts = [...data.alerts].sort(bySeverity).slice(0, ALERTS_SHOWN);
  const alertLines = alerts.length
    ? `${say.alerts}\n${bullets(alerts.map((alert) => `*${say.severity(alert.severity)}*: ${alert.text}`))}`
    : unchecked.length
      ? say.noAlertsChecked
      : say.noAlerts;
  // What did not run is said whenever a score is quoted (issue 25 §1).
  const notChecked = unchecked.length ? say.notChecked(unchecked) : null;
  return [head, alertLines, notChecked, sentences(tags, link)].filter(Boolean).join('\n');
}

/** The stories of a news_search result, one a line. */
function newsLines(ctx: AnswerContext, data: NewsSearchData): string {
  const { say } = ctx;
  const lines = data.items
    .slice(0, NEWS_SHOWN)
    .map((item) => say.newsItem(`[${item.title}](${item.url})`, item.source, item.impact, say.sentiment(item.sentiment)));
  return bullets(lines);
}

/** News about one token, or about the user's holdings when `asset` is null. */
export async function answerNews(ctx: AnswerContext, asset: NamedAsset | string | null, period: Period): Promise<string> {
  const target = asset === null ? null : argument(asset);
  const args = { window_hours: WINDOW_HOURS[period], limit: NEWS_SHOWN, ...(target ? { asset: target.asked } : {}) };
  const result = await ctx.call('news_search', args);
  if (!result.ok) return failure(ctx, result, target?.name);
  const data = result.data as unknown as NewsSearchData;
  const { say } = ctx;
  const token = data.asset ? tokenLabel(data.asset) : null;
  const window = say.window(data.windowHours);
  if (data.items.length === 0) return say.noNews(token, window);
  return `${say.newsAbout(token, window)}\n${newsLines(ctx, data)}`;
}

/** K3's most impactful stories across the market: a question about the market that names no coin nor the account. */
export async function answerMarketNews(ctx: AnswerContext, period: Period): Promise<string> {
  const result = await ctx.call('news_search', { market: true, window_hours: WINDOW_HOURS[period], limit: NEWS_SHOWN });
  if (!result.ok) return failure(ctx, result);
  const data = result.data as unknown as NewsSearchData;
  const window = ctx.say.window(data.windowHours);
  if (data.items.length === 0) return ctx.say.noMarketNews(window);
  return `${ctx.say.marketNews(window)}\n${newsLines(ctx, data)}`;
}

/** A coin's 24 h, 7 d and 30 d changes that are known, formatted for `say.changes`. */
export function marketChanges(
  ctx: Pick<AnswerContext, 'fig'>,
  data: Pick<MarketAssetData, 'change24h' | 'change7d' | 'change30d'>,
): { period: '24h' | '7d' | '30d'; value: string }[] {
  const periods = [
    ['24h', data.change24h],
    ['7d', data.change7d],
    ['30d', data.change30d],
  ] as const;
  return periods.flatMap(([period, value]) => (value === null ? [] : [{ period, value: ctx.fig.change(value) }]));
}

export async function answerPrice(ctx: AnswerContext, asset: NamedAsset | string): Promise<string> {
  const { asked, name } = argument(asset);
  const result = await ctx.call('market_asset', { asset: asked });
  if (!result.ok) return failure(ctx, result, name);
  const data = result.data as unknown as MarketAssetData;
  const { say, fig } = ctx;
  const token = tokenLabel(data);
  if (data.price === null) return say.noPrice(token);
  const changes = marketChanges(ctx, data);
  return sentences(
    say.price(token, fig.usd(data.price)),
    changes.length > 0 && say.changes(changes),
    (data.rank !== null || data.marketCap !== null) &&
      say.rank(data.rank, data.marketCap === null ? null : fig.usdCompact(data.marketCap)),
  );
}
