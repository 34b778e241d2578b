// parseCsv as a caller sees it (issue 29 §1, §4): format detection, the file-level errors, idempotent ids, and files
// saved with a byte order mark and CRLF line ends.
import { describe, expect, it } from 'vitest';
import { candidateFormats, detectFormat } from './detect';
import { parseCsv } from './parse';
import { fixture } from './test-helpers';
import { CsvFileError, type CsvFormat } from './types';

const fileError = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof CsvFileError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a CsvFileError');
};

const FIXTURES: [string, CsvFormat][] = [
  ['coinbase-v4.csv', 'coinbase'],
  ['binance-trades.csv', 'binance-trades'],
  ['binance-deposits.csv', 'binance-deposits'],
  ['binance-withdrawals.csv', 'binance-withdrawals'],
  ['kraken-ledgers.csv', 'kraken-ledgers'],
  ['k3.csv', 'k3'],
];

describe('detectFormat', () => {
  it.each(FIXTURES)('knows the header of %s as %s', (file, format) => {
    expect(detectFormat(fixture(file).split('\n')[0]!)).toBe(format);
  });

  it('knows the older Coinbase header and a header with a byte order mark', () => {
    const header = fixture('coinbase-preamble.csv').split('\n')[5]!;
    expect(detectFormat(header)).toBe('coinbase');
    expect(detectFormat('\uFEFFtime,type,asset,amount,counter_asset,counter_amount,fee_asset,fee_amount,usd_value')).toBe('k3');
  });

  it('returns null for an unknown header, and for the Binance header both histories share (two candidates)', () => {
    expect(detectFormat('date,description,amount')).toBeNull();
    expect(detectFormat('')).toBeNull();
    const shared = fixture('binance-transfers-v1.csv').split('\n')[0]!;
    expect(detectFormat(shared)).toBeNull();
    expect(candidateFormats(shared)).toEqual(['binance-deposits', 'binance-withdrawals']);
  });
});

describe('file-level errors', () => {
  it('says a file is empty', () => {
    for (const text of ['', '\uFEFF', '\r\n\r\n', '   ']) {
      expect(fileError(() => parseCsv(text))).toEqual({ code: 'empty', message: 'the file is empty' });
    }
  });

  it('says a file is not text', () => {
    expect(fileError(() => parseCsv('PK\u0003\u0004\u0014\u0000\u0006\u0000'))).toEqual({
      code: 'not-text',
      message: 'not a text file: it is a ZIP archive or an Excel workbook; save or export it as CSV',
    });
    expect(fileError(() => parseCsv('time,type\u0000\u0000'))).toEqual({
      code: 'not-text',
      message: 'not a text file: it holds binary data (NUL bytes)',
    });
    expect(fileError(() => parseCsv('\uFFFD'.repeat(40) + 'abc'))).toEqual({
      code: 'not-text',
      message: 'not a text file: it is not UTF-8 text (re-save it as CSV UTF-8)',
    });
  });

  it('names the formats when the header matches none', () => {
    expect(fileError(() => parseCsv('Date,Description,Amount\n2024-01-01,coffee,3\n'))).toEqual({
      code: 'unknown-format',
      message:
        'unknown format: the header matches none of Coinbase transaction history, Binance trade history, Binance deposit ' +
        'history, Binance withdrawal history, Kraken ledgers, K3 CSV (first line: "Date,Description,Amount")',
    });
  });

  it('says which columns are missing when the named format does not fit', () => {
    expect(fileError(() => parseCsv(fixture('k3.csv'), 'kraken-ledgers'))).toEqual({
      code: 'format-mismatch',
      message: 'the header does not match Kraken ledgers: missing columns txid, refid, fee',
    });
    expect(fileError(() => parseCsv(fixture('binance-withdrawals.csv'), 'binance-deposits'))).toEqual({
      code: 'format-mismatch',
      message: 'the header does not match Binance deposit history: it has column Fee, which this format has not',
    });
  });

  it('returns an empty result for a header without rows', () => {
    expect(parseCsv('time,type,asset,amount,counter_asset,counter_amount,fee_asset,fee_amount,usd_value\r\n')).toEqual({
      format: 'k3',
      transactions: [],
      errors: [],
      skipped: [],
    });
  });

  it('reports a record with a quote never closed as a row error and reads the rows after it', () => {
    const text =
      'time,type,asset,amount,counter_asset,counter_amount,fee_asset,fee_amount,usd_value\n' +
      '2024-01-01,receive,"SOL,1,,,,,\n' +
      '2024-01-02,receive,SOL,1,,,,,\n';
    const result = parseCsv(text);
    expect(result.errors).toEqual([{ row: 2, field: 'row', reason: 'field 3 opens a quote that is never closed' }]);
    expect(result.transactions.map((t) => t.time.toISOString())).toEqual(['2024-01-02T00:00:00.000Z']);
  });
});

describe('ids', () => {
  it.each([...FIXTURES, ['coinbase-preamble.csv', 'coinbase'] as [string, CsvFormat]])(
    'gives the same ids when %s is imported again',
    (file) => {
      const first = parseCsv(fixture(file)).transactions.map((t) => t.sourceId);
      const again = parseCsv(fixture(file)).transactions.map((t) => t.sourceId);
      expect(again).toEqual(first);
      expect(new Set(first).size).toBe(first.length);
    },
  );

  it('gives identical rows distinct ids that stay the same on re-import, and numbers a repeated exchange id', () => {
    const header = 'time,type,asset,amount,counter_asset,counter_amount,fee_asset,fee_amount,usd_value,id';
    const row = '2024-01-01,receive,SOL,1,,,,,,';
    const text = [header, row, row, `${row}dup`, `${row}dup`, `${row}dup`].join('\n');
    const ids = parseCsv(text).transactions.map((t) => t.sourceId);
    expect(ids[0]).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(ids[1]).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(ids[0]).not.toBe(ids[1]);
    expect(ids.slice(2)).toEqual(['dup', 'dup#2', 'dup#3']);
    expect(parseCsv(text).transactions.map((t) => t.sourceId)).toEqual(ids);
  });

  it('does not let an added row change the ids of the rows already imported', () => {
    const base = fixture('binance-trades.csv');
    const longer = base + '2021-06-01 10:00:00,BTCUSDT,BUY,30000,0.1BTC,3000USDT,0.0001BNB\n';
    const before = parseCsv(base).transactions.map((t) => t.sourceId);
    expect(
      parseCsv(longer)
        .transactions.map((t) => t.sourceId)
        .slice(0, before.length),
    ).toEqual(before);
  });
});

describe('byte order mark and CRLF', () => {
  it.each([...FIXTURES, ['coinbase-preamble.csv', 'coinbase'] as [string, CsvFormat]])(
    'reads %s saved with a BOM and CRLF exactly as with LF',
    (file) => {
      const text = fixture(file);
      const windows = '\uFEFF' + text.replaceAll('\n', '\r\n');
      expect(parseCsv(windows)).toEqual(parseCsv(text));
    },
  );
});
