// Where X-Ray's simulated trade happens (issue 30 §2; docs/xray-trade.md "How the simulation runs"): a token's pools
// against the chain's wrapped native coin on the Uniswap-V2-style routers and Uniswap-V3-style factories of dexes.ts,
// deepest first (a V3 pool by the native coin its in-range liquidity reaches).
import { type Address, BaseError, erc20Abi, getAddress, isAddressEqual, zeroAddress } from 'viem';
import type { TradeClient, V2Router, V3Factory } from './simulate';

const V2_ROUTER_ABI = [
  { type: 'function', name: 'factory', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] },
  { type: 'function', name: 'WETH', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] },
] as const;
const V2_FACTORY_ABI = [
  {
    type: 'function',
    name: 'getPair',
    stateMutability: 'view',
    inputs: [{ type: 'address' }, { type: 'address' }],
    outputs: [{ type: 'address' }],
  },
] as const;
const V3_FACTORY_ABI = [
  {
    type: 'function',
    name: 'getPool',
    stateMutability: 'view',
    inputs: [{ type: 'address' }, { type: 'address' }, { type: 'uint24' }],
    outputs: [{ type: 'address' }],
  },
] as const;
const V3_POOL_ABI = [
  // Only the first two words are read: PancakeSwap V3's slot0 differs from Uniswap's after them.
  {
    type: 'function',
    name: 'slot0',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'uint160' }, { type: 'int24' }],
  },
  { type: 'function', name: 'liquidity', stateMutability: 'view', inputs: [], outputs: [{ type: 'uint128' }] },
] as const;
const Q96 = 2n ** 96n;
const V2_PAIR_ABI = [
  {
    type: 'function',
    name: 'getReserves',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'uint112' }, { type: 'uint112' }, { type: 'uint32' }],
  },
  { type: 'function', name: 'token0', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] },
] as const;

export interface TradePool {
  /** 'v2': a pair with LP tokens, traded through its router; 'v3': a concentrated-liquidity pool, traded directly. */
  kind: 'v2' | 'v3';
  dex: string;
  /** The V2 router; null on a V3 pool. */
  router: Address | null;
  factory: Address;
  /** The pool's address (a V2 pair or a V3 pool). */
  pair: Address;
  /** A V3 pool's fee tier in hundredths of a basis point (3000 = 0.30 %); null on a V2 pair. */
  fee: number | null;
  /** A V3 pool's NonfungiblePositionManager, when known (its liquidity holders: liquidity-v3.ts). */
  positions?: Address;
  /** The chain's wrapped native coin (WETH, WBNB...). */
  wrappedNative: Address;
  /** Reserves in base units: the token's and the wrapped native coin's (a V3 pool's balances of both). */
  tokenReserve: bigint;
  nativeReserve: bigint;
}

export const reasonOf = (error: unknown) =>
  error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : String(error);

/** The router's wrapped native coin and the token's pair against it (null without one). */
async function poolOn(
  client: TradeClient,
  token: Address,
  dex: V2Router,
): Promise<{ wrappedNative: Address; pool: TradePool | null }> {
  const read = (address: Address, abi: readonly unknown[], functionName: string, args: readonly unknown[] = []) =>
    client.readContract({ address, abi, functionName, args });
  const [factory, wrappedNative] = (await Promise.all([
    read(dex.router, V2_ROUTER_ABI, 'factory'),
    read(dex.router, V2_ROUTER_ABI, 'WETH'),
  ])) as [Address, Address];
  const none = { wrappedNative: getAddress(wrappedNative), pool: null };
  if (isAddressEqual(token, wrappedNative)) return none;
  const pair = (await read(factory, V2_FACTORY_ABI, 'getPair', [token, wrappedNative])) as Address;
  if (isAddressEqual(pair, zeroAddress)) return none;
  const [[r0, r1], token0] = (await Promise.all([read(pair, V2_PAIR_ABI, 'getReserves'), read(pair, V2_PAIR_ABI, 'token0')])) as [
    [bigint, bigint, number],
    Address,
  ];
  const tokenFirst = isAddressEqual(token0, token);
  const pool: TradePool = {
    kind: 'v2',
    dex: dex.name,
    router: dex.router,
    factory: getAddress(factory),
    pair: getAddress(pair),
    fee: null,
    wrappedNative: getAddress(wrappedNative),
    tokenReserve: tokenFirst ? r0 : r1,
    nativeReserve: tokenFirst ? r1 : r0,
  };
  return { wrappedNative: pool.wrappedNative, pool };
}

/** The token's V3 pools against `wrappedNative` on one factory, one per fee tier that has one. */
async function v3PoolsOn(client: TradeClient, token: Address, wrappedNative: Address, dex: V3Factory): Promise<TradePool[]> {
  const read = (address: Address, abi: readonly unknown[], functionName: string, args: readonly unknown[] = []) =>
    client.readContract({ address, abi, functionName, args });
  const found = (await Promise.all(
    dex.fees.map((fee) => read(dex.factory, V3_FACTORY_ABI, 'getPool', [token, wrappedNative, fee])),
  )) as Address[];
  const pools: TradePool[] = [];
  for (const [index, pool] of found.entries()) {
    if (isAddressEqual(pool, zeroAddress)) continue;
    const [balance, tokenReserve, [sqrtPriceX96], liquidity] = (await Promise.all([
      read(wrappedNative, erc20Abi, 'balanceOf', [pool]),
      // A token whose balanceOf reverts still has a pool: its depth is its native side.
      read(token, erc20Abi, 'balanceOf', [pool]).catch(() => 0n),
      read(pool, V3_POOL_ABI, 'slot0'),
      read(pool, V3_POOL_ABI, 'liquidity'),
    ])) as [bigint, bigint, readonly [bigint, number], bigint];
    // What a trade can reach: the liquidity in range at the current price as a virtual native reserve (L ÷ √P when
    // the native coin is token0, L × √P otherwise), never more than the pool holds. Native coin parked outside the
    // range does not make a pool look deep.
    const nativeIsToken0 = BigInt(wrappedNative) < BigInt(token);
    const virtual =
      sqrtPriceX96 === 0n ? 0n : nativeIsToken0 ? (liquidity * Q96) / sqrtPriceX96 : (liquidity * sqrtPriceX96) / Q96;
    const nativeReserve = virtual < balance ? virtual : balance;
    pools.push({
      kind: 'v3',
      dex: dex.name,
      router: null,
      factory: getAddress(dex.factory),
      pair: getAddress(pool),
      fee: dex.fees[index] ?? null,
      wrappedNative: getAddress(wrappedNative),
      tokenReserve,
      nativeReserve,
      ...(dex.positions && { positions: getAddress(dex.positions) }),
    });
  }
  return pools;
}

/**
 * The token's pools against the wrapped native coin on the given V2 routers and V3 factories (the wrapped native coin
 * of a V3 factory is the one the chain's V2 routers name), deepest first; empty when it has none. A DEX that cannot be
 * read makes the search fail unless another has a pool: "no pool" is said only when every DEX answered.
 */
export async function findPools(
  client: TradeClient,
  token: Address,
  routers: readonly V2Router[],
  factories: readonly V3Factory[] = [],
): Promise<TradePool[]> {
  const candidates: TradePool[] = [];
  const failures: { name: string; error: unknown }[] = [];
  let wrappedNative: Address | null = null;
  for (const dex of routers) {
    const found = await poolOn(client, token, dex).catch((error: unknown) => {
      failures.push({ name: dex.name, error });
      return null;
    });
    if (found?.pool) candidates.push(found.pool);
    wrappedNative ??= found?.wrappedNative ?? null;
  }
  if (wrappedNative && !isAddressEqual(token, wrappedNative)) {
    for (const dex of factories) {
      const pools = await v3PoolsOn(client, token, wrappedNative, dex).catch((error: unknown) => {
        failures.push({ name: dex.name, error });
        return [];
      });
      candidates.push(...pools);
    }
  }
  const pools = candidates
    .filter((pool) => pool.nativeReserve > 0n)
    .sort((a, b) => (b.nativeReserve > a.nativeReserve ? 1 : b.nativeReserve < a.nativeReserve ? -1 : 0));
  const [failure] = failures;
  if (pools.length === 0 && failure) throw new Error(`${failure.name} could not be read: ${reasonOf(failure.error)}`);
  return pools;
}
