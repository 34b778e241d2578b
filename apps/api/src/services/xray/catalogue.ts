// The X-Ray catalogue (issue 11 §2): every bundled project with its categories, latest market figures and latest
// audit summary, read from the database and kept for a short while per process — searches, category lists, tops and
// "You may also like" are answered from it. Audits written by another process show within CATALOGUE_TTL_MS.
import {
  XRAY_CONFIDENCE,
  XRAY_PAGE_SIZE,
  XRAY_TOP_SIZE,
  type XrayConfidence,
  type XrayProjectSummary,
  type XrayTopType,
  xraySearchKey,
} from '@k3/shared';
import type { Database } from '../../db/client';
import { assets, chains } from '../../db/schema';
import { EVM_NATIVE_ASSET } from '../../providers/balances/demo';
import { latestAuditSummaries, profilesOf } from '../../repositories/xray';
import { type CategoryDef, categoryCatalogue } from './demo/categories';
import { type MarketFigures, marketSnapshot } from './market';
import type { AuditAsset } from './sources';

export const CATALOGUE_TTL_MS = 30_000;

export interface CatalogueProject extends AuditAsset {
  categories: string[];
  market: MarketFigures | null;
  audit: {
    day: string;
    auditedAt: Date;
    score: number | null;
    /** null on an audit stored before confidence was recorded. */
    confidence: XrayConfidence | null;
    alertCount: number;
    tags: string[];
    demo: boolean;
  } | null;
  searchKeys: string[];
}

export interface Catalogue {
  projects: CatalogueProject[];
  byId: Map<string, CatalogueProject>;
  /** Categories with at least one project, with their project counts, by name. */
  categories: (CategoryDef & { count: number })[];
  categoryNames: Map<string, string>;
  builtAt: number;
}

export function nativeChainOf(id: string, addresses: Record<string, string>): string | null {
  if (Object.keys(addresses).length > 0) return null;
  const evm = Object.entries(EVM_NATIVE_ASSET).find(([, asset]) => asset === id)?.[0];
  return evm ?? id;
}

export async function buildCatalogue(db: Database, now: Date, observedOnly: boolean): Promise<Catalogue> {
  const today = now.toISOString().slice(0, 10);
  const [assetRows, chainRows, profiles, audits, snapshot] = await Promise.all([
    db.select().from(assets),
    db.select({ id: chains.id, name: chains.name }).from(chains),
    profilesOf(db),
    latestAuditSummaries(db),
    marketSnapshot(db, null, today, observedOnly),
  ]);
  const chainNames = new Map(chainRows.map((c) => [c.id, c.name]));
  const catalogueDefs = categoryCatalogue(chainNames);
  const categoryNames = new Map(catalogueDefs.map((c) => [c.id, c.name]));
  const categoriesOf = new Map(profiles.map((p) => [p.assetId, p.categories]));
  // Live profiles bring the source's category names: keep them for the filter's labels.
  for (const p of profiles) {
    const list = (p.profile as { categories?: { id: string; name: string }[] }).categories ?? [];
    for (const c of list) if (!categoryNames.has(c.id)) categoryNames.set(c.id, c.name);
  }
  const projects: CatalogueProject[] = assetRows
    .map((a) => {
      const audit = audits.get(a.id);
      return {
        id: a.id,
        symbol: a.symbol,
        name: a.name,
        rank: a.rank,
        image: a.image,
        addresses: a.addresses,
        nativeChain: nativeChainOf(a.id, a.addresses),
        categories: categoriesOf.get(a.id) ?? [],
        market: snapshot.get(a.id) ?? null,
        audit: audit
          ? {
              day: audit.day,
              auditedAt: audit.auditedAt,
              score: audit.score,
              confidence: confidenceLevel(audit.confidence),
              alertCount: audit.alertCount,
              tags: audit.tags,
              demo: audit.demo,
            }
          : null,
        searchKeys: [xraySearchKey(a.name), xraySearchKey(a.symbol), a.id],
      };
    })
    .sort((x, y) => x.rank - y.rank || x.id.localeCompare(y.id));
  const counts = new Map<string, number>();
  for (const p of projects) for (const c of p.categories) counts.set(c, (counts.get(c) ?? 0) + 1);
  const categories = [...counts]
    .map(([id, count]) => ({ id, name: categoryNames.get(id) ?? id, count }))
    .sort((x, y) => x.name.localeCompare(y.name));
  return { projects, byId: new Map(projects.map((p) => [p.id, p])), categories, categoryNames, builtAt: now.getTime() };
}

export const confidenceLevel = (level: unknown): XrayConfidence | null =>
  (XRAY_CONFIDENCE as readonly unknown[]).includes(level) ? (level as XrayConfidence) : null;

export function summaryOf(p: CatalogueProject): XrayProjectSummary {
  return {
    id: p.id,
    name: p.name,
    symbol: p.symbol,
    image: p.image,
    rank: p.rank,
    price: p.market?.price ?? null,
    change24h: p.market?.change24h ?? null,
    score: p.audit?.score ?? null,
    confidence: p.audit?.confidence ?? null,
    tags: (p.audit?.tags ?? []) as XrayProjectSummary['tags'],
    auditedAt: p.audit?.auditedAt.toISOString() ?? null,
  };
}

/**
 * Search (issue 11 §2): every word of the query (accents and case ignored) must start a word of the name or the
 * symbol, or be found in the id; exact symbol or name matches first, then by rank.
 */
export function searchProjects(
  catalogue: Catalogue,
  query: { search?: string | undefined; category?: string | undefined; page: number },
): { items: XrayProjectSummary[]; page: number; pages: number; total: number } {
  const words = xraySearchKey(query.search ?? '')
    .split(/[\s,]+/)
    .filter(Boolean);
  const matches = catalogue.projects.filter((p) => {
    if (query.category && !p.categories.includes(query.category)) return false;
    return words.every((w) => p.searchKeys.some((k) => k.split(/[\s\-.]+/).some((part) => part.startsWith(w)) || k.includes(w)));
  });
  const whole = words.join(' ');
  const exact = (p: CatalogueProject) => (whole && (p.searchKeys[0] === whole || p.searchKeys[1] === whole) ? 0 : 1);
  matches.sort((a, b) => exact(a) - exact(b) || a.rank - b.rank);
  const pages = Math.max(1, Math.ceil(matches.length / XRAY_PAGE_SIZE));
  const start = (query.page - 1) * XRAY_PAGE_SIZE;
  return { items: matches.slice(start, start + XRAY_PAGE_SIZE).map(summaryOf), page: query.page, pages, total: matches.length };
}

/** Top Winners / Losers 24h (audited projects with a 24 h change) and Last Audited Projects. */
export function topProjects(catalogue: Catalogue, type: XrayTopType): XrayProjectSummary[] {
  const withChange = catalogue.projects.filter((p) => p.market?.change24h != null);
  const list =
    type === 'winners'
      ? withChange.sort((a, b) => b.market!.change24h! - a.market!.change24h!)
      : type === 'losers'
        ? withChange.sort((a, b) => a.market!.change24h! - b.market!.change24h!)
        : catalogue.projects
            .filter((p) => p.audit)
            .sort((a, b) => b.audit!.auditedAt.getTime() - a.audit!.auditedAt.getTime() || a.rank - b.rank);
  return list.slice(0, XRAY_TOP_SIZE).map(summaryOf);
}

/** "You may also like": projects sharing the most categories, then the closest market cap (log distance). */
export function similarProjects(catalogue: Catalogue, id: string, limit = 6): XrayProjectSummary[] {
  const self = catalogue.byId.get(id);
  if (!self) return [];
  const cap = self.market?.marketCap ?? 0;
  const scored = catalogue.projects
    .filter((p) => p.id !== id)
    .map((p) => {
      const shared = p.categories.filter((c) => self.categories.includes(c)).length;
      const distance = cap > 0 && p.market?.marketCap ? Math.abs(Math.log10(p.market.marketCap / cap)) : 99;
      return { p, shared, distance };
    })
    .filter((x) => x.shared > 0);
  scored.sort((a, b) => b.shared - a.shared || a.distance - b.distance || a.p.rank - b.p.rank);
  return scored.slice(0, limit).map((x) => summaryOf(x.p));
}
