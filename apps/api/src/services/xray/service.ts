// The X-Ray service (issue 11): audits computed from gathered sources and stored by day, the catalogue behind search,
// categories, tops and "You may also like", the detail answer with visitor and plan gating, the history, and the audits
// of what a user holds. Routes, the job and Agent K's tools all call this one object (app.xray.service()).
import {
  type MyXray,
  type MyXrayAlert,
  SEVERITY_RISK_WEIGHTS,
  type XrayAlert,
  type XrayProjectDetail,
  XrayProjectDetailSchema,
  type XraySection,
} from '@k3/shared';
import type { Database } from '../../db/client';
import { currentAbortSignal } from '../../stop-signal';
import { coinNewsFigures, coinStoryCounts, hasNews } from '../../repositories/news';
import { auditHistory, latestAudit, latestAudits, saveAudit } from '../../repositories/xray';
import type { Holdings } from '../news/news';
import { countAlerts, visibleAlertCounts, visibleAlerts, type XrayAccess } from './alert-access';
import {
  type Catalogue,
  type CatalogueProject,
  CATALOGUE_TTL_MS,
  buildCatalogue,
  searchProjects,
  similarProjects,
  summaryOf,
  topProjects,
} from './catalogue';
import { computeAudit, type StoredAudit } from './compute';
import { DetailAnswers, type DetailBody } from './detail-cache';
import { historyDays } from './history';
import type { DemoAsset } from './demo/demo-profile';
import { type BatchContext, type GatherDeps, gatherSources, loadProfile } from './gather';
import { recentIncidents } from './incidents';
import { detailAnswer, portfolioConfidence, round2 } from './detail-answer';
import { dailySeries, narrativePerformance } from './market';
import type { NewsFacts } from './sources';
import {
  type TokenChain,
  type TokenRef,
  type TokenRow,
  registerToken,
  chainsForTokens,
  tokenProject,
  tokenRow,
  validateTokenRef,
} from './tokens';

const DAY_MS = 86_400_000;
/** Detail answers kept per process (the bundled set times the three access levels fits). */
const DETAIL_CACHE_MAX = 1_000;
export { planHasXray, type XrayAccess } from './alert-access';

export interface XrayServiceDeps extends Omit<GatherDeps, 'now'> {
  clock: () => Date;
  demoAssets: ReadonlyMap<string, DemoAsset>;
}

export interface AuditRunReport {
  audited: number;
  failed: { id: string; error: string }[];
  ms: number;
}

export class XrayService {
  private cached: Promise<Catalogue> | undefined;
  private cachedAt = 0;

  constructor(private readonly deps: XrayServiceDeps) {}

  get db(): Database {
    return this.deps.db;
  }

  /**
   * The catalogue, rebuilt when older than CATALOGUE_TTL_MS or after an audit run in this process. Once one is built,
   * an expired one keeps answering while its successor is built (one rebuild at a time), so no request waits for it.
   */
  catalogue(): Promise<Catalogue> {
    const now = this.deps.clock().getTime();
    if (!this.cached) {
      this.rebuild(now);
    } else if (now - this.cachedAt > CATALOGUE_TTL_MS && !this.rebuilding) {
      const current = this.cached;
      this.rebuilding = true;
      const next = buildCatalogue(this.deps.db, this.deps.clock(), !this.deps.demo);
      next.then(
        () => {
          if (this.cached === current) {
            this.cached = next;
            this.cachedAt = now;
          }
          this.rebuilding = false;
        },
        () => (this.rebuilding = false),
      );
    }
    return this.cached!;
  }

  private rebuilding = false;

  private rebuild(now: number): void {
    this.cachedAt = now;
    this.cached = buildCatalogue(this.deps.db, this.deps.clock(), !this.deps.demo);
    this.cached.catch(() => (this.cached = undefined));
  }

  invalidate(): void {
    this.cached = undefined;
    this.detailAnswers.clear();
  }

  /** The detail answers as sent, by (id, access) (detail-cache.ts). */
  private readonly detailAnswers = new DetailAnswers(CATALOGUE_TTL_MS, DETAIL_CACHE_MAX);

  /** The detail answer (`{ code, data }`) as sent, from the cache when fresh; null when the id is unknown. */
  detailBody(id: string, access: XrayAccess): Promise<DetailBody | null> {
    return this.detailAnswers.get(`${access}:${id}`, this.deps.clock().getTime(), async () => {
      const detail = await this.detail(id, access);
      return detail && { code: 200, data: XrayProjectDetailSchema.parse(detail) };
    });
  }

  async search(query: { search?: string | undefined; category?: string | undefined; page: number }) {
    return searchProjects(await this.catalogue(), query);
  }

  async categories() {
    return (await this.catalogue()).categories;
  }

  async tops(type: 'winners' | 'losers' | 'audited') {
    return topProjects(await this.catalogue(), type);
  }

  async similar(id: string) {
    const found = await this.projectOf(id);
    if (!found) return null;
    return found.project.listed === false ? [] : similarProjects(found.catalogue, id);
  }

  /** A catalogue project, or a token named by its address (tokens.ts); null when the id is neither. */
  private async projectOf(id: string): Promise<{ catalogue: Catalogue; project: CatalogueProject } | null> {
    const catalogue = await this.catalogue();
    const project = catalogue.byId.get(id);
    if (project) return { catalogue, project };
    const row = await tokenRow(this.deps.db, id);
    return row ? { catalogue, project: tokenProject(row) } : null;
  }

  /** The audited days of the last `days`, each with why the score moved (history.ts); null when the id is unknown. */
  async history(id: string, access: XrayAccess, days = 90) {
    if (!(await this.projectOf(id))) return null;
    const from = new Date(this.deps.clock().getTime() - (days - 1) * DAY_MS).toISOString().slice(0, 10);
    return historyDays(await auditHistory(this.deps.db, id, from), access);
  }

  /** The project's daily series (GET /api/x-ray/projects/{id}/prices); null when the id is unknown. */
  async prices(id: string, days: number) {
    const found = await this.projectOf(id);
    if (!found) return null;
    if (found.project.listed === false) return [];
    const today = this.deps.clock().toISOString().slice(0, 10);
    const series = await dailySeries(this.deps.db, id, today, days, !this.deps.demo);
    return series.map((p) => ({ date: p.day, close: p.price, volume: p.volume }));
  }

  /** The chains a token can be audited on by its address: those with an RPC (issue 30 §1). */
  async tokenChains(): Promise<TokenChain[]> {
    return (await chainsForTokens(this.deps.db, this.deps)).available;
  }

  /**
   * A token named by its chain and address, validated (tokens.ts, a TokenLookupError naming the field): the catalogue
   * project whose contract it is, or the token's id when it is not listed. No chain is read here.
   */
  async resolveToken(input: TokenRef): Promise<{ listedId: string } | { ref: ReturnType<typeof validateTokenRef> }> {
    const { available, known } = await chainsForTokens(this.deps.db, this.deps);
    const ref = validateTokenRef(input, available, known);
    const same = (a: string) => (ref.kind === 'evm' ? a.toLowerCase() === ref.address.toLowerCase() : a === ref.address);
    const listed = (await this.catalogue()).projects.find((p) => {
      const address = p.addresses[ref.chain];
      return address !== undefined && same(address);
    });
    return listed ? { listedId: listed.id } : { ref };
  }

  /** Reads the token at `ref` (a TokenLookupError when there is none), records it, audits it and stores the audit. */
  async auditToken(ref: ReturnType<typeof validateTokenRef>, signal = currentAbortSignal()): Promise<TokenRow> {
    const now = this.deps.clock();
    const row = await registerToken(this.deps.db, ref, this.deps, now);
    const catalogue = await this.catalogue();
    const snapshot = new Map(catalogue.projects.flatMap((p) => (p.market ? [[p.id, p.market] as const] : [])));
    const batch: BatchContext = { snapshot, narrative: new Map(), news: new Map(), newsStored: false, demoAssets: new Map() };
    // Nothing about a token named by its address is generated: its audit reads the chain in either mode.
    const sources = await gatherSources({ ...this.deps, now, demo: false }, tokenProject(row), batch);
    signal?.throwIfAborted();
    await this.store(row.id, computeAudit(sources), sources.asOf, now);
    this.detailAnswers.clear();
    return row;
  }

  /** The sources every audit of a run shares: market snapshot, category performance, news counts. */
  private async batchContext(ids: readonly string[], catalogue: Catalogue, now: Date): Promise<BatchContext> {
    const snapshot = new Map(catalogue.projects.flatMap((p) => (p.market ? [[p.id, p.market] as const] : [])));
    const narrative = narrativePerformance(new Map(catalogue.projects.map((p) => [p.id, p.categories])), snapshot);
    const [figures, month, anyNews, incidents] = await Promise.all([
      coinNewsFigures(this.deps.db, ids, new Date(now.getTime() - DAY_MS), new Date(now.getTime() - 7 * DAY_MS)),
      coinStoryCounts(this.deps.db, ids, new Date(now.getTime() - 30 * DAY_MS)),
      hasNews(this.deps.db),
      recentIncidents(this.deps.db, ids, now),
    ]);
    const news = new Map<string, NewsFacts>();
    for (const id of ids) {
      const f = figures.get(id);
      news.set(id, {
        count24h: f?.count24h ?? 0,
        count30d: month.get(id) ?? 0,
        sentiment7d: f?.sentiment7d ?? null,
        incidents: incidents.get(id) ?? [],
      });
    }
    return { snapshot, narrative, news, newsStored: anyNews, demoAssets: this.deps.demoAssets };
  }

  /**
   * Audits the given projects (all when omitted) and stores each as today's audit. Profiles are read first so the
   * categories (and so the narrative performance) are known before any audit uses them. When `signal` (by default
   * the job run's or request's, stop-signal.ts) is aborted the run throws at the next project: an audit whose inputs
   * were cut by the stop is not stored, so the project stays due rather than audited from half its sources.
   */
  async auditMany(ids?: readonly string[], at?: Date, signal = currentAbortSignal()): Promise<AuditRunReport> {
    const started = performance.now();
    const now = at ?? this.deps.clock();
    const gather: GatherDeps = { ...this.deps, now };
    // A run over many projects reads the catalogue afresh; one on-demand audit may use the cached one.
    let catalogue =
      ids && ids.length <= 5 && !at ? await this.catalogue() : await buildCatalogue(this.deps.db, now, !this.deps.demo);
    const targets = ids ? ids.filter((id) => catalogue.byId.has(id)) : catalogue.projects.map((p) => p.id);
    if (catalogue.projects.some((p) => targets.includes(p.id) && p.categories.length === 0)) {
      for (const id of targets)
        if (catalogue.byId.get(id)!.categories.length === 0) {
          signal?.throwIfAborted();
          await loadProfile(gather, id);
        }
      catalogue = await buildCatalogue(this.deps.db, now, !this.deps.demo);
    }
    const batch = await this.batchContext(targets, catalogue, now);
    const failed: AuditRunReport['failed'] = [];
    let audited = 0;
    try {
      for (const id of targets) {
        signal?.throwIfAborted();
        try {
          const sources = await gatherSources(gather, catalogue.byId.get(id)!, batch);
          signal?.throwIfAborted();
          await this.store(id, computeAudit(sources), sources.asOf, now);
          audited += 1;
        } catch (error) {
          if (signal?.aborted) throw error;
          failed.push({ id, error: error instanceof Error ? error.message : String(error) });
        }
      }
    } finally {
      this.invalidate();
    }
    return { audited, failed, ms: Math.round(performance.now() - started) };
  }

  private async store(id: string, audit: StoredAudit, asOf: Record<string, string>, now: Date): Promise<void> {
    await saveAudit(this.deps.db, {
      assetId: id,
      day: now.toISOString().slice(0, 10),
      auditedAt: now,
      score: audit.score,
      alertCount: audit.alerts.length,
      tags: audit.tags.map((t) => t.tag),
      demo: audit.demo,
      result: audit as unknown as Record<string, unknown>,
      inputsAsOf: asOf,
    });
  }

  /** The audit answer for one project; null when the id is unknown. Sections are locked unless `access` is full. */
  async detail(id: string, access: XrayAccess): Promise<XrayProjectDetail | null> {
    const found = await this.projectOf(id);
    if (!found) return null;
    let row = await latestAudit(this.deps.db, id);
    if (!row && found.project.listed !== false) {
      await this.auditMany([id]);
      row = await latestAudit(this.deps.db, id);
    }
    return detailAnswer(found.catalogue, found.project, row ?? null, access);
  }

  /**
   * Audits of what a user holds: each held asset's score and share, and the alerts ranked by value at risk — or, below
   * a plan with X-Ray, their counts by severity only (alert-access.ts).
   */
  async forHoldings(holdings: Holdings, access: 'full' | 'upgrade'): Promise<MyXray> {
    const catalogue = await this.catalogue();
    const ids = [...holdings.values.keys()].filter((id) => catalogue.byId.has(id));
    const audits = await latestAudits(this.deps.db, ids);
    const rows = ids
      .map((id) => {
        const value = holdings.values.get(id)!;
        const audit = audits.get(id);
        const stored = audit?.result as unknown as StoredAudit | undefined;
        return { id, value, share: holdings.total > 0 ? value / holdings.total : 0, audit, alerts: stored?.alerts ?? [] };
      })
      .sort((a, b) => b.value - a.value);
    const alerts: MyXrayAlert[] = rows.flatMap((r) =>
      r.alerts.map((a: XrayAlert) => ({
        ...a,
        projectId: r.id,
        name: catalogue.byId.get(r.id)!.name,
        symbol: catalogue.byId.get(r.id)!.symbol,
        exposure: round2(r.value),
        valueAtRisk: round2(r.value * SEVERITY_RISK_WEIGHTS[a.severity]),
      })),
    );
    alerts.sort((a, b) => b.valueAtRisk - a.valueAtRisk || b.exposure - a.exposure);
    const counts = countAlerts(alerts);
    const scored = rows.filter((r) => r.audit?.score != null);
    const weight = scored.reduce((s, r) => s + r.value, 0);
    const total = rows.reduce((s, r) => s + r.value, 0);
    return {
      holdings: rows.map((r) => ({
        ...summaryOf(catalogue.byId.get(r.id)!),
        value: round2(r.value),
        share: Math.round(r.share * 10_000) / 10_000,
        alertCount: r.alerts.length,
      })),
      access,
      alerts: visibleAlerts(access, alerts),
      alertCounts: visibleAlertCounts(access, counts),
      portfolioScore: weight > 0 ? Math.round(scored.reduce((s, r) => s + r.value * r.audit!.score!, 0) / weight) : null,
      portfolioConfidence: portfolioConfidence(
        scored.map((r) => ({ value: r.value, level: (r.audit!.result as unknown as StoredAudit).confidence?.level ?? null })),
      ),
      unscoredShare: total > 0 ? Math.round(((total - weight) / total) * 10_000) / 10_000 : 0,
      demo: this.deps.demo,
    };
  }
}

export { detailAnswer, portfolioConfidence, PORTFOLIO_CONFIDENCE_COVER } from './detail-answer';
export type { XraySection };
