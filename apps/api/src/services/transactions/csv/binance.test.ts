// Binance trade history and deposit/withdrawal histories (issue 29 §1, §4). Expected values worked out by hand from
// the fixture rows.
import { describe, expect, it } from 'vitest';
import { parseCsv } from './parse';
import { fixture, shown } from './test-helpers';
import { CsvFileError } from './types';

describe('Binance trade history', () => {
  const result = parseCsv(fixture('binance-trades.csv'));

  it('splits each pair with the units written after Executed and Amount', () => {
    expect(result.format).toBe('binance-trades');
    const trade = {
      time: '2021-05-04T13:00:00.000Z',
      direction: 'buy',
      asset: 'SOL',
      amount: '1',
      counterAsset: 'USDT',
      counterAmount: '40',
      note: 'BUY',
    };
    expect(result.transactions.map(shown)).toEqual([
      {
        time: '2021-05-01T10:00:00.000Z',
        direction: 'buy',
        asset: 'BTC',
        amount: '0.5',
        counterAsset: 'USDT',
        counterAmount: '28500.00',
        fee: { amount: '0.0005', asset: 'BNB' },
        note: 'BUY',
      },
      // 1INCH begins with a digit: "100.51INCH" is 100.5 1INCH, read along the pair 1INCHUSDT.
      {
        time: '2021-05-02T11:00:00.000Z',
        direction: 'sell',
        asset: '1INCH',
        amount: '100.5',
        counterAsset: 'USDT',
        counterAmount: '512.601',
        fee: { amount: '0.512601', asset: 'USDT' },
        note: 'SELL',
      },
      {
        time: '2021-05-03T12:00:00.000Z',
        direction: 'sell',
        asset: 'ETH',
        amount: '2',
        counterAsset: 'BTC',
        counterAmount: '0.1',
        fee: { amount: '0.0001', asset: 'BTC' },
        note: 'SELL',
      },
      // Two identical rows (a "0BNB" fee is no fee): two transactions.
      trade,
      trade,
    ]);
  });

  it('gives two identical rows two different ids', () => {
    const [, , , a, b] = result.transactions;
    expect(a!.sourceId).not.toBe(b!.sourceId);
  });

  it('reports each malformed row', () => {
    expect(result.errors).toEqual([
      { row: 7, field: 'Pair', reason: 'missing value' },
      { row: 8, field: 'Executed', reason: 'not a decimal number: "1e5"' },
      { row: 9, field: 'Side', reason: 'unknown side "HOLD": expected BUY or SELL' },
      { row: 10, field: 'Date(UTC)', reason: 'not a date: "2021-05-32 14:00:00"' },
      { row: 11, field: 'Executed', reason: '"0.5ETH" and "50000USDT" do not end with the two assets of pair "BTCUSDT"' },
    ]);
  });
});

describe('Binance deposit and withdrawal histories', () => {
  it('reads a deposit history (newer header, yy-mm-dd dates), skipping rows not completed', () => {
    const result = parseCsv(fixture('binance-deposits.csv'));
    expect(result.format).toBe('binance-deposits');
    expect(result.transactions.map(shown)).toEqual([
      {
        sourceId: '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b',
        time: '2024-01-31T08:00:00.000Z',
        direction: 'receive',
        asset: 'BTC',
        amount: '0.25',
        note: 'Deposit',
      },
    ]);
    expect(result.skipped).toEqual([{ row: 3, reason: 'status "Pending": only completed deposits are imported' }]);
    expect(result.errors).toEqual([{ row: 4, field: 'Amount', reason: 'must not be negative: "-5"' }]);
  });

  it('reads a withdrawal history, the fee in the coin withdrawn, a row without TXID getting a hash id', () => {
    const result = parseCsv(fixture('binance-withdrawals.csv'));
    expect(result.format).toBe('binance-withdrawals');
    expect(result.transactions.map(shown)).toEqual([
      {
        sourceId: '0xfeedfacefeedfacefeedfacefeedfacefeedfacefeedfacefeedfacefeedface',
        time: '2024-03-01T10:00:00.000Z',
        direction: 'send',
        asset: 'ETH',
        amount: '1.5',
        fee: { asset: 'ETH', amount: '0.0012' },
        note: 'Withdrawal',
      },
      { time: '2024-03-02T10:00:00.000Z', direction: 'send', asset: 'ETH', amount: '0.2', note: 'Withdrawal' },
    ]);
    expect(result.transactions[1]!.sourceId).toMatch(/^sha256:/);
  });

  it('asks which history the older shared header is, and reads it once told', () => {
    const text = fixture('binance-transfers-v1.csv');
    let thrown: unknown;
    try {
      parseCsv(text);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(CsvFileError);
    expect(thrown).toMatchObject({
      code: 'ambiguous-format',
      candidates: ['binance-deposits', 'binance-withdrawals'],
      message:
        'ambiguous format: the header (line 1) fits both Binance deposit history and Binance withdrawal history; the file ' +
        'does not say which it is, so name the format (binance-deposits or binance-withdrawals)',
    });
    const row = { time: '2023-06-10T16:22:40.000Z', asset: 'OP', amount: '57.86', fee: { asset: 'OP', amount: '0.09' } };
    expect(parseCsv(text, 'binance-withdrawals').transactions.map(shown)).toEqual([
      {
        sourceId: '0xabcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabcabca',
        ...row,
        direction: 'send',
        note: 'Withdrawal',
      },
    ]);
    expect(parseCsv(text, 'binance-deposits').transactions.map((t) => t.direction)).toEqual(['receive']);
  });
});
