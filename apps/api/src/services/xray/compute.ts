// One audit from its gathered sources (issue 11 §1): the measured inputs the rules read, the rules engine's alerts,
// score, coverage and tags, and the six sections the page and Agent K show. Pure: no I/O, no clock but `sources.now`,
// so bench/xray.ts times exactly this and tests feed it constructed sources.
import { ALERT_GROUPS, SEVERITIES, type XrayAlert, type XrayOpenSection, type XraySection, XRAY_SECTIONS } from '@k3/shared';
import { inputSourcesOf } from './alert-sources';
import { cexListingScore, communityScore, globalHype } from './indices';
import { ALERT_SECTIONS, type AuditInputs, runAudit, technicalInputs, websiteSecurityInputs } from './rules';
import type { AuditResult } from './rules';
import { buildSections } from './sections';
import type { AuditSources } from './sources';
import { technicalAnalysis, type TechnicalAnalysis } from './technical';
import { taxChangeFindings, tradeFindings, tradeSnapshot, type TradeSnapshot } from './trade/findings';
import { liquidityFindings } from './trade/liquidity';
import { temperedOpportunityWords } from './technical-words';

export { ALERT_SECTIONS } from './rules';

/** What is stored per audit and served (sections unlocked) by GET /api/x-ray/projects/{id}. */
export interface StoredAudit {
  score: number | null;
  lowCoverage: boolean;
  coverage: { checked: number; notChecked: number; total: number; share: number; low: boolean };
  /** How far the score can be trusted; `insufficient` withholds it (score null). */
  confidence: AuditResult['confidence'];
  alerts: XrayAlert[];
  alertCounts: { total: number; bySeverity: Record<string, number>; byGroup: Record<string, number> };
  tags: { tag: AuditResult['tags'][number]['tag']; because: { en: string; fr: string; es: string } }[];
  sections: Record<XraySection, XrayOpenSection>;
  categories: { id: string; name: string }[];
  price: number | null;
  change24h: number | null;
  marketCap: number | null;
  demo: boolean;
  /** What the simulated trade measured (live EVM audits), compared by the next audit; absent when none ran. */
  trade?: TradeSnapshot;
}

const months = (from: string, to: Date) => (to.getTime() - Date.parse(from)) / (30.44 * 86_400_000);

/** The rules engine's inputs, every one from a measured source (undefined/null: not checked). */
export function auditInputs(s: AuditSources, technical: TechnicalAnalysis): AuditInputs {
  const p = s.profile;
  const m = s.market;
  const social = p?.social;
  const evm = s.contract.evm?.report;
  const trade = s.contract.evm?.trade;
  const liquidity = s.contract.evm?.liquidity ?? s.contract.solanaLiquidity;
  const powers = s.contract.evm?.powers;
  const solana = s.contract.solana;
  return {
    demo: s.demo,
    stablecoin: p ? p.categories.some((category) => category.id === 'stablecoins') : null,
    newsIncidents: s.news
      ? s.news.incidents.map(({ kind, storyId, title, source, at }) => ({ kind, storyId, title, source, at }))
      : null,
    price: m?.price ?? p?.market.price,
    priceChange24h: m?.change24h ?? p?.market.change24h,
    priceChange7d: m?.change7d ?? p?.market.change7d,
    priceChange30d: m?.change30d ?? p?.market.change30d,
    marketCap: m?.marketCap ?? p?.market.marketCap,
    volume24h: m?.volume24h ?? p?.market.volume24h,
    cexVolumeShare: s.cexVolumeShare,
    circulatingSupply: p?.market.circulatingSupply,
    totalSupply: p?.market.totalSupply,
    maxSupply: p?.market.maxSupply,
    website: p?.links.website,
    whitepaper: p?.links.whitepaper,
    repository: p?.links.repository,
    projectAgeMonths: p?.genesisDate ? Math.round(months(p.genesisDate, s.now) * 10) / 10 : null,
    lastUpdate: p?.lastUpdate,
    asOf: s.now.toISOString(),
    cexListingCount: p?.market.cexCount,
    globalHype: globalHype({
      watchlist: social?.watchlist ?? null,
      volume24h: m?.volume24h ?? null,
      marketCap: m?.marketCap ?? null,
      news24h: s.news?.count24h ?? null,
      change24h: m?.change24h ?? null,
    }),
    narrativePerf7d: s.narrative?.perf7d,
    narrativePerf30d: s.narrative?.perf30d,
    twitterFollowers: social?.twitterFollowers,
    redditSubscribers: social?.redditSubscribers,
    telegramOnline: social?.telegramOnline,
    coingeckoWatchlist: social?.watchlist,
    communityScore: social
      ? communityScore({
          twitterFollowers: social.twitterFollowers,
          redditSubscribers: social.redditSubscribers,
          telegramUsers: social.telegramUsers,
          watchlist: social.watchlist,
          sentimentUp: social.sentimentUp,
        })
      : null,
    top10HolderRatio: s.onchain.top10HolderRatio ?? solana?.holders?.top10Share,
    holders: s.onchain.holders,
    transactions30d: s.onchain.transactions30d,
    chainCount: Math.max(Object.keys(s.asset.addresses).length, s.asset.nativeChain ? 1 : 0) || null,
    websiteSecurity: s.website ? websiteSecurityInputs(s.website) : null,
    contractFacts: evm && evm.isContract ? evm.facts : null,
    tradeFindings:
      trade?.status === 'simulated'
        ? [...tradeFindings(trade.simulation), ...taxChangeFindings(trade.simulation, s.lastTrade ?? null)]
        : null,
    liquidityFindings: liquidity?.status === 'read' ? liquidityFindings(liquidity.report) : null,
    powerFindings: powers?.status === 'read' ? powers.report.findings : null,
    unreachablePowers:
      evm?.owner?.renounced === true && !evm.proxy?.admin && powers?.status === 'read' && powers.report.callers.length === 0,
    solanaFacts: solana && solana.isMint ? solana.facts : null,
    technical: technicalInputs(technical),
    inputSources: inputSourcesOf(s),
  };
}

/**
 * "Potential opportunity: Buy" never stands beside a Danger or Warning tag (issue 25 §3): the indicators' vote is kept
 * in the field's detail, the value reads neutral.
 */
export function temperOpportunity(technical: XrayOpenSection, caution: 'danger' | 'warning'): void {
  const field = technical.fields.find((f) => f.key === 'potentialOpportunity');
  if (!field || field.value !== 'buy') return;
  const tag = caution === 'danger' ? 'Danger' : 'Warning';
  field.value = 'neutral';
  field.detail =
    `The indicators vote buy, but the audit is tagged ${tag}: K3 does not call it an opportunity. ${field.detail ?? ''}`.trim();
  field.explanation = temperedOpportunityWords(field.explanation, caution);
}

export function computeAudit(s: AuditSources): StoredAudit {
  const technical = technicalAnalysis(s.series);
  const inputs = auditInputs(s, technical);
  const result = runAudit(inputs);
  const alerts: XrayAlert[] = result.alerts.map((a) => ({ ...a, section: ALERT_SECTIONS[a.key] }));
  const sections = buildSections(s, inputs, technical, {
    cexListingScore: cexListingScore(s.profile?.market.cexCount ?? null),
  });
  const caution = result.tags.some((t) => t.tag === 'danger')
    ? 'danger'
    : result.tags.some((t) => t.tag === 'warning')
      ? 'warning'
      : null;
  if (caution) temperOpportunity(sections.technical, caution);
  for (const name of XRAY_SECTIONS) {
    sections[name].alerts = alerts.filter((a) => a.section === name);
    sections[name].checks = result.checks
      .filter((c) => ALERT_SECTIONS[c.key] === name)
      .map((c) => ({ key: c.key, group: c.group, status: c.status, ...(c.reason ? { reason: c.reason } : {}) }));
  }
  const count = <K extends string>(keys: readonly K[], of: (a: XrayAlert) => K) =>
    Object.fromEntries(keys.map((k) => [k, alerts.filter((a) => of(a) === k).length])) as Record<K, number>;
  return {
    score: result.score,
    lowCoverage: result.lowCoverage,
    coverage: { ...result.coverage, low: result.lowCoverage },
    confidence: result.confidence,
    alerts,
    alertCounts: {
      total: alerts.length,
      bySeverity: count(SEVERITIES, (a) => a.severity),
      byGroup: count(ALERT_GROUPS, (a) => a.group),
    },
    tags: result.tags.map((t) => ({ tag: t.tag, because: t.because })),
    sections,
    categories: s.profile?.categories ?? [],
    price: inputs.price ?? null,
    change24h: inputs.priceChange24h ?? null,
    marketCap: inputs.marketCap ?? null,
    demo: s.demo,
    ...(s.contract.evm?.trade?.status === 'simulated' && {
      trade: tradeSnapshot(s.contract.evm.trade.simulation, s.contract.evm.chain),
    }),
  };
}
