// The six sections' fields (spec §3 "X-Ray audit fields"; issue 11 §1): each measured value with its kind, or null
// with the reason it was not checked. Alerts and checks are added by compute.ts.
import {
  NOT_PUBLISHED,
  UNCAPPED,
  UNCAPPED_OR_NOT_PUBLISHED,
  type XrayField,
  type XrayOpenSection,
  type XraySection,
} from '@k3/shared';
import type { AuditInputs } from './rules';
import { CONTRACT_FLAG_LABELS, SOLANA_FLAG_LABELS } from './rules';
import { field } from './section-field';
import { liquidityField, powersField, tradeField } from './sections-trade';
import type { AuditSources } from './sources';
import type { TechnicalAnalysis } from './technical';

/** Where the profile's fact for `key` comes from, when it says so field by field (demo: the recorded sources). */
const sourceOf = (s: AuditSources, key: string) => s.profile?.factSources?.[key];
const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;
const section = (fields: XrayField[]): XrayOpenSection => ({ locked: false, fields, alerts: [], checks: [] });
const fmt = (n: number) => n.toLocaleString('en-US');

function financial(s: AuditSources, i: AuditInputs): XrayOpenSection {
  const noMarket = s.market ? null : 'no market data stored for this asset';
  const noProfile = s.profileReason ?? (s.profile?.source === 'demo' ? NOT_PUBLISHED : 'the source does not publish it');
  const m = s.profile?.market;
  const dexShare = s.cexVolumeShare === null ? null : round(1 - s.cexVolumeShare);
  const liquidity = i.volume24h != null && i.marketCap ? round(i.volume24h / i.marketCap) : null;
  return section([
    field('price', 'usd', i.price, noMarket),
    // Stored prices but no market cap: the circulating supply is not published (the cap is never made up).
    field('marketCap', 'usd', i.marketCap, noMarket ?? NOT_PUBLISHED, 'Price × circulating supply'),
    field('volume24h', 'usd', i.volume24h, noMarket),
    field('change24h', 'percent', i.priceChange24h, noMarket),
    field('change7d', 'percent', i.priceChange7d, noMarket),
    field('change30d', 'percent', i.priceChange30d, noMarket),
    field('cexVolumeShare', 'share', s.cexVolumeShare, noProfile, 'Share of the 24 h volume traded on centralized exchanges'),
    field('dexVolumeShare', 'share', dexShare, noProfile, 'Share of the 24 h volume traded on decentralized exchanges'),
    field('liquidityRatio', 'share', liquidity, noMarket ?? NOT_PUBLISHED, '24 h volume / market cap'),
    field('circulatingSupply', 'count', m?.circulatingSupply, noProfile, sourceOf(s, 'circulatingSupply')),
    field('totalSupply', 'count', m?.totalSupply, noProfile, sourceOf(s, 'totalSupply')),
    field(
      'maxSupply',
      'count',
      m?.maxSupply,
      m?.uncapped ? UNCAPPED : s.profile?.source === 'demo' ? NOT_PUBLISHED : s.profile ? UNCAPPED_OR_NOT_PUBLISHED : noProfile,
      sourceOf(s, 'maxSupply'),
    ),
  ]);
}

function fundamental(s: AuditSources, i: AuditInputs, cexScore: number | null): XrayOpenSection {
  const p = s.profile;
  const why = s.profileReason ?? (p?.source === 'demo' ? NOT_PUBLISHED : 'the source does not publish it');
  const link = (v: string | false | null | undefined) => (v === false ? false : v);
  const dev = p?.developer;
  const noRepo = p?.links.repository === false ? 'no public repository' : why;
  const news = s.news;
  return section([
    field('categories', 'list', p ? p.categories.map((c) => c.name) : null, why),
    field('country', 'text', p?.country, why, sourceOf(s, 'country')),
    field('website', 'url', link(p?.links.website), why, sourceOf(s, 'website')),
    field('whitepaper', 'url', link(p?.links.whitepaper), why, sourceOf(s, 'whitepaper')),
    field('repository', 'url', link(p?.links.repository), why, sourceOf(s, 'repository')),
    field('launchDate', 'date', p?.genesisDate, why, sourceOf(s, 'launchDate')),
    field('maturityMonths', 'months', i.projectAgeMonths, why),
    field('lastUpdate', 'date', p?.lastUpdate, why),
    field('forks', 'count', dev?.forks, noRepo, sourceOf(s, 'forks')),
    field('watchers', 'count', dev?.watchers, noRepo, sourceOf(s, 'watchers')),
    field('subscribers', 'count', dev?.subscribers, noRepo),
    field('commits4w', 'count', dev?.commits4w, noRepo),
    field('cexListings', 'count', p?.market.cexCount, why),
    field('cexListingScore', 'score', cexScore, why, 'Centralized exchanges listing the token, log scale: 1 → 0, 100 → 100'),
    field(
      'globalHype',
      'score',
      i.globalHype,
      'no attention figure known',
      'Watchlists, turnover, news of the day and the size of the 24 h move, 0–100',
    ),
    field('narrativePerf7d', 'percent', i.narrativePerf7d, 'no category performance known'),
    field('narrativePerf30d', 'percent', i.narrativePerf30d, 'no category performance known'),
    field('relatedNews30d', 'count', news?.count30d, 'no news stored'),
    field(
      'newsSentiment7d',
      'number',
      news?.sentiment7d == null ? null : round(news.sentiment7d, 2),
      'no news in the last 7 days',
      'Average sentiment of the last 7 days of news, -1 to 1',
    ),
  ]);
}

/** Demo social counts are generated (docs/demo-data.md): each such field says so beside its own description. */
const GENERATED = 'Demo: generated from the project’s size, not observed';

function social(s: AuditSources, i: AuditInputs): XrayOpenSection {
  const so = s.profile?.social;
  const why = s.profileReason ?? 'the source does not publish it';
  const demo = s.profile?.source === 'demo';
  const about = (detail?: string) => (demo ? (detail ? `${detail}. ${GENERATED}` : GENERATED) : detail);
  return section([
    field('users', 'count', so?.telegramUsers, why, about('Telegram channel members')),
    field('posts', 'count', so?.redditPosts48h, why, about('Reddit posts per 48 h')),
    field('subscribers', 'count', so?.redditSubscribers, why, about('Reddit subscribers')),
    field(
      'onlineUsers',
      'count',
      so?.telegramOnline,
      so ? 'the source does not publish it' : why,
      about('Telegram members online'),
    ),
    field('watchlisted', 'count', so?.watchlist, why, about('Users with the token in a watchlist or portfolio')),
    field('activeUsers', 'count', so?.redditActive48h, why, about('Reddit accounts active over 48 h')),
    field('twitterFollowers', 'count', so?.twitterFollowers, why, about()),
    field('communitySentiment', 'share', so?.sentimentUp, why, about('Share of the community voting up')),
    field('communityScore', 'score', i.communityScore, why, 'Reach and sentiment, 0–100'),
  ]);
}

/** Which large holders the top-10 share leaves out, with their share of the supply (holders.ts). */
function excludedDetail(excluded: AuditSources['onchain']['top10Excluded']): string | undefined {
  if (!excluded) return undefined;
  if (excluded.length === 0) return 'No pool, locker, burn address or bridge among the largest holders';
  const list = excluded.map((h) => `${h.label} ${h.address} (${(h.share * 100).toFixed(1)} %)`).join(', ');
  return `Holders of everyone's tokens left out: ${list}`;
}

function onchain(s: AuditSources, i: AuditInputs): XrayOpenSection {
  const o = s.onchain;
  const why = o.reason ?? 'not published by the source';
  const activity = o.holders && o.transactions30d != null ? round(o.transactions30d / o.holders, 2) : null;
  const top10 = i.top10HolderRatio ?? null;
  return section([
    field('top10HolderRatio', 'share', top10, why, excludedDetail(o.top10Excluded)),
    field('holders', 'count', o.holders, why),
    field('transactions30d', 'count', o.transactions30d, why),
    field(
      'perChain',
      'list',
      o.perChain.length
        ? o.perChain.map(
            (c) =>
              `${c.chain}: ${c.holders === null ? '–' : fmt(c.holders)} holders, ${c.transactions30d === null ? '–' : fmt(c.transactions30d)} transactions`,
          )
        : null,
      why,
    ),
    field('chainCount', 'count', i.chainCount, 'no chain known'),
    field('activity', 'count', activity, why, 'Transactions over 30 days per holder'),
    field(
      'decentralisation',
      'share',
      top10 === null ? null : round(1 - top10),
      why,
      'Share of the supply outside the 10 largest holders',
    ),
    ...(o.via ? [field('source', 'text', o.via, null)] : []),
  ]);
}

function security(s: AuditSources): XrayOpenSection {
  const w = s.website;
  const ok = w?.status === 'ok' ? w : null;
  const why = s.websiteReason ?? (w?.status === 'failed' ? w.message : 'not scanned');
  const evm = s.contract.evm;
  const sol = s.contract.solana;
  const cwhy = s.contract.reason ?? 'not read';
  const flags = evm
    ? evm.report.facts.filter((f) => f.present).map((f) => CONTRACT_FLAG_LABELS[f.flag]?.en ?? f.flag)
    : sol
      ? sol.facts.filter((f) => f.present).map((f) => SOLANA_FLAG_LABELS[f.flag]?.en ?? f.flag)
      : null;
  const tls = ok?.tls;
  const dns = ok?.dns;
  const mail = dns
    ? `SPF ${dns.spf?.present ? 'present' : 'missing'}, DMARC ${dns.dmarc?.present ? (dns.dmarc.policy ?? 'present') : 'missing'}`
    : null;
  const ports = ok?.ports;
  return section([
    field(
      'websiteGrade',
      'text',
      ok?.headers ? `${ok.headers.grade} (${ok.headers.score}/100)` : null,
      why,
      'MDN HTTP Observatory algorithm v6',
    ),
    field('domain', 'text', ok?.host ?? (w ? (safeHost(w.url) ?? null) : null), why),
    field('ipAddress', 'list', ok ? [...ok.addresses.ipv4, ...ok.addresses.ipv6] : null, why),
    field('server', 'text', ok?.stack?.server, ok ? 'no Server header' : why),
    field('stack', 'list', ok?.stack ? ok.stack.technologies.map((t) => t.name) : null, why),
    field('lastScan', 'date', w?.scannedAt, why),
    field(
      'waf',
      'text',
      ok?.waf ? (ok.waf.detected ? ok.waf.vendors.map((v) => v.name).join(', ') : 'none detected') : null,
      why,
    ),
    field(
      'web',
      'text',
      tls
        ? `${tls.protocol ?? 'TLS'}${tls.daysLeft === null ? '' : `, certificate expires in ${tls.daysLeft} days`}${tls.authorized ? '' : ` (${tls.authorizationError ?? 'untrusted'})`}`
        : null,
      ok ? 'no HTTPS' : why,
    ),
    field(
      'dns',
      'text',
      dns ? `CAA ${dns.caa?.present ? 'present' : 'missing'}, MX ${dns.mx?.present ? 'present' : 'missing'}` : null,
      why,
    ),
    field('email', 'text', mail, why),
    field(
      'network',
      'list',
      ports ? ports.map((p) => `${p.port} ${p.state}`) : null,
      ok ? 'exposed-port checks are off (XRAY_PORT_CHECKS)' : why,
    ),
    field('contract', 'text', evm ? `${evm.chain}: ${evm.report.address}` : sol ? `solana: ${sol.mint}` : null, cwhy),
    field(
      'owner',
      'text',
      evm?.report.owner
        ? `${evm.report.owner.address}${evm.report.owner.renounced ? ' (renounced)' : ''}`
        : sol
          ? (sol.mintAuthority ?? 'no mint authority')
          : null,
      evm ? 'no owner() or getOwner()' : cwhy,
    ),
    field(
      'proxy',
      'text',
      evm
        ? evm.report.proxy
          ? `${evm.report.proxy.kind} → ${evm.report.proxy.implementation ?? '?'}`
          : 'not a proxy'
        : sol
          ? 'not applicable (a Solana mint: its program holds the code)'
          : null,
      cwhy,
    ),
    field('contractFlags', 'list', flags, cwhy),
    tradeField(s),
    liquidityField(s),
    powersField(s),
    field('creator', 'text', null, 'needs an explorer API with contract creation data (not configured)'),
    field('createdDate', 'date', null, 'needs an explorer API with contract creation data (not configured)'),
  ]);
}

function safeHost(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

function technical(t: TechnicalAnalysis): XrayOpenSection {
  const read = (
    key: string,
    f:
      | TechnicalAnalysis['generalDirection']
      | TechnicalAnalysis['currentTrend']
      | TechnicalAnalysis['potentialOpportunity']
      | TechnicalAnalysis['marketState'],
  ) =>
    f.status === 'checked'
      ? { ...field(key, 'text', f.value, null, f.reason), ...(f.explanation && { explanation: f.explanation }) }
      : field(key, 'text', null, f.reason);
  return section([
    read('generalDirection', t.generalDirection),
    read('currentTrend', t.currentTrend),
    read('potentialOpportunity', t.potentialOpportunity),
    read('marketState', t.marketState),
    field('seriesDays', 'days', t.points, null, 'Daily prices the analysis read'),
  ]);
}

export function buildSections(
  s: AuditSources,
  inputs: AuditInputs,
  t: TechnicalAnalysis,
  extra: { cexListingScore: number | null },
): Record<XraySection, XrayOpenSection> {
  return {
    financial: financial(s, inputs),
    fundamental: fundamental(s, inputs, extra.cexListingScore),
    social: social(s, inputs),
    onchain: onchain(s, inputs),
    security: security(s),
    technical: technical(t),
  };
}
