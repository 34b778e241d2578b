// Cell readers of the CSV import (issue 29 §1): decimals kept as written and refused with the column named (over-long
// ones too), UTC times between the first Bitcoin block and tomorrow, cells quoted in reasons cut to 40 characters,
// Kraken's asset codes and the fiat list.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIAT } from '../../../providers/transactions/exchange-map';
import { CSV_FIAT, krakenAsset } from './aliases';
import { quote, readDecimal, readSymbol, readTime, RowProblem } from './values';

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

describe('readDecimal digit limits', () => {
  const zeros = (n: number) => '0'.repeat(n);

  it('refuses more than 30 decimal places, naming the field and quoting the cell cut short', () => {
    const raw = `0.${zeros(16_500)}1`;
    expect(problem(() => readDecimal(raw, 'amount', { sign: 'positive' }))).toEqual({
      field: 'amount',
      reason: `16501 digits after the point, more than the 30 accepted: "0.${zeros(37)}…"`,
    });
  });

  it('refuses more than 30 integer digits, thousands separators not counted', () => {
    expect(problem(() => readDecimal('1'.repeat(140_000), 'Amount', { sign: 'any' }))).toEqual({
      field: 'Amount',
      reason: `140000 digits before the point, more than the 30 accepted: "${'1'.repeat(39)}…"`,
    });
    const grouped = `1${',000'.repeat(10)}`; // 31 digits
    expect(problem(() => readDecimal(grouped, 'Amount', { sign: 'positive', thousands: true })).reason).toBe(
      `31 digits before the point, more than the 30 accepted: "${grouped.slice(0, 39)}…"`,
    );
    expect(problem(() => readDecimal(`-1${zeros(30)}`, 'amount', { sign: 'any' })).reason).toBe(
      `31 digits before the point, more than the 30 accepted: "-1${zeros(30)}"`,
    );
  });

  it('accepts 30 digits on each side, zeros included', () => {
    const longest = `${'9'.repeat(30)}.${zeros(29)}1`;
    expect(readDecimal(longest, 'amount', { sign: 'positive' }).value).toBe(longest);
    expect(problem(() => readDecimal(`1.${zeros(30)}1`, 'amount', { sign: 'positive' })).reason).toBe(
      `31 digits after the point, more than the 30 accepted: "1.${zeros(30)}1"`,
    );
  });
});

describe('cells quoted in reasons', () => {
  it('are cut to 40 characters with an ellipsis, so a multi-megabyte cell does not come back whole', () => {
    const huge = 'x'.repeat(5_000_000);
    const cut = `"${'x'.repeat(39)}…"`;
    expect(problem(() => readDecimal(huge, 'amount', { sign: 'any' })).reason).toBe(`not a decimal number: ${cut}`);
    expect(problem(() => readTime(huge, 'time')).reason).toBe(`not a date: ${cut}`);
    expect(problem(() => readSymbol(huge, 'asset')).reason).toBe(`not an asset symbol: ${cut}`);
    expect(problem(() => readDecimal(`-${'1'.repeat(45)}`, 'fee', { sign: 'any' })).reason).toMatch(/"-1{38}…"$/);
  });

  it('are kept whole up to 40 characters, and never cut inside a character', () => {
    expect(quote('a'.repeat(40))).toBe(`"${'a'.repeat(40)}"`);
    expect(quote(`${'a'.repeat(38)}😀😀`)).toBe(`"${'a'.repeat(38)}…"`);
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

describe('readTime range', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps years 0000 to 0099 as written (not 1900 to 1999) and refuses them as before the first Bitcoin block', () => {
    for (const raw of ['0024-03-10', '0099-12-31T23:59:59Z', '0000-02-29']) {
      expect(problem(() => readTime(raw, 'time'))).toEqual({
        field: 'time',
        reason: `before 2009-01-03, the day of the first Bitcoin block: "${raw}"`,
      });
    }
  });

  it('refuses a time before 2009-01-03 UTC and accepts that day', () => {
    expect(problem(() => readTime('2009-01-02T23:59:59Z', 'time')).reason).toMatch(/^before 2009-01-03/);
    expect(problem(() => readTime('2009-01-03T01:00:00+02:00', 'time')).reason).toMatch(/^before 2009-01-03/);
    expect(readTime('2009-01-03', 'time').toISOString()).toBe('2009-01-03T00:00:00.000Z');
  });

  it('refuses a time more than a day after now, and accepts one up to a day ahead', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T12:00:00Z'));
    expect(readTime('2026-06-02T12:00:00Z', 'time').toISOString()).toBe('2026-06-02T12:00:00.000Z');
    expect(problem(() => readTime('2026-06-02T12:00:01Z', 'time'))).toEqual({
      field: 'time',
      reason: 'more than a day in the future: "2026-06-02T12:00:01Z"',
    });
    expect(problem(() => readTime('9999-12-31', 'time')).reason).toBe('more than a day in the future: "9999-12-31"');
  });
});

describe('CSV_FIAT', () => {
  it('holds every code K3 keeps as fiat elsewhere', () => {
    expect([...FIAT].filter((code) => !CSV_FIAT.includes(code))).toEqual([]);
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
