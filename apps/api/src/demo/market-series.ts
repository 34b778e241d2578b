// Synthetic daily market series of the demo dataset (issue 2 §3; ARCHITECTURE.md "Providers": demo adapter).
// Pure and deterministic: the figures for (asset, day) depend only on the asset id, its rank and the day, never on
// the window asked for, so histories loaded on different days agree where they overlap. Marked synthetic in
// apps/api/generated/reference.json (`marketData.synthetic`); never presented as observed prices.

import { hashString, normal, uniform } from './random';

export interface SeriesAsset {
  id: string;
  rank: number;
}

/** One day of market data; decimal strings because the database stores them as numeric (ARCHITECTURE.md "Data"). */
export interface MarketPoint {
  day: string;
  price: string;
  marketCap: string;
  volume: string;
}

const DAY_MS = 86_400_000;
/** The walks start at this day (index 0) and run forwards and backwards from it. */
const EPOCH_MS = Date.UTC(2024, 0, 1);
/** Daily pull of the log-deviation back to the asset's base level, so values stay plausible for any date. */
const MEAN_REVERSION = 0.005;
const PRICE_DIGITS = 8;
/** Market cap and volume: whole cents at most. */
const AMOUNT_DIGITS = 12;
const AMOUNT_DECIMALS = 2;
const PRICE_DECIMALS = 20;

/** Dollar stablecoins: their price stays within ±0.5% of 1. */
const STABLECOINS: ReadonlySet<string> = new Set([
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
  'celo-dollar',
  'nusd',
  'susd',
  'usdb',
  'ripple-usd',
  'global-dollar',
]);

const BTC: SeriesAsset = { id: 'bitcoin', rank: 1 };
const ETH: SeriesAsset = { id: 'ethereum', rank: 2 };
const SOL: SeriesAsset = { id: 'solana', rank: 5 };

/** Wrapped and staked variants follow their base coin at a fixed exchange ratio (staking tokens accrue above 1). */
const PEGS: Readonly<Record<string, { base: SeriesAsset; ratio: number }>> = {
  'wrapped-bitcoin': { base: BTC, ratio: 1 },
  'huobi-btc': { base: BTC, ratio: 1 },
  'coinbase-wrapped-btc': { base: BTC, ratio: 1 },
  tbtc: { base: BTC, ratio: 1 },
  'bitcoin-avalanche-bridged-btc-b': { base: BTC, ratio: 1 },
  weth: { base: ETH, ratio: 1 },
  'staked-ether': { base: ETH, ratio: 1 },
  'wrapped-steth': { base: ETH, ratio: 1.18 },
  'rocket-pool-eth': { base: ETH, ratio: 1.12 },
  'coinbase-wrapped-staked-eth': { base: ETH, ratio: 1.09 },
  'staked-frax-ether': { base: ETH, ratio: 1.1 },
  sweth: { base: ETH, ratio: 1.06 },
  'stader-ethx': { base: ETH, ratio: 1.04 },
  'wrapped-beacon-eth': { base: ETH, ratio: 1.05 },
  'mantle-staked-ether': { base: ETH, ratio: 1.05 },
  'wrapped-eeth': { base: ETH, ratio: 1.05 },
  'lido-staked-sol': { base: SOL, ratio: 1.1 },
  msol: { base: SOL, ratio: 1.15 },
  'jito-staked-sol': { base: SOL, ratio: 1.12 },
};

/** Circulating supplies of a few majors, so their synthetic prices sit near familiar levels; others are drawn. */
const SUPPLY_ANCHORS: Readonly<Record<string, number>> = {
  bitcoin: 19.8e6,
  ethereum: 120.5e6,
  binancecoin: 146e6,
  solana: 470e6,
  ripple: 57e9,
  dogecoin: 147e9,
  cardano: 35e9,
};

function dayIndex(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!match || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) {
    throw new RangeError(`generateMarketSeries: "${day}" is not an ISO yyyy-mm-dd day`);
  }
  return Math.round((ms - EPOCH_MS) / DAY_MS);
}

/**
 * Mean-reverting random walk of the log-deviation from the base level (Ornstein-Uhlenbeck, daily steps),
 * pinned at 0 on the epoch and stepped outwards in both directions, so each day's value depends on that day's
 * index only. Returns the deviation for every index in [lo, hi] (lo <= 0 <= hi).
 */
function walk(seed: number, sigma: number, lo: number, hi: number): Float64Array {
  const out = new Float64Array(hi - lo + 1);
  for (let n = 1; n <= hi; n += 1) out[n - lo] = (out[n - 1 - lo] ?? 0) * (1 - MEAN_REVERSION) + sigma * normal(seed, n, 0);
  for (let n = -1; n >= lo; n -= 1) out[n - lo] = (out[n + 1 - lo] ?? 0) * (1 - MEAN_REVERSION) + sigma * normal(seed, n, 0);
  return out;
}

/** Daily volatility grows with rank: ~2% for the top 10, ~6% from rank 300 on. */
function volatility(rank: number): number {
  const t = Math.min(1, Math.max(0, Math.log(rank / 10) / Math.log(30)));
  return 0.02 + 0.04 * t;
}

interface Levels {
  price: number[];
  marketCap: number[];
}

/** Market cap falls with rank, with a per-asset offset so equal ranks do not give equal caps. */
function baseMarketCap(asset: SeriesAsset): number {
  return 1.2e12 * Math.max(1, asset.rank) ** -1.25 * Math.exp(0.25 * normal(hashString(asset.id), 0, 20));
}

/** Market cap and price per requested index, before pegs and formatting. */
function levels(asset: SeriesAsset, indexes: number[]): Levels {
  const seed = hashString(asset.id);
  const rank = Math.max(1, asset.rank);
  const lo = indexes.reduce((min, n) => Math.min(min, n), 0);
  const hi = indexes.reduce((max, n) => Math.max(max, n), 0);
  const baseCap = baseMarketCap(asset);
  if (STABLECOINS.has(asset.id)) {
    const drift = walk(seed, 0.004, lo, hi);
    const price = indexes.map((n) => 1 + Math.max(-0.0045, Math.min(0.0045, 0.0015 * normal(seed, n, 2))));
    return { price, marketCap: indexes.map((n, i) => baseCap * Math.exp(drift[n - lo] ?? 0) * (price[i] ?? 1)) };
  }
  const deviation = walk(seed, volatility(rank), lo, hi);
  // A slow cycle per asset (4 to 13 months) gives the charts visible trends on top of the daily noise.
  const amplitude = 0.1 + 0.2 * uniform(seed, 0, 11);
  const period = 120 + 280 * uniform(seed, 0, 12);
  const phase = uniform(seed, 0, 13);
  const supply = SUPPLY_ANCHORS[asset.id] ?? baseCap / 10 ** (-2 + 5 * uniform(seed, 0, 14));
  const marketCap = indexes.map(
    (n) => baseCap * Math.exp((deviation[n - lo] ?? 0) + amplitude * Math.sin(2 * Math.PI * (n / period + phase))),
  );
  return { price: marketCap.map((cap) => cap / supply), marketCap };
}

/** A wrapped or staked variant: the base coin's price times the ratio; the supply is fixed at the epoch. */
function pegged(asset: SeriesAsset, peg: { base: SeriesAsset; ratio: number }, indexes: number[]): Levels {
  const seed = hashString(asset.id);
  const basePrice = levels(peg.base, [0, ...indexes]).price;
  const supply = baseMarketCap(asset) / ((basePrice[0] ?? 1) * peg.ratio);
  const price = indexes.map((n, i) => (basePrice[i + 1] ?? 1) * peg.ratio * (1 + 0.001 * Math.tanh(normal(seed, n, 4))));
  return { price, marketCap: price.map((p) => p * supply) };
}

/** Positive decimal string: `digits` significant digits, at most `maxDecimals` decimals, no exponent or trailing zeros. */
function toDecimal(value: number, digits: number, maxDecimals: number): string {
  const positive = Math.max(value, 10 ** -maxDecimals);
  const decimals = Math.min(maxDecimals, Math.max(0, digits - 1 - Math.floor(Math.log10(positive))));
  const fixed = positive.toFixed(decimals);
  return decimals > 0 ? fixed.replace(/\.?0+$/, '') : fixed;
}

/**
 * Synthetic daily price, market cap and volume of one asset for the given ISO days (yyyy-mm-dd), in the order
 * given. Volume is 2% to 15% of the day's market cap.
 */
export function generateMarketSeries(asset: SeriesAsset, days: string[]): MarketPoint[] {
  if (days.length === 0) return [];
  const indexes = days.map(dayIndex);
  const seed = hashString(asset.id);
  const cyclePhase = uniform(seed, 0, 7);
  const peg = PEGS[asset.id];
  const { price, marketCap } = peg ? pegged(asset, peg, indexes) : levels(asset, indexes);
  return days.map((day, i) => {
    const n = indexes[i] ?? 0;
    const cap = marketCap[i] ?? 1;
    const turnover =
      0.02 + 0.13 * (0.6 * uniform(seed, n, 6) + 0.4 * (0.5 + 0.5 * Math.sin(2 * Math.PI * (n / 29 + cyclePhase))));
    return {
      day,
      price: toDecimal(price[i] ?? 1, PRICE_DIGITS, PRICE_DECIMALS),
      marketCap: toDecimal(cap, AMOUNT_DIGITS, AMOUNT_DECIMALS),
      volume: toDecimal(cap * turnover, AMOUNT_DIGITS, AMOUNT_DECIMALS),
    };
  });
}
