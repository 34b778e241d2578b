// KRL is added exactly wherever it sets the plan tier or is shown (issue 8 §12): three portfolios holding 20.03, 654.79
// and 25.18 KRL hold exactly 700, Shrimp's threshold, where float sums give 699.9999… and Free.
import { PLANS, type Dashboard, type Portfolio, type User } from '@k3/shared';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';
import { bearer, evmWallet, getData, manualClock, signIn, TEST_ENV } from '../auth/helpers';
import { knownBalances, seedAssets } from './known-market';

const clock = manualClock(new Date('2026-03-10T12:00:00Z'));
const balances = knownBalances();
let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({ env: { ...TEST_ENV, DATA_DIR: dataDir.path }, clock: clock.now, balances });
  await seedAssets(t.app.db, ['kryll']);
}, 60_000);
afterAll(async () => {
  await t.close();
  await dataDir.remove();
});

const get = <T>(url: string, token: string) => getData<T>(t.app, url, token);
const krl = (amount: string) => [{ chain: 'ethereum', assetId: 'kryll', amount }];
const exchange = (apiKey: string) => ({ exchange: 'binance', apiKey, secret: 'secret-for-tests' });

describe('the tier from KRL held in several portfolios', () => {
  it('adds 20.03 + 654.79 + 25.18 KRL exactly: 700, Shrimp, on the dashboard, in /api/me and for the cap', async () => {
    // The thresholds, as literals: this test is about the 700 KRL boundary of Shrimp (Lobster from 1,500).
    expect(PLANS.map((plan) => [plan.id, plan.holding, plan.sources])).toEqual([
      ['free', 0, 1],
      ['shrimp', 700, 5],
      ['lobster', 1500, 10],
      ['kokonut-krab', 3000, 25],
    ]);
    const user = evmWallet(generatePrivateKey());
    balances.set(user.address, krl('700'));
    const token = await signIn(t.app, user);
    await get<Portfolio[]>('/api/me/portfolios', token);
    for (const [key, amount] of [
      ['key-one', '654.79'],
      ['key-two', '25.18'],
    ] as const) {
      balances.set(key, krl(amount));
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/me/exchanges',
        headers: bearer(token),
        payload: exchange(key),
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    balances.set(user.address, krl('20.03'));
    clock.advance(31);

    const dashboard = await get<Dashboard>('/api/me/dashboard', token);
    expect(dashboard.krl).toBe(700);
    expect(dashboard.tier).toBe('shrimp');
    expect((await get<User>('/api/me', token)).krl).toBe(700);
    // Shrimp allows 5 portfolios: a fourth is accepted (Free would refuse it with tier_cap).
    balances.set('key-three', []);
    const fourth = await t.app.inject({
      method: 'POST',
      url: '/api/me/exchanges',
      headers: bearer(token),
      payload: exchange('key-three'),
    });
    expect(fourth.statusCode, fourth.body).toBe(200);
  });
});
