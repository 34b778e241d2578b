// The Uniswap-V2-style routers X-Ray simulates trades on, per chain (issue 30 §2; docs/xray-trade.md "Routers"). Only
// routers; the factory and the wrapped native coin are read from each router on chain (factory(), WETH()), so a wrong
// row cannot make K3 trust a fake factory. Addresses as published by the DEXes:
//   Uniswap V2 — https://docs.uniswap.org/contracts/v2/reference/smart-contracts/v2-deployments (read 2026-11-29);
//   PancakeSwap V2 — https://developer.pancakeswap.finance/contracts/v2/addresses (read 2026-11-29).
// DEX_ROUTER_<CHAIN> adds a router (first in the list) for a chain: a fork's router, or a local DEX in the tests.
import { type Address, getAddress } from 'viem';
import type { V2Router } from './simulate';

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
