// Profit and loss at its edges (a review of issue 29's first cut): a stored row the engine cannot take leaves the PnL
// answering, with a warning; a trade against USD is worth the USD paid; rows at the same time put purchases first;
// a new price during the day reaches the value within the cache's 30 s; crafted dates and cursors are 400s; an import
// over 100,000 rows is refused whole. And a sync run that lost its lease can no longer touch the account.
import type { ErrorBody, Pnl } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertObservedMarketDays } from '../../src/repositories/market-days';
import { claimSync, endSync, insertTransactions, type NewTransaction, syncStates } from '../../src/repositories/transactions';
import { listPortfolios } from '../../src/repositories/portfolios';
import { bearer, EVM_KEY_A, EVM_KEY_B, evmWallet, getData, manualClock, signIn, TEST_ENV } from '../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';
import { storedRow } from './stored-row';

const clock = manualClock(new Date('2026-11-20T10:00:00Z'));
let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
let token: string;
let userId: string;

const HEADER = 'time,type,asset,amount,counter_asset,counter_amount,fee_asset,fee_amount,usd_value,id';

beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({ env: { ...TEST_ENV, DATA_DIR: dataDir.path }, clock: clock.now, loadReference: true });
  token = await signIn(t.app, evmWallet(EVM_KEY_A));
  userId = (await getData<{ id: string }>(t.app, '/api/me', token)).id;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await dataDir?.remove();
});

const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const pnl = () => getData<Pnl>(t.app, '/api/me/pnl', token);
const row = (over: Partial<NewTransaction>) => storedRow(userId, { counterAsset: 'USD', counterAmount: '100', ...over });

describe('stored rows', () => {
  it('values a trade against USD at the USD paid, not the day’s close', async () => {
    const report = await send('POST', '/api/me/transactions/import', {
      csv: [HEADER, '2026-05-01T00:00:00Z,buy,BTC,1,USD,100,,,,usd-1'].join('\n'),
    });
    expect(report.statusCode, report.body).toBe(200);
    expect((await pnl()).holdings.find((h) => h.asset === 'bitcoin')?.costBasis).toBe('100.00');
  });

  it('puts purchases before sales at the same time, whatever their ids', async () => {
    const report = await send('POST', '/api/me/transactions/import', {
      csv: [HEADER, '2026-06-01,sell,DOGE,5,USD,50,,,,aa-sell', '2026-06-01,buy,DOGE,5,USD,10,,,,zz-buy'].join('\n'),
    });
    expect(report.statusCode, report.body).toBe(200);
    const doge = (await pnl()).holdings.find((h) => h.asset === 'dogecoin')!;
    expect(doge).toMatchObject({ amount: '0', missingAmount: '0' });
    expect(doge.realised.allTime).toBe('40.00');
  });

  it('leaves out a row the engine cannot take, with a warning, and still answers', async () => {
    await insertTransactions(t.app.db, [row({ asset: 'USD', counterAsset: 'EUR', counterAmount: '90', usdValue: '100' })]);
    const response = await send('GET', '/api/me/pnl');
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<{ data: Pnl }>().data;
    const leftOut = data.warnings.find((w) => w.code === 'transaction-left-out');
    expect(leftOut?.text).toMatch(/^left out a transaction the cost basis cannot take: /);
    expect(leftOut?.subject).not.toBeNull();
    expect(data.holdings.find((h) => h.asset === 'bitcoin')?.costBasis).toBe('100.00');
  });
});

describe('prices during the day', () => {
  it('reaches the value within the 30 s the view is kept', async () => {
    const before = (await pnl()).holdings.find((h) => h.asset === 'bitcoin')!;
    await upsertObservedMarketDays(t.app.db, [
      { assetId: 'bitcoin', day: '2026-11-20', price: '12345', marketCap: null, volume: '1' },
    ]);
    expect((await pnl()).holdings.find((h) => h.asset === 'bitcoin')!.value).toBe(before.value);
    clock.advance(31);
    expect((await pnl()).holdings.find((h) => h.asset === 'bitcoin')!.value).toBe('12345.00');
  });
});

describe('bad input', () => {
  it('answers 400 to dates and cursors outside what the database stores', async () => {
    for (const query of ['from=0000-01-01T00:00:00Z', 'to=%2B275760-01-01T00:00:00Z']) {
      const response = await send('GET', `/api/me/transactions?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    const cursor = (text: string) => Buffer.from(text).toString('base64url');
    for (const text of [
      `0000-01-01T00:00:00.000Z|${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`,
      `2026-01-01T00:00:00.000Z|${'-'.repeat(36)}`,
      `2026-01-01T00:00:00.000Z|${'a'.repeat(36)}`,
    ]) {
      const response = await send('GET', `/api/me/transactions?cursor=${cursor(text)}`);
      expect(response.statusCode, text).toBe(400);
      expect(response.json<ErrorBody>().error).toBe('invalid_cursor');
    }
  });

  it('refuses an import over 100,000 rows whole, storing nothing', async () => {
    const lines = [HEADER];
    for (let i = 0; i < 100_001; i++) lines.push(`2026-01-01T00:00:00Z,receive,SOL,1,,,,,10,big-${i}`);
    const response = await send('POST', '/api/me/transactions/import', { csv: lines.join('\n') });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>()).toMatchObject({ error: 'invalid_csv' });
    expect(response.json<ErrorBody>().message).toContain('at most 100,000 rows');
    expect((await pnl()).holdings.find((h) => h.asset === 'solana')).toBeUndefined();
  });
});

describe('the sync lease', () => {
  it('belongs to one run: a run whose lease was taken over cannot end the run that took it', async () => {
    const other = await signIn(t.app, evmWallet(EVM_KEY_B));
    const [wallet] = await listPortfolios(t.app.db, (await getData<{ id: string }>(t.app, '/api/me', other)).id);
    const lease = () => new Date(clock.now().getTime() + 60_000);
    expect(await claimSync(t.app.db, wallet!.id, 'run-a', clock.now(), lease())).not.toBeNull();
    clock.advance(61);
    expect(await claimSync(t.app.db, wallet!.id, 'run-b', clock.now(), lease())).not.toBeNull();
    await endSync(t.app.db, wallet!.id, 'run-a', clock.now(), { status: 'failed', note: 'late' });
    expect(await syncStates(t.app.db, [wallet!.id])).toEqual([
      expect.objectContaining({ status: 'running', runId: 'run-b', error: null }),
    ]);
    await endSync(t.app.db, wallet!.id, 'run-b', clock.now(), { status: 'more', note: 'stopped before the end' });
    expect(await syncStates(t.app.db, [wallet!.id])).toEqual([
      expect.objectContaining({ status: 'idle', runId: null, finishedAt: null, error: 'stopped before the end' }),
    ]);
  });
});
