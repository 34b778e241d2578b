// Where to buy KRL (spec §1 "Buying the token"): every outside address of the Buy token menu, in one place.
// The product token is Kryll (KRL). Its contracts are the ones public token lists record per chain (the Uniswap and
// Optimism lists; scripts/data-build/facts/profile.json): a chain's link carries that chain's own contract (issue 24 §1).
// Centralized exchanges: KuCoin, Gate and HTX, each with a KRL/USDT market — check the listings before a
// release, they change outside our control.

export const KRL_CONTRACT = '0x464ebe77c293e473b48cfe96ddcf88fcf7bfdac0';

/** KRL's contract on each chain where it really exists (the reference dataset holds the same, with sources). */
export const KRL_CONTRACTS = {
  ethereum: KRL_CONTRACT,
  base: '0xdae49c25fad3a62a8e8bfb6da12c46be611f9f7a',
  optimism: '0x2ed6222cb75e353b8789bec7bb443b7ec9022021',
  arbitrum: '0xf75ee6d319741057a82a88eeff1dbafab7307b69',
} as const;

export interface BuyLink {
  id: string;
  /** Brand name, shown as is in every language. */
  name: string;
  href: string;
}

/** Card payment through a fiat on-ramp, KRL on Ethereum preselected. */
export const ONRAMP: BuyLink = {
  id: 'transak',
  name: 'Transak',
  href: `https://global.transak.com/?cryptoCurrencyCode=KRL&network=ethereum&contractAddress=${KRL_CONTRACT}`,
};

export const CENTRALIZED_EXCHANGES: readonly BuyLink[] = [
  { id: 'kucoin', name: 'KuCoin', href: 'https://www.kucoin.com/trade/KRL-USDT' },
  { id: 'gate', name: 'Gate', href: 'https://www.gate.io/trade/KRL_USDT' },
  { id: 'htx', name: 'HTX', href: 'https://www.htx.com/trade/krl_usdt' },
];

/**
 * Uniswap's app chain names for the spec's three networks (spec §1: Ethereum, Base and Optimism), each with KRL's
 * contract on that chain: a swap link never asks a chain for another chain's address.
 */
const DEX_CHAINS = [
  { id: 'ethereum', name: 'Ethereum', uniswapChain: 'mainnet' },
  { id: 'base', name: 'Base', uniswapChain: 'base' },
  { id: 'optimism', name: 'Optimism', uniswapChain: 'optimism' },
] as const;

export const DECENTRALIZED_EXCHANGES: readonly (BuyLink & { network: string; contract: string })[] = DEX_CHAINS.map((chain) => ({
  id: `uniswap-${chain.id}`,
  name: 'Uniswap',
  network: chain.name,
  contract: KRL_CONTRACTS[chain.id],
  href: `https://app.uniswap.org/swap?chain=${chain.uniswapChain}&outputCurrency=${KRL_CONTRACTS[chain.id]}`,
}));

/** Market listings naming every other exchange that trades KRL. */
export const MORE_EXCHANGES: readonly BuyLink[] = [
  { id: 'coingecko', name: 'CoinGecko', href: 'https://www.coingecko.com/en/coins/kryll#markets' },
  { id: 'coinmarketcap', name: 'CoinMarketCap', href: 'https://coinmarketcap.com/currencies/kryll/markets/' },
];
