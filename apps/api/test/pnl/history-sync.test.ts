// Reading an account's history into the transactions table (issue 29 §1; docs/pnl.md "Sync"): the demo history ends
// at exactly the dashboard's amounts; a read that fails mid-way goes on from its last stored page; a re-read stores
// nothing twice; one run per account at a time, whichever process asks, and a dead run's lease is taken over.
import type { DashboardResponse, Pnl } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionsSyncJob } from '../../src/jobs/transactions-sync';
import {
  TransactionReadError,
  type SourceTransaction,
  type TransactionsPort,
  type TxPage,
} from '../../src/providers/transactions/port';
import { listPortfolios } from '../../src/repositories/portfolios';
import { claimSync, syncStates } from '../../src/repositories/transactions';
import { syncHistory } from '../../src/services/transactions/sync';
import { bearer, EVM_KEY_A, EVM_KEY_B, evmWallet, getData, manualClock, signIn, TEST_ENV } from '../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';

const clock = manualClock(new Date('2026-11-20T10:00:00Z'));

describe('the demo history', () => {
  let t: TestApp;
  let dataDir: Awaited<ReturnType<typeof tempDir>>;
  beforeAll(async () => {
    dataDir = await tempDir();
    t = await buildTestApp({ env: { ...TEST_ENV, DATA_DIR: dataDir.path }, clock: clock.now, loadReference: true });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await dataDir?.remove();
  });

  it('is read in the background and ends at exactly what the dashboard shows', async () => {
    const token = await signIn(t.app, evmWallet(EVM_KEY_A));
    const started = await t.app.inject({ method: 'POST', url: '/api/me/transactions/sync', headers: bearer(token) });
    expect(started.statusCode, started.body).toBe(200);
    const states = () => getData<{ status: string; stored: number }[]>(t.app, '/api/me/transactions/sync', token);
    await expect
      .poll(async () => (await states()).map((s) => `${s.status}${'error' in s ? ` ${String(s.error)}` : ''}`), {
        timeout: 20_000,
      })
      .toEqual(['done null']);
    expect((await states())[0]!.stored).toBeGreaterThan(10);

    const pnl = await getData<Pnl>(t.app, '/api/me/pnl', token);
    const dashboard = await getData<DashboardResponse['data']>(t.app, '/api/me/dashboard?min=0', token);
    expect(pnl.demo).toBe(true);
    expect(pnl.unvalued).toBe(0);
    const held = new Map<string, number>();
    for (const coin of dashboard.coins) held.set(coin.cg_id, (held.get(coin.cg_id) ?? 0) + Number(coin.amount));
    const fromHistory = new Map(pnl.holdings.filter((h) => Number(h.amount) > 0).map((h) => [h.asset, Number(h.amount)]));
    expect([...fromHistory.keys()].sort()).toEqual([...held.keys()].sort());
    for (const [asset, amount] of held) expect(fromHistory.get(asset), asset).toBeCloseTo(amount, 9);
    expect(pnl.holdings.every((h) => h.missingAmount === '0')).toBe(true);
    expect(pnl.returns?.all.start).toBeDefined();
    // A year and more of history.
    const oldest = await getData<{ items: { time: string }[] }>(
      t.app,
      '/api/me/transactions?limit=1&to=2025-11-20T00:00:00Z',
      token,
    );
    expect(oldest.items).toHaveLength(1);
  });
});

/** A port whose pages are scripted: page n after cursor `p<n-1>`, failing where told; records the cursors it gets. */
function scriptedPort(pages: number, failAt: { page: number } | null) {
  const seen: (string | null)[] = [];
  const tx = (page: number, i: number): SourceTransaction => ({
    source: 'evm-explorer',
    sourceId: `ethereum:0x${page}:${i}`,
    time: new Date(Date.UTC(2026, 0, 1 + page, i)),
    chain: 'ethereum',
    direction: 'receive',
    assetId: 'ethereum',
    amount: '0.5',
  });
  const read = (cursor: string | null): Promise<TxPage> => {
    seen.push(cursor);
    const page = cursor === null ? 0 : Number(cursor.slice(1)) + 1;
    if (failAt && page === failAt.page) {
      failAt = null;
      return Promise.reject(new TransactionReadError('explorer ethereum: HTTP 502'));
    }
    if (page >= pages) return Promise.resolve({ transactions: [], cursor: null, skipped: {} });
    return Promise.resolve({ transactions: [tx(page, 0), tx(page, 1)], cursor: `p${page}`, skipped: {} });
  };
  const port: TransactionsPort = {
    demo: false,
    wallet: (_target, opts) => read(opts.cursor),
    exchange: (_target, opts) => read(opts.cursor),
  };
  return { port, seen };
}

describe('a sync', () => {
  let t: TestApp;
  let dataDir: Awaited<ReturnType<typeof tempDir>>;
  const script = scriptedPort(3, { page: 2 });
  beforeAll(async () => {
    dataDir = await tempDir();
    t = await buildTestApp({
      env: { ...TEST_ENV, DATA_DIR: dataDir.path },
      clock: clock.now,
      loadReference: true,
      transactions: script.port,
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await dataDir?.remove();
  });

  it('stops on a failing page, keeps what it stored, and goes on from there; a re-read stores nothing twice', async () => {
    const token = await signIn(t.app, evmWallet(EVM_KEY_B));
    const [wallet] = await listPortfolios(t.app.db, (await getData<{ id: string }>(t.app, '/api/me', token)).id);
    const failed = await t.app.transactions.sync(wallet!);
    expect(failed).toEqual({ status: 'failed', stored: 4, error: 'explorer ethereum: HTTP 502' });
    expect(await syncStates(t.app.db, [wallet!.id])).toEqual([
      expect.objectContaining({ status: 'failed', stored: 4, cursor: 'p1', error: 'explorer ethereum: HTTP 502' }),
    ]);
    const done = await t.app.transactions.sync(wallet!);
    expect(done).toEqual({ status: 'done', stored: 2 });
    expect(script.seen).toEqual([null, 'p0', 'p1', 'p1', 'p2']);
    // Nothing newer: the port is asked from the last cursor and nothing is added.
    expect(await t.app.transactions.sync(wallet!)).toEqual({ status: 'done', stored: 0 });
    expect(script.seen.at(-1)).toBe('p2');
    const list = await getData<{ items: unknown[] }>(t.app, '/api/me/transactions?limit=200', token);
    expect(list.items).toHaveLength(6);
  });

  it('runs once per account at a time, and takes over a lease that ran out', async () => {
    const token = await signIn(t.app, evmWallet(EVM_KEY_A));
    const [wallet] = await listPortfolios(t.app.db, (await getData<{ id: string }>(t.app, '/api/me', token)).id);
    // Another process holds the account.
    expect(
      await claimSync(t.app.db, wallet!.id, 'other-run', clock.now(), new Date(clock.now().getTime() + 60_000)),
    ).not.toBeNull();
    const deps = { db: t.app.db, port: script.port, secretsKey: t.app.secretsKey, now: clock.now };
    expect(await syncHistory(deps, wallet!)).toEqual({ status: 'busy' });
    // That process died: once its lease is over, the account is read.
    clock.advance(61_000);
    expect((await syncHistory(deps, wallet!)).status).toBe('done');
  });

  it('is run by the job for the accounts not read lately, never-read first', async () => {
    const job = transactionsSyncJob(t.app);
    clock.advance(t.app.config.portfolioRefreshMs + 1);
    expect(await job.run({ slot: null })).toBe(2);
    expect(await job.run({ slot: null })).toBe(0);
  });
});
