// The audit answer of one project (GET /api/x-ray/projects/{id}, Agent K's xray_audit): the summary for everyone, the
// sections when the access is full (alert-access.ts), and the portfolio score's confidence of "My X-Ray".
import { type XrayConfidence, type XrayProjectDetail, XRAY_SECTIONS } from '@k3/shared';
import type { XrayAuditRow } from '../../repositories/xray';
import { countAlerts, visibleAlertCounts, visibleTagReasons, type XrayAccess } from './alert-access';
import { type Catalogue, type CatalogueProject, summaryOf } from './catalogue';
import type { StoredAudit } from './compute';
import { parseTokenId } from './tokens';

export const round2 = (x: number) => Math.round(x * 100) / 100;

/** The largest holdings that together carry this share of the scored value bound the portfolio's confidence. */
export const PORTFOLIO_CONFIDENCE_COVER = 0.9;

/**
 * The portfolio score's confidence (issue 25 §1): the lowest confidence among the largest scored holdings that together
 * carry 90 % of the scored value — a large holding audited on little data makes the whole figure as weak, and many
 * small ones count together. null without a score, or when no level was recorded.
 */
export function portfolioConfidence(holdings: { value: number; level: XrayConfidence | null }[]): XrayConfidence | null {
  const weight = holdings.reduce((s, h) => s + h.value, 0);
  if (weight <= 0) return null;
  const order: XrayConfidence[] = ['high', 'medium', 'low', 'insufficient'];
  let worst = -1;
  let covered = 0;
  for (const h of [...holdings].sort((a, b) => b.value - a.value)) {
    if (covered >= PORTFOLIO_CONFIDENCE_COVER * weight) break;
    covered += h.value;
    if (h.level !== null) worst = Math.max(worst, order.indexOf(h.level));
  }
  return worst < 0 ? null : order[worst]!;
}

/** `project`: the catalogue's, or a token named by its address (tokens.ts), whose `token` says where it lives. */
export function detailAnswer(
  catalogue: Catalogue,
  project: CatalogueProject,
  row: XrayAuditRow | null,
  access: XrayAccess,
): XrayProjectDetail {
  const stored = row?.result as unknown as StoredAudit | undefined;
  const summary = summaryOf(project);
  const locked = { locked: true as const, reason: access === 'upgrade' ? ('upgrade' as const) : ('connect' as const) };
  const sections = Object.fromEntries(
    XRAY_SECTIONS.map((s) => [s, access === 'full' && stored ? stored.sections[s] : locked]),
  ) as XrayProjectDetail['sections'];
  const empty = { checked: 0, notChecked: 31, total: 31, share: 0, low: true };
  return {
    ...summary,
    price: stored?.price ?? summary.price,
    change24h: stored?.change24h ?? summary.change24h,
    score: row?.score ?? null,
    tags: (row?.tags ?? []) as XrayProjectDetail['tags'],
    auditedAt: row?.auditedAt.toISOString() ?? null,
    marketCap: stored?.marketCap ?? project.market?.marketCap ?? null,
    categories: project.categories.map((c) => ({ id: c, name: catalogue.categoryNames.get(c) ?? c })),
    demo: row?.demo ?? false,
    access,
    lowCoverage: stored?.lowCoverage ?? true,
    coverage: stored?.coverage ?? empty,
    confidence: stored?.confidence?.level ?? null,
    confidenceBasis: stored?.confidence ?? null,
    alertCounts: visibleAlertCounts(access, stored?.alertCounts ?? countAlerts([])),
    tagReasons: visibleTagReasons(access, stored?.tags ?? [], stored?.alerts ?? []),
    sections,
    inputsAsOf: row?.inputsAsOf ?? {},
    token: project.listed === false ? parseTokenId(project.id) : null,
  };
}
