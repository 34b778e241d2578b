// Chains of the demo dataset (spec §3 "Chain"): CHAINS from @k3/shared with their short codes, the mapping from
// the token metadata's network ids to our chain ids, and each chain's native coin.
import { CHAIN_SHORT_CODES, CHAINS, type ChainId, type ReferenceChain } from '@k3/shared';

/**
 * The token metadata keys contract addresses by CoinGecko platform id, which differs from the web3icons network id
 * (CHAINS[].iconId) for a few chains.
 */
const PLATFORM_ALIASES: Readonly<Record<string, ChainId>> = {
  'optimistic-ethereum': 'optimism',
  xdai: 'gnosis',
  'kucoin-community-chain': 'kcc',
};

/**
 * Network id in the token metadata -> our chain id. Our own ids win, then the platform aliases, then the icon ids
 * in CHAINS order (bsc and opbnb share the BNB Smart Chain icon; the platform "binance-smart-chain" is bsc).
 */
export const PLATFORM_TO_CHAIN: ReadonlyMap<string, ChainId> = (() => {
  const map = new Map<string, ChainId>(CHAINS.map((chain) => [chain.id, chain.id]));
  for (const [platform, chain] of Object.entries(PLATFORM_ALIASES)) if (!map.has(platform)) map.set(platform, chain);
  for (const chain of CHAINS) if (chain.iconId !== null && !map.has(chain.iconId)) map.set(chain.iconId, chain.id);
  return map;
})();

/**
 * CoinGecko ids of each chain's native (gas) coin, so the demo always knows the coin a wallet's native balance is
 * in. Several are listed where the chain changed coin (MATIC then POL). Coins absent from the metadata are skipped.
 */
export const NATIVE_COINS: Readonly<Record<ChainId, readonly string[]>> = {
  ethereum: ['ethereum'],
  solana: ['solana'],
  cex: [],
  'polygon-pos': ['polygon-ecosystem-token', 'matic-network'],
  base: ['ethereum'],
  optimism: ['ethereum'],
  arbitrum: ['ethereum'],
  bsc: ['binancecoin'],
  avalanche: ['avalanche-2'],
  tron: ['tron'],
  berachain: ['berachain-bera'],
  cronos: ['crypto-com-chain'],
  abstract: ['ethereum'],
  blast: ['ethereum'],
  ethw: ['ethereum-pow-iou'],
  fantom: ['fantom'],
  gnosis: ['xdai'],
  kcc: ['kucoin-shares'],
  linea: ['ethereum'],
  manta: ['ethereum'],
  mantle: ['mantle'],
  opbnb: ['binancecoin'],
  scroll: ['ethereum'],
  sonic: ['sonic-3'],
  story: ['story-2'],
  zkfair: ['usd-coin'],
  zksync: ['ethereum'],
};

/** Every chain of CHAINS, in its order, with the short codes that resolve to it and the logo path (or null). */
export function buildChains(logoOf: (chainId: ChainId) => string | null): ReferenceChain[] {
  return CHAINS.map((chain) => ({
    id: chain.id,
    name: chain.name,
    logo: logoOf(chain.id),
    explorer: chain.explorer,
    evmChainId: chain.evmChainId,
    inSmartfolio: chain.inSmartfolio,
    shortCodes: Object.entries(CHAIN_SHORT_CODES)
      .filter(([, id]) => id === chain.id)
      .map(([code]) => code)
      .sort(),
  }));
}
