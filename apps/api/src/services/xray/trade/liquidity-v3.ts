// Who can pull the liquidity of a Uniswap-V3-style main pool (issue 30 §3; docs/xray-trade.md "Liquidity" — V3
// pools). A V3 pool has no LP tokens: its liquidity is held as positions, each an NFT of the DEX's
// NonfungiblePositionManager, whose holder may withdraw it. Only the liquidity in range (where the price is) makes
// the pool tradeable, so shares are of the pool's `liquidity()`: for the addresses that matter — the burn address, each
// known locker, the token's owner — the positions they hold are listed from the manager (ERC-721 enumeration:
// balanceOf, tokenOfOwnerByIndex, positions) and the in-range liquidity of those on this pool is added up. A locker's
// unlock dates are read through UNCX's V3 locker interface (getLocksLength, getLock: the lock's position and unlock
// date). Over JSON-RPC only (eth_call): no logs, no explorer. The manager is trusted only when its factory() is the
// pool's. A holder of many positions (a locker serving every token, 0x…dEaD) is read newest first, MAX_POSITIONS of
// them (2 calls each): the rest may hold this pool's liquidity, so the report is then incomplete and "removable" is
// not said of it.
import { type Address, getAddress, isAddressEqual } from 'viem';
import type { LiquidityOptions, LiquidityReport, LockerHolding } from './liquidity';
import { v3LockersOf } from './dexes';
import { BURN_ADDRESSES, depthUsdOf, lockersOf, readLiquidity, share, UNLOCK_SOON_DAYS, v3LiquidityReason } from './liquidity';
import type { TradeClient, TradePool } from './simulate';

/** Positions read per holder at most: a holder with more (a locker serving every token) is read in part, and said. */
export const MAX_POSITIONS = 20;

const MANAGER_ABI = [
  { type: 'function', name: 'factory', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] },
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ type: 'address' }],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'tokenOfOwnerByIndex',
    stateMutability: 'view',
    inputs: [{ type: 'address' }, { type: 'uint256' }],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'positions',
    stateMutability: 'view',
    inputs: [{ type: 'uint256' }],
    outputs: [
      { type: 'uint96', name: 'nonce' },
      { type: 'address', name: 'operator' },
      { type: 'address', name: 'token0' },
      { type: 'address', name: 'token1' },
      { type: 'uint24', name: 'fee' },
      { type: 'int24', name: 'tickLower' },
      { type: 'int24', name: 'tickUpper' },
      { type: 'uint128', name: 'liquidity' },
      { type: 'uint256', name: 'feeGrowthInside0LastX128' },
      { type: 'uint256', name: 'feeGrowthInside1LastX128' },
      { type: 'uint128', name: 'tokensOwed0' },
      { type: 'uint128', name: 'tokensOwed1' },
    ],
  },
] as const;

const POOL_ABI = [
  { type: 'function', name: 'liquidity', stateMutability: 'view', inputs: [], outputs: [{ type: 'uint128' }] },
  { type: 'function', name: 'token0', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] },
  { type: 'function', name: 'token1', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] },
  { type: 'function', name: 'fee', stateMutability: 'view', inputs: [], outputs: [{ type: 'uint24' }] },
  {
    type: 'function',
    name: 'slot0',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      { type: 'uint160' },
      { type: 'int24' },
      { type: 'uint16' },
      { type: 'uint16' },
      { type: 'uint16' },
      { type: 'uint32' },
      { type: 'bool' },
    ],
  },
] as const;

/** UNCX's V3 locker read interface (IUNCX_LiquidityLocker_UniV3.sol; V1 and V2 share it): the Lock struct's words. */
const UNCX_V3_ABI = [
  { type: 'function', name: 'getLocksLength', stateMutability: 'view', inputs: [], outputs: [{ type: 'uint256' }] },
  {
    type: 'function',
    name: 'getLock',
    stateMutability: 'view',
    inputs: [{ type: 'uint256' }],
    outputs: [
      {
        type: 'tuple',
        components: [
          { type: 'uint256', name: 'lock_id' },
          { type: 'address', name: 'nftPositionManager' },
          { type: 'address', name: 'pool' },
          { type: 'uint256', name: 'nft_id' },
          { type: 'address', name: 'owner' },
          { type: 'address', name: 'pendingOwner' },
          { type: 'address', name: 'additionalCollector' },
          { type: 'address', name: 'collectAddress' },
          { type: 'uint256', name: 'unlockDate' },
          { type: 'uint16', name: 'countryCode' },
          { type: 'uint256', name: 'ucf' },
        ],
      },
    ],
  },
] as const;

/** A V3 liquidity locker: it holds the position NFTs it locks, and answers UNCX's V3 read interface. */
export interface V3LockerSpec {
  name: string;
  address: Address;
}

/** Locks read per locker at most, newest first (lock ids count up). */
export const MAX_V3_LOCKS = 20;
const MAX_UNLOCK_SECONDS = 253_402_300_799n;

export interface V3LiquidityOptions extends Omit<LiquidityOptions, 'lockers'> {
  /** The pool's NonfungiblePositionManager (trade/dexes.ts). */
  manager: Address;
  lockers: readonly V3LockerSpec[];
}

interface HolderPositions {
  /** In-range liquidity of this pool's positions the holder has, and those positions. */
  inRange: bigint;
  matched: { id: bigint; liquidity: bigint }[];
  /** Positions the holder has in all (every pool), and how many were read. */
  held: number;
  read: number;
}

/** The V3 liquidity of `pool` by holder kind; throws when the pool or its manager cannot be read. */
export async function readV3Liquidity(
  client: TradeClient,
  pool: TradePool,
  options: V3LiquidityOptions,
): Promise<LiquidityReport> {
  const onManager = (
    functionName: 'factory' | 'balanceOf' | 'tokenOfOwnerByIndex' | 'positions',
    args: readonly unknown[] = [],
  ) => client.readContract({ address: options.manager, abi: MANAGER_ABI, functionName, args });
  const onPool = (functionName: 'liquidity' | 'token0' | 'token1' | 'fee' | 'slot0') =>
    client.readContract({ address: pool.pair, abi: POOL_ABI, functionName });
  const factory = (await onManager('factory')) as Address;
  if (!isAddressEqual(factory, pool.factory))
    throw new Error(`the position manager ${options.manager} serves another factory (${factory}), not the pool's`);
  const [active, token0, token1, fee, slot0] = (await Promise.all([
    onPool('liquidity'),
    onPool('token0'),
    onPool('token1'),
    onPool('fee'),
    onPool('slot0'),
  ])) as [bigint, Address, Address, number, readonly [bigint, number, ...unknown[]]];
  const tick = slot0[1];

  const positionsOf = async (holder: Address): Promise<HolderPositions> => {
    // The zero address holds nothing (ERC-721's balanceOf refuses it).
    const held = Number(await onManager('balanceOf', [holder]).catch(() => 0n));
    const read = Math.min(held, MAX_POSITIONS);
    let inRange = 0n;
    const matched: HolderPositions['matched'] = [];
    // Newest first: enumeration keeps the order positions arrived in (but for removals).
    for (let i = held - 1; i >= held - read; i--) {
      const id = (await onManager('tokenOfOwnerByIndex', [holder, BigInt(i)])) as bigint;
      const [, , p0, p1, pFee, lower, upper, liquidity] = (await onManager('positions', [id])) as readonly [
        bigint,
        Address,
        Address,
        Address,
        number,
        number,
        number,
        bigint,
      ];
      const samePool = isAddressEqual(p0, token0) && isAddressEqual(p1, token1) && pFee === fee;
      if (samePool && lower <= tick && tick < upper && liquidity > 0n) {
        inRange += liquidity;
        matched.push({ id, liquidity });
      }
    }
    return { inRange, matched, held, read };
  };

  /** The unlock date of each matched position, from the locker's newest locks; a position without one is left out. */
  const unlocksOf = async (locker: Address, matched: HolderPositions['matched']) => {
    const wanted = new Map(matched.map((p) => [p.id, p.liquidity]));
    const count = (await client.readContract({ address: locker, abi: UNCX_V3_ABI, functionName: 'getLocksLength' })) as bigint;
    const locks: LockerHolding['locks'] = [];
    for (let i = count - 1n; i >= 0n && i >= count - BigInt(MAX_V3_LOCKS) && wanted.size > 0; i--) {
      const lock = (await client.readContract({
        address: locker,
        abi: UNCX_V3_ABI,
        functionName: 'getLock',
        args: [i],
      })) as { nftPositionManager: Address; nft_id: bigint; unlockDate: bigint };
      const liquidity = wanted.get(lock.nft_id);
      if (liquidity === undefined || !isAddressEqual(lock.nftPositionManager, options.manager)) continue;
      wanted.delete(lock.nft_id);
      // An eternal lock (type(uint256).max) and dates past year 9999 read as 9999-12-31.
      const seconds = lock.unlockDate > MAX_UNLOCK_SECONDS ? MAX_UNLOCK_SECONDS : lock.unlockDate;
      locks.push({ amount: liquidity, unlockAt: new Date(Number(seconds) * 1000) });
    }
    return locks;
  };

  const positions: { holder: string; held: number; read: number }[] = [];
  const note = (holder: string, found: HolderPositions) => {
    if (found.held > 0) positions.push({ holder, held: found.held, read: found.read });
  };

  let burned = 0n;
  // A burn address or a locker whose positions were not all read may hold more of this pool than was seen.
  let incomplete = false;
  for (const address of BURN_ADDRESSES) {
    const found = await positionsOf(address);
    burned += found.inRange;
    incomplete ||= found.read < found.held;
    note(address, found);
  }
  const lockers: LockerHolding[] = [];
  const soonAt = options.now.getTime() + UNLOCK_SOON_DAYS * 86_400_000;
  let lockedLong = 0n;
  let lockedSoon = 0n;
  let lockedUnknown = 0n;
  for (const locker of options.lockers) {
    const found = await positionsOf(locker.address);
    incomplete ||= found.read < found.held;
    note(locker.name, found);
    if (found.inRange === 0n) continue;
    // A locker that does not answer UNCX's interface: locked, unlock unknown (neither secured nor flagged).
    const locks = await unlocksOf(locker.address, found.matched).catch(() => []);
    const long = locks.filter((lock) => lock.unlockAt.getTime() >= soonAt).reduce((sum, lock) => sum + lock.amount, 0n);
    const soon = locks.reduce((sum, lock) => sum + lock.amount, 0n) - long;
    lockedLong += long;
    lockedSoon += soon;
    lockedUnknown += found.inRange - long - soon;
    lockers.push({
      name: locker.name,
      address: getAddress(locker.address),
      amount: found.inRange,
      share: share(found.inRange, active),
      locks,
      nextUnlock: locks.map((lock) => lock.unlockAt).sort((a, b) => a.getTime() - b.getTime())[0] ?? null,
    });
  }
  let owner: LiquidityReport['owner'] = null;
  if (options.owner && !BURN_ADDRESSES.some((address) => isAddressEqual(address, options.owner!))) {
    const found = await positionsOf(options.owner);
    note('owner', found);
    owner = { address: getAddress(options.owner), share: share(found.inRange, active) };
  }
  return {
    pair: pool.pair,
    unit: 'v3-liquidity',
    ...(incomplete && { incomplete }),
    lpSupply: active,
    burnedShare: share(burned, active),
    lockers,
    lockedLongShare: share(lockedLong, active),
    lockedSoonShare: share(lockedSoon, active),
    lockedUnknownShare: share(lockedUnknown, active),
    owner,
    nativeReserve: pool.nativeReserve,
    depthUsd: depthUsdOf(pool.nativeReserve, options.nativePriceUsd),
    positions,
  };
}

/** A V3 pool whose position manager K3 does not know: its liquidity holders cannot be read. */
export class V3PositionsUnknown extends Error {}

export interface PoolLiquidityOptions {
  /** LP_LOCKER_<CHAIN> and V3_LOCKER_<CHAIN>: a locker read besides the known ones. */
  lpLockers?: Readonly<Record<string, string>> | undefined;
  v3Lockers?: Readonly<Record<string, string>> | undefined;
  owner: Address | null;
  now: Date;
  nativePriceUsd: number | null;
}

/** Who holds the main pool's liquidity on `chain`: its LP tokens (V2) or its positions (V3); throws when unread. */
export async function readPoolLiquidity(
  client: TradeClient,
  chain: string,
  pool: TradePool,
  options: PoolLiquidityOptions,
): Promise<LiquidityReport> {
  const { owner, now, nativePriceUsd } = options;
  if (pool.kind === 'v2')
    return readLiquidity(client, pool, { lockers: lockersOf(chain, options.lpLockers), owner, now, nativePriceUsd });
  if (!pool.positions) throw new V3PositionsUnknown(v3LiquidityReason(pool));
  return readV3Liquidity(client, pool, {
    manager: pool.positions,
    lockers: v3LockersOf(chain, options.v3Lockers),
    owner,
    now,
    nativePriceUsd,
  });
}
