// What the market series need beyond the recorded facts (issue 9 §3, issue 24 §1): which assets are dollar
// stablecoins, gold tokens, or wrapped and staked tokens tracking another coin, and the hand-entered dated price of
// the one bundled asset no recorded snapshot covers (the product token). build.ts writes its source and date into
// the dataset's provenance.

export const REFERENCE_PRICES_AS_OF = '2025-06-01';
export const REFERENCE_PRICES_SOURCE =
  'CoinGecko coin pages (https://www.coingecko.com/en/coins/<id>), levels around the date, rounded to two significant ' +
  'figures and entered by hand: approximate, not fetched by the build';

/**
 * Approximate USD price per CoinGecko id, as of REFERENCE_PRICES_AS_OF, for the bundled assets that no recorded
 * market snapshot covers (facts/market*.json): the product token only. Its supplies are not published.
 */
export const REFERENCE_PRICES: Readonly<Record<string, number>> = {
  kryll: 0.25,
};

/** Dollar stablecoins (the metadata has no categories): priced at 1 with tiny noise. */
export const STABLECOINS: ReadonlySet<string> = new Set([
  'tether',
  'usd-coin',
  'dai',
  'first-digital-usd',
  'ethena-usde',
  'usds',
  'paypal-usd',
  'true-usd',
  'usdd',
  'frax',
  'gemini-dollar',
  'paxos-standard',
  'binance-usd',
  'liquity-usd',
  'ripple-usd',
  'global-dollar',
  'xdai',
]);

/** Tokens backed by an ounce of gold: they move like gold, not like crypto. */
export const GOLD_TOKENS: ReadonlySet<string> = new Set(['tether-gold', 'pax-gold']);

/** Wrapped and staked tokens: the coin they track and their exchange ratio to it (staking tokens accrue above 1). */
export const FOLLOWERS: Readonly<Record<string, { base: string; ratio: number }>> = {
  'wrapped-bitcoin': { base: 'bitcoin', ratio: 1 },
  'huobi-btc': { base: 'bitcoin', ratio: 1 },
  'coinbase-wrapped-btc': { base: 'bitcoin', ratio: 1 },
  tbtc: { base: 'bitcoin', ratio: 1 },
  weth: { base: 'ethereum', ratio: 1 },
  'staked-ether': { base: 'ethereum', ratio: 1 },
  'wrapped-steth': { base: 'ethereum', ratio: 1.2 },
  'rocket-pool-eth': { base: 'ethereum', ratio: 1.13 },
  'coinbase-wrapped-staked-eth': { base: 'ethereum', ratio: 1.1 },
  'staked-frax-ether': { base: 'ethereum', ratio: 1.1 },
  sweth: { base: 'ethereum', ratio: 1.06 },
  'stader-ethx': { base: 'ethereum', ratio: 1.05 },
  'wrapped-beacon-eth': { base: 'ethereum', ratio: 1.06 },
  'mantle-staked-ether': { base: 'ethereum', ratio: 1.06 },
  'wrapped-eeth': { base: 'ethereum', ratio: 1.06 },
  msol: { base: 'solana', ratio: 1.27 },
  'lido-staked-sol': { base: 'solana', ratio: 1.2 },
  'jito-staked-sol': { base: 'solana', ratio: 1.2 },
  'wrapped-centrifuge': { base: 'centrifuge', ratio: 1 },
};
