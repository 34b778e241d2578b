// Kraken ledgers.csv (issue 29 §1, §4): trade legs paired by refid (an unpaired leg reported), deposits, withdrawals
// and staking, Kraken's asset codes, rows skipped with a reason. Expected values worked out by hand from the fixture.
import { describe, expect, it } from 'vitest';
import { parseCsv } from './parse';
import { fixture, shown } from './test-helpers';

const header = '"txid","refid","time","type","subtype","aclass","asset","amount","fee","balance"';
const ledger = (...rows: string[]) => [header, ...rows].join('\n');

describe('Kraken ledgers', () => {
  const result = parseCsv(fixture('kraken-ledgers.csv'));

  it('pairs trade legs into buys and sells, the fiat or quote side as counter-asset', () => {
    expect(result.format).toBe('kraken-ledgers');
    expect(result.transactions.map(shown)).toEqual([
      // −6500 ZUSD (fee 16.9) and +0.1 XXBT: a buy of 0.1 BTC for 6500 USD.
      {
        sourceId: 'TRADE-A',
        time: '2024-03-10T12:00:00.000Z',
        direction: 'buy',
        asset: 'BTC',
        amount: '0.1000000000',
        counterAsset: 'USD',
        counterAmount: '6500.0000',
        fee: { asset: 'USD', amount: '16.9000' },
        usdValue: '6500.0000',
        note: 'trade',
      },
      // −2 XETH and +6000 ZEUR (fee 9.6): a sale of 2 ETH for 6000 EUR.
      {
        sourceId: 'TRADE-B',
        time: '2024-03-11T09:00:00.000Z',
        direction: 'sell',
        asset: 'ETH',
        amount: '2.0000000000',
        counterAsset: 'EUR',
        counterAmount: '6000.0000',
        fee: { asset: 'EUR', amount: '9.6000' },
        note: 'trade',
      },
      {
        sourceId: 'DEP-C',
        time: '2024-03-12T08:05:00.000Z',
        direction: 'receive',
        asset: 'ETH',
        amount: '5.0000000000',
        note: 'deposit',
      },
      {
        sourceId: 'WD-D',
        time: '2024-03-13T15:30:00.000Z',
        direction: 'send',
        asset: 'BTC',
        amount: '0.0500000000',
        fee: { asset: 'BTC', amount: '0.0001000000' },
        note: 'withdrawal',
      },
      // DOT.S is DOT held in staking.
      {
        sourceId: 'STK-E',
        time: '2024-03-14T00:00:00.000Z',
        direction: 'receive',
        asset: 'DOT',
        amount: '2.5000000000',
        note: 'staking',
      },
      // spend and receive legs of an instant buy.
      {
        sourceId: 'SR-F',
        time: '2024-03-15T10:00:00.000Z',
        direction: 'buy',
        asset: 'SOL',
        amount: '0.9000000000',
        counterAsset: 'EUR',
        counterAmount: '100.0000',
        fee: { asset: 'EUR', amount: '1.5000' },
        note: 'spend/receive',
      },
    ]);
  });

  it('reports an unpaired trade leg and each malformed row', () => {
    expect(result.errors).toEqual([
      { row: 13, field: 'refid', reason: 'trade TRADE-H has one leg only: the other side of the trade is not in the file' },
      { row: 14, field: 'type', reason: 'unknown type "futures"' },
      { row: 15, field: 'amount', reason: 'not a decimal number: "1,5"' },
      { row: 16, field: 'time', reason: 'not a date: "2024-02-30 10:00:00"' },
      { row: 17, field: 'asset', reason: 'missing value' },
    ]);
  });

  it('skips pending entries, moves to staking, margin, and a withdrawal cancelled by its reversal', () => {
    expect(result.skipped).toEqual([
      { row: 6, reason: 'no txid: Kraken lists a pending or failed entry without one' },
      { row: 12, reason: 'transfer "spottostaking" is a move between Kraken spot and staking' },
      { row: 18, reason: 'type "margin": margin trading is not imported' },
      { row: 19, reason: 'cancelled by line 20 (a withdrawal reversed)' },
      { row: 20, reason: 'cancelled by line 19 (a withdrawal reversed)' },
    ]);
  });

  it('reads the later header with subclass and wallet columns', () => {
    const text = [
      '"txid","refid","time","type","subtype","aclass","subclass","asset","wallet","amount","fee","balance"',
      '"L1","T1","2024-03-03 08:20:02","trade","tradespot","currency","fiat","EUR","spot / main",-400.0000,1.0000,599.0000',
      '"L2","T1","2024-03-03 08:20:02","trade","tradespot","currency","crypto","BTC","spot / main",0.0045000000,0,0.0045000000',
    ].join('\r\n');
    expect(parseCsv(text).transactions.map(shown)).toEqual([
      {
        sourceId: 'T1',
        time: '2024-03-03T08:20:02.000Z',
        direction: 'buy',
        asset: 'BTC',
        amount: '0.0045000000',
        counterAsset: 'EUR',
        counterAmount: '400.0000',
        fee: { asset: 'EUR', amount: '1.0000' },
        note: 'trade',
      },
    ]);
  });

  it('names a trade between two listed quote assets by the list, and between two unlisted ones as a buy of what came in', () => {
    const text = ledger(
      '"L1","T1","2024-01-01 00:00:00","trade","","currency","XETH","-1.0","0","0"',
      '"L2","T1","2024-01-01 00:00:00","trade","","currency","USDT","3000.0","0","0"',
      '"L3","T2","2024-01-02 00:00:00","trade","","currency","ADA","-100","0","0"',
      '"L4","T2","2024-01-02 00:00:00","trade","","currency","DOT","-5","0","0"',
      '"L5","T3","2024-01-03 00:00:00","trade","","currency","ADA","-100","0","0"',
      '"L6","T3","2024-01-03 00:00:00","trade","","currency","SOL","1.5","0","0"',
    );
    const parsed = parseCsv(text);
    expect(parsed.transactions.map((t) => [t.sourceId, t.direction, t.asset, t.amount, t.counterAsset, t.counterAmount])).toEqual(
      [
        ['T1', 'sell', 'ETH', '1.0', 'USDT', '3000.0'],
        ['T3', 'buy', 'SOL', '1.5', 'ADA', '100'],
      ],
    );
    const reason = 'trade T2 has 2 spent and 0 received legs; expected one of each';
    expect(parsed.errors).toEqual([
      { row: 4, field: 'refid', reason },
      { row: 5, field: 'refid', reason },
    ]);
  });

  it('refuses a trade with a fee on both legs rather than drop one', () => {
    const text = ledger(
      '"L1","T1","2024-01-01 00:00:00","trade","","currency","ZUSD","-100","0.1","0"',
      '"L2","T1","2024-01-01 00:00:00","trade","","currency","SOL","1","0.001","0"',
    );
    const reason = 'trade T1 has a fee on 2 legs; K3 keeps one fee per trade';
    expect(parseCsv(text).errors).toEqual([
      { row: 2, field: 'refid', reason },
      { row: 3, field: 'refid', reason },
    ]);
  });
});
