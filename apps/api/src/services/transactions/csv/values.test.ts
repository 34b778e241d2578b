// Cell readers of the CSV import (issue 29 §1): decimals kept as written and refused with the column named, UTC
// times, and Kraken's asset codes.
import { describe, expect, it } from 'vitest';
import { krakenAsset } from './aliases';
import { readDecimal, readTime, RowProblem } from './values';

const problem = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    if (error instanceof RowProblem) return { field: error.field, reason: error.reason };
    throw error;
  }
  throw new Error('expected a RowProblem');
};

describe('readDecimal', () => {
  it('keeps the digits as written, trailing zeros included, and reports the sign apart', () => {
    expect(readDecimal('0.10000000', 'amount', { sign: 'positive' })).toEqual({
      value: '0.10000000',
      negative: false,
      zero: false,
    });
    expect(readDecimal('-6500.0000', 'amount', { sign: 'any' })).toEqual({ value: '6500.0000', negative: true, zero: false });
    expect(readDecimal('0.000', 'fee', { sign: 'non-negative' })).toEqual({ value: '0.000', negative: false, zero: true });
  });

  it('accepts thousands separators only when the format uses them, in groups of three', () => {
    expect(readDecimal('28,500.00', 'Amount', { sign: 'positive', thousands: true }).value).toBe('28500.00');
    expect(problem(() => readDecimal('28,500.00', 'amount', { sign: 'positive' }))).toEqual({
      field: 'amount',
      reason: 'not a decimal number: "28,500.00"',
    });
    expect(problem(() => readDecimal('1,23', 'Amount', { sign: 'positive', thousands: true }))).toEqual({
      field: 'Amount',
      reason: 'not a decimal number: "1,23"',
    });
  });

  it('refuses exponents, NaN, Infinity, a plus sign, a bare point and an empty cell', () => {
    for (const raw of ['1e5', 'NaN', 'Infinity', '+1', '.5', '5.', '0x10', '1 000']) {
      expect(problem(() => readDecimal(raw, 'amount', { sign: 'any' }))).toEqual({
        field: 'amount',
        reason: `not a decimal number: "${raw}"`,
      });
    }
    expect(problem(() => readDecimal('', 'amount', { sign: 'any' }))).toEqual({ field: 'amount', reason: 'missing value' });
  });

  it('refuses a negative where a positive is required, and zero where more than zero is', () => {
    expect(problem(() => readDecimal('-1', 'amount', { sign: 'non-negative' }))).toEqual({
      field: 'amount',
      reason: 'must not be negative: "-1"',
    });
    expect(problem(() => readDecimal('0.0', 'amount', { sign: 'positive' }))).toEqual({
      field: 'amount',
      reason: 'must be greater than zero: "0.0"',
    });
    expect(readDecimal('-0', 'fee', { sign: 'non-negative' })).toEqual({ value: '0', negative: false, zero: true });
  });
});

describe('readTime', () => {
  it('reads the forms the exports write, as UTC unless an offset is given', () => {
    const iso = (raw: string) => readTime(raw, 'time').toISOString();
    expect(iso('2024-03-10 12:00:00')).toBe('2024-03-10T12:00:00.000Z');
    expect(iso('2021-03-01T10:00:00Z')).toBe('2021-03-01T10:00:00.000Z');
    expect(iso('2025-01-17 16:57:02 UTC')).toBe('2025-01-17T16:57:02.000Z');
    expect(iso('2024-02-10T14:00:00+01:00')).toBe('2024-02-10T13:00:00.000Z');
    expect(iso('2024-03-10 12:00:00.6533')).toBe('2024-03-10T12:00:00.653Z');
    expect(iso('2024-02-29')).toBe('2024-02-29T00:00:00.000Z');
  });

  it('refuses impossible dates rather than rolling them over, and other date forms', () => {
    for (const raw of [
      '2023-02-29',
      '2024-04-31',
      '2024-01-01 24:00:00',
      '2024-01-01T10:60',
      '31/12/2024',
      '1704067200',
      'soon',
    ]) {
      expect(problem(() => readTime(raw, 'time'))).toEqual({ field: 'time', reason: `not a date: "${raw}"` });
    }
  });
});

describe('krakenAsset', () => {
  it('maps Kraken codes to the usual symbols and drops staking and hold suffixes', () => {
    expect(['XXBT', 'XBT', 'XETH', 'ZUSD', 'ZEUR', 'XXDG', 'XDG', 'SOL'].map(krakenAsset)).toEqual([
      'BTC',
      'BTC',
      'ETH',
      'USD',
      'EUR',
      'DOGE',
      'DOGE',
      'SOL',
    ]);
    expect(['DOT.S', 'DOT28.S', 'XBT.M', 'ETH2.S', 'USD.HOLD', 'sol'].map(krakenAsset)).toEqual([
      'DOT',
      'DOT',
      'BTC',
      'ETH2',
      'USD',
      'SOL',
    ]);
  });
});
