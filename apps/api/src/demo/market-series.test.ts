// The synthetic market series (issue 2 §3): deterministic, window-independent, plausible.
import { describe, expect, it } from 'vitest';
import { generateMarketSeries } from './market-series';

/** `count` consecutive ISO days starting at `start`. */
function daysFrom(start: string, count: number): string[] {
  const first = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(first + i * 86_400_000).toISOString().slice(0, 10));
}

const YEAR = daysFrom('2025-03-01', 365);
const DECIMAL = /^\d+(\.\d+)?$/;

describe('generateMarketSeries', () => {
  it('returns 365 points in the order of the days asked for', () => {
    const series = generateMarketSeries({ id: 'chainlink', rank: 16 }, YEAR);
    expect(series).toHaveLength(365);
    expect(series.map((p) => p.day)).toEqual(YEAR);
  });

  it('gives the same output for the same input', () => {
    const asset = { id: 'kryll', rank: 903 };
    expect(generateMarketSeries(asset, YEAR)).toEqual(generateMarketSeries({ ...asset }, [...YEAR]));
  });

  it('agrees on the days shared by overlapping windows, whichever window is asked for', () => {
    const asset = { id: 'uniswap', rank: 19 };
    const early = generateMarketSeries(asset, daysFrom('2023-06-01', 400));
    const late = generateMarketSeries(asset, daysFrom('2024-01-01', 400));
    const shared = new Map(late.map((p) => [p.day, p]));
    const overlap = early.filter((p) => shared.has(p.day));
    expect(overlap.length).toBeGreaterThan(100);
    for (const point of overlap) expect(shared.get(point.day)).toEqual(point);
    const single = generateMarketSeries(asset, ['2024-03-15']);
    expect(single[0]).toEqual(late.find((p) => p.day === '2024-03-15'));
  });

  it('differs between assets', () => {
    const a = generateMarketSeries({ id: 'aave', rank: 66 }, YEAR).map((p) => p.price);
    const b = generateMarketSeries({ id: 'maker', rank: 66 }, YEAR).map((p) => p.price);
    expect(a).not.toEqual(b);
  });

  it('keeps stablecoins within 0.5% of one dollar', () => {
    for (const id of ['tether', 'usd-coin', 'dai', 'first-digital-usd', 'ethena-usde', 'usds', 'paypal-usd', 'true-usd']) {
      for (const point of generateMarketSeries({ id, rank: 30 }, YEAR)) {
        expect(Math.abs(Number(point.price) - 1)).toBeLessThanOrEqual(0.005);
      }
    }
  });

  it('writes positive finite decimal strings, volume 2% to 15% of market cap', () => {
    for (const asset of [
      { id: 'bitcoin', rank: 1 },
      { id: 'wrapped-steth', rank: 9 },
      { id: 'pepe', rank: 42 },
      { id: 'kryll', rank: 903 },
      { id: 'tiny-cap', rank: 5000 },
    ]) {
      for (const point of generateMarketSeries(asset, YEAR)) {
        for (const value of [point.price, point.marketCap, point.volume]) {
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

  it('gives larger market caps to better ranks and calmer days to the top coins', () => {
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
    const caps = (id: string, rank: number) => median(generateMarketSeries({ id, rank }, YEAR).map((p) => Number(p.marketCap)));
    expect(caps('bitcoin', 1)).toBeGreaterThan(caps('chainlink', 16));
    expect(caps('chainlink', 16)).toBeGreaterThan(caps('kryll', 903));
    const dailyMove = (id: string, rank: number) => {
      const prices = generateMarketSeries({ id, rank }, YEAR).map((p) => Number(p.price));
      return median(prices.slice(1).map((p, i) => Math.abs(Math.log(p / (prices[i] ?? p)))));
    };
    expect(dailyMove('bitcoin', 1)).toBeLessThan(dailyMove('kryll', 903));
  });

  it('keeps wrapped bitcoin at the price of bitcoin', () => {
    const btc = generateMarketSeries({ id: 'bitcoin', rank: 1 }, YEAR);
    const wbtc = generateMarketSeries({ id: 'wrapped-bitcoin', rank: 17 }, YEAR);
    wbtc.forEach((point, i) => expect(Number(point.price) / Number(btc[i]?.price)).toBeCloseTo(1, 2));
  });

  it('rejects a day that is not an ISO date', () => {
    expect(() => generateMarketSeries({ id: 'bitcoin', rank: 1 }, ['2025-02-30'])).toThrow(RangeError);
  });
});
