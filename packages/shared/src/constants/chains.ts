// spec §3 "Chain": the known chains, their short codes, explorers and whether SmartFolio reads them.
// Logos are packaged icons (scripts/data-build) served from our own origin at /icons/chains/{id}.svg.
export interface ChainInfo {
  id: string;
  name: string;
  /** Block explorer base URL (address pages are `${explorer}/address/{address}`); null for the exchange pseudo-chain. */
  explorer: string | null;
  /** EVM chain id, null for non-EVM chains. */
  evmChainId: number | null;
  inSmartfolio: boolean;
  /** Network id in @web3icons/common, used to pick the logo. */
  iconId: string | null;
}

export const CHAINS = [
  { id: 'ethereum', name: 'Ethereum', explorer: 'https://etherscan.io', evmChainId: 1, inSmartfolio: true, iconId: 'ethereum' },
  { id: 'solana', name: 'Solana', explorer: 'https://solscan.io', evmChainId: null, inSmartfolio: true, iconId: 'solana' },
  { id: 'cex', name: 'Exchanges', explorer: null, evmChainId: null, inSmartfolio: true, iconId: null },
  {
    id: 'polygon-pos',
    name: 'Polygon',
    explorer: 'https://polygonscan.com',
    evmChainId: 137,
    inSmartfolio: true,
    iconId: 'polygon',
  },
  { id: 'base', name: 'Base', explorer: 'https://basescan.org', evmChainId: 8453, inSmartfolio: true, iconId: 'base' },
  {
    id: 'optimism',
    name: 'Optimism',
    explorer: 'https://optimistic.etherscan.io',
    evmChainId: 10,
    inSmartfolio: true,
    iconId: 'optimism',
  },
  {
    id: 'arbitrum',
    name: 'Arbitrum One',
    explorer: 'https://arbiscan.io',
    evmChainId: 42161,
    inSmartfolio: true,
    iconId: 'arbitrum-one',
  },
  {
    id: 'bsc',
    name: 'BNB Smart Chain',
    explorer: 'https://bscscan.com',
    evmChainId: 56,
    inSmartfolio: true,
    iconId: 'binance-smart-chain',
  },
  {
    id: 'avalanche',
    name: 'Avalanche C-Chain',
    explorer: 'https://snowtrace.io',
    evmChainId: 43114,
    inSmartfolio: true,
    iconId: 'avalanche',
  },
  { id: 'tron', name: 'Tron', explorer: 'https://tronscan.org', evmChainId: null, inSmartfolio: false, iconId: 'tron' },
  {
    id: 'berachain',
    name: 'Berachain',
    explorer: 'https://berascan.com',
    evmChainId: 80094,
    inSmartfolio: true,
    iconId: 'berachain',
  },
  { id: 'cronos', name: 'Cronos', explorer: 'https://cronoscan.com', evmChainId: 25, inSmartfolio: true, iconId: 'cronos' },
  { id: 'abstract', name: 'Abstract', explorer: 'https://abscan.org', evmChainId: 2741, inSmartfolio: true, iconId: 'abstract' },
  { id: 'blast', name: 'Blast', explorer: 'https://blastscan.io', evmChainId: 81457, inSmartfolio: true, iconId: 'blast' },
  {
    id: 'ethw',
    name: 'EthereumPoW',
    explorer: 'https://www.oklink.com/ethw',
    evmChainId: 10001,
    inSmartfolio: false,
    iconId: null,
  },
  { id: 'fantom', name: 'Fantom', explorer: 'https://ftmscan.com', evmChainId: 250, inSmartfolio: true, iconId: 'fantom' },
  { id: 'gnosis', name: 'Gnosis', explorer: 'https://gnosisscan.io', evmChainId: 100, inSmartfolio: true, iconId: 'gnosis' },
  { id: 'kcc', name: 'KCC', explorer: 'https://scan.kcc.io', evmChainId: 321, inSmartfolio: false, iconId: 'kucoin' },
  { id: 'linea', name: 'Linea', explorer: 'https://lineascan.build', evmChainId: 59144, inSmartfolio: true, iconId: 'linea' },
  {
    id: 'manta',
    name: 'Manta Pacific',
    explorer: 'https://pacific-explorer.manta.network',
    evmChainId: 169,
    inSmartfolio: true,
    iconId: 'manta-pacific',
  },
  { id: 'mantle', name: 'Mantle', explorer: 'https://mantlescan.xyz', evmChainId: 5000, inSmartfolio: true, iconId: 'mantle' },
  {
    id: 'opbnb',
    name: 'opBNB',
    explorer: 'https://opbnb.bscscan.com',
    evmChainId: 204,
    inSmartfolio: true,
    iconId: 'binance-smart-chain',
  },
  { id: 'scroll', name: 'Scroll', explorer: 'https://scrollscan.com', evmChainId: 534352, inSmartfolio: true, iconId: 'scroll' },
  { id: 'sonic', name: 'Sonic', explorer: 'https://sonicscan.org', evmChainId: 146, inSmartfolio: true, iconId: 'sonic' },
  { id: 'story', name: 'Story', explorer: 'https://www.storyscan.io', evmChainId: 1514, inSmartfolio: true, iconId: null },
  { id: 'zkfair', name: 'ZKFair', explorer: 'https://scan.zkfair.io', evmChainId: 42766, inSmartfolio: false, iconId: null },
  {
    id: 'zksync',
    name: 'zkSync Era',
    explorer: 'https://era.zksync.network',
    evmChainId: 324,
    inSmartfolio: true,
    iconId: 'zksync',
  },
] as const satisfies readonly ChainInfo[];

export type ChainId = (typeof CHAINS)[number]['id'];
export const CHAIN_IDS = CHAINS.map((c) => c.id) as readonly ChainId[];

/** A chain's display name ("BNB Smart Chain"), or the id itself for a chain not in the list. */
export const chainName = (id: string): string => CHAINS.find((chain) => chain.id === id)?.name ?? id;

/** spec §3: short codes map to chain ids (eth, sol, matic, avax and others); "polygon" and "matic" are aliases of polygon-pos. */
export const CHAIN_SHORT_CODES: Readonly<Record<string, ChainId>> = {
  eth: 'ethereum',
  sol: 'solana',
  matic: 'polygon-pos',
  polygon: 'polygon-pos',
  pol: 'polygon-pos',
  avax: 'avalanche',
  arb: 'arbitrum',
  op: 'optimism',
  bnb: 'bsc',
  trx: 'tron',
  bera: 'berachain',
  cro: 'cronos',
  ftm: 'fantom',
  xdai: 'gnosis',
  kcs: 'kcc',
  mnt: 'mantle',
  s: 'sonic',
  ip: 'story',
  zks: 'zksync',
};

/** Resolves a chain id or short code to a known chain id, or null. */
export function resolveChainId(value: string): ChainId | null {
  const v = value.trim().toLowerCase();
  if ((CHAIN_IDS as readonly string[]).includes(v)) return v as ChainId;
  return CHAIN_SHORT_CODES[v] ?? null;
}

/** spec §9 "Networks: mainnet and arbitrum" — the chains the wallet connector offers. */
export const WALLET_NETWORKS = ['ethereum', 'arbitrum'] as const satisfies readonly ChainId[];
