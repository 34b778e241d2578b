// Gathering an audit's sources (issue 11 §1): the profile from the project-data port (kept in xray_profiles and read
// again once older than the refresh interval), the stored market series, the category's performance, the news, and —
// live only — the holders from an explorer, the token contract over RPC and the project's website. In demo mode the
// network checks are skipped and marked "not checked (demo)"; the on-chain figures are generated and labelled.
import { promises as dnsPromises } from 'node:dns';
import { type Address, BaseError, createPublicClient, getAddress, http, isAddress } from 'viem';
import type { Database } from '../../db/client';
import { lastTradeOf, profilesOf, saveProfile } from '../../repositories/xray';
import { analyseEvmContract } from './contract-evm';
import { type ExcludedHolder, type HolderLabel, peopleTop10 } from './holders';
import { demoCexShare, demoOnchain, type DemoAsset } from './demo/demo-profile';
import type { MarketFigures, NarrativePerformance } from './market';
import { priceSeries } from './market';
import type { ProjectDataPort, ProjectProfile, TokenExplorerPort } from './profile';
import { readSolanaPool } from './solana-pool';
import { analyseSolanaToken } from './solana-token';

/** The catalogue id of SOL, whose price values a Solana pool's depth. */
const SOLANA_NATIVE_ASSET = 'solana';
import {
  type AuditAsset,
  type AuditSources,
  type ContractFacts,
  type LiquidityOutcome,
  type PowersOutcome,
  NOT_CHECKED_DEMO,
  type NewsFacts,
  UNLISTED_REASON,
  type OnchainFacts,
} from './sources';
import { MIN_POINTS, type PricePoint } from './technical';
import { EVM_NATIVE_ASSET } from '../../providers/balances/demo';
import type { EvmContractReport } from './contract-evm';
import { routersOf, v3FactoriesOf } from './trade/dexes';
import { lockersOf } from './trade/liquidity';
import { readPoolLiquidity, V3PositionsUnknown } from './trade/liquidity-v3';
import { type PowerClient, probePowers } from './trade/powers';
import { simulateTrade, spentOnBuy, type TradeClient, type TradeOutcome } from './trade/simulate';
import { scanWebsite } from './website';
import type { WebsiteScan, WebsiteScanDeps } from './website/types';

/** Daily prices read for the technical analysis. */
export const SERIES_DAYS = 200;

export interface GatherDeps {
  db: Database;
  demo: boolean;
  now: Date;
  projectData: ProjectDataPort;
  /** Live: profiles older than this are read again from the port. */
  profileMaxAgeMs: number;
  explorer: TokenExplorerPort | null;
  evmRpcUrls: Readonly<Record<string, string>>;
  /** DEX_ROUTER_<CHAIN>: a router the trade simulation tries first (trade/dexes.ts). */
  dexRouters?: Readonly<Record<string, string>> | undefined;
  /** DEX_V3_FACTORY_<CHAIN>: a V3 factory whose pools the trade simulation also tries (trade/dexes.ts). */
  dexV3Factories?: Readonly<Record<string, string>> | undefined;
  /** LP_LOCKER_<CHAIN>: a liquidity locker read besides the known ones (trade/liquidity.ts). */
  lpLockers?: Readonly<Record<string, string>> | undefined;
  /** DEX_V3_POSITIONS_<CHAIN> and V3_LOCKER_<CHAIN>: a V3 factory's position manager, a V3 locker (trade/liquidity-v3.ts). */
  dexV3Positions?: Readonly<Record<string, string>> | undefined;
  v3Lockers?: Readonly<Record<string, string>> | undefined;
  solanaRpcUrl: string | null;
  /** Live: a longer price history than the stored one, for the technical analysis (CoinGecko market_chart). */
  history?: ((assetId: string, days: number) => Promise<PricePoint[]>) | undefined;
  website?: Partial<WebsiteScanDeps> | undefined;
  portChecks: boolean;
}

export interface BatchContext {
  snapshot: ReadonlyMap<string, MarketFigures>;
  narrative: ReadonlyMap<string, NarrativePerformance>;
  news: ReadonlyMap<string, NewsFacts>;
  /** News exist at all: without them, "related news" is not checked rather than 0. */
  newsStored: boolean;
  demoAssets: ReadonlyMap<string, DemoAsset>;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The stored profile when fresh enough (always regenerated in demo: it is a pure function), else the port's. */
export async function loadProfile(
  deps: GatherDeps,
  assetId: string,
): Promise<{ profile: ProjectProfile | null; reason: string | null }> {
  if (!deps.demo) {
    const [stored] = await profilesOf(deps.db, [assetId]);
    if (stored && deps.now.getTime() - stored.fetchedAt.getTime() < deps.profileMaxAgeMs)
      return { profile: stored.profile as unknown as ProjectProfile, reason: null };
  }
  try {
    const profile = await deps.projectData.profile(assetId);
    if (!profile) return { profile: null, reason: 'the market-data source does not know this project' };
    await saveProfile(deps.db, {
      assetId,
      source: profile.source,
      categories: profile.categories.map((c) => c.id),
      profile: profile as unknown as Record<string, unknown>,
      fetchedAt: new Date(profile.fetchedAt),
    });
    return { profile, reason: null };
  } catch (error) {
    const [stored] = await profilesOf(deps.db, [assetId]);
    if (stored) return { profile: stored.profile as unknown as ProjectProfile, reason: null };
    return { profile: null, reason: `the market-data source failed: ${reasonOf(error)}` };
  }
}

/** Holders that hold for everyone on `chain`, by lower-case address: the simulated trade's pool, the known lockers. */
function knownHolders(deps: GatherDeps, chain: string, contract: ContractFacts): Map<string, HolderLabel> {
  const known = new Map<string, HolderLabel>(lockersOf(chain, deps.lpLockers).map((l) => [l.address.toLowerCase(), 'locker']));
  const trade = contract.evm?.chain === chain ? contract.evm.trade : null;
  if (trade?.status === 'simulated') known.set(trade.simulation.pool.pair.toLowerCase(), 'pool');
  return known;
}

async function onchainFacts(
  deps: GatherDeps,
  asset: AuditAsset,
  demoAsset: DemoAsset | undefined,
  contract: ContractFacts,
): Promise<OnchainFacts> {
  const solana = contract.solana;
  if (deps.demo && demoAsset) {
    const d = demoOnchain(demoAsset, asset.nativeChain);
    return { ...d, reason: null, via: 'demo (generated)' };
  }
  const none = (reason: string): OnchainFacts => ({
    top10HolderRatio: null,
    holders: null,
    transactions30d: null,
    perChain: [],
    reason,
    via: null,
  });
  const chains = Object.keys(asset.addresses);
  if (chains.length === 0) return none('native coin: holder counts need the chain’s own explorer (not configured)');
  const explorer = deps.explorer;
  const configured = explorer ? chains.filter((c) => explorer.chains().includes(c)) : [];
  const perChain = [];
  const pages: { chain: string; url: string }[] = [];
  let top10: number | null = solana?.holders?.top10Share ?? null;
  let failure: string | null = null;
  let excluded: ExcludedHolder[] | undefined;
  for (const chain of configured) {
    try {
      const counters = await explorer!.counters(chain, asset.addresses[chain]!);
      if (!counters) continue;
      perChain.push({ chain, holders: counters.holders, transactions30d: counters.transfers });
      const page = explorer!.tokenPage?.(chain, asset.addresses[chain]!);
      if (page) pages.push({ chain, url: page });
      // The top 10 among people: pools, lockers, burn addresses and bridges left out (holders.ts).
      const people = counters.top ? peopleTop10(counters.top, counters.supply, knownHolders(deps, chain, contract)) : null;
      if (top10 === null && people) excluded = people.excluded;
      top10 ??= people?.share ?? counters.top10Share;
    } catch (error) {
      failure = `explorer failed on ${chain}: ${reasonOf(error)}`;
    }
  }
  if (perChain.length === 0)
    return {
      ...none(failure ?? `no explorer configured for ${chains.join(', ')} (BLOCKSCOUT_URL_<CHAIN>)`),
      top10HolderRatio: top10,
      via: top10 === null ? null : 'Solana RPC',
    };
  const sum = (xs: (number | null)[]) => (xs.every((x) => x === null) ? null : xs.reduce<number>((s, x) => s + (x ?? 0), 0));
  return {
    top10HolderRatio: top10,
    holders: sum(perChain.map((c) => c.holders)),
    // Blockscout counts transfers since deployment; the 30-day rule reads them as an upper bound (docs/xray-sources.md).
    transactions30d: sum(perChain.map((c) => c.transactions30d)),
    perChain,
    reason: failure,
    via: 'Blockscout',
    pages,
    ...(excluded && { top10Excluded: excluded }),
  };
}

/** The LP holders of the simulated trade's pool; null without a pool. */
async function liquidityOf(
  deps: GatherDeps,
  client: TradeClient,
  chain: string,
  trade: TradeOutcome,
  owner: EvmContractReport['owner'],
  nativePriceUsd: number | null,
): Promise<LiquidityOutcome | null> {
  if (trade.status !== 'simulated') return null;
  try {
    const report = await readPoolLiquidity(client, chain, trade.simulation.pool, {
      lpLockers: deps.lpLockers,
      v3Lockers: deps.v3Lockers,
      owner: owner && !owner.renounced ? owner.address : null,
      now: deps.now,
      nativePriceUsd,
    });
    return { status: 'read', report };
  } catch (error) {
    if (error instanceof V3PositionsUnknown) return { status: 'failed', reason: error.message };
    // viem's shortMessage: its message names the RPC URL, a secret.
    const why = error instanceof BaseError ? error.shortMessage : reasonOf(error);
    return { status: 'failed', reason: `the pool's liquidity holders could not be read: ${why}` };
  }
}

/** What the addresses the token trusts can do to a holder, tried on the simulated trade's pool; null without one. */
async function powersOf(
  client: PowerClient,
  token: Address,
  trade: TradeOutcome,
  report: EvmContractReport,
): Promise<PowersOutcome | null> {
  if (trade.status !== 'simulated') return null;
  try {
    const powers = await probePowers(client, token, trade.simulation.pool, {
      owner: report.owner && !report.owner.renounced ? report.owner.address : null,
      admin: report.proxy?.admin ?? null,
      codeAddress: report.proxy?.implementation ?? token,
      ethIn: spentOnBuy(trade.simulation),
    });
    return { status: 'read', report: powers };
  } catch (error) {
    const why = error instanceof BaseError ? error.shortMessage : reasonOf(error);
    return { status: 'failed', reason: `the privileged calls could not be tried: ${why}` };
  }
}

async function contractFacts(deps: GatherDeps, asset: AuditAsset, batch: BatchContext): Promise<ContractFacts> {
  if (deps.demo) return { evm: null, solana: null, reason: NOT_CHECKED_DEMO };
  const chains = Object.keys(asset.addresses);
  if (chains.length === 0) return { evm: null, solana: null, reason: 'native coin: no token contract' };
  const solanaMint = asset.addresses.solana;
  const solana = solanaMint && deps.solanaRpcUrl ? await analyseSolanaToken({ url: deps.solanaRpcUrl }, solanaMint) : null;
  const evmChain = chains.find((c) => c !== 'solana' && deps.evmRpcUrls[c]);
  if (evmChain) {
    const client = createPublicClient({ transport: http(deps.evmRpcUrls[evmChain], { timeout: 10_000, retryCount: 1 }) });
    const address = asset.addresses[evmChain]!;
    const report = await analyseEvmContract(client, address);
    // The buy and sell are simulated on code only: an address without code has no pool worth trying.
    const trade =
      report.isContract && isAddress(address, { strict: false })
        ? await simulateTrade(
            client,
            getAddress(address),
            routersOf(evmChain, deps.dexRouters),
            v3FactoriesOf(evmChain, deps.dexV3Factories, deps.dexV3Positions),
          )
        : null;
    const native = EVM_NATIVE_ASSET[evmChain];
    const nativePrice = native === undefined ? null : (batch.snapshot.get(native)?.price ?? null);
    const liquidity = trade ? await liquidityOf(deps, client, evmChain, trade, report.owner, nativePrice) : null;
    const powers = trade ? await powersOf(client, getAddress(address), trade, report) : null;
    return { evm: { chain: evmChain, report, trade, liquidity, powers }, solana, reason: null };
  }
  if (solana) {
    const solPrice = batch.snapshot.get(SOLANA_NATIVE_ASSET)?.price ?? null;
    const solanaLiquidity = solana.isMint ? await readSolanaPool({ url: deps.solanaRpcUrl! }, solana.mint, solPrice) : null;
    return { evm: null, solana, solanaLiquidity, reason: null };
  }
  const evmChains = chains.filter((c) => c !== 'solana');
  return {
    evm: null,
    solana: null,
    reason: evmChains.length
      ? `no RPC configured for ${evmChains.join(', ')} (RPC_URL_<CHAIN>)`
      : 'no Solana RPC configured (SOLANA_RPC_URL)',
  };
}

async function websiteFacts(
  deps: GatherDeps,
  profile: ProjectProfile | null,
): Promise<{ scan: WebsiteScan | null; reason: string | null }> {
  if (deps.demo) return { scan: null, reason: NOT_CHECKED_DEMO };
  const url = profile?.links.website;
  if (url === false) return { scan: null, reason: 'the project publishes no website' };
  if (!url) return { scan: null, reason: 'website unknown' };
  const scan = await scanWebsite(url, {
    resolver: dnsPromises,
    clock: { now: () => deps.now.getTime() },
    portCheck: { enabled: deps.portChecks },
    ...deps.website,
  });
  return { scan, reason: null };
}

export async function gatherSources(deps: GatherDeps, asset: AuditAsset, batch: BatchContext): Promise<AuditSources> {
  const today = deps.now.toISOString().slice(0, 10);
  const asOf: Record<string, string> = {};
  const listed = asset.listed !== false;
  const { profile, reason: profileReason } = listed
    ? await loadProfile(deps, asset.id)
    : { profile: null, reason: UNLISTED_REASON };
  if (profile) asOf.profile = profile.fetchedAt;
  const market = batch.snapshot.get(asset.id) ?? null;
  if (market) asOf.market = `${market.day}T00:00:00.000Z`;
  let series = listed ? await priceSeries(deps.db, asset.id, today, SERIES_DAYS, !deps.demo) : [];
  if (listed && series.length < MIN_POINTS && deps.history) {
    try {
      series = await deps.history(asset.id, SERIES_DAYS);
    } catch {
      // The stored series stays; the analysis says it is too short.
    }
  }
  const contract = await contractFacts(deps, asset, batch);
  const onchain = await onchainFacts(deps, asset, batch.demoAssets.get(asset.id), contract);
  if (!contract.reason) asOf.contract = deps.now.toISOString();
  if (onchain.via) asOf.onchain = deps.now.toISOString();
  const website = await websiteFacts(deps, profile);
  if (website.scan) asOf.website = website.scan.scannedAt;
  const primary = profile?.categories[0]?.id;
  const cex = profile?.market.cexVolume;
  const dex = profile?.market.dexVolume;
  const demoAsset = batch.demoAssets.get(asset.id);
  const cexVolumeShare =
    cex != null && dex != null && cex + dex > 0 ? cex / (cex + dex) : deps.demo && demoAsset ? demoCexShare(demoAsset) : null;
  const newsRead = batch.newsStored && listed;
  if (newsRead) asOf.news = deps.now.toISOString();
  return {
    asset,
    demo: deps.demo,
    now: deps.now,
    profile,
    profileReason,
    market,
    cexVolumeShare: cexVolumeShare === null ? null : Math.round(cexVolumeShare * 1000) / 1000,
    series,
    narrative: primary ? (batch.narrative.get(primary) ?? null) : null,
    news: newsRead ? (batch.news.get(asset.id) ?? { count24h: 0, count30d: 0, sentiment7d: null, incidents: [] }) : null,
    onchain,
    contract,
    website: website.scan,
    websiteReason: website.reason,
    asOf,
    lastTrade:
      contract.evm?.trade?.status === 'simulated' ? await lastTradeOf(deps.db, asset.id, contract.evm.chain, today) : null,
  };
}
