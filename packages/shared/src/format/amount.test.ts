import { describe, expect, it } from 'vitest';
import { formatAmount, formatPercent, formatUsd } from './amount';

describe('formatAmount (spec §9)', () => {
  it.each([
    [0, '0'],
    [0.0000123, '0.0₄123'],
    [0.01, '0.0₁1'],
    [0.0100001, '0.01'],
    [0.5, '0.5'],
    [0.123456, '0.1235'],
    [1, '1'],
    [12.345, '12.35'],
    [999.99, '999.99'],
    [999.999, '1K'],
    [1000, '1K'],
    [1500, '1.5K'],
    [999_999, '1M'],
    [1e6, '1M'],
    [2_345_678, '2.35M'],
    [1e9, '1B'],
    [1.5e12, '1.5T'],
    [999.999e9, '1T'],
    [2_608_350_000_000, '2.61T'],
  ])('%s -> %s', (input, expected) => {
    expect(formatAmount(input)).toBe(expected);
  });

  it('keeps the sign of negative values', () => {
    expect(formatAmount(-1500)).toBe('-1.5K');
    expect(formatAmount(-0.0000123)).toBe('-0.0₄123');
    expect(formatAmount(-12.5)).toBe('-12.5');
  });

  it('uses the locale decimal separator', () => {
    expect(formatAmount(1500, 'fr')).toBe('1,5K');
    expect(formatAmount(0.0000123, 'fr')).toBe('0,0₄123');
    expect(formatAmount(12.5, 'es')).toBe('12,5');
  });

  it('rounds long subscripts to three significant digits', () => {
    expect(formatAmount(0.000000000456789)).toBe('0.0₉457');
    expect(formatAmount(0.00000000001)).toBe('0.0₁₀1');
  });

  it('shows a dash for non-finite input', () => {
    expect(formatAmount(Number.NaN)).toBe('-');
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe('-');
  });
});

describe('formatUsd and formatPercent', () => {
  it('puts the dollar sign after the minus', () => {
    expect(formatUsd(-1500)).toBe('-$1.5K');
    expect(formatUsd(42)).toBe('$42');
  });
  it('signs percentages', () => {
    expect(formatPercent(3.214)).toBe('+3.21%');
    expect(formatPercent(-0.5)).toBe('-0.5%');
    expect(formatPercent(0)).toBe('0%');
  });
});
