// Who can pull a token's liquidity (issue 30 §3; docs/xray-trade.md "Liquidity"): for the main Uniswap-V2-style pool
// found by the trade simulation, the share of its LP tokens burned (sent to 0x0 or 0x…dEaD), held by a known locker
// (with each lock's unlock time read from the locker) and held by the token's owner; and the pool's depth. Read over
// JSON-RPC only. A locker K3 knows is read through UNCX's V2 locker interface (getNumLocksForToken, tokenLocks).
import { type Address, getAddress, isAddressEqual } from 'viem';
import { chainVariable, configuredFirst } from './dexes';
import type { TradeClient, TradePool } from './simulate';

export interface LockerSpec {
  name: string;
  address: Address;
}

/**
 * LP lockers per chain, read through UNCX's V2 interface. Addresses as UNCX's own app maps factories to lockers
 * (Uniswap V2 → 0x663A…b214 on Ethereum, PancakeSwap V2 → 0xC765…0c83 on BNB Chain), read 2026-11-29.
 * LP_LOCKER_<CHAIN> adds one (the local locker of the tests).
 */
export const KNOWN_LOCKERS: Readonly<Record<string, readonly LockerSpec[]>> = {
  ethereum: [{ name: 'UNCX V2 (Uniswap V2)', address: '0x663A5C229c09b049E36dCc11a9B0d4a8Eb9db214' }],
  bsc: [{ name: 'UNCX V2 (PancakeSwap V2)', address: '0xC765bddB93b0D1c1A88282BA0fa6B2d00E3e0c83' }],
};

/** The lockers read on a chain: the configured one (LP_LOCKER_<CHAIN>) first, then the known ones. */
export function lockersOf(chain: string, configured: Readonly<Record<string, string>> = {}): LockerSpec[] {
  return configuredFirst(
    KNOWN_LOCKERS[chain] ?? [],
    configured[chain],
    chainVariable('LP_LOCKER_', chain),
    (name, address) => ({ name, address }),
    (entry) => entry.address,
  );
}

/** Addresses LP tokens are burned to: nobody can move them again. */
export const BURN_ADDRESSES: readonly Address[] = [
  '0x0000000000000000000000000000000000000000',
  '0x000000000000000000000000000000000000dEaD',
];

/** Locks ending sooner than this are "unlocking soon" (days). */
export const UNLOCK_SOON_DAYS = 30;
/** Less than this share of the LP burned or locked for longer: the liquidity can be pulled. */
export const SECURED_MIN_SHARE = 0.5;
/** The owner holding this share of the LP or more can pull most of the liquidity. */
export const OWNER_MAX_SHARE = 0.5;

const LOCKER_ABI = [
  {
    type: 'function',
    name: 'getNumLocksForToken',
    stateMutability: 'view',
    inputs: [{ type: 'address' }],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'tokenLocks',
    stateMutability: 'view',
    inputs: [{ type: 'address' }, { type: 'uint256' }],
    outputs: [
      { type: 'uint256', name: 'lockDate' },
      { type: 'uint256', name: 'amount' },
      { type: 'uint256', name: 'initialAmount' },
      { type: 'uint256', name: 'unlockDate' },
      { type: 'uint256', name: 'lockID' },
      { type: 'address', name: 'owner' },
    ],
  },
] as const;
const ERC20_ABI = [
  { type: 'function', name: 'totalSupply', stateMutability: 'view', inputs: [], outputs: [{ type: 'uint256' }] },
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ type: 'address' }],
    outputs: [{ type: 'uint256' }],
  },
] as const;

const MAX_UNLOCK_SECONDS = 253_402_300_799n;

/** Locks read per locker at most (the newest are not favoured: locks are read in the locker's order). */
const MAX_LOCKS = 20;

export interface LockerHolding {
  name: string;
  address: Address;
  /** LP tokens the locker holds for this pool, and their share of the supply. */
  amount: bigint;
  share: number;
  /** The locks read (amount still locked, unlock time); the earliest unlock among them. */
  locks: { amount: bigint; unlockAt: Date }[];
  nextUnlock: Date | null;
}

export interface LiquidityReport {
  /** The pool: a V2 pair's address, or a Solana AMM's account (solana-pool.ts). */
  pair: string;
  /**
   * What the shares are of: LP tokens (a V2 pair, a Solana AMM; the default), or a V3 pool's liquidity in range, held
   * as positions (liquidity-v3.ts; `lpSupply` is then the pool's liquidity()).
   */
  unit?: 'lp-tokens' | 'v3-liquidity';
  /** Some holders' positions were not all read (liquidity-v3.ts MAX_POSITIONS): burned or locked shares may be more. */
  incomplete?: boolean;
  lpSupply: bigint;
  burnedShare: number;
  lockers: LockerHolding[];
  /** LP locked in a known locker until at least UNLOCK_SOON_DAYS from now. */
  lockedLongShare: number;
  /** LP whose lock ends within UNLOCK_SOON_DAYS (or has ended but was not withdrawn). */
  lockedSoonShare: number;
  /** LP a locker holds whose locks could not be read (the locker failed, or more than MAX_LOCKS locks): no finding. */
  lockedUnknownShare: number;
  owner: { address: Address; share: number } | null;
  /** A V3 pool: each holder with positions, how many it has and how many were read (liquidity-v3.ts MAX_POSITIONS). */
  positions?: { holder: string; held: number; read: number }[];
  /** The pool's wrapped native reserve (base units) and its value in US dollars on both sides (null without a price). */
  nativeReserve: bigint;
  depthUsd: number | null;
}

/** `part` of `whole` (0–1, to a millionth). */
export const share = (part: bigint, whole: bigint) =>
  whole === 0n ? 0 : Math.min(1, Number((part * 1_000_000n) / whole) / 1_000_000);

/** A pool's depth in US dollars: both sides, twice its wrapped native reserve at the coin's price; null without one. */
export const depthUsdOf = (nativeReserve: bigint, nativePriceUsd: number | null): number | null =>
  nativePriceUsd === null ? null : Math.round((Number(nativeReserve) / 1e18) * nativePriceUsd * 2);

async function readLocker(client: TradeClient, locker: LockerSpec, pair: Address): Promise<LockerHolding['locks']> {
  const count = (await client.readContract({
    address: locker.address,
    abi: LOCKER_ABI,
    functionName: 'getNumLocksForToken',
    args: [pair],
  })) as bigint;
  const locks: LockerHolding['locks'] = [];
  for (let i = 0n; i < count && i < BigInt(MAX_LOCKS); i += 1n) {
    const [, amount, , unlockDate] = (await client.readContract({
      address: locker.address,
      abi: LOCKER_ABI,
      functionName: 'tokenLocks',
      args: [pair, i],
    })) as readonly [bigint, bigint, bigint, bigint, bigint, Address];
    // Dates past year 9999 (a hostile or a "forever" lock) read as 9999-12-31.
    const seconds = unlockDate > MAX_UNLOCK_SECONDS ? MAX_UNLOCK_SECONDS : unlockDate;
    if (amount > 0n) locks.push({ amount, unlockAt: new Date(Number(seconds) * 1000) });
  }
  return locks;
}

export interface LiquidityOptions {
  lockers: readonly LockerSpec[];
  owner: Address | null;
  now: Date;
  /** US dollars per whole native coin (ETH, BNB…); null when unknown. */
  nativePriceUsd: number | null;
}

/** Why a V3 pool's liquidity is not read: its position manager is not known (liquidity-v3.ts reads it when it is). */
export const v3LiquidityReason = (pool: TradePool) =>
  `the main pool is a ${pool.dex} pool (${pool.pair}, fee ${((pool.fee ?? 0) / 10_000).toFixed(2)} %): its liquidity is held as positions of a position manager K3 does not know for this DEX, so who can withdraw them is not read`;

/** The LP of `pool` by holder kind; throws when the pair cannot be read. */
export async function readLiquidity(client: TradeClient, pool: TradePool, options: LiquidityOptions): Promise<LiquidityReport> {
  const read = (address: Address, functionName: 'totalSupply' | 'balanceOf', args: readonly unknown[] = []) =>
    client.readContract({ address, abi: ERC20_ABI, functionName, args }) as Promise<bigint>;
  const lpSupply = await read(pool.pair, 'totalSupply');
  let burned = 0n;
  for (const address of BURN_ADDRESSES) burned += await read(pool.pair, 'balanceOf', [address]);
  const soonAt = options.now.getTime() + UNLOCK_SOON_DAYS * 86_400_000;
  const lockers: LockerHolding[] = [];
  let lockedLong = 0n;
  let lockedSoon = 0n;
  let lockedUnknown = 0n;
  for (const locker of options.lockers) {
    const held = await read(pool.pair, 'balanceOf', [locker.address]);
    if (held === 0n) continue;
    const locks = await readLocker(client, locker, pool.pair).catch(() => null);
    const share0 = share(held, lpSupply);
    if (!locks) {
      lockedUnknown += held;
      lockers.push({
        name: locker.name,
        address: getAddress(locker.address),
        amount: held,
        share: share0,
        locks: [],
        nextUnlock: null,
      });
      continue;
    }
    const total = locks.reduce((sum, lock) => sum + lock.amount, 0n);
    const long = locks.filter((lock) => lock.unlockAt.getTime() >= soonAt).reduce((sum, lock) => sum + lock.amount, 0n);
    const soon = total - long;
    // What the locks read account for, within the locker's balance; the rest (locks not read) is unknown.
    const longCapped = long > held ? held : long;
    const soonCapped = soon > held - longCapped ? held - longCapped : soon;
    lockedLong += longCapped;
    lockedSoon += soonCapped;
    lockedUnknown += held - longCapped - soonCapped;
    const next = locks.map((lock) => lock.unlockAt).sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
    lockers.push({
      name: locker.name,
      address: getAddress(locker.address),
      amount: held,
      share: share0,
      locks,
      nextUnlock: next,
    });
  }
  const owner =
    options.owner && !BURN_ADDRESSES.some((address) => isAddressEqual(address, options.owner!))
      ? { address: getAddress(options.owner), share: share(await read(pool.pair, 'balanceOf', [options.owner]), lpSupply) }
      : null;
  return {
    pair: pool.pair,
    lpSupply,
    burnedShare: share(burned, lpSupply),
    lockers,
    lockedLongShare: share(lockedLong, lpSupply),
    lockedSoonShare: share(lockedSoon, lpSupply),
    lockedUnknownShare: share(lockedUnknown, lpSupply),
    owner,
    nativeReserve: pool.nativeReserve,
    depthUsd: depthUsdOf(pool.nativeReserve, options.nativePriceUsd),
  };
}

export type LiquidityFlag = 'lp-owner-held' | 'lp-unlocking-soon' | 'lp-removable';

export interface LiquidityFinding {
  flag: LiquidityFlag;
  severity: 'critical' | 'high';
  /** The share that raised it (0–1) and its threshold. */
  value: number;
  threshold: number;
  evidence: string;
}

const pct = (value: number) => `${(value * 100).toFixed(1)} %`;

/** What the LP's holders mean for a buyer: the owner can pull it, a lock ends soon, or too little is secured. */
export function liquidityFindings(report: LiquidityReport): LiquidityFinding[] {
  const findings: LiquidityFinding[] = [];
  // LP in a locker whose locks could not be read is given the benefit of the doubt: neither secured nor flagged.
  const secured = report.burnedShare + report.lockedLongShare + report.lockedUnknownShare;
  const where = `pool ${report.pair}: ${pct(report.burnedShare)} burned, ${pct(report.lockedLongShare)} locked for ${UNLOCK_SOON_DAYS}+ days, ${pct(report.lockedSoonShare)} unlocking sooner${report.lockedUnknownShare > 0 ? `, ${pct(report.lockedUnknownShare)} locked with no unlock date read` : ''}`;
  const of = report.unit === 'v3-liquidity' ? "the pool's liquidity in range (positions)" : 'the LP tokens';
  if (report.owner && report.owner.share >= OWNER_MAX_SHARE)
    findings.push({
      flag: 'lp-owner-held',
      severity: 'critical',
      value: report.owner.share,
      threshold: OWNER_MAX_SHARE,
      evidence: `the owner ${report.owner.address} holds ${pct(report.owner.share)} of ${of} of ${where}`,
    });
  else if (report.lockedSoonShare >= 1 - SECURED_MIN_SHARE && report.lockedSoonShare > 0) {
    const next = report.lockers.map((l) => l.nextUnlock).find((d) => d !== null);
    findings.push({
      flag: 'lp-unlocking-soon',
      severity: 'high',
      value: report.lockedSoonShare,
      threshold: 1 - SECURED_MIN_SHARE,
      evidence: `${pct(report.lockedSoonShare)} of ${of} unlock ${next ? `on ${next.toISOString().slice(0, 10)}` : 'within 30 days'}; ${where}`,
    });
  } else if (secured < SECURED_MIN_SHARE && !report.incomplete)
    findings.push({
      flag: 'lp-removable',
      severity: 'high',
      value: secured,
      threshold: SECURED_MIN_SHARE,
      evidence: `only ${pct(secured)} of ${of} ${report.unit === 'v3-liquidity' ? 'is' : 'are'} burned or locked; ${where}`,
    });
  return findings;
}
