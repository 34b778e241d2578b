// The offline agent's reasoning answers (issue 28 §1), each from K3's tools only: what moved the portfolio (the holdings
// that contributed most, with their share of the move), two or more coins side by side, the facts behind "should I buy
// or sell" (never advice), and one X-Ray section in full ("tell me more" on the audit page).
import { type Locale, PLANS, SEVERITIES } from '@k3/shared';
import { KRL_ASSET_ID } from '../../portfolio/tier';
import { VISITOR_PHRASES } from './visitor';
import type {
  HoldingDetailData,
  MarketAssetData,
  NewsSearchData,
  PlanStatusData,
  PortfolioSummaryData,
  XrayAuditData,
  XraySectionData,
} from '../tools/catalogue';
import { marketChanges } from './answers-market';
import { type AnswerContext, bullets, failure, sentences, tokenLabel } from './context';
import type { Figures } from './format';
import { FIELD_LABELS, FIELD_VALUES } from './phrases/fields';
import { INSIGHTS, type InsightPhrases } from './phrases/insights';
import type { Period } from './phrases';
import type { NamedAsset } from './tokens';

/** A holding above this share of the portfolio is said to be a concentration. */
export const CONCENTRATION_SHARE = 0.25;
const MOVERS_SHOWN = 3;
const COMPARED = 4;
const FIELDS_SHOWN = 8;

const asked = (asset: NamedAsset | string) => (typeof asset === 'string' ? asset : asset.id);
const nameOf = (asset: NamedAsset | string) => (typeof asset === 'string' ? asset : asset.name);
const insights = (ctx: AnswerContext): InsightPhrases => INSIGHTS[ctx.lang];

/** Why the portfolio moved over a period: the move, then the holdings whose price moves made it, with their share. */
export async function answerWhy(ctx: AnswerContext, period: Period): Promise<string> {
  const result = await ctx.call('portfolio_summary', {});
  if (!result.ok) return failure(ctx, result);
  const data = result.data as unknown as PortfolioSummaryData;
  const { say, fig } = ctx;
  const more = insights(ctx);
  if (data.sources === 0) return say.noSources;
  const change = { '24h': data.change24h, '7d': data.change7d, '30d': data.change30d }[period];
  const total = fig.usd(data.total);
  const head = change
    ? say.move(
        period,
        change.value > 0 ? 'up' : change.value < 0 ? 'down' : 'flat',
        fig.usdChange(change.value),
        change.percent === null ? null : fig.change(change.percent),
        total,
      )
    : say.noHistory(period, total);
  const movers = data.movers?.[period] ?? [];
  if (movers.length === 0) return `${head}\n${more.noMovers(period)}`;
  const lines = movers
    .slice(0, MOVERS_SHOWN)
    .map((m) => more.mover(tokenLabel(m), fig.usdChange(m.change), fig.share(m.share), fig.change(m.percent)));
  const sum = Math.round(movers.reduce((s, m) => s + m.change, 0) * 100) / 100;
  // The chart's change counts amounts added or sold too; said when the price moves explain clearly less or more.
  const apart = change && Math.abs(sum - change.value) > Math.max(1, Math.abs(change.value) * 0.2);
  return [head, more.movers(period), bullets(lines), apart ? more.priceEffect(fig.usdChange(sum)) : null]
    .filter(Boolean)
    .join('\n');
}

/** An audit as quoted beside other facts: score with its confidence, or why there is none. */
function scoreOf(ctx: AnswerContext, audit: XrayAuditData): string {
  const more = insights(ctx);
  if (audit.score !== null) {
    return more.scoreShort(ctx.fig.integer(audit.score), audit.confidence ? ctx.say.confidence(audit.confidence) : null);
  }
  return audit.confidence === 'insufficient' ? more.scoreWithheld : more.notAudited;
}

/** What must travel with a quoted score (issue 28 §2): the sections not checked and any open incident. */
function scoreCaveats(ctx: AnswerContext, audit: XrayAuditData): string[] {
  const more = insights(ctx);
  const token = tokenLabel(audit.asset);
  const out: string[] = [];
  if (audit.openIncident) {
    const incident = audit.alerts.find((alert) => alert.key === 'high_risk_detected');
    out.push(more.incidentOf(token, incident ? incident.text : null));
  }
  if (audit.score !== null && audit.notChecked.length) {
    out.push(more.notCheckedOf(token, audit.notChecked.map((s) => ctx.say.sectionName(s)).join(', ')));
  }
  return out;
}

interface Compared {
  asset: NamedAsset | string;
  market: MarketAssetData | null;
  audit: XrayAuditData | null;
  holding: HoldingDetailData | null;
  error: string | null;
}

/** Two or more tokens side by side: price, changes, market cap, X-Ray score and confidence; which is larger, riskier. */
export async function answerCompare(
  ctx: AnswerContext,
  assets: readonly (NamedAsset | string)[],
  period: Period,
): Promise<string> {
  const { fig, say } = ctx;
  const more = insights(ctx);
  const rows: Compared[] = [];
  for (const asset of assets.slice(0, COMPARED)) {
    const market = await ctx.call('market_asset', { asset: asked(asset) });
    if (!market.ok) {
      rows.push({ asset, market: null, audit: null, holding: null, error: failure(ctx, market, nameOf(asset)) });
      continue;
    }
    const audit = await ctx.call('xray_audit', { asset: asked(asset) });
    const holding = await ctx.call('holding_detail', { asset: asked(asset) });
    rows.push({
      asset,
      market: market.data as unknown as MarketAssetData,
      audit: audit.ok ? (audit.data as unknown as XrayAuditData) : null,
      holding: holding.ok ? (holding.data as unknown as HoldingDetailData) : null,
      error: null,
    });
  }
  const known = rows.filter((row): row is Compared & { market: MarketAssetData } => row.market !== null);
  const lines = rows.map((row) => {
    if (!row.market) return row.error!;
    const m = row.market;
    const changes = marketChanges(ctx, m);
    const parts = [
      m.price === null ? null : `**${fig.usd(m.price)}**`,
      changes.length ? say.changes(changes).replace(/\.$/, '') : null,
      m.marketCap === null ? null : more.marketCap(fig.usdCompact(m.marketCap), m.rank),
      row.audit ? scoreOf(ctx, row.audit) : null,
    ].filter((part): part is string => Boolean(part));
    return more.compareLine(tokenLabel(m), parts);
  });
  const facts: string[] = [];
  if (known.length >= 2) {
    const byCap = known.filter((row) => row.market.marketCap !== null).sort((a, b) => b.market.marketCap! - a.market.marketCap!);
    if (byCap.length >= 2) {
      const [first, second] = [byCap[0]!, byCap[1]!];
      const times = first.market.marketCap! / second.market.marketCap!;
      facts.push(more.larger(tokenLabel(first.market), fig.amount(Math.round(times * 10) / 10), tokenLabel(second.market)));
    }
    const scored = known.filter((row) => row.audit?.score != null).sort((a, b) => a.audit!.score! - b.audit!.score!);
    if (scored.length >= 2) {
      const [low, high] = [scored[0]!, scored[scored.length - 1]!];
      facts.push(
        low.audit!.score === high.audit!.score
          ? more.sameScore(fig.integer(low.audit!.score!))
          : more.riskier(
              tokenLabel(low.market),
              fig.integer(low.audit!.score!),
              tokenLabel(high.market),
              fig.integer(high.audit!.score!),
            ),
      );
    }
    const key = period === '24h' ? 'change24h' : period === '30d' ? 'change30d' : 'change7d';
    const moved = known.filter((row) => row.market[key] !== null).sort((a, b) => b.market[key]! - a.market[key]!);
    if (moved.length >= 2) facts.push(more.better(period, tokenLabel(moved[0]!.market), fig.change(moved[0]!.market[key]!)));
    for (const row of known) {
      if (row.holding?.held) facts.push(more.youHold(tokenLabel(row.market), fig.share(row.holding.share)));
    }
  }
  const caveats = known.flatMap((row) => (row.audit ? scoreCaveats(ctx, row.audit) : []));
  return [more.compareHead, bullets(lines), sentences(...facts), ...caveats].filter(Boolean).join('\n');
}

function severityRank(severity: string): number {
  return (SEVERITIES as readonly string[]).indexOf(severity);
}

/** What more KRL unlocks: the next plan's questions a month and features beside today's; null on the top plan. */
export function nextPlanFacts(ctx: AnswerContext, plan: PlanStatusData): string | null {
  const more = insights(ctx);
  const { fig } = ctx;
  if (!plan.next) return null;
  const now = PLANS.find((p) => p.id === plan.plan.id);
  const next = PLANS.find((p) => p.id === plan.next!.id);
  const added = next ? next.features.filter((feature) => !(now?.features ?? []).includes(feature)) : [];
  const visitor = VISITOR_PHRASES[ctx.lang];
  return more.krlNext(
    fig.amount(plan.next.missingKrl),
    plan.next.name,
    fig.integer(next?.prompts ?? plan.promptsPerPeriod),
    fig.integer(plan.promptsPerPeriod),
    added.length ? visitor.list(added.map((feature) => visitor.feature(feature))) : null,
  );
}

/** KRL as the plan token: where the user stands and what more KRL unlocks. */
function krlFacts(ctx: AnswerContext, plan: PlanStatusData): string {
  const more = insights(ctx);
  const head = more.krlPlan(plan.plan.name, ctx.fig.amount(plan.krl));
  return sentences(head, nextPlanFacts(ctx, plan) ?? more.krlTop(plan.plan.name));
}

/** "Should I buy / sell X": the facts that matter — holding and concentration, trend, X-Ray, news — never advice. */
export async function answerShould(ctx: AnswerContext, asset: NamedAsset | string): Promise<string> {
  const { fig, say } = ctx;
  const more = insights(ctx);
  const market = await ctx.call('market_asset', { asset: asked(asset) });
  if (!market.ok) return failure(ctx, market, nameOf(asset));
  const m = market.data as unknown as MarketAssetData;
  const token = tokenLabel(m);
  const parts: (string | null)[] = [more.shouldHead(token)];
  const holding = await ctx.call('holding_detail', { asset: m.id });
  if (holding.ok) {
    const h = holding.data as unknown as HoldingDetailData;
    parts.push(
      h.held
        ? sentences(
            more.held(fig.amount(h.amount), m.symbol.toUpperCase(), fig.usd(h.value), fig.share(h.share)),
            h.share >= CONCENTRATION_SHARE && more.concentrated,
          )
        : more.notHeld(token),
    );
  }
  if (m.id === KRL_ASSET_ID) {
    const plan = await ctx.call('plan_status', {});
    if (plan.ok) parts.push(krlFacts(ctx, plan.data as unknown as PlanStatusData));
  }
  if (m.price !== null) {
    const changes = marketChanges(ctx, m);
    parts.push(sentences(say.price(token, fig.usd(m.price)), changes.length > 0 && say.changes(changes)));
  }
  const audit = await ctx.call('xray_audit', { asset: m.id });
  if (audit.ok) {
    const a = audit.data as unknown as XrayAuditData;
    const alerts = [...a.alerts]
      .filter((alert) => alert.key !== 'high_risk_detected')
      .sort((x, y) => severityRank(y.severity) - severityRank(x.severity))
      .slice(0, 2);
    parts.push(
      sentences(
        `${token}: ${scoreOf(ctx, a)}.`,
        alerts.length > 0 && more.alertsOf(alerts.map((alert) => alert.text.replace(/\.$/, '')).join('; ')),
      ),
      ...scoreCaveats(ctx, a),
    );
  }
  const news = await ctx.call('news_search', { asset: m.id, window_hours: 168, limit: 1 });
  if (news.ok) {
    const n = news.data as unknown as NewsSearchData;
    const item = n.items[0];
    parts.push(
      item
        ? more.latestNews(`[${item.title}](${item.url})`, say.sentiment(item.sentiment), fig.dateTime(item.pubDate))
        : more.noRecentNews,
    );
  }
  return parts.filter(Boolean).join('\n');
}

/** A section measure's value in words, formatted by its kind. */
export function fieldValue(fig: Figures, more: InsightPhrases, kind: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) return value.length ? value.slice(0, 5).join(', ') : null;
  if (typeof value === 'boolean') return value ? more.yes : more.no;
  if (typeof value === 'string') return kind === 'date' ? value.slice(0, 10) : value;
  if (typeof value !== 'number') return null;
  switch (kind) {
    case 'usd':
      return Math.abs(value) >= 1_000_000 ? fig.usdCompact(value) : fig.usd(value);
    case 'percent':
      return fig.change(value);
    case 'share':
      return fig.share(value);
    case 'count':
      return fig.integer(value);
    case 'score':
      return `${fig.integer(value)}/100`;
    case 'months':
      return more.months(fig.integer(value));
    case 'days':
      return more.days(fig.integer(value));
    default:
      return fig.amount(value);
  }
}

function fieldLabel(lang: Locale, section: string, key: string): string {
  return FIELD_LABELS[lang][section]?.[key] ?? key;
}

/** A known text value ("up", "buy") in the reader's words, as the audit page shows it; any other value as sent. */
const valueWords = (lang: Locale, value: XraySectionData['fields'][number]['value']) =>
  typeof value === 'string' && Object.hasOwn(FIELD_VALUES[lang], value) ? FIELD_VALUES[lang][value]! : value;

/** One X-Ray section in full: its measures, its alerts, what could not be checked (the audit page's "tell me more"). */
/** `first`: the fields the question names ("circulating supply"), shown before the section's others. */
export async function answerSection(
  ctx: AnswerContext,
  asset: NamedAsset | string,
  section: string,
  first: readonly string[] = [],
): Promise<string> {
  const result = await ctx.call('xray_audit', { asset: asked(asset), section });
  if (!result.ok) return failure(ctx, result, nameOf(asset));
  const audit = result.data as unknown as XrayAuditData;
  const { fig, say } = ctx;
  const more = insights(ctx);
  const token = tokenLabel(audit.asset);
  const title = say.sectionName(section);
  const content: XraySectionData | undefined = audit.section;
  const link = `[${say.auditLink}](${audit.url})`;
  const score = `${token}: ${scoreOf(ctx, audit)}.`;
  if (!content || content.locked) return [score, more.sectionLocked(title), link].join('\n');
  const fields = [...content.fields].sort((a, b) => Number(first.includes(b.key)) - Number(first.includes(a.key)));
  const measured = fields.flatMap((field) => {
    const value = fieldValue(fig, more, field.kind, valueWords(ctx.lang, field.value));
    return value === null ? [] : [more.field(fieldLabel(ctx.lang, section, field.key), value)];
  });
  const missing = content.fields.filter((field) => fieldValue(fig, more, field.kind, field.value) === null);
  const alerts = [...content.alerts].sort((a, b) => severityRank(b.severity) - severityRank(a.severity));
  return [
    more.sectionHead(token, title),
    measured.length ? bullets(measured.slice(0, FIELDS_SHOWN)) : more.sectionEmpty(title),
    missing.length ? more.notMeasured(missing.map((field) => fieldLabel(ctx.lang, section, field.key)).join(', ')) : null,
    alerts.length
      ? `${more.sectionAlerts}\n${bullets(alerts.slice(0, 3).map((alert) => `*${say.severity(alert.severity)}*: ${alert.text}`))}`
      : more.sectionNoAlert,
    content.notChecked ? more.sectionChecks(content.notChecked, content.checks) : null,
    sentences(score, link),
    ...scoreCaveats(ctx, audit),
  ]
    .filter(Boolean)
    .join('\n');
}
