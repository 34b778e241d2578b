// Synthetic daily market series of the demo dataset (issue 2 §3, issue 9 §3; docs/architecture.md "Providers": demo
// adapter; docs/adr/0003-demo-data.md). Pure and deterministic: the figures for (asset, day) depend only on the
// asset's id, its market level from the dataset and the day, never on the window asked for, so histories loaded on
// different days agree where they overlap. Where a series sits and how much it moves (its class, price level and
// daily volatility) is data, written per asset by scripts/data-build/market-levels.ts; this file only walks.
// Marked synthetic in apps/api/generated/reference.json (`marketData.synthetic`); never presented as observed prices.

import type { AssetMarket } from '@k3/shared';
import { type EventAsset, eventOn } from './events';
import { hashString, normal, uniform } from './random';

export interface SeriesAsset {
  id: string;
  market: AssetMarket;
  /**
   * Whose event calendar moves the series (demo/events.ts): the asset itself, or for a wrapped or staked token the
   * coin it follows; none when omitted.
   */
  events?: EventAsset | null;
}

/** One day of market data; decimal strings because the database stores them as numeric (docs/architecture.md "Data"). */
export interface MarketPoint {
  day: string;
  price: string;
  /** Price × circulating supply; null when no source publishes the supply. */
  marketCap: string | null;
  volume: string;
}

const DAY_MS = 86_400_000;
/** The walks start at this day (index 0) and run forwards and backwards from it. */
const EPOCH_MS = Date.UTC(2024, 0, 1);
const EPOCH_DAY = EPOCH_MS / DAY_MS;
/**
 * Daily pull of the log-deviation back to the asset's level: strong enough that a large cap stays within about ±40%
 * and a small cap within a factor of 2 to 3 of its level on most dates, weak enough for months-long trends.
 */
const MEAN_REVERSION = 0.01;
/** Crypto assets move together: this share of each daily move comes from one market-wide shock (none for gold). */
const MARKET_BETA: Readonly<Record<AssetMarket['class'], number>> = { stable: 0, gold: 0, large: 0.6, small: 0.5 };
const MARKET_SEED = hashString('k3:market');
/** Stablecoins never leave 1 by more than this many daily standard deviations (0.45% at 0.15%). */
const STABLE_CLAMP = 3;
const PRICE_DIGITS = 8;
/** Market cap and volume: whole cents at most. */
const AMOUNT_DIGITS = 12;
const AMOUNT_DECIMALS = 2;
const PRICE_DECIMALS = 20;

function dayIndex(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!match || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) {
    throw new RangeError(`generateMarketSeries: "${day}" is not an ISO yyyy-mm-dd day`);
  }
  return Math.round((ms - EPOCH_MS) / DAY_MS);
}

/**
 * Mean-reverting random walk of the log-deviation from the level (Ornstein-Uhlenbeck, daily steps), pinned at 0 on
 * the epoch and stepped outwards in both directions, so each day's value depends on that day's index only. Each
 * step mixes the market-wide shock (weight beta) with the asset's own, keeping the step's deviation at sigma; an
 * event's jump (demo/events.ts) is added on its day, so the day's move carries it. Returns the deviation for every
 * index in [lo, hi] (lo <= 0 <= hi).
 */
function walk(seed: number, sigma: number, beta: number, lo: number, hi: number, events: EventAsset | null): Float64Array {
  const own = Math.sqrt(1 - beta * beta);
  const shock = (n: number) => sigma * (beta * normal(MARKET_SEED, n, 0) + own * normal(seed, n, 0));
  const jump = (n: number) => (events ? (eventOn(events, n + EPOCH_DAY)?.jump ?? 0) : 0);
  const out = new Float64Array(hi - lo + 1);
  for (let n = 1; n <= hi; n += 1) out[n - lo] = (out[n - 1 - lo] ?? 0) * (1 - MEAN_REVERSION) + shock(n) + jump(n);
  // Backwards, day n is day n + 1 less the jump that day n + 1 made.
  for (let n = -1; n >= lo; n -= 1) out[n - lo] = (out[n + 1 - lo] ?? 0) * (1 - MEAN_REVERSION) + shock(n) - jump(n + 1);
  return out;
}

/** Prices per requested day, and the index of the anchor day's value in the walks. */
interface Levels {
  price: number[];
}

/** A dollar stablecoin: 1 plus independent daily noise, clamped. */
function stable(asset: SeriesAsset, indexes: number[]): Levels {
  const seed = hashString(asset.id);
  const { volatility } = asset.market;
  const bound = STABLE_CLAMP * volatility;
  return { price: indexes.map((n) => 1 + Math.max(-bound, Math.min(bound, volatility * normal(seed, n, 2)))) };
}

/**
 * Any other asset: a level times exp(walk + slow cycle), the level chosen so that on the anchor day (`market.asOf`)
 * the series shows exactly the recorded price. A wrapped or staked token walks with the seed of the coin it follows
 * (whose class and volatility it carries), so it moves with it at a near-fixed ratio, plus 0.1% of its own noise.
 */
function moving(asset: SeriesAsset, indexes: number[], lo: number, hi: number): Levels {
  const { market } = asset;
  const seed = hashString(market.follows ?? asset.id);
  const anchor = dayIndex(market.asOf);
  const from = Math.min(lo, anchor);
  const deviation = walk(seed, market.volatility, MARKET_BETA[market.class], from, Math.max(hi, anchor), asset.events ?? null);
  // A slow cycle per asset (4 to 13 months), as large as a few days of moves, gives the charts visible trends.
  const amplitude = market.volatility * (1.5 + 2 * uniform(seed, 0, 11));
  const period = 120 + 280 * uniform(seed, 0, 12);
  const phase = uniform(seed, 0, 13);
  const ownSeed = hashString(asset.id);
  const shape = (n: number) => {
    const own = market.follows === null ? 1 : 1 + 0.001 * Math.tanh(normal(ownSeed, n, 4));
    const cycle = amplitude * Math.sin(2 * Math.PI * (n / period + phase));
    return Math.exp((deviation[n - from] ?? 0) + cycle) * own;
  };
  const level = market.price / shape(anchor);
  return { price: indexes.map((n) => level * shape(n)) };
}

/** Positive decimal string: `digits` significant digits, at most `maxDecimals` decimals, no exponent or trailing zeros. */
function toDecimal(value: number, digits: number, maxDecimals: number): string {
  const positive = Math.max(value, 10 ** -maxDecimals);
  const decimals = Math.min(maxDecimals, Math.max(0, digits - 1 - Math.floor(Math.log10(positive))));
  const fixed = positive.toFixed(decimals);
  return decimals > 0 ? fixed.replace(/\.?0+$/, '') : fixed;
}

/** The volume of an asset whose supply is not published is a share of this notional market cap, in US dollars. */
const NOTIONAL_CAP_USD = 10_000_000;

/**
 * Synthetic daily price, market cap and volume of one asset for the given ISO days (yyyy-mm-dd), in the order
 * given. The market cap is the day's price times the recorded circulating supply (null where no source publishes
 * the supply); volume is 2% to 15% of the day's market cap (of a $10M notional one without a supply).
 */
export function generateMarketSeries(asset: SeriesAsset, days: string[]): MarketPoint[] {
  if (days.length === 0) return [];
  const indexes = days.map(dayIndex);
  const lo = indexes.reduce((min, n) => Math.min(min, n), 0);
  const hi = indexes.reduce((max, n) => Math.max(max, n), 0);
  const seed = hashString(asset.id);
  const cyclePhase = uniform(seed, 0, 7);
  const { price } = asset.market.class === 'stable' ? stable(asset, indexes) : moving(asset, indexes, lo, hi);
  const supply = asset.market.circulatingSupply;
  return days.map((day, i) => {
    const n = indexes[i] ?? 0;
    const p = price[i] ?? 1;
    const cap = supply === null ? null : p * supply;
    const turnover =
      0.02 + 0.13 * (0.6 * uniform(seed, n, 6) + 0.4 * (0.5 + 0.5 * Math.sin(2 * Math.PI * (n / 29 + cyclePhase))));
    return {
      day,
      price: toDecimal(p, PRICE_DIGITS, PRICE_DECIMALS),
      marketCap: cap === null ? null : toDecimal(cap, AMOUNT_DIGITS, AMOUNT_DECIMALS),
      volume: toDecimal((cap ?? (NOTIONAL_CAP_USD * p) / asset.market.price) * turnover, AMOUNT_DIGITS, AMOUNT_DECIMALS),
    };
  });
}

/**
 * The dataset's assets as series inputs, each with the calendar that moves it: its own, or for a wrapped or staked
 * token the coin it follows (so wBTC falls on the day of an event of Bitcoin's, at its fixed ratio).
 */
export function seriesAssets<T extends SeriesAsset & EventAsset>(assets: readonly T[]): (T & SeriesAsset)[] {
  const byId = new Map(assets.map((asset) => [asset.id, asset]));
  return assets.map((asset) => ({
    ...asset,
    events: asset.market.follows === null ? asset : (byId.get(asset.market.follows) ?? null),
  }));
}

/** Each asset's synthetic daily close on the given days, as numbers: what the loader stores, for checks and benches. */
export function syntheticCloses<T extends SeriesAsset & EventAsset>(
  assets: readonly T[],
  days: string[],
): Map<string, Map<string, number>> {
  return new Map(
    seriesAssets(assets).map((asset) => [
      asset.id,
      new Map(generateMarketSeries(asset, days).map((point) => [point.day, Number(point.price)])),
    ]),
  );
}
