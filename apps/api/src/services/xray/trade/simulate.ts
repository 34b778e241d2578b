// The simulated buy and sell of X-Ray (issue 30 §2; docs/xray-trade.md). For an EVM token, find its deepest pool
// against the chain's wrapped native coin on the Uniswap-V2-style routers and the Uniswap-V3-style factories known for
// the chain (dexes.ts), then run the trade probe (TradeProbe.sol) in one eth_call: its code and its ETH are state
// overrides at an unused address, so the buy, the 1 % transfer and the sell happen against the chain's current state
// and nothing is sent.
//
// Taxes are measured against the router's own quote (getAmountsOut) just before each step, or on a V3 pool against
// what the pool itself paid out, so the pool's price impact is not counted as tax:
//   buy tax      = 1 - tokens received / tokens quoted for the ETH spent;
//   transfer tax = 1 - tokens the second address received / tokens sent;
//   sell tax     = 1 - ETH received / ETH quoted for the tokens sold.
import { type Address, decodeAbiParameters, decodeFunctionResult, encodeFunctionData, type Hex } from 'viem';
import { laterSale, type LaterSale } from './later-sale';
import { CALLER_BALANCE, disguised, PROBE_GAS, randomAddress } from './probe-call';
import { TRADE_PROBE_ABI, TRADE_PROBE_CODE } from './probe-artifact';
import { findPools, reasonOf, type TradePool } from './pools';

export type { TradePool } from './pools';

/** The reads and the call the simulation needs (a viem PublicClient has them). */
export interface TradeClient {
  readContract(args: {
    address: Address;
    abi: readonly unknown[];
    functionName: string;
    args?: readonly unknown[];
  }): Promise<unknown>;
  call(args: {
    account: Address;
    to: Address;
    data: Hex;
    gas: bigint;
    stateOverride: { address: Address; code?: Hex; balance?: bigint }[];
  }): Promise<{ data?: Hex | undefined }>;
  /** Raw JSON-RPC (a viem client's `request`): the later sale's eth_simulateV1; without it, the later sale is not tried. */
  request?(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
}

export interface V2Router {
  /** A name users know ("Uniswap V2"). */
  name: string;
  router: Address;
}

/** A Uniswap-V3-style factory and the fee tiers its pools are created with (hundredths of a basis point). */
export interface V3Factory {
  name: string;
  factory: Address;
  fees: readonly number[];
  /** Its NonfungiblePositionManager (who holds a pool's liquidity: trade/liquidity-v3.ts); unknown: not read. */
  positions?: Address | undefined;
}

/** The share of the pool's native reserve the probe buys with, and its cap (wei). */
const BUY_SHARE_BPS = 50n;
const BUY_CAP = 10n ** 18n;

export interface TradeStep {
  ok: boolean;
  /** What the router quoted and what arrived, in base units (tokens for the buy and transfer, wei for the sell). */
  quoted: bigint;
  received: bigint;
  /** Tax in basis points short of the quote; null when the step did not complete. */
  taxBps: number | null;
  gas: bigint | null;
  /** The revert reason when the step reverted and gave one. */
  reason: string | null;
}

export interface TradeSimulation {
  pool: TradePool;
  /** Wei the buy was tried with (a tenth of it was spent when only a tenth bought: see buy.tenthBought). */
  amountIn: bigint;
  /** ok: the buy of amountIn, or of a tenth of it, went through; reason: why the whole buy reverted. */
  buy: TradeStep & { tenthBought: boolean };
  transfer: TradeStep;
  /** The sale of everything left after the transfer. */
  sell: TradeStep & { amount: bigint; tenthSold: boolean };
  /** When the sale (and a tenth of it) reverted: the same sale tried later (later-sale.ts). */
  later?: LaterSale;
}

export type TradeOutcome =
  | { status: 'simulated'; simulation: TradeSimulation }
  | { status: 'no-pool'; reason: string }
  | { status: 'failed'; reason: string };

/** Basis points short of the quote, never below 0 (a step that delivers more than quoted has no tax). */
export function taxBps(quoted: bigint, received: bigint): number {
  if (quoted <= 0n) return 0;
  if (received >= quoted) return 0;
  return Number(((quoted - received) * 10_000n) / quoted);
}

/** Printable text only: a revert reason is the token's words, shown to users. */
const printable = (text: string) =>
  text
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .trim()
    .slice(0, 200);

/** Error(string) and Panic(uint256) revert data in words; anything else by its selector; null without data. */
export function revertReason(data: Hex): string | null {
  if (data === '0x' || data.length < 10) return null;
  const selector = data.slice(0, 10);
  if (selector === '0x08c379a0') {
    try {
      const [text] = decodeAbiParameters([{ type: 'string' }], `0x${data.slice(10)}`);
      return printable(text);
    } catch {
      return 'a malformed Error(string)';
    }
  }
  // A panic is its selector and exactly one word: its code.
  if (selector === '0x4e487b71' && data.length === 10 + 64) return `panic 0x${BigInt(`0x${data.slice(10)}`).toString(16)}`;
  return `custom error ${selector}`;
}

function step(ok: boolean, quoted: bigint, received: bigint, gas: bigint | null, error: Hex): TradeStep {
  return { ok, quoted, received, taxBps: ok ? taxBps(quoted, received) : null, gas, reason: ok ? null : revertReason(error) };
}

/** Wei the simulated buy spent: amountIn, or a tenth of it when only a tenth bought. */
export const spentOnBuy = (sim: Pick<TradeSimulation, 'amountIn' | 'buy'>): bigint =>
  sim.buy.tenthBought ? sim.amountIn / 10n : sim.amountIn;

/** Runs the probe against `pool` with `amountIn` wei. */
export async function runProbe(client: TradeClient, token: Address, pool: TradePool, amountIn: bigint): Promise<TradeSimulation> {
  const [probe, caller, sink] = [randomAddress(), randomAddress(), randomAddress()];
  const call =
    pool.kind === 'v3' || !pool.router
      ? encodeFunctionData({
          abi: TRADE_PROBE_ABI,
          functionName: 'probeV3',
          args: [pool.pair, token, pool.wrappedNative, amountIn, sink],
        })
      : encodeFunctionData({ abi: TRADE_PROBE_ABI, functionName: 'probe', args: [pool.router, token, amountIn, sink] });
  const { data } = await client.call({
    account: caller,
    to: probe,
    data: call,
    gas: PROBE_GAS,
    stateOverride: [
      { address: probe, code: disguised(TRADE_PROBE_CODE), balance: amountIn },
      { address: caller, balance: CALLER_BALANCE },
    ],
  });
  if (!data) throw new Error('the trade probe returned nothing');
  // probe and probeV3 answer the same Result.
  const r = decodeFunctionResult({ abi: TRADE_PROBE_ABI, functionName: 'probe', data });
  return {
    pool,
    amountIn,
    buy: {
      ...step(r.bought || r.tenthBought, r.buyQuoted, r.buyReceived, r.buyGas, r.buyError),
      ...(r.tenthBought && { reason: revertReason(r.buyError) }),
      tenthBought: r.tenthBought,
    },
    transfer: {
      ...step(r.transferred, r.transferSent, r.transferReceived, null, '0x'),
      ok: r.transferSent > 0n && r.transferred,
    },
    sell: {
      ...step(r.sold, r.sellQuoted, r.sellReceived, r.sellGas, r.sellError),
      amount: r.sellAmount,
      tenthSold: r.tenthSold,
    },
  };
}

/**
 * Finds the token's pool on `routers` and `factories` and simulates a buy and a sell there; never throws. `laterSale`
 * false skips the later sale of a sale that reverted (the watch compares whether a sale goes through, not why).
 */
export async function simulateTrade(
  client: TradeClient,
  token: Address,
  routers: readonly V2Router[],
  factories: readonly V3Factory[] = [],
  { laterSale: tryLater = true }: { laterSale?: boolean } = {},
): Promise<TradeOutcome> {
  if (routers.length === 0) return { status: 'no-pool', reason: 'no DEX router is known for this chain' };
  try {
    const pools = await findPools(client, token, routers, factories);
    if (pools.length === 0) {
      const names = [...routers, ...factories].map((dex) => dex.name);
      return { status: 'no-pool', reason: `no pool against the wrapped native coin on ${[...new Set(names)].join(', ')}` };
    }
    // A V3 pool that pays nothing for the buy has no liquidity where its price is: inconclusive, so the next pool is
    // traded (at most two pools).
    for (const pool of pools.slice(0, 2)) {
      const share = (pool.nativeReserve * BUY_SHARE_BPS) / 10_000n;
      const amountIn = share > BUY_CAP ? BUY_CAP : share;
      if (amountIn === 0n) return { status: 'no-pool', reason: 'the pool holds too little to trade' };
      const simulation = await runProbe(client, token, pool, amountIn);
      if (pool.kind === 'v3' && simulation.buy.ok && simulation.buy.quoted === 0n) continue;
      // A sale blocked right after the buy: a wait (a cooldown) or a block (a honeypot)? Only a later block tells.
      if (tryLater && simulation.buy.ok && simulation.buy.received > 0n && !simulation.sell.ok && !simulation.sell.tenthSold)
        simulation.later = client.request
          ? await laterSale((args) => client.request!(args), token, pool, amountIn)
          : { status: 'unknown', reason: 'no raw JSON-RPC access to simulate later blocks' };
      return { status: 'simulated', simulation };
    }
    return {
      status: 'failed',
      reason: 'the simulation failed: the V3 pool paid nothing for the buy (no liquidity at its price)',
    };
  } catch (error) {
    return { status: 'failed', reason: `the simulation failed: ${reasonOf(error)}` };
  }
}
