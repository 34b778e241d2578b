// The periodic portfolio refresh (issue 4 §3): portfolios not read for PORTFOLIO_REFRESH_MINUTES are read again,
// oldest first; a failing read leaves the portfolio stale without stopping the run.
import type { Portfolio } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolioRefreshJob } from '../../src/jobs/portfolio-refresh';
import { createBalancesPort } from '../../src/providers/balances';
import { BalanceReadError, type BalancesPort } from '../../src/providers/balances/port';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';
import { bearer, EVM_KEY_A, evmWallet, manualClock, signIn, TEST_ENV } from '../auth/helpers';

const clock = manualClock(new Date());
let reads = 0;
let failing = false;
let inner: BalancesPort | undefined;
const balances: BalancesPort = {
  demo: true,
  wallet: (target) => {
    reads += 1;
    if (failing) return Promise.reject(new BalanceReadError('RPC timeout'));
    if (!inner) throw new Error('not ready');
    return inner.wallet(target);
  },
  exchange: () => Promise.resolve([]),
};

let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({
    env: { ...TEST_ENV, DATA_DIR: dataDir.path, PORTFOLIO_REFRESH_MINUTES: '15' },
    clock: clock.now,
    loadReference: true,
    balances,
  });
  inner = createBalancesPort(t.app.db, t.app.config);
}, 60_000);
afterAll(async () => {
  await t.close();
  await dataDir.remove();
});

const portfolios = async (token: string) =>
  (await t.app.inject({ url: '/api/me/portfolios', headers: bearer(token) })).json<{ data: Portfolio[] }>().data;

describe('the portfolio refresh job', () => {
  it('reads again the portfolios not read for 15 minutes, and only those', async () => {
    const token = await signIn(t.app, evmWallet(EVM_KEY_A));
    const [first] = await portfolios(token);
    const job = portfolioRefreshJob(t.app);
    const run = () => job.run({ slot: null });

    reads = 0;
    expect(await run()).toBe(0);
    expect(reads).toBe(0);

    clock.advance(16 * 60);
    expect(await run()).toBeGreaterThanOrEqual(1);
    expect(reads).toBeGreaterThanOrEqual(1);
    const [after] = await portfolios(token);
    expect(new Date(after?.syncedAt ?? 0).getTime()).toBeGreaterThan(new Date(first?.syncedAt ?? 0).getTime());
    expect(await run()).toBe(0);
  });

  it('keeps going when a read fails: the portfolio is stale, its holdings kept', async () => {
    const token = await signIn(t.app, evmWallet(EVM_KEY_A));
    const before = await portfolios(token);
    const job = portfolioRefreshJob(t.app);
    const run = () => job.run({ slot: null });
    clock.advance(16 * 60);
    failing = true;
    const read = await run();
    failing = false;
    expect(read).toBeGreaterThanOrEqual(1);
    const after = await portfolios(token);
    expect(after[0]?.stale).toBe(true);
    expect(after[0]?.worth).toBeCloseTo(before[0]?.worth ?? -1, 6);
  });
});
