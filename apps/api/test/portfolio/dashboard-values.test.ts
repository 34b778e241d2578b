// The dashboard's figures against hand-computed values (issue 8 §11, §15): known holdings (a balances adapter answering
// exact amounts) and known daily prices seeded in the database, then the total, the 24 h and 30 d changes, the 30-day
// series, the stale-price list and the stored daily snapshots (portfolio_days) are checked number by number.
// The price rule: a holding is valued at the last known price on or before the day; without any, it adds nothing
// that day (the rest of its wallet still counts); a price over 2 days old is flagged; no snapshot without every price.
import type { Dashboard, Portfolio } from '@k3/shared';
import { eq } from 'drizzle-orm';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolioDays } from '../../src/db/schema';
import { MAX_VIEWS } from '../../src/services/portfolio/dashboard-cache';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';
import { bearer, evmWallet, getData, manualClock, signIn, TEST_ENV } from '../auth/helpers';
import { knownBalances, seedAssets, seedPrices } from './known-market';

// Today is 2026-03-31: the chart's 30 days are 03-02 … 03-31, and 03-01 is the day the 30-day change compares with.
const clock = manualClock(new Date('2026-03-31T12:00:00Z'));
const balances = knownBalances();
let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({ env: { ...TEST_ENV, DATA_DIR: dataDir.path }, clock: clock.now, balances });
  await seedAssets(t.app.db, ['kryll', 'alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta']);
  // alpha: a price before the chart's first day, then a few changes; beta: priced from 03-20 only; gamma: last
  // priced 03-28 (3 days before today: stale); delta: no price at all; epsilon: no price today, 200 the two days before.
  await seedPrices(t.app.db, 'alpha', { '2026-02-20': '100', '2026-03-15': '110', '2026-03-30': '120', '2026-03-31': '125' });
  await seedPrices(t.app.db, 'beta', { '2026-03-20': '50', '2026-03-31': '55' });
  await seedPrices(t.app.db, 'gamma', { '2026-03-10': '5', '2026-03-28': '7.5' });
  await seedPrices(t.app.db, 'epsilon', { '2026-03-29': '200', '2026-03-30': '200' });
  await seedPrices(t.app.db, 'zeta', { '2026-03-31': '3' });
}, 60_000);
afterAll(async () => {
  await t.close();
  await dataDir.remove();
});

const get = <T>(url: string, token: string) => getData<T>(t.app, url, token);
const on = (assetId: string, amount: string) => ({ chain: 'ethereum', assetId, amount });
/** The evolution's values as runs: [value, days] pairs, oldest first. */
const runs = (dashboard: Dashboard) =>
  dashboard.evolution.reduce<[number, number][]>((out, point) => {
    const last = out.at(-1);
    if (last && Math.abs(last[0] - point.value) < 1e-9) last[1] += 1;
    else out.push([point.value, 1]);
    return out;
  }, []);
const storedDays = async (token: string) => {
  const [primary] = await get<Portfolio[]>('/api/me/portfolios', token);
  const rows = await t.app.db
    .select({ day: portfolioDays.day, value: portfolioDays.value })
    .from(portfolioDays)
    .where(eq(portfolioDays.portfolioId, primary?.id ?? ''));
  return rows.map((row) => [row.day, row.value]);
};

describe('one price rule for the total, the changes, the chart and the snapshots', () => {
  it('values each holding at its last known price; one unpriced holding never wipes its wallet', async () => {
    const user = evmWallet(generatePrivateKey());
    balances.set(user.address, [on('alpha', '10'), on('beta', '2'), on('gamma', '4'), on('delta', '1000')]);
    const token = await signIn(t.app, user);
    const dashboard = await get<Dashboard>('/api/me/dashboard', token);

    // Today: alpha 10 × 125 + beta 2 × 55 + gamma 4 × 7.5 (its 03-28 price) + delta nothing = 1,390.
    expect(dashboard.total).toBe(1390);
    expect(dashboard.coins.map((coin) => [coin.cg_id, coin.value])).toEqual([
      ['alpha', 1250],
      ['beta', 110],
      ['gamma', 30],
    ]);
    expect(dashboard.chains).toEqual([{ chain: 'ethereum', value: 1390 }]);
    // 03-01 … 03-09: alpha at 100 (its 02-20 price) = 1,000, beta and gamma unpriced yet; 03-10: + gamma 4 × 5;
    // 03-15: alpha 110; 03-20: + beta 2 × 50; 03-28: gamma 7.5; 03-30: alpha 120; 03-31: today's 1,390. The chart
    // starts on 03-01, the point the 30-day change is read from (issue 26 §1).
    expect(runs(dashboard)).toEqual([
      [1000, 9],
      [1020, 5],
      [1120, 5],
      [1220, 8],
      [1230, 2],
      [1330, 1],
      [1390, 1],
    ]);
    expect(dashboard.evolution[0]?.date).toBe('2026-03-01');
    expect(dashboard.evolution.at(-1)?.date).toBe('2026-03-31');
    // 24 h: 1,390 against 03-30's 1,330; 30 d: against 03-01's 1,000.
    expect(dashboard.change24h.abs).toBeCloseTo(60, 9);
    expect(dashboard.change24h.pct).toBeCloseTo((60 / 1330) * 100, 9);
    expect(dashboard.change30d.abs).toBeCloseTo(390, 9);
    expect(dashboard.change30d.pct).toBeCloseTo(39, 9);
    // Per coin: alpha 125 against 120 yesterday and 100 on 03-01.
    const alpha = dashboard.coins.find((coin) => coin.cg_id === 'alpha');
    expect(alpha?.change24h).toBeCloseTo((5 / 120) * 100, 9);
    expect(alpha?.change30d).toBeCloseTo(25, 9);
    // gamma's price is 3 days old (over 2: flagged), delta has none; alpha and beta are priced today.
    expect(dashboard.stalePrices).toEqual([
      { cg_id: 'gamma', symbol: 'GAMM', priceDate: '2026-03-28' },
      { cg_id: 'delta', symbol: 'DELT', priceDate: null },
    ]);
    // delta has no price: no snapshot is kept for today rather than a partial 1,390.
    expect(await storedDays(token)).toEqual([]);

    await seedPrices(t.app.db, 'delta', { '2026-03-31': '0.01' });
    clock.advance(31);
    const priced = await get<Dashboard>('/api/me/dashboard', token);
    // + delta 1,000 × 0.01 = 1,400, stored for today and drawn as today's point.
    expect(await storedDays(token)).toEqual([['2026-03-31', '1400']]);
    expect(priced.total).toBe(1400);
    expect(priced.evolution.at(-1)?.value).toBe(1400);
    expect(priced.change24h.abs).toBeCloseTo(70, 9);
    expect(priced.stalePrices.map((entry) => entry.cg_id)).toEqual(['gamma']);
  });

  it('values a holding without today’s price at its last one: total, chart, 24 h change and stored day agree', async () => {
    const user = evmWallet(generatePrivateKey());
    balances.set(user.address, [on('epsilon', '3')]);
    const token = await signIn(t.app, user);
    const dashboard = await get<Dashboard>('/api/me/dashboard', token);

    // 3 × 200 (the 03-30 price, one day old: not stale), today and yesterday; nothing before 03-29.
    expect(dashboard.total).toBe(600);
    expect(dashboard.evolution.at(-1)?.value).toBe(600);
    expect(dashboard.evolution.at(-2)?.value).toBe(600);
    expect(dashboard.change24h).toEqual({ abs: 0, pct: 0 });
    expect(dashboard.stalePrices).toEqual([]);
    expect(await storedDays(token)).toEqual([['2026-03-31', '600']]);
  });

  it('shows a wallet added while the dashboard is cached: its own coins, and the totals with them', async () => {
    const user = evmWallet(generatePrivateKey());
    const added = evmWallet(generatePrivateKey());
    // 700 KRL (unpriced) makes the user Shrimp, so a second wallet is allowed; zeta is held by the added wallet only.
    balances.set(user.address, [on('kryll', '700'), on('alpha', '1')]);
    balances.set(added.address, [on('zeta', '2')]);
    const token = await signIn(t.app, user);
    const before = await get<Dashboard>('/api/me/dashboard', token);
    expect(before.total).toBe(125);
    expect(before.coins.map((coin) => coin.cg_id)).toEqual(['alpha']);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/me/wallets',
      headers: bearer(token),
      payload: { address: added.address },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await get<Dashboard>('/api/me/dashboard', token);
    expect(after.coins.find((coin) => coin.cg_id === 'zeta')).toMatchObject({ amount: '2', current_price: 3, value: 6 });
    // 125 + 2 × 3.
    expect(after.total).toBe(131);
    expect(after.evolution.at(-1)?.value).toBe(131);
  });

  it('filters one computation by `min`: coins, total and chains for each, changes the same, the cache bounded', async () => {
    const user = evmWallet(generatePrivateKey());
    balances.set(user.address, [on('alpha', '1'), on('beta', '1'), { chain: 'base', assetId: 'zeta', amount: '1' }]);
    const token = await signIn(t.app, user);
    const all = await get<Dashboard>('/api/me/dashboard?min=0', token);
    // alpha 125, beta 55, zeta 3 (on Base).
    expect(all.total).toBe(183);
    expect(all.chains).toEqual([
      { chain: 'ethereum', value: 180 },
      { chain: 'base', value: 3 },
    ]);
    const over50 = await get<Dashboard>('/api/me/dashboard?min=50', token);
    expect(over50.coins.map((coin) => coin.cg_id)).toEqual(['alpha', 'beta']);
    expect(over50.total).toBe(180);
    expect(over50.chains).toEqual([{ chain: 'ethereum', value: 180 }]);
    expect(over50.change24h).toEqual(all.change24h);
    expect((await get<Dashboard>('/api/me/dashboard?min=125', token)).total).toBe(0);

    for (let index = 0; index < 40; index += 1) await get<Dashboard>(`/api/me/dashboard?min=${index + 0.5}`, token);
    expect(t.app.dashboardCache.size().views).toBeLessThanOrEqual(MAX_VIEWS * t.app.dashboardCache.size().users);
    expect((await get<Dashboard>('/api/me/dashboard?min=100', token)).coins.map((coin) => coin.cg_id)).toEqual(['alpha']);
  });
});
