// Profit-and-loss formatting (issue 29 §3): exact decimal strings shown the locale's way without a float, gains and
// losses with a sign, rates as percentages.
import { describe, expect, it } from 'vitest';
import {
  formatDecimal,
  formatExactAmount,
  formatMoney,
  formatRate,
  formatSignedMoney,
  isAboveZero,
  rateTrend,
  trendOf,
} from './pnl-format';

const NNBSP = '\u202f';

describe('formatDecimal', () => {
  it('groups the integer part the locale’s way and keeps every digit of the fraction', () => {
    expect(formatDecimal('1234567.89', 'en')).toBe('1,234,567.89');
    expect(formatDecimal('1234567.89', 'fr')).toBe(`1${NNBSP}234${NNBSP}567,89`);
    expect(formatDecimal('1234567.89', 'es')).toBe('1.234.567,89');
    expect(formatDecimal('0.000000000000000001', 'en')).toBe('0.000000000000000001');
  });

  it('is exact beyond what a float holds', () => {
    expect(formatDecimal('12345678901234567890.12', 'en')).toBe('12,345,678,901,234,567,890.12');
    expect(formatDecimal('9007199254740993', 'en')).toBe('9,007,199,254,740,993');
  });

  it('pads or trims the fraction only as asked', () => {
    expect(formatDecimal('5', 'en', { minFraction: 2 })).toBe('5.00');
    expect(formatDecimal('5.1', 'en', { minFraction: 2 })).toBe('5.10');
    expect(formatDecimal('0.1000000000', 'en', { trimZeros: true })).toBe('0.1');
    expect(formatDecimal('10.000', 'en', { trimZeros: true })).toBe('10');
  });

  it('keeps the minus sign, drops it on a zero, and refuses what is not a plain decimal', () => {
    expect(formatDecimal('-1500.5', 'en')).toBe('-1,500.5');
    expect(formatDecimal('-0.00', 'en')).toBe('0.00');
    expect(formatDecimal('1e5', 'en')).toBeNull();
    expect(formatDecimal('abc', 'en')).toBeNull();
    expect(formatDecimal('', 'en')).toBeNull();
  });
});

describe('money', () => {
  it('shows USD to the cent with the sign before the dollar', () => {
    expect(formatMoney('10500', 'en')).toBe('$10,500.00');
    expect(formatMoney('-4.5', 'en')).toBe('-$4.50');
    expect(formatMoney('0.00', 'en')).toBe('$0.00');
    expect(formatMoney('2500.25', 'fr')).toBe(`$2${NNBSP}500,25`);
  });

  it('gives a gain a plus sign and a loss a minus sign, so colour is never the only cue', () => {
    expect(formatSignedMoney('1250.00', 'en')).toBe('+$1,250.00');
    expect(formatSignedMoney('-1250.00', 'en')).toBe('-$1,250.00');
    expect(formatSignedMoney('0.00', 'en')).toBe('$0.00');
  });

  it('leaves an unreadable figure as given rather than inventing one', () => {
    expect(formatMoney('n/a', 'en')).toBe('n/a');
  });
});

describe('trendOf and isAboveZero', () => {
  it('reads the sign of a decimal string', () => {
    expect(trendOf('12.30')).toBe('up');
    expect(trendOf('-0.01')).toBe('down');
    expect(trendOf('0.00')).toBe('flat');
    expect(trendOf('-0')).toBe('flat');
    expect(trendOf(null)).toBe('flat');
  });

  it('tells a missing amount above zero from a zero one', () => {
    expect(isAboveZero('0.5')).toBe(true);
    expect(isAboveZero('0')).toBe(false);
    expect(isAboveZero('0.000')).toBe(false);
  });
});

describe('amounts and rates', () => {
  it('shows a token amount exactly, without trailing zeros', () => {
    expect(formatExactAmount('0.2500', 'en')).toBe('0.25');
    expect(formatExactAmount('1500', 'en')).toBe('1,500');
    expect(formatExactAmount('0.000005', 'en')).toBe('0.000005');
  });

  it('shows a rate as a signed percentage, and none when the API has none', () => {
    expect(formatRate(0.1, 'en')).toBe('+10%');
    expect(formatRate(-0.123456, 'en')).toBe('-12.35%');
    expect(formatRate(0, 'en')).toBe('0%');
    expect(formatRate(null, 'en')).toBeNull();
    expect(rateTrend(0.02)).toBe('up');
    expect(rateTrend(-0.02)).toBe('down');
    expect(rateTrend(null)).toBe('flat');
  });
});
