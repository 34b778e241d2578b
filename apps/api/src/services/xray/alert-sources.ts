// Where each measure of an audit was read, and when (issue 25 §2; docs/xray-rules.md "Source and evidence"): the
// rules engine names, on every alert it fires, the source of the inputs its rule read. Built from the gathered sources
// and their read times (`AuditSources.asOf`, stored as the audit's `inputsAsOf`); pure.
import type { AlertEvidence, AuditInputField, InputSource } from './rules';
import type { AuditSources } from './sources';

type Sources = Partial<Record<AuditInputField, InputSource>>;

const PROFILE_NAMES: Record<'coingecko' | 'demo', string> = {
  coingecko: 'CoinGecko /coins/{id}',
  demo: 'K3 demo profile (generated)',
};

/** "Source: CoinGecko /api/v3/coins/markets response, as of 2025-12-31" (the demo's recorded facts) as a source. */
export function parseFactSource(line: string | undefined): InputSource | undefined {
  if (!line) return undefined;
  const match = /^Source: (.+), as of (\d{4}-\d{2}-\d{2})$/.exec(line);
  if (match) return { name: match[1]!, asOf: match[2]! };
  return { name: line.replace(/^Source: /, ''), asOf: null };
}

/** The sources of the market, fundamental and social inputs (the profile and the stored daily series). */
function marketSources(s: AuditSources, out: Sources): void {
  const p = s.profile;
  const m = s.market;
  const profile: InputSource | undefined = p ? { name: PROFILE_NAMES[p.source], asOf: p.fetchedAt } : undefined;
  const market: InputSource | undefined = m
    ? {
        name: s.demo ? 'K3 daily series (demo)' : 'K3 daily series (CoinGecko /coins/markets)',
        asOf: s.asOf.market ?? null,
      }
    : undefined;
  // The audit reads the stored series first and the profile's figure when the series lacks it (compute.ts).
  const figures: [AuditInputField, number | null | undefined][] = [
    ['price', m?.price],
    ['priceChange24h', m?.change24h],
    ['priceChange7d', m?.change7d],
    ['priceChange30d', m?.change30d],
    ['marketCap', m?.marketCap],
    ['volume24h', m?.volume24h],
  ];
  for (const [field, value] of figures) {
    const source = value != null ? market : profile;
    if (source) out[field] = source;
  }
  const fact = (key: string) => parseFactSource(p?.factSources?.[key]) ?? profile;
  const byFact: [AuditInputField, string][] = [
    ['circulatingSupply', 'circulatingSupply'],
    ['totalSupply', 'totalSupply'],
    ['maxSupply', 'maxSupply'],
    ['website', 'website'],
    ['whitepaper', 'whitepaper'],
    ['repository', 'repository'],
    ['projectAgeMonths', 'launchDate'],
  ];
  for (const [field, key] of byFact) {
    const source = fact(key);
    if (source) out[field] = source;
  }
  if (profile) {
    for (const field of [
      'lastUpdate',
      'cexListingCount',
      'cexVolumeShare',
      'twitterFollowers',
      'redditSubscribers',
      'telegramOnline',
      'coingeckoWatchlist',
    ] as const) {
      out[field] = profile;
    }
    out.communityScore = { name: `K3 community index (${profile.name})`, asOf: profile.asOf };
  }
  const now = s.now.toISOString();
  out.globalHype = { name: 'K3 hype index (watchlists, market, news)', asOf: market?.asOf ?? now };
  const category = p?.categories[0]?.name;
  if (category && s.narrative) {
    const narrative = { name: `K3 category performance (${category})`, asOf: market?.asOf ?? now };
    out.narrativePerf7d = narrative;
    out.narrativePerf30d = narrative;
  }
}

/** The sources of the on-chain, website, contract and news inputs. */
function chainSources(s: AuditSources, out: Sources): void {
  const o = s.onchain;
  if (o.via) {
    const chains = o.perChain.map((c) => c.chain);
    const name =
      o.via === 'Blockscout'
        ? `Blockscout (${chains.join(', ')})`
        : o.via.startsWith('demo')
          ? 'K3 demo on-chain figures (generated)'
          : o.via;
    const evidence: AlertEvidence[] = (o.pages ?? []).map((page) => ({
      kind: 'link',
      label: 'explorerPage',
      value: page.url,
      text: `Blockscout (${page.chain})`,
    }));
    const onchain: InputSource = { name, asOf: s.asOf.onchain ?? null, ...(evidence.length > 0 && { evidence }) };
    out.holders = onchain;
    out.transactions30d = onchain;
    out.top10HolderRatio = onchain;
  }
  const solana = s.contract.solana;
  // The mint's largest accounts come first when read (gather.ts), whatever the explorers say.
  if (solana?.holders?.top10Share != null) {
    out.top10HolderRatio = { name: 'Solana RPC (largest token accounts)', asOf: s.asOf.contract ?? null };
  }
  if (s.website?.status === 'ok') {
    out.websiteSecurity = { name: `Website scan of ${s.website.host}`, asOf: s.website.scannedAt };
  }
  const evm = s.contract.evm;
  if (evm) {
    out.contractFacts = {
      name: `RPC read of ${evm.chain}`,
      asOf: s.asOf.contract ?? null,
      evidence: [{ kind: 'value', label: 'tokenAddress', value: evm.report.address }],
    };
    if (evm.trade?.status === 'simulated') {
      const { pool } = evm.trade.simulation;
      out.tradeFindings = {
        name: `Simulated buy and sell on ${pool.dex} (eth_call on ${evm.chain})`,
        asOf: s.asOf.contract ?? null,
        evidence: [{ kind: 'value', label: 'pool', value: pool.pair }],
      };
    }
    if (evm.powers?.status === 'read') {
      out.powerFindings = {
        name: `Simulated calls by the addresses the token trusts (eth_call on ${evm.chain})`,
        asOf: s.asOf.contract ?? null,
        evidence: evm.powers.report.callers.map((caller) => ({ kind: 'value' as const, label: 'trustedAddress', value: caller })),
      };
    }
    if (evm.liquidity?.status === 'read') {
      out.liquidityFindings = {
        name: `LP holders of the pool (RPC read of ${evm.chain})`,
        asOf: s.asOf.contract ?? null,
        evidence: [{ kind: 'value', label: 'pool', value: evm.liquidity.report.pair }],
      };
    }
  }
  const solanaLiquidity = s.contract.solanaLiquidity;
  if (solanaLiquidity?.status === 'read') {
    out.liquidityFindings = {
      name: 'LP of the Raydium pool (RPC read of solana)',
      asOf: s.asOf.contract ?? null,
      evidence: [{ kind: 'value', label: 'pool', value: solanaLiquidity.report.pair }],
    };
  }
  if (solana) {
    out.solanaFacts = {
      name: 'Solana RPC',
      asOf: s.asOf.contract ?? null,
      evidence: [{ kind: 'value', label: 'tokenAddress', value: solana.mint }],
    };
  }
  if (s.news) out.newsIncidents = { name: 'K3 news', asOf: s.asOf.news ?? null };
}

/** Per input field, where it was read and when; a field not measured has none. */
export function inputSourcesOf(s: AuditSources): Sources {
  const out: Sources = {};
  marketSources(s, out);
  chainSources(s, out);
  return out;
}
