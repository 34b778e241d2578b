import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  change,
  dailySeries,
  dayKey,
  hideDust,
  interpolateGaps,
  lastDays,
  mergeChains,
  valueByChain,
  type ValuedHolding,
} from './math';

const money = fc.double({ min: 0, max: 1e9, noNaN: true });
const holding = fc.record({
  cgId: fc.constantFrom('bitcoin', 'ethereum', 'kryll', 'usd-coin'),
  chain: fc.constantFrom('ethereum', 'base', 'solana', 'cex'),
  amount: fc.double({ min: 0, max: 1e6, noNaN: true }),
  value: money,
});
const closeTo = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));

describe('days', () => {
  it('lists the last 30 UTC days, oldest first, ending today', () => {
    const days = lastDays(Date.parse('2026-03-02T23:59:00Z'));
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toBe('2026-03-02');
    expect(days[0]).toBe('2026-02-01');
    expect(dayKey(Date.parse('2026-03-01T00:00:00Z'))).toBe('2026-03-01');
  });
});

describe('change', () => {
  it('gives the difference and its percentage of the earlier value', () => {
    expect(change(150, 100)).toEqual({ abs: 50, pct: 50 });
    expect(change(50, 100)).toEqual({ abs: -50, pct: -50 });
  });
  it('has no percentage from zero', () => {
    expect(change(10, 0)).toEqual({ abs: 10, pct: null });
  });
});

describe('interpolateGaps (spec §5)', () => {
  it('fills missing days between nonzero points on a straight line', () => {
    expect(interpolateGaps([10, null, null, 40])).toEqual([10, 20, 30, 40]);
  });
  it('leaves leading and trailing gaps and gaps next to zero empty', () => {
    expect(interpolateGaps([null, 10, null, 0, null, 5, null])).toEqual([null, 10, null, 0, null, 5, null]);
  });
  it('never changes a known value, and filled values lie between their neighbours', () => {
    fc.assert(
      fc.property(fc.array(fc.option(money, { nil: null }), { maxLength: 40 }), (values) => {
        const out = interpolateGaps(values);
        expect(out).toHaveLength(values.length);
        values.forEach((value, index) => {
          if (value !== null) expect(out[index]).toBe(value);
        });
        out.forEach((value, index) => {
          if (values[index] !== null || value === null) return;
          const before = values.slice(0, index).findLast((v) => v !== null) ?? 0;
          const after = values.slice(index + 1).find((v) => v !== null) ?? 0;
          expect(value).toBeGreaterThanOrEqual(Math.min(before, after) - 1e-6);
          expect(value).toBeLessThanOrEqual(Math.max(before, after) + 1e-6);
        });
      }),
    );
  });
  it('builds the daily series from date-keyed values, empty days as 0', () => {
    const days = ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04'];
    expect(dailySeries({ '2026-01-02': 2, '2026-01-04': 6 }, days)).toEqual([
      { date: '2026-01-01', value: 0 },
      { date: '2026-01-02', value: 2 },
      { date: '2026-01-03', value: 4 },
      { date: '2026-01-04', value: 6 },
    ]);
  });
});

describe('hide dust (spec §5)', () => {
  it('hides coins worth 0.01 or less and empty amounts', () => {
    const coins: ValuedHolding[] = [
      { cgId: 'a', chain: 'ethereum', amount: 1, value: 0.01 },
      { cgId: 'b', chain: 'ethereum', amount: 1, value: 0.011 },
      { cgId: 'c', chain: 'ethereum', amount: 0, value: 5 },
    ];
    expect(hideDust(coins).map((coin) => coin.cgId)).toEqual(['b']);
  });
  it('keeps exactly the holdings above the threshold', () => {
    fc.assert(
      fc.property(fc.array(holding), money, (holdings, min) => {
        const kept = hideDust(holdings, min);
        expect(kept.every((h) => h.amount > 0 && h.value > min)).toBe(true);
        expect(kept.length).toBe(holdings.filter((h) => h.amount > 0 && h.value > min).length);
      }),
    );
  });
});

describe('merge chains', () => {
  it('gives one line per coin with summed amounts and values, keeping the total', () => {
    fc.assert(
      fc.property(fc.array(holding), (holdings) => {
        const merged = mergeChains(holdings);
        expect(new Set(merged.map((line) => line.cgId)).size).toBe(merged.length);
        const total = holdings.reduce((sum, h) => sum + h.value, 0);
        expect(
          closeTo(
            merged.reduce((sum, line) => sum + line.value, 0),
            total,
          ),
        ).toBe(true);
        for (const line of merged) {
          expect(line.parts.every((part) => part.cgId === line.cgId)).toBe(true);
          expect(
            closeTo(
              line.amount,
              line.parts.reduce((sum, part) => sum + part.amount, 0),
            ),
          ).toBe(true);
        }
      }),
    );
  });
  it('lists each chain once in first-seen order', () => {
    const merged = mergeChains([
      { cgId: 'usd-coin', chain: 'base', amount: 1, value: 1 },
      { cgId: 'usd-coin', chain: 'ethereum', amount: 2, value: 2 },
      { cgId: 'usd-coin', chain: 'base', amount: 3, value: 3 },
    ]);
    expect(merged).toMatchObject([{ cgId: 'usd-coin', amount: 6, value: 6, chains: ['base', 'ethereum'] }]);
  });
});

describe('value by chain', () => {
  it('sums per chain, largest first, keeping the total', () => {
    fc.assert(
      fc.property(fc.array(holding), (holdings) => {
        const chains = valueByChain(holdings);
        for (let i = 1; i < chains.length; i += 1) expect(chains[i - 1]!.value).toBeGreaterThanOrEqual(chains[i]!.value);
        const total = holdings.reduce((sum, h) => sum + h.value, 0);
        expect(
          closeTo(
            chains.reduce((sum, c) => sum + c.value, 0),
            total,
          ),
        ).toBe(true);
      }),
    );
  });
});
