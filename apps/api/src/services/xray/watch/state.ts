// What the X-Ray watch reads of a held token at each check (issue 30 §4; docs/xray-watch.md "What is read"): on its
// EVM chain, the owner and the proxy's implementation (contract-evm.ts), the taxes and whether a sale goes through (the
// simulated buy and sell, trade/simulate.ts) and the share of its pool's LP burned or locked with the pool's depth
// (trade/liquidity.ts); on Solana, the mint and freeze authorities (solana-token.ts); and, for any asset, the high and
// critical alerts of its latest stored audit and the incident stories naming it. A part that could not be read this
// time is left undefined, so it is compared at the next check that reads it — a failed read never reads as a change.
import type { LocalizedText, Severity } from '@k3/shared';
import { type Address, createPublicClient, getAddress, http, isAddress } from 'viem';
import { currentAbortSignal } from '../../../stop-signal';
import { analyseEvmContract } from '../contract-evm';
import { analyseSolanaToken } from '../solana-token';
import type { AuditAsset } from '../sources';
import { routersOf, v3FactoriesOf } from '../trade/dexes';
import { lockersOf, readLiquidity } from '../trade/liquidity';
import { simulateTrade } from '../trade/simulate';
import { readSolanaPool, SOLANA_POOL_REQUESTS } from '../solana-pool';

export interface WatchTrade {
  buyBps: number | null;
  sellBps: number | null;
  transferBps: number | null;
  /** The simulated sale went through (whole or a tenth). */
  sellable: boolean;
  pool: string;
  /**
   * Where the pool was found (its V2 router, or its V3 factory and fee), so the next check searches there only; and
   * the checks since every DEX of the chain was last searched (a full search every FULL_SEARCH_EVERY checks).
   */
  venue?: { router: string } | { factory: string; fee: number };
  searchedAgo?: number;
  /** The pool's native reserve at this check (base units, decimal): half of it gone sends the next check searching. */
  reserve?: string;
}

/** Checks between two searches of every DEX of the chain (with the default 15-minute period, every 2 hours). */
export const FULL_SEARCH_EVERY = 8;

/** The venue's search found the watched pool, with at least half its last native reserve. */
export function sameDeepPool(outcome: Awaited<ReturnType<typeof simulateTrade>> | null, last: WatchTrade | null | undefined) {
  if (outcome?.status !== 'simulated' || !last) return false;
  const { pool } = outcome.simulation;
  if (pool.pair.toLowerCase() !== last.pool.toLowerCase()) return false;
  return last.reserve === undefined || pool.nativeReserve * 2n >= BigInt(last.reserve);
}

export interface WatchState {
  /** The chain read (null: nothing read on a chain, a native coin). */
  chain: string | null;
  /** The owner() address; null: the contract has none. */
  owner?: string | null;
  ownerRenounced?: boolean;
  /** The proxy's implementation; null: not a proxy. */
  implementation?: string | null;
  mintAuthority?: string | null;
  freezeAuthority?: string | null;
  /** null: no pool to trade on. */
  trade?: WatchTrade | null;
  /** Share (0–1) of the main pool's LP burned or locked, and its depth; null: no pool. */
  lp?: { secured: number; depthUsd: number | null; pool: string } | null;
  /** High and critical alerts of the latest stored audit; undefined when the token has no audit yet. */
  alerts?: { key: string; severity: Severity; because?: LocalizedText }[];
  /** Incident stories naming the asset (the last 14 days). */
  incidents: { storyId: string; title: string }[];
}

export interface WatchReadDeps {
  evmRpcUrls: Readonly<Record<string, string>>;
  solanaRpcUrl: string | null;
  dexRouters?: Readonly<Record<string, string>> | undefined;
  dexV3Factories?: Readonly<Record<string, string>> | undefined;
  lpLockers?: Readonly<Record<string, string>> | undefined;
  now: Date;
  /** Counts each request sent to a chain's node (the RPC budget, watch/run.ts). */
  onRpcRequest: () => void;
}

/** Requests one Solana check sends (getAccountInfo, getTokenSupply, getTokenLargestAccounts). */
export const SOLANA_CHECK_REQUESTS = 3;

/**
 * The DEXes to search: the venue the last check traded on (its pool is the one compared), or every DEX of the chain
 * at the first check, every FULL_SEARCH_EVERY checks, and when the last venue has no pool any more.
 */
function venuesOf(deps: WatchReadDeps, chain: string, last: WatchTrade | null | undefined) {
  const all = {
    routers: routersOf(chain, deps.dexRouters),
    factories: v3FactoriesOf(chain, deps.dexV3Factories),
  };
  const venue = last?.venue;
  if (!venue || (last.searchedAgo ?? FULL_SEARCH_EVERY) + 1 >= FULL_SEARCH_EVERY) return { ...all, full: true };
  if ('router' in venue)
    return { routers: [{ name: 'watched pool', router: getAddress(venue.router) }], factories: [], full: false };
  // A V3 factory's wrapped native coin is the one the chain's first V2 router names (trade/pools.ts).
  return {
    routers: all.routers.slice(0, 1),
    factories: [
      {
        name: 'watched pool',
        factory: getAddress(venue.factory),
        fees: [venue.fee],
      },
    ],
    full: false,
  };
}

async function readEvm(
  deps: WatchReadDeps,
  chain: string,
  address: Address,
  nativePriceUsd: number | null,
  last: WatchTrade | null | undefined,
) {
  // The run's stop signal ends a request in flight (stop-signal.ts): a check never outlives a stop.
  const signal = currentAbortSignal();
  const client = createPublicClient({
    transport: http(deps.evmRpcUrls[chain], {
      timeout: 10_000,
      retryCount: 1,
      onFetchRequest: () => void deps.onRpcRequest(),
      ...(signal && { fetchOptions: { signal } }),
    }),
  });
  const out: Partial<WatchState> = {};
  const report = await analyseEvmContract(client, address).catch(() => null);
  if (report && report.isContract) {
    // Only what was read: an owner() that failed (or none) and a proxy read that failed stay unread, so the last
    // reading is kept and compared at the next check that reads them.
    if (report.owner) {
      out.owner = report.owner.address;
      out.ownerRenounced = report.owner.renounced;
    }
    if (report.coverage.some((c) => c.check === 'proxy' && c.status === 'checked'))
      out.implementation = report.proxy?.implementation ?? null;
  }
  const search = async (venues: ReturnType<typeof venuesOf>) => ({
    full: venues.full,
    outcome: await simulateTrade(client, address, venues.routers, venues.factories, { laterSale: false }).catch(() => null),
  });
  let searched = await search(venuesOf(deps, chain, last));
  // The watched venue lost its pool, or half its depth (liquidity moved, a drained pair keeps dust), or another pool
  // came first: every DEX of the chain is searched again.
  if (!searched.full && !sameDeepPool(searched.outcome, last)) searched = await search(venuesOf(deps, chain, null));
  const trade = searched.outcome;
  if (trade?.status === 'no-pool') {
    out.trade = null;
    out.lp = null;
  } else if (trade?.status === 'simulated') {
    const { simulation } = trade;
    out.trade = {
      buyBps: simulation.buy.taxBps,
      sellBps: simulation.sell.taxBps,
      transferBps: simulation.transfer.taxBps,
      sellable: simulation.buy.ok ? simulation.sell.ok : true,
      pool: simulation.pool.pair,
      venue: simulation.pool.router
        ? { router: simulation.pool.router }
        : { factory: simulation.pool.factory, fee: simulation.pool.fee ?? 0 },
      searchedAgo: searched.full ? 0 : (last?.searchedAgo ?? 0) + 1,
      reserve: simulation.pool.nativeReserve.toString(),
    };
    const owner = report?.owner && !report.owner.renounced ? report.owner.address : null;
    // A V3 pool's shares are of its liquidity in range: they move with the price and with anyone's deposit, so a fall
    // is no unlock — the watch reads V2 pairs only (the audit reads both). A failed read keeps the last reading.
    const lp =
      simulation.pool.kind === 'v2' &&
      (await readLiquidity(client, simulation.pool, {
        lockers: lockersOf(chain, deps.lpLockers),
        owner,
        now: deps.now,
        nativePriceUsd,
      }).catch(() => null));
    // LP in a locker whose locks could not be read is not counted as unlocked (as in the audit).
    if (lp) {
      const secured = lp.burnedShare + lp.lockedLongShare + lp.lockedSoonShare + lp.lockedUnknownShare;
      out.lp = { secured, depthUsd: lp.depthUsd, pool: lp.pair };
    }
  }
  return out;
}

/** Reads the asset's state now (see the file's comment); `alerts` and `incidents` come from the database. */
export async function readWatchState(
  deps: WatchReadDeps,
  asset: AuditAsset,
  known: {
    alerts: WatchState['alerts'] | undefined;
    incidents: WatchState['incidents'];
    nativePriceUsd: (chain: string) => number | null;
    /** The last check's state, if any. */
    last?: WatchState | null;
  },
): Promise<WatchState> {
  const state: WatchState = { chain: null, incidents: known.incidents, ...(known.alerts && { alerts: known.alerts }) };
  const evmChain = Object.keys(asset.addresses).find((c) => c !== 'solana' && deps.evmRpcUrls[c]);
  const evmAddress = evmChain ? asset.addresses[evmChain]! : null;
  if (evmChain && evmAddress && isAddress(evmAddress, { strict: false })) {
    state.chain = evmChain;
    // The last check's trade on this chain tells where to search (a reading of another chain starts afresh).
    const last = known.last?.chain === evmChain ? known.last.trade : null;
    Object.assign(state, await readEvm(deps, evmChain, getAddress(evmAddress), known.nativePriceUsd(evmChain), last));
    return state;
  }
  const mint = asset.addresses.solana;
  if (mint && deps.solanaRpcUrl) {
    state.chain = 'solana';
    for (let i = 0; i < SOLANA_CHECK_REQUESTS; i++) deps.onRpcRequest();
    const report = await analyseSolanaToken({ url: deps.solanaRpcUrl }, mint).catch(() => null);
    if (report?.isMint) {
      state.mintAuthority = report.mintAuthority;
      state.freezeAuthority = report.freezeAuthority;
      for (let i = 0; i < SOLANA_POOL_REQUESTS; i++) deps.onRpcRequest();
      const pool = await readSolanaPool({ url: deps.solanaRpcUrl }, mint, known.nativePriceUsd('solana'));
      // Only a pool read is compared; none found or a failed read keeps the last reading.
      if (pool.status === 'read')
        state.lp = { secured: pool.report.burnedShare, depthUsd: pool.report.depthUsd, pool: pool.report.pair };
    }
  }
  return state;
}
