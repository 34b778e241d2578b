// The generic K3 CSV (issue 29 §1, §4): the documented example reads as documented, and each rule of the format is
// enforced with the column named.
import { describe, expect, it } from 'vitest';
import { parseCsv } from './parse';
import { fixture, shown } from './test-helpers';

describe('K3 CSV', () => {
  const result = parseCsv(fixture('k3.csv'));

  it('reads the valid rows: the id when given, offsets turned into UTC, a date alone as midnight UTC', () => {
    expect(result.format).toBe('k3');
    expect(result.transactions.map(shown)).toEqual([
      {
        sourceId: 'order-1001',
        time: '2024-01-05T09:30:00.000Z',
        direction: 'buy',
        asset: 'BTC',
        amount: '0.25',
        counterAsset: 'USD',
        counterAmount: '10500.00',
        fee: { asset: 'USD', amount: '5.25' },
        usdValue: '10500.00',
      },
      {
        time: '2024-02-10T13:00:00.000Z',
        direction: 'sell',
        asset: 'ETH',
        amount: '1.5',
        counterAsset: 'USDC',
        counterAmount: '3750',
        fee: { asset: 'ETH', amount: '0.002' },
      },
      { time: '2024-03-01T00:00:00.000Z', direction: 'receive', asset: 'SOL', amount: '10', usdValue: '1200' },
      {
        sourceId: 'sig-5a',
        time: '2024-03-02T18:45:00.000Z',
        direction: 'send',
        asset: 'SOL',
        amount: '4',
        fee: { asset: 'SOL', amount: '0.000005' },
      },
    ]);
  });

  it('reports every bad row with its column', () => {
    expect(result.errors).toEqual([
      { row: 6, field: 'amount', reason: 'missing value' },
      { row: 7, field: 'amount', reason: 'not a decimal number: "NaN"' },
      { row: 8, field: 'amount', reason: 'must not be negative: "-2"' },
      { row: 9, field: 'type', reason: 'unknown type "transfer": expected buy, sell, receive or send' },
      { row: 10, field: 'time', reason: 'not a date: "2024-03-32"' },
      { row: 11, field: 'counter_asset', reason: 'missing value' },
      { row: 12, field: 'counter_asset', reason: 'only buy and sell have a counter-asset' },
      { row: 13, field: 'fee_amount', reason: 'missing value (fee_asset is set)' },
    ]);
    expect(result.skipped).toEqual([]);
  });

  it('accepts the columns in any order and the type in any case, with extra columns ignored', () => {
    const text =
      'id,usd_value,fee_amount,fee_asset,counter_amount,counter_asset,amount,asset,type,time,comment\n' +
      'x1,,,,,,2,sol,RECEIVE,2024-05-01T00:00:00Z,gift\n';
    expect(parseCsv(text).transactions.map(shown)).toEqual([
      { sourceId: 'x1', time: '2024-05-01T00:00:00.000Z', direction: 'receive', asset: 'SOL', amount: '2' },
    ]);
  });
});
