// Rows the cost-basis engine would throw on never leave the CSV import (issue 29 §1, §4; rules.ts): a trade whose
// asset is fiat is refused in a K3 CSV, turned round or skipped in an exchange's export; a fee paid in the asset
// received and larger than it is refused on the fee's column.
import { describe, expect, it } from 'vitest';
import { parseCsv } from './parse';
import { file, HEADERS, shown } from './test-helpers';

describe('a trade whose asset is fiat', () => {
  it('is refused in a K3 CSV on the asset column, saying how to write it', () => {
    const result = parseCsv(
      file(
        HEADERS.k3,
        '2024-01-05,buy,USD,100,EUR,90,,,,',
        '2024-01-05,buy,USD,100,BTC,0.002,,,,',
        '2024-01-05,sell,eur,90,USDT,100,,,,',
        '2024-01-05,receive,EUR,100,,,,,,',
      ),
    );
    expect(result.errors).toEqual([
      {
        row: 2,
        field: 'asset',
        reason: 'USD is fiat, and so is EUR: an exchange of one currency for another is not imported; leave the row out',
      },
      { row: 3, field: 'asset', reason: 'USD is fiat: write the trade from the other side, as a sell of BTC for USD' },
      { row: 4, field: 'asset', reason: 'EUR is fiat: write the trade from the other side, as a buy of USDT with EUR' },
    ]);
    // Fiat coming in or going out is not a trade: it stays.
    expect(result.transactions.map(shown)).toEqual([
      { time: '2024-01-05T00:00:00.000Z', direction: 'receive', asset: 'EUR', amount: '100' },
    ]);
  });

  it('is turned round in a Binance trade history: a buy of EUR for USDT is a sale of USDT for EUR', () => {
    const result = parseCsv(file(HEADERS.binanceTrades, '2024-02-01 10:00:00,EURUSDT,BUY,1.085,100EUR,108.5USDT,0.1EUR'));
    expect(result.errors).toEqual([]);
    expect(result.transactions.map(shown)).toEqual([
      {
        time: '2024-02-01T10:00:00.000Z',
        direction: 'sell',
        asset: 'USDT',
        amount: '108.5',
        counterAsset: 'EUR',
        counterAmount: '100',
        fee: { asset: 'EUR', amount: '0.1' },
        note: 'BUY',
      },
    ]);
  });

  it('is turned round or skipped in a Coinbase report; a fiat deposit stays a receive', () => {
    const result = parseCsv(
      file(
        HEADERS.coinbase,
        '2024-02-01T10:00:00Z,Convert,USD,100,USD,1.00,100.00,100.00,0.00,Converted 100 USD to 99.5 USDC',
        '2024-02-02T10:00:00Z,Buy,EUR,50,USD,1.08,54.00,54.00,0.00,',
        '2024-02-03T10:00:00Z,Deposit,EUR,500,EUR,1.00,500.00,500.00,0.00,',
      ),
    );
    expect(result.errors).toEqual([]);
    expect(result.transactions.map(shown)).toEqual([
      {
        time: '2024-02-01T10:00:00.000Z',
        direction: 'buy',
        asset: 'USDC',
        amount: '99.5',
        counterAsset: 'USD',
        counterAmount: '100',
        usdValue: '100',
        note: 'Convert',
      },
      { time: '2024-02-03T10:00:00.000Z', direction: 'receive', asset: 'EUR', amount: '500', note: 'Deposit' },
    ]);
    expect(result.skipped).toEqual([
      { row: 3, reason: 'a trade of EUR against USD: an exchange of one currency for another is not imported' },
    ]);
  });

  it('is skipped, every leg, in Kraken ledgers when both sides are fiat', () => {
    const result = parseCsv(
      file(
        HEADERS.kraken,
        'L1,FX-1,2024-03-01 10:00:00,trade,,currency,ZUSD,-108.5000,0.2000,0',
        'L2,FX-1,2024-03-01 10:00:00,trade,,currency,ZEUR,100.0000,0,0',
        'L3,T-2,2024-03-02 10:00:00,trade,,currency,ZEUR,-100.0000,0.2600,0',
        'L4,T-2,2024-03-02 10:00:00,trade,,currency,XXBT,0.0020000000,0,0',
      ),
    );
    const reason = 'a trade of EUR against USD: an exchange of one currency for another is not imported';
    expect(result.skipped).toEqual([
      { row: 2, reason },
      { row: 3, reason },
    ]);
    expect(result.errors).toEqual([]);
    expect(result.transactions.map((t) => [t.sourceId, t.direction, t.asset, t.counterAsset])).toEqual([
      ['T-2', 'buy', 'BTC', 'EUR'],
    ]);
  });
});

describe('a fee in the asset received, larger than what is received', () => {
  it('is refused in a K3 CSV on fee_amount; an equal fee, or a larger one on a send, is accepted', () => {
    const result = parseCsv(
      file(
        HEADERS.k3,
        '2024-01-05,buy,BTC,0.001,USD,100,BTC,0.01,,',
        '2024-01-05,sell,ETH,1,BTC,0.05,BTC,0.06,,',
        '2024-01-05,receive,SOL,1,,,SOL,2,,',
        '2024-01-06,buy,BTC,0.01,USD,100,BTC,0.010,,',
        '2024-01-06,send,SOL,1,,,SOL,2,,',
      ),
    );
    expect(result.errors).toEqual([
      { row: 2, field: 'fee_amount', reason: 'the fee (0.01 BTC) is larger than the 0.001 BTC bought' },
      { row: 3, field: 'fee_amount', reason: 'the fee (0.06 BTC) is larger than the 0.05 BTC received in the sale' },
      { row: 4, field: 'fee_amount', reason: 'the fee (2 SOL) is larger than the 1 SOL received' },
    ]);
    expect(result.transactions.map((t) => [t.direction, t.amount, t.fee?.amount])).toEqual([
      ['buy', '0.01', '0.010'],
      ['send', '1', '2'],
    ]);
  });

  it('is refused on the fee column of a Binance trade and of a Binance deposit', () => {
    const trades = parseCsv(file(HEADERS.binanceTrades, '2024-02-01 10:00:00,BTCUSDT,BUY,50000,0.001BTC,50USDT,0.01BTC'));
    expect(trades.errors).toEqual([{ row: 2, field: 'Fee', reason: 'the fee (0.01 BTC) is larger than the 0.001 BTC bought' }]);
    const deposits = parseCsv(
      file(HEADERS.binanceTransfers, '2024-02-01 10:00:00,OP,OPTIMISM,0.5,0.9,0xaddress,0xtx,Completed'),
      'binance-deposits',
    );
    expect(deposits.errors).toEqual([
      { row: 2, field: 'TransactionFee', reason: 'the fee (0.9 OP) is larger than the 0.5 OP received' },
    ]);
    expect(deposits.transactions).toEqual([]);
  });

  it('is refused on the Fees column of a Coinbase sale whose fee is more than it brings in', () => {
    const result = parseCsv(file(HEADERS.coinbase, '2024-02-01T10:00:00Z,Sell,ETH,0.001,USD,3000,3.00,-2.00,5.00,'));
    expect(result.errors).toEqual([
      { row: 2, field: 'Fees and/or Spread', reason: 'the fee (5.00 USD) is larger than the 3.00 USD received in the sale' },
    ]);
  });

  it('is refused in Kraken ledgers on the fee leg, and the other leg says why the trade is not imported', () => {
    const result = parseCsv(
      file(
        HEADERS.kraken,
        'L1,T-1,2024-03-01 10:00:00,trade,,currency,ZUSD,-100.0000,0,0',
        'L2,T-1,2024-03-01 10:00:00,trade,,currency,XXBT,0.0010000000,0.0020000000,0',
        'L3,D-2,2024-03-02 10:00:00,deposit,,currency,XETH,0.5,0.6,0',
      ),
    );
    const reason = 'the fee (0.0020000000 BTC) is larger than the 0.0010000000 BTC bought';
    expect(result.errors).toEqual([
      { row: 2, field: 'refid', reason: `trade T-1 is not imported: on line 3, ${reason}` },
      { row: 3, field: 'fee', reason },
      { row: 4, field: 'fee', reason: 'the fee (0.6 ETH) is larger than the 0.5 ETH received' },
    ]);
    expect(result.transactions).toEqual([]);
  });
});
