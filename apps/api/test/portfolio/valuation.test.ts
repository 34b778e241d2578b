// The price rule (services/portfolio/valuation.ts): the last known price on or before a day, staleness after 2 days,
// no complete value without every price, and chart values that skip only the unpriced holdings.
import { describe, expect, it } from 'vitest';
import { completeValueOn, dailyValues, isStale, PriceBook, valueOn } from '../../src/services/portfolio/valuation';

const book = new PriceBook(
  new Map([
    [
      'alpha',
      [
        { day: '2026-02-20', price: '100' },
        { day: '2026-03-15', price: '110.5' },
      ],
    ],
    ['beta', [{ day: '2026-03-20', price: '0.000001' }]],
  ]),
);

describe('the price rule', () => {
  it('answers the last known price on or before the day, or null before the first', () => {
    expect(book.on('alpha', '2026-02-19')).toBeNull();
    expect(book.on('alpha', '2026-02-20')?.price).toBe('100');
    expect(book.on('alpha', '2026-03-14')).toMatchObject({ day: '2026-02-20', price: '100', usd: 100 });
    expect(book.on('alpha', '2026-03-15')?.price).toBe('110.5');
    expect(book.on('alpha', '2026-12-31')?.day).toBe('2026-03-15');
    expect(book.on('unknown', '2026-03-15')).toBeNull();
  });

  it('flags a price dated more than 2 days before the day valued', () => {
    expect(isStale({ day: '2026-03-29', price: '1' }, '2026-03-31')).toBe(false);
    expect(isStale({ day: '2026-03-28', price: '1' }, '2026-03-31')).toBe(true);
    expect(isStale({ day: '2026-02-28', price: '1' }, '2026-03-02')).toBe(false);
  });

  it('values exactly; a complete value needs every price, a value skips the unpriced', () => {
    const holdings = [
      { assetId: 'alpha', amount: '3' },
      { assetId: 'beta', amount: '1000000.5' },
    ];
    expect(completeValueOn(holdings, book, '2026-03-20')).toBe('332.5000005');
    expect(completeValueOn(holdings, book, '2026-03-19')).toBeNull();
    expect(valueOn(holdings, book, '2026-03-19')).toBe('331.5');
    expect(valueOn(holdings, book, '2026-01-01')).toBe('0');
    expect(completeValueOn([], book, '2026-03-19')).toBe('0');
  });

  it('gives the chart a value per day from the priced holdings, null where none is priced', () => {
    const holdings = [
      { assetId: 'alpha', amount: 2 },
      { assetId: 'beta', amount: 1_000_000 },
    ];
    expect(dailyValues(holdings, book, ['2026-02-19', '2026-02-20', '2026-03-19', '2026-03-20'])).toEqual([null, 200, 221, 222]);
  });
});
