// The price chart's pure parts: closes and volume bars at the chart's times, a bar's colour from the day's move, the
// figures of the text alternative, and an axis step fine enough for a token priced in millionths of a dollar.
import { describe, expect, it } from 'vitest';
import { keyedIndex } from './chart-keys';
import { dayTime, minMoveFor, priceSeries, priceSummary, timeDay } from './price-series';

const point = (date: string, close: number, volume = 10) => ({ date, close, volume });
const COLORS = { up: 'up', down: 'down' };

describe('priceSeries', () => {
  it('maps each day to its UTC midnight, oldest first, closes and volumes side by side', () => {
    const { closes, volumes } = priceSeries([point('2026-11-01', 2, 500), point('2026-11-02', 3, 700)], COLORS);
    expect(closes).toEqual([
      { time: Date.UTC(2026, 10, 1) / 1000, value: 2 },
      { time: Date.UTC(2026, 10, 2) / 1000, value: 3 },
    ]);
    expect(volumes.map((bar) => bar.value)).toEqual([500, 700]);
    expect(timeDay(closes[1]!.time)).toBe('2026-11-02');
    expect(dayTime('2026-11-02')).toBe(closes[1]!.time);
  });

  it('colours a bar up when the day closed at or above the day before, down below it', () => {
    const { volumes } = priceSeries(
      [point('2026-11-01', 2), point('2026-11-02', 1), point('2026-11-03', 1), point('2026-11-04', 4)],
      COLORS,
    );
    expect(volumes.map((bar) => bar.color)).toEqual(['up', 'down', 'up', 'up']);
  });

  it('gives nothing for no day', () => {
    expect(priceSeries([], COLORS)).toEqual({ closes: [], volumes: [] });
  });
});

describe('priceSummary', () => {
  it('states the first and last days, the lowest and highest close and the change in percent', () => {
    const summary = priceSummary([
      point('2026-11-01', 2),
      point('2026-11-02', 5),
      point('2026-11-03', 1),
      point('2026-11-04', 3),
    ]);
    expect(summary).toMatchObject({ min: 1, max: 5, change: 50 });
    expect(summary?.first.date).toBe('2026-11-01');
    expect(summary?.last.date).toBe('2026-11-04');
  });

  it('has no change from a first close of 0, and no summary for no day', () => {
    expect(priceSummary([point('2026-11-01', 0), point('2026-11-02', 1)])?.change).toBeNull();
    expect(priceSummary([])).toBeNull();
  });
});

describe('minMoveFor', () => {
  it('is a cent for prices of a dollar and more, three significant digits below a small price', () => {
    expect(minMoveFor([point('2026-11-01', 91_000), point('2026-11-02', 2)])).toBe(0.01);
    expect(minMoveFor([point('2026-11-01', 0.42)])).toBeCloseTo(0.0001, 10);
    expect(minMoveFor([point('2026-11-01', 0.0000123), point('2026-11-02', 0.00002)])).toBeCloseTo(1e-8, 14);
    expect(minMoveFor([])).toBe(0.01);
  });
});

describe('keyedIndex', () => {
  it('moves a day with the arrows from either end, Home and End to the ends, ignores other keys', () => {
    expect(keyedIndex('ArrowLeft', null, 5)).toBe(4);
    expect(keyedIndex('ArrowRight', null, 5)).toBe(0);
    expect(keyedIndex('ArrowRight', 4, 5)).toBe(4);
    expect(keyedIndex('ArrowLeft', 0, 5)).toBe(0);
    expect(keyedIndex('Home', 3, 5)).toBe(0);
    expect(keyedIndex('End', 1, 5)).toBe(4);
    expect(keyedIndex('Enter', 1, 5)).toBeUndefined();
    expect(keyedIndex('ArrowLeft', null, 0)).toBeUndefined();
  });
});
