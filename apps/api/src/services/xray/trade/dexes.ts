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
// DEX_V3_FACTORY_<CHAIN> adds a factory (Uniswap's fee tiers) for a chain.
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
const uniswapV3 = (factory: Address): V3Factory => ({ name: UNISWAP_V3, factory, fees: UNISWAP_V3_FEES });
const pancakeV3 = (factory: Address): V3Factory => ({ name: PANCAKESWAP_V3, factory, fees: PANCAKESWAP_V3_FEES });
const UNISWAP_V3_FACTORY: Address = '0x1F98431c8aD98523631AE4a59f267346ea31F984';
const PANCAKESWAP_V3_FACTORY: Address = '0x0BFbCF9fa4f9C56B0F40a671Ad40E0805A091865';

export const KNOWN_V3_FACTORIES: Readonly<Record<string, readonly V3Factory[]>> = {
  ethereum: [uniswapV3(UNISWAP_V3_FACTORY), pancakeV3(PANCAKESWAP_V3_FACTORY)],
  bsc: [pancakeV3(PANCAKESWAP_V3_FACTORY), uniswapV3('0xdB1d10011AD0Ff90774D0C6Bb92e5C5c8b4461F7')],
  base: [uniswapV3('0x33128a8fC17869897dcE68Ed026d694621f6FDfD'), pancakeV3(PANCAKESWAP_V3_FACTORY)],
  arbitrum: [uniswapV3(UNISWAP_V3_FACTORY), pancakeV3(PANCAKESWAP_V3_FACTORY)],
  optimism: [uniswapV3(UNISWAP_V3_FACTORY)],
  'polygon-pos': [uniswapV3(UNISWAP_V3_FACTORY)],
  linea: [pancakeV3(PANCAKESWAP_V3_FACTORY)],
  opbnb: [pancakeV3(PANCAKESWAP_V3_FACTORY)],
  zksync: [pancakeV3('0x1BB72E0CbbEA93c08f535fc7856E0338D7F7a8aB')],
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

/** The V3 factories of a chain: the configured one (DEX_V3_FACTORY_<CHAIN>, Uniswap's fee tiers) first, then the known ones. */
export function v3FactoriesOf(chain: string, configured: Readonly<Record<string, string>> = {}): V3Factory[] {
  return configuredFirst(
    KNOWN_V3_FACTORIES[chain] ?? [],
    configured[chain],
    chainVariable('DEX_V3_FACTORY_', chain),
    (name, factory) => ({ name, factory, fees: UNISWAP_V3_FEES }),
    (entry) => entry.factory,
  );
}
