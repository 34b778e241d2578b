// Coinbase transaction history (issue 29 §1, §4): both header versions, preamble lines, each type mapped, and every
// malformed row reported with its line. Expected values worked out by hand from the fixture rows.
import { describe, expect, it } from 'vitest';
import { parseCsv } from './parse';
import { fixture, shown } from './test-helpers';

describe('Coinbase report with preamble (Spot Price Currency header, ISO times)', () => {
  const result = parseCsv(fixture('coinbase-preamble.csv'));

  it('finds the header on line 6 after the preamble and reads the valid rows', () => {
    expect(result.format).toBe('coinbase');
    expect(result.transactions.map(shown)).toEqual([
      // Buy: the subtotal is what the BTC cost, the fee is apart; a USD report states the USD value.
      {
        time: '2021-03-01T10:00:00.000Z',
        direction: 'buy',
        asset: 'BTC',
        amount: '0.01',
        counterAsset: 'USD',
        counterAmount: '500.00',
        fee: { asset: 'USD', amount: '7.50' },
        usdValue: '500.00',
        note: 'Buy',
      },
      {
        time: '2021-03-02T11:30:00.000Z',
        direction: 'sell',
        asset: 'ETH',
        amount: '0.5',
        counterAsset: 'USD',
        counterAmount: '800.00',
        fee: { asset: 'USD', amount: '12.00' },
        usdValue: '800.00',
        note: 'Sell',
      },
      // A zero fee is no fee.
      { time: '2021-03-03T09:00:00.000Z', direction: 'send', asset: 'BTC', amount: '0.002', usdValue: '102.00', note: 'Send' },
      {
        time: '2021-03-04T08:00:00.000Z',
        direction: 'receive',
        asset: 'ETH',
        amount: '1.25',
        usdValue: '1937.50',
        note: 'Receive',
      },
      // Convert: a sale of ETH for the asset named in the notes.
      {
        time: '2021-03-05T12:00:00.000Z',
        direction: 'sell',
        asset: 'ETH',
        amount: '0.1',
        counterAsset: 'USDC',
        counterAmount: '300',
        usdValue: '300.00',
        note: 'Convert',
      },
      {
        time: '2021-03-06T00:00:00.000Z',
        direction: 'receive',
        asset: 'XLM',
        amount: '12.5',
        usdValue: '5.00',
        note: 'Rewards Income',
      },
      {
        time: '2021-03-07T00:00:00.000Z',
        direction: 'receive',
        asset: 'USD',
        amount: '1000',
        usdValue: '1000.00',
        note: 'Deposit',
      },
      // Advanced Trade against USDC: 0.001 × 50000.00 = 50 USDC for the BTC; 50.10 − 50 = 0.1 USDC fee.
      {
        time: '2021-03-08T15:00:00.000Z',
        direction: 'buy',
        asset: 'BTC',
        amount: '0.001',
        counterAsset: 'USDC',
        counterAmount: '50',
        fee: { asset: 'USDC', amount: '0.1' },
        usdValue: '50.00',
        note: 'Advanced Trade Buy',
      },
      // Line 22, whose notes run over two lines.
      { time: '2021-03-11T00:00:00.000Z', direction: 'send', asset: 'BTC', amount: '0.001', usdValue: '52.00', note: 'Send' },
      // No subtotal: no USD value, left for the daily prices.
      { time: '2021-03-12T00:00:00.000Z', direction: 'receive', asset: 'ALGO', amount: '2', note: 'Staking Income' },
    ]);
  });

  it('reports each malformed row with its line, column and reason, after a multi-line field too', () => {
    expect(result.errors).toEqual([
      { row: 16, field: 'Quantity Transacted', reason: 'missing value' },
      { row: 17, field: 'Quantity Transacted', reason: 'not a decimal number: "1e5"' },
      { row: 18, field: 'Transaction Type', reason: 'unknown type "Margin Call"' },
      { row: 19, field: 'Timestamp', reason: 'not a date: "03/10/2021 00:00"' },
      {
        row: 20,
        field: 'Notes',
        reason: 'expected "Converted <amount> <asset> to <amount> <asset>", got "Swapped ETH for USDC"',
      },
      { row: 21, field: 'Quantity Transacted', reason: 'must not be negative: "-1"' },
      { row: 25, field: 'Quantity Transacted', reason: 'not a decimal number: "two"' },
    ]);
  });

  it('skips moves between the user’s own Coinbase balances, saying so', () => {
    expect(result.skipped).toEqual([
      { row: 15, reason: '"Vault Withdrawal" is a move between the user\'s own Coinbase balances' },
    ]);
  });

  it('gives rows without an id a hash id', () => {
    expect(result.transactions.every((t) => /^sha256:[0-9a-f]{64}$/.test(t.sourceId))).toBe(true);
  });
});

describe('Coinbase report with ID column, currency signs and negative outgoing quantities', () => {
  const result = parseCsv(fixture('coinbase-v4.csv'));

  it('reads money written with its sign and thousands separators, and uses the report’s IDs', () => {
    expect(result.transactions.map(shown)).toEqual([
      // A EUR report states no USD value.
      {
        sourceId: '67a1b2c3d4e5f60718293a01',
        time: '2025-01-17T16:57:02.000Z',
        direction: 'receive',
        asset: 'ETH',
        amount: '0.000037835729',
        note: 'Staking Income',
      },
      {
        sourceId: '67a1b2c3d4e5f60718293a02',
        time: '2025-01-07T19:26:56.000Z',
        direction: 'send',
        asset: 'ETH',
        amount: '0.180914809326',
        usdValue: '597.49',
        note: 'Send',
      },
      {
        sourceId: '67a1b2c3d4e5f60718293a03',
        time: '2024-12-05T06:33:40.000Z',
        direction: 'sell',
        asset: 'BTC',
        amount: '0.00363125',
        counterAsset: 'XRP',
        counterAmount: '156.145683',
        note: 'Convert',
      },
      {
        sourceId: '67a1b2c3d4e5f60718293a04',
        time: '2022-03-25T06:45:27.000Z',
        direction: 'buy',
        asset: 'BTC',
        amount: '0.00166779',
        counterAsset: 'EUR',
        counterAmount: '67.01',
        fee: { asset: 'EUR', amount: '2.99' },
        note: 'Buy',
      },
      {
        sourceId: '67a1b2c3d4e5f60718293a05',
        time: '2022-03-26T10:00:00.000Z',
        direction: 'sell',
        asset: 'ETH',
        amount: '0.5',
        counterAsset: 'USD',
        counterAmount: '1800.00',
        fee: { asset: 'USD', amount: '12.00' },
        usdValue: '1800.00',
        note: 'Sell',
      },
    ]);
  });

  it('refuses a comma that is not a thousands separator', () => {
    expect(result.errors).toEqual([{ row: 7, field: 'Subtotal', reason: 'not an amount: "€12,34"' }]);
    expect(result.skipped).toEqual([]);
  });
});

describe('Coinbase types', () => {
  it('treats a type named like a JavaScript object property as unknown', () => {
    const header =
      'Timestamp,Transaction Type,Asset,Quantity Transacted,Spot Price Currency,Spot Price at Transaction,Subtotal,' +
      'Total (inclusive of fees and/or spread),Fees and/or Spread,Notes';
    const result = parseCsv(`${header}\n2021-03-01T10:00:00Z,toString,BTC,1,USD,1,1,1,0,\n`);
    expect(result.errors).toEqual([{ row: 2, field: 'Transaction Type', reason: 'unknown type "toString"' }]);
  });
});
