// Limits of the CSV import in every format (issue 29 §1, §4; values.ts): an over-long amount is a row error naming
// its column (not a database failure later), times before the first Bitcoin block or in the future are refused, and
// a reason quotes at most 40 characters of a cell, however large the cell.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCsv } from './parse';
import { file, HEADERS } from './test-helpers';

const zeros = (n: number) => '0'.repeat(n);
const TINY = `0.${zeros(16_500)}1`;
const HUGE = '9'.repeat(140_000);
const TOO_FINE = `16501 digits after the point, more than the 30 accepted: "0.${zeros(37)}…"`;
const TOO_BIG = `140000 digits before the point, more than the 30 accepted: "${'9'.repeat(39)}…"`;

describe('an over-long amount', () => {
  it('is refused in a K3 CSV on its column, whichever amount it is', () => {
    const result = parseCsv(
      file(
        HEADERS.k3,
        `2024-01-05,receive,BTC,${TINY},,,,,,`,
        `2024-01-05,buy,BTC,1,USD,${HUGE},,,,`,
        `2024-01-05,buy,BTC,1,USD,100,USD,${TINY},,`,
        `2024-01-05,buy,BTC,1,USD,100,,,${HUGE},`,
      ),
    );
    expect(result.errors).toEqual([
      { row: 2, field: 'amount', reason: TOO_FINE },
      { row: 3, field: 'counter_amount', reason: TOO_BIG },
      { row: 4, field: 'fee_amount', reason: TOO_FINE },
      { row: 5, field: 'usd_value', reason: TOO_BIG },
    ]);
    expect(result.transactions).toEqual([]);
    expect(JSON.stringify(result.errors).length).toBeLessThan(1_000);
  });

  it('is refused in a Coinbase money column and in the notes of an Advanced Trade, not hidden as "not an amount"', () => {
    const result = parseCsv(
      file(
        HEADERS.coinbase,
        `2024-02-01T10:00:00Z,Buy,BTC,0.01,USD,50000,${HUGE},500.00,0.00,`,
        `2024-02-01T10:00:00Z,Advanced Trade Buy,BTC,0.001,USD,50000,50.00,50.10,0.10,Bought 0.001 BTC for 50.10 USDC on BTC-USDC at ${TINY} USDC/BTC`,
      ),
    );
    expect(result.errors).toEqual([
      { row: 2, field: 'Subtotal', reason: TOO_BIG },
      { row: 3, field: 'Notes', reason: TOO_FINE },
    ]);
  });

  it('is refused in Binance and Kraken exports', () => {
    const binance = parseCsv(file(HEADERS.binanceTrades, `2024-02-01 10:00:00,BTCUSDT,BUY,50000,${TINY}BTC,50USDT,0BNB`));
    expect(binance.errors).toEqual([{ row: 2, field: 'Executed', reason: TOO_FINE }]);
    const kraken = parseCsv(file(HEADERS.kraken, `L1,D-1,2024-03-02 10:00:00,deposit,,currency,XETH,${HUGE},0,0`));
    expect(kraken.errors).toEqual([{ row: 2, field: 'amount', reason: TOO_BIG }]);
  });
});

describe('a time out of range', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is refused before 2009-01-03, a year written 00yy or a Binance yy date included', () => {
    const k3 = parseCsv(file(HEADERS.k3, '0024-03-10,receive,BTC,1,,,,,,', '2008-12-31T23:00:00Z,receive,BTC,1,,,,,,'));
    expect(k3.errors).toEqual([
      { row: 2, field: 'time', reason: 'before 2009-01-03, the day of the first Bitcoin block: "0024-03-10"' },
      { row: 3, field: 'time', reason: 'before 2009-01-03, the day of the first Bitcoin block: "2008-12-31T23:00:00Z"' },
    ]);
    const binance = parseCsv(
      file('Date(UTC+0),Coin,Network,Amount,Address,TXID,Status', '08-12-31 10:00:00,BTC,BTC,1,bc1q,tx1,Completed'),
    );
    expect(binance.errors).toEqual([
      { row: 2, field: 'Date(UTC+0)', reason: 'before 2009-01-03, the day of the first Bitcoin block: "2008-12-31 10:00:00"' },
    ]);
  });

  it('is refused more than a day after now', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T12:00:00Z'));
    const result = parseCsv(
      file(
        HEADERS.kraken,
        'L1,D-1,2026-06-03 00:00:00,deposit,,currency,XETH,1,0,0',
        'L2,D-2,2026-06-02 00:00:00,deposit,,currency,XETH,1,0,0',
      ),
    );
    expect(result.errors).toEqual([{ row: 2, field: 'time', reason: 'more than a day in the future: "2026-06-03 00:00:00"' }]);
    expect(result.transactions.map((t) => t.sourceId)).toEqual(['D-2']);
  });
});

describe('a reason quoting a multi-megabyte cell', () => {
  const big = 'Z'.repeat(3_000_000);
  const cut = `"${'Z'.repeat(39)}…"`;

  it('quotes 40 characters of it in every format', () => {
    const k3 = parseCsv(file(HEADERS.k3, `2024-01-05,${big},BTC,1,,,,,,`));
    expect(k3.errors).toEqual([{ row: 2, field: 'type', reason: `unknown type ${cut}: expected buy, sell, receive or send` }]);

    const coinbase = parseCsv(
      file(
        HEADERS.coinbase,
        `2024-02-01T10:00:00Z,${big},BTC,1,USD,1,1,1,0,`,
        `2024-02-01T10:00:00Z,Convert,ETH,1,USD,1,1,1,0,${big}`,
        `2024-02-01T10:00:00Z,Buy,BTC,1,USD,1,$${big},1,0,`,
      ),
    );
    expect(coinbase.errors.map((e) => e.reason)).toEqual([
      `unknown type ${cut}`,
      `expected "Converted <amount> <asset> to <amount> <asset>", got ${cut}`,
      `not an amount: "$${'Z'.repeat(38)}…"`,
    ]);

    const binance = parseCsv(
      file(
        HEADERS.binanceTrades,
        `2024-02-01 10:00:00,BTCUSDT,${big},1,1BTC,1USDT,0BNB`,
        `2024-02-01 10:00:00,BTCUSDT,BUY,1,1BTC,1USDT,${big}`,
        `2024-02-01 10:00:00,BTCUSDT,BUY,1,${big},1USDT,0BNB`,
      ),
    );
    expect(binance.errors.map((e) => e.reason)).toEqual([
      `unknown side ${cut}: expected BUY or SELL`,
      `expected an amount followed by its asset, like "0.0005BNB": ${cut}`,
      `${cut} and "1USDT" do not end with the two assets of pair "BTCUSDT"`,
    ]);

    const kraken = parseCsv(
      file(
        HEADERS.kraken,
        `L1,${big},2024-03-01 10:00:00,trade,,currency,XXBT,1,0,0`,
        `L2,X-2,2024-03-01 10:00:00,${big},,currency,XXBT,1,0,0`,
        `L3,X-3,2024-03-01 10:00:00,transfer,${big},currency,XXBT,1,0,0`,
        `L4,X-4,2024-03-01 10:00:00,deposit,,currency,${big},1,0,0`,
      ),
    );
    expect(kraken.errors.map((e) => e.reason)).toEqual([
      `trade ${'Z'.repeat(39)}… has one leg only: the other side of the trade is not in the file`,
      `unknown type "${'z'.repeat(39)}…"`,
      `unknown transfer subtype "${'z'.repeat(39)}…"`,
      `not an asset symbol: ${cut}`,
    ]);

    const deposits = parseCsv(
      file('Date(UTC+0),Coin,Network,Amount,Address,TXID,Status', `24-01-31 08:00:00,BTC,BTC,1,a,t,${big}`),
    );
    expect(deposits.skipped).toEqual([{ row: 2, reason: `status ${cut}: only completed deposits are imported` }]);
  });
});
