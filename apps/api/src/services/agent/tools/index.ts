// The tool runner Agent K gets for one prompt (issue 12 §2): every tool reads through K3's own services for the
// signed-in user only — the user is fixed when the runner is made, and no tool takes a user argument, so nothing a
// model writes can reach another user's data. Arguments are validated with the catalogue's zod schemas; a tool never
// throws (errors come back as `{ ok: false }` for the agent to explain). Reads are memoised for the prompt: an agent
// that calls the summary and then the holdings computes the dashboard once.
import {
  newsLangFor,
  PLANS,
  XRAY_SECTIONS,
  type Locale,
  type NewsItem,
  type NewsLang,
  type Quest,
  type XrayAlert,
} from '@k3/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import type { PortfolioRow } from '../../../repositories/portfolios';
import { findUserById, type UserRow } from '../../../repositories/users';
import { latestAudit } from '../../../repositories/xray';
import type { NewsPipeline } from '../../news/ingest';
import { listNews, rankForHoldings } from '../../news/news';
import type { DashboardBase } from '../../portfolio/dashboard';
import { loadPortfolios } from '../../portfolio/portfolios';
import type { SyncDeps } from '../../portfolio/sync';
import { planStatus } from '../../portfolio/tier';
import type { StoredAudit } from '../../xray/compute';
import { accessForPlan, visibleAlerts } from '../../xray/alert-access';
import { detailAnswer, type XrayService } from '../../xray/service';
import type { ToolResult, ToolRunner, ToolSpec } from '../types';
import { aiAllowance, chatKredits, type AiAllowance } from '../kredits';
import { assetIndex, findAssets, resolveAsset, type AssetIndex } from './assets';
import {
  TOOL_ARGS,
  TOOL_DESCRIPTIONS,
  TOOL_NAMES,
  type MarketAssetData,
  type NewsSearchData,
  type PlanStatusData,
  type QuestsData,
  type ToolName,
  type XrayAuditData,
} from './catalogue';
import { type PnlView, readPnl, runPnl } from './pnl';
import { holdingDetail, holdingLines, portfolioHoldings, portfolioSummary } from './portfolio';

export interface ToolDeps {
  db: Database;
  syncDeps: () => SyncDeps;
  /** The user's dashboard computation, shared with GET /api/me/dashboard (its 30 s cache). */
  dashboardBase: (user: UserRow) => Promise<DashboardBase>;
  xray: () => Promise<XrayService>;
  news: () => Promise<NewsPipeline>;
  /** The stories of a window (and language), from the news list's short cache. */
  recentNews: (window: number, lang: NewsLang | undefined, compute: () => Promise<NewsItem[]>) => Promise<NewsItem[]>;
  /** The user's live quests with their status (services/rewards, as GET /api/me/quests answers them). */
  quests: (user: UserRow, lang: Locale) => Promise<Quest[]>;
  clock: () => Date;
  demo: boolean;
  log?: (error: unknown, tool: string) => void;
}

export function toolDepsOf(app: FastifyInstance): ToolDeps {
  return {
    db: app.db,
    syncDeps: app.syncDeps,
    dashboardBase: app.dashboardBaseOf,
    xray: () => app.xray.service(),
    news: () => app.news.pipeline(),
    recentNews: (window, lang, compute) => app.news.listCache.items(`${window}:${lang ?? '*'}`, app.clock().getTime(), compute),
    quests: (user, lang) => app.rewards.list(user, lang),
    clock: app.clock,
    demo: app.config.isDemo,
    log: (error, tool) => app.log.warn({ err: error, tool }, 'agent tool failed'),
  };
}

/** The specs an LLM reads, JSON Schema from the same zod schemas that validate the calls. */
export const TOOL_SPECS: readonly ToolSpec[] = TOOL_NAMES.map((name) => ({
  name,
  description: TOOL_DESCRIPTIONS[name],
  parameters: z.toJSONSchema(TOOL_ARGS[name], { target: 'draft-7' }),
}));

const NEWS_WINDOW_HOURS = 168;
/** The rule that fires on an incident in the news (services/xray/incidents.ts). */
const INCIDENT_ALERT = 'high_risk_detected';
const round2 = (x: number) => Math.round(x * 100) / 100;

/** `allowance`: the user's plan and AI allowance when the caller has just read them (the chat route has). */
export function createToolRunner(deps: ToolDeps, user: UserRow, lang: Locale, allowance?: AiAllowance): ToolRunner {
  let portfolios: Promise<PortfolioRow[]> | undefined;
  let base: Promise<DashboardBase> | undefined;
  let index: Promise<AssetIndex> | undefined;
  let pnl: Promise<PnlView> | undefined;
  const now = deps.clock();
  const myPortfolios = () => (portfolios ??= loadPortfolios({ ...deps.syncDeps(), now }, user));
  // The same computation, from the same cache, as the user's dashboard: the agent's figures are the dashboard's.
  const myBase = () => (base ??= deps.dashboardBase(user));
  const myIndex = () => (index ??= deps.xray().then(async (service) => assetIndex(await service.catalogue())));
  let myAllowanceRead: Promise<AiAllowance> | undefined = allowance && Promise.resolve(allowance);
  const myAllowance = () => (myAllowanceRead ??= aiAllowance({ ...deps.syncDeps(), now }, user));
  const held = async () => new Set(holdingLines(await myBase()).map((line) => line.id));
  // GET /api/me/pnl's view, from the same per-process ledger cache; live mode values with observed prices only.
  const myPnl = () => (pnl ??= readPnl({ db: deps.db, now, observedOnly: !deps.demo }, user.id));

  async function resolve(text: string) {
    const service = await deps.xray();
    return resolveAsset(await service.catalogue(), await myIndex(), text, await held());
  }

  const ok = (data: object): ToolResult => ({ ok: true, demo: deps.demo, data: data as Record<string, unknown> });

  const run: { [K in ToolName]: (args: z.infer<(typeof TOOL_ARGS)[K]>) => Promise<ToolResult> } = {
    portfolio_summary: async () => {
      // The dashboard keeps 24 h and 30 d per coin; the 7-day price change of each holding is the market data's.
      const catalogue = await (await deps.xray()).catalogue();
      const change7d = new Map(catalogue.projects.map((project) => [project.id, project.market?.change7d ?? null]));
      return ok(portfolioSummary(await myBase(), (await myPortfolios()).length, now, change7d));
    },
    portfolio_holdings: async ({ limit }) => ok(portfolioHoldings(await myBase(), limit ?? 10, now)),
    holding_detail: async ({ asset }) => {
      const found = await resolve(asset);
      if ('error' in found) return { ok: false, error: found.error, suggestions: found.suggestions };
      const { id, symbol, name } = found.project;
      return ok(await holdingDetail(deps.db, await myBase(), await myPortfolios(), { id, symbol, name }, now));
    },
    xray_audit: async ({ asset, section }) => {
      const found = await resolve(asset);
      if ('error' in found) return { ok: false, error: found.error, suggestions: found.suggestions };
      const { id, symbol, name } = found.project;
      const service = await deps.xray();
      const access = accessForPlan((await myAllowance()).plan.id);
      // One read of the stored audit serves the summary and the alerts; a project never audited is audited now.
      let row = await latestAudit(deps.db, id);
      if (!row) {
        await service.auditMany([id]);
        row = await latestAudit(deps.db, id);
      }
      const catalogue = await service.catalogue();
      const detail = detailAnswer(catalogue, catalogue.byId.get(id)!, row ?? null, access);
      const stored = row?.result as unknown as StoredAudit | undefined;
      const shown = (alerts: readonly XrayAlert[]) =>
        // The one disclosure rule of every X-Ray surface (services/xray/alert-access.ts).
        visibleAlerts(access, alerts).map((a) => ({ key: a.key, severity: a.severity, text: a.because[lang] }));
      const content = section ? detail.sections[section] : undefined;
      const data: XrayAuditData = {
        asset: { id, symbol, name },
        access,
        score: detail.score,
        confidence: detail.confidence,
        coverage: Math.round(detail.coverage.share * 100) / 100,
        tags: detail.tagReasons.map((t) => ({ key: t.tag, reason: t.because[lang] })),
        alerts: shown(stored?.alerts ?? []),
        notChecked: stored?.confidence
          ? stored.confidence.notChecked
          : stored
            ? XRAY_SECTIONS.filter((section) => {
                const checks = stored.sections[section]?.checks ?? [];
                return checks.length > 0 && checks.every((check) => check.status === 'not-checked');
              })
            : [],
        // That an incident is open is said to every plan (the critical alert's count is public); its story needs X-Ray.
        openIncident: (stored?.alerts ?? []).some((alert) => alert.key === INCIDENT_ALERT),
        ...(section && content
          ? {
              section: content.locked
                ? { key: section, locked: true, fields: [], alerts: [], notChecked: 0, checks: 0 }
                : {
                    key: section,
                    locked: false,
                    fields: content.fields.map((f) => ({
                      key: f.key,
                      kind: f.kind,
                      value: f.value,
                      ...(f.reason ? { reason: f.reason } : {}),
                    })),
                    alerts: shown(content.alerts),
                    notChecked: content.checks.filter((check) => check.status === 'not-checked').length,
                    checks: content.checks.length,
                  },
            }
          : {}),
        auditedAt: detail.auditedAt,
        url: `/x-ray/${id}`,
      };
      return { ok: true, demo: detail.demo, data: data as unknown as Record<string, unknown> };
    },
    news_search: async ({ asset, market, window_hours, limit }) => {
      const windowHours = window_hours ?? NEWS_WINDOW_HOURS;
      let target: { id: string; symbol: string; name: string } | null = null;
      if (asset) {
        const found = await resolve(asset);
        if ('error' in found) return { ok: false, error: found.error, suggestions: found.suggestions };
        target = { id: found.project.id, symbol: found.project.symbol, name: found.project.name };
      }
      const { assets } = await deps.news();
      const newsLang = newsLangFor(lang).lang;
      const recent = (lang?: NewsLang) =>
        deps.recentNews(windowHours, lang, () => listNews(deps.db, assets, { window: windowHours, lang, now }));
      let items = await recent(newsLang);
      if (items.length === 0) items = await recent();
      const scope = target ? 'asset' : market ? 'market' : 'holdings';
      // The market's news is none of the user's data: their dashboard is not read, and no story has an exposure.
      const lines = scope === 'market' ? [] : holdingLines(await myBase());
      const total = lines.reduce((sum, line) => sum + line.value, 0);
      const holdings = { values: new Map(lines.map((line) => [line.id, line.value])), total };
      const byImpact = (a: NewsItem, b: NewsItem) => b.impact - a.impact || b.pubDate.localeCompare(a.pubDate);
      const picked =
        scope === 'holdings'
          ? rankForHoldings(items, holdings)
          : items.filter((item) => !target || item.coins.some((coin) => coin.id === target.id)).sort(byImpact);
      const data: NewsSearchData = {
        asset: target,
        scope,
        windowHours,
        asOf: now.toISOString(),
        items: picked.slice(0, limit ?? 5).map((item) => {
          const value = item.coins.reduce((sum, coin) => sum + (holdings.values.get(coin.id) ?? 0), 0);
          return {
            title: item.title,
            source: item.source,
            url: item.link,
            pubDate: item.pubDate,
            impact: item.impact,
            sentiment: item.sentiment.label,
            coins: item.coins.map((coin) => coin.symbol),
            exposure: total > 0 ? round2(Math.min(1, value / total)) : null,
          };
        }),
      };
      return ok(data);
    },
    plan_status: async () => {
      const allowance = await myAllowance();
      const status = planStatus(allowance.krl, user.boosted);
      const next = status.next ? PLANS.find((plan) => plan.id === status.next!.id) : undefined;
      // The balance as it is now, after this prompt's debit (issue 26 §1: the answer said 598 while the header said 597,
      // from the user row read before the debit).
      const chat = chatKredits((await findUserById(deps.db, user.id)) ?? user, allowance, now);
      const data: PlanStatusData = {
        plan: { id: allowance.plan.id, name: allowance.plan.name },
        krl: Number(allowance.krl),
        next: next && status.next ? { id: next.id, name: next.name, missingKrl: status.next.missingKrl } : null,
        eligible: allowance.eligible,
        kredits: chat.kredits,
        max: chat.max,
        promptsPerPeriod: allowance.plan.prompts,
        refillAt: chat.refillAt,
        asOf: now.toISOString(),
      };
      return ok(data);
    },
    // The quests GET /api/me/quests lists, those still to do first (spec §4: started, then pending, then completed).
    quests: async () => {
      const order = { started: 0, pending: 1, completed: 2 } as const;
      const quests = [...(await deps.quests(user, lang))].sort((a, b) => order[a.status] - order[b.status]);
      const data: QuestsData = {
        quests: quests.map((quest) => ({
          id: quest.id,
          name: quest.name,
          reward: quest.reward,
          status: quest.status,
          url: quest.url,
        })),
      };
      return ok(data);
    },
    market_asset: async ({ asset }) => {
      const found = await resolve(asset);
      if ('error' in found) return { ok: false, error: found.error, suggestions: found.suggestions };
      const project = found.project;
      const market = project.market;
      const data: MarketAssetData = {
        id: project.id,
        symbol: project.symbol,
        name: project.name,
        rank: project.rank,
        price: market?.price ?? null,
        change24h: market?.change24h ?? null,
        change7d: market?.change7d ?? null,
        change30d: market?.change30d ?? null,
        marketCap: market?.marketCap ?? null,
        asOf: market?.day ?? null,
      };
      return ok(data);
    },
    pnl: async (args) =>
      runPnl(
        args,
        myPnl,
        async (text, inHistory) => resolveAsset(await (await deps.xray()).catalogue(), await myIndex(), text, inHistory),
        deps.demo,
      ),
  };

  return {
    specs: TOOL_SPECS,
    async call(name, args) {
      if (!(TOOL_NAMES as string[]).includes(name)) return { ok: false, error: `unknown tool ${name}` };
      const tool = name as ToolName;
      const parsed = TOOL_ARGS[tool].safeParse(args ?? {});
      if (!parsed.success) {
        return {
          ok: false,
          error: `invalid arguments: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'arguments'}: ${i.message}`).join('; ')}`,
        };
      }
      try {
        return await (run[tool] as (a: unknown) => Promise<ToolResult>)(parsed.data);
      } catch (error) {
        // The agent (and so the user) gets a plain reason; the cause goes to the log, never into an answer.
        deps.log?.(error, tool);
        return { ok: false, error: `the ${tool} data is unavailable right now` };
      }
    },
    async findAssets(text) {
      const found = findAssets(await myIndex(), text, await held().catch(() => new Set<string>()));
      return found.map(({ id, symbol, name }) => ({ id, symbol, name }));
    },
  };
}
