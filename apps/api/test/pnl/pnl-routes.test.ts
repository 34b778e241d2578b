// Profit and loss through the API (issue 29 §2-3): a K3 CSV imported (preview first, bad rows reported, nothing twice),
// the PnL figures checked by hand for FIFO and LIFO, the explain view, the realised-gains export, the transactions view
// with its filters and pages, and every refusal with the field it names. Another user sees none of it.
import type { CsvImportReport, ErrorBody, Pnl, PnlExplain } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceHistory } from '../../src/repositories/market-days';
import { bearer, EVM_KEY_A, EVM_KEY_B, evmWallet, manualClock, signIn, TEST_ENV } from '../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';

const clock = manualClock(new Date('2026-11-20T10:00:00Z'));
let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
let token: string;
let other: string;
let btcToday: string;

const CSV = [
  'time,type,asset,amount,counter_asset,counter_amount,fee_asset,fee_amount,usd_value,id',
  '2026-01-05T09:00:00Z,buy,BTC,1,USD,100,USD,1,100,b1',
  '2026-02-05T09:00:00Z,buy,BTC,1,USD,200,,,200,b2',
  '2026-03-05T09:00:00Z,sell,BTC,1,USD,300,,,300,s1',
  '2025-06-01T09:00:00Z,buy,ETH,2,USD,4000,,,4000,e1',
  '2025-07-01T09:00:00Z,sell,ETH,1,USD,2500,,,2500,e2',
].join('\n');

beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({ env: { ...TEST_ENV, DATA_DIR: dataDir.path }, clock: clock.now, loadReference: true });
  token = await signIn(t.app, evmWallet(EVM_KEY_A));
  other = await signIn(t.app, evmWallet(EVM_KEY_B));
  const history = await priceHistory(t.app.db, ['bitcoin'], '2026-11-10', '2026-11-20');
  btcToday = history.get('bitcoin')!.at(-1)!.price;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await dataDir?.remove();
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who = token) =>
  t.app.inject({ method, url, headers: bearer(who), ...(payload ? { payload } : {}) });
const importCsv = async (csv: string, preview = false) => {
  const response = await send('POST', '/api/me/transactions/import', { csv, preview });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: CsvImportReport }>().data;
};
const pnl = async (query = '', who = token) => {
  const response = await send('GET', `/api/me/pnl${query}`, undefined, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Pnl }>().data;
};

describe('CSV import', () => {
  it('previews without storing, then imports each row once', async () => {
    const preview = await importCsv(CSV, true);
    expect(preview).toMatchObject({ format: 'k3', account: 'import:k3', rows: 5, imported: 0, duplicates: 0, errors: [] });
    expect(preview.sample[0]).toMatchObject({
      asset: 'bitcoin',
      symbol: 'BTC',
      amount: '1',
      counterAsset: 'USD',
      counterSymbol: 'USD',
      feeSymbol: 'USD',
      usdValue: '100',
    });
    expect((await pnl()).transactions).toBe(0);

    expect(await importCsv(CSV)).toMatchObject({ rows: 5, imported: 5, duplicates: 0 });
    expect(await importCsv(CSV)).toMatchObject({ rows: 5, imported: 0, duplicates: 5 });
    expect((await importCsv(CSV, true)).sample.every((row) => row.duplicate)).toBe(true);
    expect((await pnl()).transactions).toBe(5);
  });

  it('imports the good rows of a file with bad ones and reports each bad row', async () => {
    const report = await importCsv(
      [
        'time,type,asset,amount,counter_asset,counter_amount,fee_asset,fee_amount,usd_value,id',
        '2026-04-01T00:00:00Z,receive,SOL,10,,,,,1500,r1',
        '2026-04-02T00:00:00Z,receive,SOL,ten,,,,,1500,r2',
        'not a date,receive,SOL,1,,,,,150,r3',
      ].join('\n'),
    );
    expect(report.imported).toBe(1);
    expect(report.errors.map((error) => [error.row, error.field])).toEqual([
      [3, 'amount'],
      [4, 'time'],
    ]);
  });

  it('refuses a file it cannot read with 400 invalid_csv naming the field', async () => {
    const response = await send('POST', '/api/me/transactions/import', { csv: 'a,b,c\n1,2,3' });
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.error).toBe('invalid_csv');
    expect(body.message).toMatch(/^csv: /);
    const empty = await send('POST', '/api/me/transactions/import', { csv: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorBody>().message).toContain('csv');
  });
});

describe('PnL', () => {
  it('computes FIFO by hand: the first lot (with its fee) is sold first', async () => {
    const data = await pnl();
    expect(data.method).toBe('fifo');
    const btc = data.holdings.find((h) => h.asset === 'bitcoin')!;
    expect(btc.amount).toBe('1');
    expect(btc.costBasis).toBe('200.00');
    // 300 − (100 + 1 fee).
    expect(btc.realised).toEqual({ thisYear: '199.00', lastYear: '0.00', allTime: '199.00' });
    const value = (Number(btcToday) * 1).toFixed(2);
    expect(btc.value).toBe(value);
    expect(btc.unrealised).toBe((Number(value) - 200).toFixed(2));
    const eth = data.holdings.find((h) => h.asset === 'ethereum')!;
    expect(eth.realised).toEqual({ thisYear: '0.00', lastYear: '500.00', allTime: '500.00' });
    expect(data.total.realised.allTime).toBe('699.00');
    expect(data.accounts).toEqual([expect.objectContaining({ account: 'import:k3', label: 'K3 CSV (imported)' })]);
    expect(data.returns?.all.start).toBe('2025-06-01T09:00:00.000Z');
  });

  it('follows the chosen method: LIFO sells the newest lot', async () => {
    const put = await send('PUT', '/api/me/pnl/method', { method: 'lifo' });
    expect(put.statusCode, put.body).toBe(200);
    const btc = (await pnl()).holdings.find((h) => h.asset === 'bitcoin')!;
    expect(btc.realised.allTime).toBe('100.00');
    expect(btc.costBasis).toBe('101.00');
    expect((await pnl('?method=fifo')).holdings.find((h) => h.asset === 'bitcoin')!.realised.allTime).toBe('199.00');
    await send('PUT', '/api/me/pnl/method', { method: 'fifo' });
  });

  it('explains a disposal with the lots it consumed', async () => {
    const response = await send('GET', '/api/me/pnl/explain?asset=bitcoin');
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<{ data: PnlExplain }>().data;
    expect(data).toMatchObject({ asset: 'bitcoin', symbol: 'BTC', method: 'fifo' });
    expect(data.disposals).toEqual([
      expect.objectContaining({
        time: '2026-03-05T09:00:00.000Z',
        proceeds: '300.00',
        cost: '101.00',
        gain: '199.00',
        lots: [{ acquiredAt: '2026-01-05T09:00:00.000Z', amount: '1', unitCost: '101', cost: '101.00' }],
        missing: null,
      }),
    ]);
  });

  it('exports the realised gains of a year as CSV', async () => {
    const response = await send('GET', '/api/me/pnl/realised.csv?year=2025');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body.trim().split('\r\n')).toEqual([
      'date acquired,date sold,asset,amount,proceeds,cost,gain,method',
      '2025-06-01T09:00:00.000Z,2025-07-01T09:00:00.000Z,ethereum,1,2500.00,2000.00,500.00,FIFO',
    ]);
  });

  it('names the field of a bad query', async () => {
    for (const [url, field] of [
      ['/api/me/pnl?method=magic', 'method'],
      ['/api/me/pnl/realised.csv?year=nineteen', 'year'],
      ['/api/me/pnl/explain', 'asset'],
      ['/api/me/transactions?direction=up', 'direction'],
      ['/api/me/transactions?limit=1000', 'limit'],
    ] as const) {
      const response = await send('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<ErrorBody>().message, url).toContain(field);
    }
    const cursor = await send('GET', '/api/me/transactions?cursor=nonsense');
    expect(cursor.json<ErrorBody>()).toMatchObject({ code: 400, error: 'invalid_cursor' });
  });

  it('shows another user nothing of it', async () => {
    const theirs = await pnl('', other);
    expect(theirs).toMatchObject({ transactions: 0, holdings: [], returns: null });
    const list = await send('GET', '/api/me/transactions', undefined, other);
    expect(list.json<{ data: { items: unknown[] } }>().data.items).toEqual([]);
  });
});

describe('the transactions view', () => {
  it('pages newest first and filters by asset and direction', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor === null ? '' : `&cursor=${cursor}`;
      const response = await send('GET', `/api/me/transactions?limit=2${query}`);
      const page = response.json<{ data: { items: { id: string; time: string }[]; next: string | null } }>().data;
      seen.push(...page.items.map((item) => item.time));
      cursor = page.next;
    } while (cursor !== null);
    expect(seen).toHaveLength(6);
    expect([...seen].sort().reverse()).toEqual(seen);
    const sells = await send('GET', '/api/me/transactions?asset=bitcoin&direction=sell');
    const items = sells.json<{ data: { items: { symbol: string; amount: string; usdValue: string; usdFrom: string }[] } }>().data
      .items;
    expect(items).toEqual([expect.objectContaining({ symbol: 'BTC', amount: '1', usdValue: '300.00', usdFrom: 'source' })]);
  });
});
