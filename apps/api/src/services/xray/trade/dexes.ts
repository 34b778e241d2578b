// The Uniswap-V2-style routers X-Ray simulates trades on, per chain (issue 30 §2; docs/xray-trade.md "Routers"). Only
// routers; the factory and the wrapped native coin are read from each router on chain (factory(), WETH()), so a wrong
// row cannot make K3 trust a fake factory. Addresses as published by the DEXes:
//   Uniswap V2 — https://docs.uniswap.org/contracts/v2/reference/smart-contracts/v2-deployments (read 2026-11-29);
//   PancakeSwap V2 — https://developer.pancakeswap.finance/contracts/v2/addresses (read 2026-11-29).
// DEX_ROUTER_<CHAIN> adds a router (first in the list) for a chain: a fork's router, or a local DEX in the tests.
//
// The Uniswap-V3-style factories: pools are found with the factory's getPool(token, wrapped native coin, fee) for each
// fee tier, the wrapped native coin being the one the chain's V2 routers name. Addresses as published:
//   Uniswap V3 — https://docs.uniswap.org/contracts/v3/reference/deployments (read 2026-11-29);
//   PancakeSwap V3 — https://developer.pancakeswap.finance/contracts/v3/addresses (read 2026-11-29).
// The NonfungiblePositionManager of each factory from the same pages (Uniswap/docs @ 8c5d09e, the deployments pages;
// pancakeswap/pancake-developer @ d74e43a, contracts/v3/addresses.md).
// DEX_V3_FACTORY_<CHAIN> adds a factory (Uniswap's fee tiers) for a chain, DEX_V3_POSITIONS_<CHAIN> its position manager.
import { type Address, getAddress } from 'viem';
import type { V2Router, V3Factory } from './simulate';

const UNISWAP_V2 = 'Uniswap V2';
const PANCAKESWAP_V2 = 'PancakeSwap V2';

export const KNOWN_V2_ROUTERS: Readonly<Record<string, readonly V2Router[]>> = {
  ethereum: [
    { name: UNISWAP_V2, router: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D' },
    { name: PANCAKESWAP_V2, router: '0xEfF92A263d31888d860bD50809A8D171709b7b1c' },
  ],
  bsc: [
    { name: PANCAKESWAP_V2, router: '0x10ED43C718714eb63d5aA57B78B54704E256024E' },
    { name: UNISWAP_V2, router: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24' },
  ],
  base: [
    { name: UNISWAP_V2, router: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24' },
    { name: PANCAKESWAP_V2, router: '0x8cFe327CEc66d1C090Dd72bd0FF11d690C33a2Eb' },
  ],
  arbitrum: [
    { name: UNISWAP_V2, router: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24' },
    { name: PANCAKESWAP_V2, router: '0x8cFe327CEc66d1C090Dd72bd0FF11d690C33a2Eb' },
  ],
  avalanche: [{ name: UNISWAP_V2, router: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24' }],
  optimism: [{ name: UNISWAP_V2, router: '0x4A7b5Da61326A6379179b40d00F57E5bbDC962c2' }],
  'polygon-pos': [{ name: UNISWAP_V2, router: '0xedf6066a2b290C185783862C7F4776A2C8077AD1' }],
  blast: [{ name: UNISWAP_V2, router: '0xBB66Eb1c5e875933D44DAe661dbD80e5D9B03035' }],
  linea: [{ name: PANCAKESWAP_V2, router: '0x8cFe327CEc66d1C090Dd72bd0FF11d690C33a2Eb' }],
  zksync: [{ name: PANCAKESWAP_V2, router: '0x5aEaF2883FBf30f3D62471154eDa3C0c1b05942d' }],
  opbnb: [{ name: PANCAKESWAP_V2, router: '0x8cFe327CEc66d1C090Dd72bd0FF11d690C33a2Eb' }],
};

const UNISWAP_V3 = 'Uniswap V3';
const PANCAKESWAP_V3 = 'PancakeSwap V3';
/** Fee tiers in hundredths of a basis point: Uniswap V3's four, PancakeSwap V3's four. */
export const UNISWAP_V3_FEES = [100, 500, 3000, 10_000] as const;
const PANCAKESWAP_V3_FEES = [100, 500, 2500, 10_000] as const;
const uniswapV3 = (factory: Address, positions: Address): V3Factory => ({
  name: UNISWAP_V3,
  factory,
  fees: UNISWAP_V3_FEES,
  positions,
});
const pancakeV3 = (factory: Address, positions: Address): V3Factory => ({
  name: PANCAKESWAP_V3,
  factory,
  fees: PANCAKESWAP_V3_FEES,
  positions,
});
const UNISWAP_V3_FACTORY: Address = '0x1F98431c8aD98523631AE4a59f267346ea31F984';
const UNISWAP_V3_POSITIONS: Address = '0xC36442b4a4522E871399CD717aBDD847Ab11FE88';
const PANCAKESWAP_V3_FACTORY: Address = '0x0BFbCF9fa4f9C56B0F40a671Ad40E0805A091865';
const PANCAKESWAP_V3_POSITIONS: Address = '0x46A15B0b27311cedF172AB29E4f4766fbE7F4364';
const UNISWAP = uniswapV3(UNISWAP_V3_FACTORY, UNISWAP_V3_POSITIONS);
const PANCAKESWAP = pancakeV3(PANCAKESWAP_V3_FACTORY, PANCAKESWAP_V3_POSITIONS);

/** Each with its NonfungiblePositionManager, from the same pages. */
export const KNOWN_V3_FACTORIES: Readonly<Record<string, readonly V3Factory[]>> = {
  ethereum: [UNISWAP, PANCAKESWAP],
  bsc: [PANCAKESWAP, uniswapV3('0xdB1d10011AD0Ff90774D0C6Bb92e5C5c8b4461F7', '0x7b8A01B39D58278b5DE7e48c8449c9f4F5170613')],
  base: [uniswapV3('0x33128a8fC17869897dcE68Ed026d694621f6FDfD', '0x03a520b32C04BF3bEEf7BEb72E919cf822Ed34f1'), PANCAKESWAP],
  arbitrum: [UNISWAP, PANCAKESWAP],
  optimism: [UNISWAP],
  'polygon-pos': [UNISWAP],
  linea: [PANCAKESWAP],
  opbnb: [PANCAKESWAP],
  zksync: [pancakeV3('0x1BB72E0CbbEA93c08f535fc7856E0338D7F7a8aB', '0xa815e2eD7f7d5B0c49fda367F249232a1B9D2883')],
};

/**
 * A chain's list with the address configured by `<prefix><CHAIN>` first (named after its variable), then the known
 * entries other than it. Serves the routers here and the lockers of liquidity.ts.
 */
export function configuredFirst<T>(
  known: readonly T[],
  configured: string | undefined,
  variable: string,
  make: (name: string, address: Address) => T,
  addressOf: (entry: T) => Address,
): T[] {
  if (!configured) return [...known];
  const address = getAddress(configured);
  return [make(variable, address), ...known.filter((entry) => getAddress(addressOf(entry)) !== address)];
}

/** The variable of a chain-keyed family: `DEX_ROUTER_` and `polygon-pos` make `DEX_ROUTER_POLYGON_POS`. */
export const chainVariable = (prefix: string, chain: string) => `${prefix}${chain.toUpperCase().replaceAll('-', '_')}`;

/** The routers of a chain: the configured one (DEX_ROUTER_<CHAIN>) first, then the known ones. */
export function routersOf(chain: string, configured: Readonly<Record<string, string>> = {}): V2Router[] {
  return configuredFirst(
    KNOWN_V2_ROUTERS[chain] ?? [],
    configured[chain],
    chainVariable('DEX_ROUTER_', chain),
    (name, router) => ({ name, router }),
    (entry) => entry.router,
  );
}

/**
 * The V3 factories of a chain: the configured one (DEX_V3_FACTORY_<CHAIN>, Uniswap's fee tiers, with the position
 * manager of DEX_V3_POSITIONS_<CHAIN>) first, then the known ones.
 */
export function v3FactoriesOf(
  chain: string,
  configured: Readonly<Record<string, string>> = {},
  positions: Readonly<Record<string, string>> = {},
): V3Factory[] {
  const manager = positions[chain];
  return configuredFirst(
    KNOWN_V3_FACTORIES[chain] ?? [],
    configured[chain],
    chainVariable('DEX_V3_FACTORY_', chain),
    (name, factory) => ({ name, factory, fees: UNISWAP_V3_FEES, ...(manager && { positions: getAddress(manager) }) }),
    (entry) => entry.factory,
  );
}

/**
 * UNCX's Uniswap V3 lockers per chain (the latest, then the V2 and V1 lockers that still hold their locks), from
 * uncx-network/liquidity-locker-univ3-contracts README.md @ 9a3cab7 (read 2026-11-29). Each holds the position NFTs it
 * locks and answers getLocksLength / getLock. V3_LOCKER_<CHAIN> adds one (the local locker of the tests).
 */
export const KNOWN_V3_LOCKERS: Readonly<Record<string, readonly { name: string; address: Address }[]>> = {
  ethereum: [
    { name: 'UNCX V3', address: '0xFD235968e65B0990584585763f837A5b5330e6DE' },
    { name: 'UNCX V3 (v2)', address: '0x7f5C649856F900d15C83741f45AE46f5C6858234' },
    { name: 'UNCX V3 (v1)', address: '0x231278eDd38B00B07fBd52120CEf685B9BaEBCC1' },
  ],
  arbitrum: [
    { name: 'UNCX V3', address: '0x6b5360B419e0851b4b81644e0F63c1A9778f2506' },
    { name: 'UNCX V3 (v2)', address: '0xCb8b00D4018AD6031E28a44BF74616014BFB62Ec' },
    { name: 'UNCX V3 (v1)', address: '0xfA104eb3925A27E6263E05acc88F2e983A890637' },
  ],
  optimism: [{ name: 'UNCX V3', address: '0x1cE6d27F7e5494573684436d99574e8288eBBD2D' }],
  'polygon-pos': [
    { name: 'UNCX V3', address: '0x40f6301edb774e8B22ADC874f6cb17242BaEB8c4' },
    { name: 'UNCX V3 (v2)', address: '0xD8207e9449647a9668AD3F8eCb97a1f929f81fd1' },
    { name: 'UNCX V3 (v1)', address: '0xC22218406983bF88BB634bb4Bf15fA4E0A1a8c84' },
  ],
  base: [{ name: 'UNCX V3', address: '0x231278eDd38B00B07fBd52120CEf685B9BaEBCC1' }],
  bsc: [
    { name: 'UNCX V3', address: '0xfe88DAB083964C56429baa01F37eC2265AbF1557' },
    { name: 'UNCX V3 (v2)', address: '0xF1f7f21e2eA80AB110D0f95Faa64655688341990' },
    { name: 'UNCX V3 (v1)', address: '0x0D29598EC01fa03665feEAD91d4Fb423F393886c' },
  ],
};

/** The V3 lockers of a chain: the configured one (V3_LOCKER_<CHAIN>) first, then the known ones. */
export function v3LockersOf(chain: string, configured: Readonly<Record<string, string>> = {}) {
  return configuredFirst(
    KNOWN_V3_LOCKERS[chain] ?? [],
    configured[chain],
    chainVariable('V3_LOCKER_', chain),
    (name, address) => ({ name, address }),
    (entry) => entry.address,
  );
}
