// The user's KRL and plan in /api/me (issue 9 §2): right after a first sign-in /api/me already carries the KRL the
// dashboard shows (the sign-in wallet is read before the first answer), and `plan` says which plan the KRL that counts
// reaches and how many more KRL the next one needs. Thresholds are written out here, not read from the code under test.
import type { Dashboard, User } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Balance, BalancesPort } from '../../src/providers/balances/port';
import { planStatus } from '../../src/services/portfolio/tier';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';
import { bearer, EVM_KEY_A, evmWallet, getData, manualClock, signIn, TEST_ENV } from '../auth/helpers';

const clock = manualClock(new Date());
const user = evmWallet(EVM_KEY_A);
const WATCHED = '0x000000000000000000000000000000000000dEaD';
const HOLDINGS = new Map<string, Balance[]>([
  [user.address, [{ chain: 'ethereum', assetId: 'kryll', amount: '800.5' }]],
  [WATCHED, [{ chain: 'ethereum', assetId: 'kryll', amount: '5000' }]],
]);
const balances: BalancesPort = {
  demo: true,
  wallet: (target) => Promise.resolve(HOLDINGS.get(target.address) ?? []),
  exchange: () => Promise.resolve([]),
};

let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({ env: { ...TEST_ENV, DATA_DIR: dataDir.path }, clock: clock.now, loadReference: true, balances });
}, 60_000);
afterAll(async () => {
  await t.close();
  await dataDir.remove();
});

const get = <T>(url: string, token: string) => getData<T>(t.app, url, token);

describe('/api/me after a first sign-in', () => {
  let token = '';

  it('carries the sign-in wallet’s KRL before any dashboard was asked for, equal to the dashboard’s', async () => {
    token = await signIn(t.app, user);
    const me = await get<User>('/api/me', token);
    expect(me.krl).toBe(800.5);
    // Shrimp from 700; Lobster from 1,500: 699.5 more.
    expect(me.plan).toEqual({ id: 'shrimp', krl: 800.5, next: { id: 'lobster', missingKrl: 699.5 } });
    expect((await get<Dashboard>('/api/me/dashboard?min=0', token)).krl).toBe(me.krl);
  });

  it('counts a watch-only wallet’s KRL as held but not toward the plan', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/me/wallets',
      headers: bearer(token),
      payload: { address: WATCHED },
    });
    expect(added.statusCode, added.body).toBe(200);
    const me = await get<User>('/api/me', token);
    expect(me.krl).toBe(5800.5);
    expect(me.plan).toEqual({ id: 'shrimp', krl: 800.5, next: { id: 'lobster', missingKrl: 699.5 } });
  });
});

describe('planStatus', () => {
  it('names the plan reached and the exact KRL missing for the next one', () => {
    expect(planStatus('0', false)).toEqual({ id: 'free', krl: 0, next: { id: 'shrimp', missingKrl: 700 } });
    expect(planStatus('699.99', false)).toEqual({ id: 'free', krl: 699.99, next: { id: 'shrimp', missingKrl: 0.01 } });
    expect(planStatus('1500', false)).toEqual({ id: 'lobster', krl: 1500, next: { id: 'kokonut-krab', missingKrl: 1500 } });
    expect(planStatus('3000', false)).toEqual({ id: 'kokonut-krab', krl: 3000, next: null });
  });

  it('halves every threshold for a boosted user', () => {
    // Boosted: Shrimp from 350, Lobster from 750, Kokonut Krab from 1,500.
    expect(planStatus('400', true)).toEqual({ id: 'shrimp', krl: 400, next: { id: 'lobster', missingKrl: 350 } });
    expect(planStatus('1500', true)).toEqual({ id: 'kokonut-krab', krl: 1500, next: null });
  });
});
