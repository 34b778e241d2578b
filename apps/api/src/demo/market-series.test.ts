// The synthetic market series (issue 2 §3, issue 9 §3): deterministic, window-independent, anchored to the asset's
// level. Properties over every bundled asset: apps/api/test/demo-realism.test.ts.
import type { AssetMarket } from '@k3/shared';
import { describe, expect, it } from 'vitest';
import { generateMarketSeries, type SeriesAsset } from './market-series';

/** `count` consecutive ISO days starting at `start`. */
function daysFrom(start: string, count: number): string[] {
  const first = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(first + i * 86_400_000).toISOString().slice(0, 10));
}

const YEAR = daysFrom('2025-03-01', 365);
const DECIMAL = /^\d+(\.\d+)?$/;

const AS_OF = '2025-06-01';
const LARGE: AssetMarket = {
  class: 'large',
  price: 14,
  asOf: AS_OF,
  circulatingSupply: 9e9 / 14,
  volatility: 0.03,
  follows: null,
  source: 'snapshot',
};
const SMALL: AssetMarket = { ...LARGE, class: 'small', price: 0.25, circulatingSupply: 8e7, volatility: 0.08 };
const STABLE: AssetMarket = { ...LARGE, class: 'stable', price: 1, circulatingSupply: 1e11, volatility: 0.0015, source: 'peg' };
const BTC: SeriesAsset = {
  id: 'bitcoin',
  market: { ...LARGE, price: 105_000, circulatingSupply: 19_000_000, volatility: 0.025 },
};
const asset = (id: string, market: AssetMarket = LARGE): SeriesAsset => ({ id, market });
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
const prices = (series: SeriesAsset) => generateMarketSeries(series, YEAR).map((p) => Number(p.price));

describe('generateMarketSeries', () => {
  it('returns 365 points in the order of the days asked for', () => {
    const series = generateMarketSeries(asset('chainlink'), YEAR);
    expect(series).toHaveLength(365);
    expect(series.map((p) => p.day)).toEqual(YEAR);
  });

  it('gives the same output for the same input', () => {
    const krl = asset('kryll', SMALL);
    expect(generateMarketSeries(krl, YEAR)).toEqual(generateMarketSeries({ ...krl, market: { ...SMALL } }, [...YEAR]));
  });

  it('agrees on the days shared by overlapping windows, whichever window is asked for', () => {
    const uni = asset('uniswap');
    const early = generateMarketSeries(uni, daysFrom('2023-06-01', 400));
    const late = generateMarketSeries(uni, daysFrom('2024-01-01', 400));
    const shared = new Map(late.map((p) => [p.day, p]));
    const overlap = early.filter((p) => shared.has(p.day));
    expect(overlap.length).toBeGreaterThan(100);
    for (const point of overlap) expect(shared.get(point.day)).toEqual(point);
    const single = generateMarketSeries(uni, ['2024-03-15']);
    expect(single[0]).toEqual(late.find((p) => p.day === '2024-03-15'));
  });

  it('differs between assets', () => {
    expect(prices(asset('aave'))).not.toEqual(prices(asset('maker')));
  });

  it('keeps stablecoins within 0.5% of one dollar', () => {
    for (const id of ['tether', 'usd-coin', 'dai', 'first-digital-usd', 'ethena-usde', 'usds', 'paypal-usd', 'true-usd']) {
      for (const point of generateMarketSeries(asset(id, STABLE), YEAR)) {
        expect(Math.abs(Number(point.price) - 1)).toBeLessThanOrEqual(0.005);
      }
    }
  });

  it('writes positive finite decimal strings, volume 2% to 15% of market cap', () => {
    for (const series of [
      BTC,
      asset('wrapped-steth', { ...LARGE, price: 3000, follows: 'ethereum' }),
      asset('pepe', { ...LARGE, price: 0.000012 }),
      asset('kryll', SMALL),
      asset('tether', STABLE),
    ]) {
      for (const point of generateMarketSeries(series, YEAR)) {
        for (const value of [point.price, point.marketCap ?? '', point.volume]) {
          expect(value).toMatch(DECIMAL);
          expect(Number(value)).toBeGreaterThan(0);
          expect(Number.isFinite(Number(value))).toBe(true);
        }
        const turnover = Number(point.volume) / Number(point.marketCap);
        expect(turnover).toBeGreaterThanOrEqual(0.0199);
        expect(turnover).toBeLessThanOrEqual(0.1501);
      }
    }
  });

  it('moves around the level it is given, a small cap more from day to day than a large cap', () => {
    const krl = prices(asset('kryll', SMALL));
    expect(median(krl)).toBeGreaterThan(SMALL.price / 3);
    expect(median(krl)).toBeLessThan(SMALL.price * 3);
    const dailyMove = (values: number[]) => median(values.slice(1).map((p, i) => Math.abs(Math.log(p / (values[i] ?? p)))));
    expect(dailyMove(prices(BTC))).toBeLessThan(dailyMove(krl));
  });

  it('shows the recorded price on the day it was recorded, and a market cap of price × circulating supply every day', () => {
    for (const series of [
      BTC,
      asset('kryll', SMALL),
      asset('uniswap'),
      asset('wrapped-bitcoin', { ...BTC.market, follows: 'bitcoin' }),
    ]) {
      const [anchor] = generateMarketSeries(series, [AS_OF]);
      expect(Number(anchor?.price)).toBeCloseTo(series.market.price, 4);
      for (const point of generateMarketSeries(series, YEAR)) {
        const implied = Number(point.price) * (series.market.circulatingSupply ?? 0);
        expect(Math.abs(Number(point.marketCap) / implied - 1)).toBeLessThan(1e-6);
      }
    }
  });

  it('publishes no market cap where the circulating supply is not published, and still a volume', () => {
    for (const point of generateMarketSeries(asset('kryll', { ...SMALL, circulatingSupply: null, source: 'table' }), YEAR)) {
      expect(point.marketCap).toBeNull();
      expect(Number(point.volume)).toBeGreaterThan(0);
    }
  });

  it('keeps a wrapped coin at the price of the coin it follows, times its ratio', () => {
    const btc = prices(BTC);
    const wbtc = prices(asset('wrapped-bitcoin', { ...BTC.market, follows: 'bitcoin' }));
    wbtc.forEach((price, i) => expect(price / (btc[i] ?? 1)).toBeCloseTo(1, 2));
    const steth = prices(asset('wrapped-steth', { ...BTC.market, price: 105_000 * 1.2, follows: 'bitcoin' }));
    steth.forEach((price, i) => expect(price / (btc[i] ?? 1)).toBeCloseTo(1.2, 2));
  });

  it('rejects a day that is not an ISO date', () => {
    expect(() => generateMarketSeries(BTC, ['2025-02-30'])).toThrow(RangeError);
  });
});
