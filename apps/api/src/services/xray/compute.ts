// One audit from its gathered sources (issue 11 §1): the measured inputs the rules read, the rules engine's alerts,
// score, coverage and tags, and the six sections the page and Agent K show. Pure: no I/O, no clock but `sources.now`,
// so bench/xray.ts times exactly this and tests feed it constructed sources.
import {
  ALERT_GROUPS,
  type AlertKey,
  SEVERITIES,
  type XrayAlert,
  type XrayOpenSection,
  type XraySection,
  XRAY_SECTIONS,
} from '@k3/shared';
import { cexListingScore, communityScore, globalHype } from './indices';
import { type AuditInputs, runAudit, technicalInputs, websiteSecurityInputs } from './rules';
import type { AuditResult } from './rules';
import { buildSections } from './sections';
import type { AuditSources } from './sources';
import { technicalAnalysis, type TechnicalAnalysis } from './technical';

/** The section whose measures each alert rule reads (the page shows an alert in its section). */
export const ALERT_SECTIONS: Record<AlertKey, XraySection> = {
  important_price_drop: 'financial',
  huge_price_drop: 'financial',
  low_marketcap: 'financial',
  low_volume: 'financial',
  extrem_low_volume: 'financial',
  low_centralized_exchange_volume: 'financial',
  supply_concentration_risk: 'financial',
  low_hype: 'fundamental',
  weak_market_narrative: 'fundamental',
  important_narrative_downtrend: 'fundamental',
  lack_of_transparency: 'fundamental',
  limited_centralized_exchange_access: 'fundamental',
  project_too_young: 'fundamental',
  low_community_score: 'social',
  low_twitter_followers: 'social',
  low_reddit_subscribers: 'social',
  low_online_telegram_users: 'social',
  low_coingecko_followers: 'social',
  missing_or_weak_http_security_headers: 'security',
  sensitive_information_exposure: 'security',
  insufficient_network_hardening: 'security',
  dns_misconfiguration: 'security',
  misconfiguration_phishing_risk: 'security',
  high_risk_detected: 'security',
  risky_or_unfair_tokenomics: 'security',
  dangerous_governance_controls: 'security',
  potential_security_threats: 'security',
  onchain_security_lack_of_transparency: 'security',
  weak_onchain_deployement_and_activity: 'onchain',
  risky_supply_centralization: 'onchain',
  low_transaction_number: 'onchain',
};

/** What is stored per audit and served (sections unlocked) by GET /api/x-ray/projects/{id}. */
export interface StoredAudit {
  score: number | null;
  lowCoverage: boolean;
  coverage: { checked: number; notChecked: number; total: number; share: number; low: boolean };
  alerts: XrayAlert[];
  alertCounts: { total: number; bySeverity: Record<string, number>; byGroup: Record<string, number> };
  tags: { tag: AuditResult['tags'][number]['tag']; because: { en: string; fr: string; es: string } }[];
  sections: Record<XraySection, XrayOpenSection>;
  categories: { id: string; name: string }[];
  price: number | null;
  change24h: number | null;
  marketCap: number | null;
  demo: boolean;
}

const months = (from: string, to: Date) => (to.getTime() - Date.parse(from)) / (30.44 * 86_400_000);

/** The rules engine's inputs, every one from a measured source (undefined/null: not checked). */
export function auditInputs(s: AuditSources, technical: TechnicalAnalysis): AuditInputs {
  const p = s.profile;
  const m = s.market;
  const social = p?.social;
  const evm = s.contract.evm?.report;
  const solana = s.contract.solana;
  return {
    demo: s.demo,
    stablecoin: p ? p.categories.some((category) => category.id === 'stablecoins') : null,
    newsIncidents: s.news ? s.news.incidents.map(({ kind, title, source, at }) => ({ kind, title, source, at })) : null,
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
    solanaFacts: solana && solana.isMint ? solana.facts : null,
    technical: technicalInputs(technical),
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
  };
}
