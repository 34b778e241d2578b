// Where to buy KRL (spec §1 "Buying the token"): every outside address of the Buy token menu, in one place.
// The product token is Kryll (KRL), Ethereum contract 0x464e…dac0 (issue 2 §3).
// Centralized exchanges: KuCoin, Gate and HTX, each with a KRL/USDT market — check the listings before a
// release, they change outside our control.

export const KRL_CONTRACT = '0x464ebe77c293e473b48cfe96ddcf88fcf7bfdac0';

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

/** Uniswap's app chain names for the spec's three networks (spec §1: Ethereum, Base and Optimism). */
const DEX_CHAINS = [
  { id: 'ethereum', name: 'Ethereum', uniswapChain: 'mainnet' },
  { id: 'base', name: 'Base', uniswapChain: 'base' },
  { id: 'optimism', name: 'Optimism', uniswapChain: 'optimism' },
] as const;

export const DECENTRALIZED_EXCHANGES: readonly (BuyLink & { network: string })[] = DEX_CHAINS.map((chain) => ({
  id: `uniswap-${chain.id}`,
  name: 'Uniswap',
  network: chain.name,
  href: `https://app.uniswap.org/swap?chain=${chain.uniswapChain}&outputCurrency=${KRL_CONTRACT}`,
}));

/** Market listings naming every other exchange that trades KRL. */
export const MORE_EXCHANGES: readonly BuyLink[] = [
  { id: 'coingecko', name: 'CoinGecko', href: 'https://www.coingecko.com/en/coins/kryll#markets' },
  { id: 'coinmarketcap', name: 'CoinMarketCap', href: 'https://coinmarketcap.com/currencies/kryll/markets/' },
];
