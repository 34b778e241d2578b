// Adding an exchange account cannot be used to test stolen API keys from K3's address (issue 8 §7): the tier cap is
// checked before the key is tried, and each user may try EXCHANGE_ADD_ATTEMPTS_PER_HOUR keys an hour. A counting
// balances adapter (BuildOptions.balances) shows whether a key reached the exchange.
import { EXCHANGE_ADD_ERROR, TIER_CAP_ERROR } from '@k3/shared';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBalancesPort } from '../../src/providers/balances';
import { BalanceReadError, type BalancesPort, type ExchangeTarget } from '../../src/providers/balances/port';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';
import { bearer, evmWallet, manualClock, signIn, solanaWallet, TEST_ENV } from '../auth/helpers';

// On an hour boundary: attempts are counted in clock hours.
const clock = manualClock(new Date('2026-05-01T08:00:00Z'));
const tried: ExchangeTarget[] = [];
let demo: BalancesPort | undefined;
const balances: BalancesPort = {
  demo: true,
  wallet: (target) => (demo ? demo.wallet(target) : Promise.reject(new Error('balances not ready'))),
  exchange: (target) => {
    tried.push(target);
    if (target.apiKey.startsWith('bad-')) return Promise.reject(new BalanceReadError('Invalid API-key'));
    return demo ? demo.exchange(target) : Promise.reject(new Error('balances not ready'));
  },
};

let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({ env: { ...TEST_ENV, DATA_DIR: dataDir.path }, clock: clock.now, loadReference: true, balances });
  demo = createBalancesPort(t.app.db, t.app.config);
}, 60_000);
afterAll(async () => {
  await t.close();
  await dataDir.remove();
});
beforeEach(() => {
  tried.length = 0;
});

const addExchange = (token: string, apiKey: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/me/exchanges',
    headers: bearer(token),
    payload: { exchange: 'binance', apiKey, secret: 'stolen-secret-abcdef' },
  });

describe('the tier cap comes first', () => {
  it('answers 409 tier_cap to a user at the cap without trying the key, good or bad', async () => {
    // A Solana demo wallet holds no KRL: Free, whose one portfolio is the sign-in wallet.
    const token = await signIn(t.app, solanaWallet());
    for (const apiKey of ['good-key-123456', 'bad-key-123456']) {
      const response = await addExchange(token, apiKey);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 409, error: 'tier_cap', message: TIER_CAP_ERROR });
    }
    expect(tried).toEqual([]);
  });

  it('still tries the key of a user below the cap', async () => {
    const token = await signIn(t.app, evmWallet(generatePrivateKey()));
    expect((await addExchange(token, 'bad-key-below-cap')).json()).toMatchObject({
      error: 'invalid_exchange_credentials',
      message: EXCHANGE_ADD_ERROR,
    });
    expect((await addExchange(token, 'good-key-below-cap')).statusCode).toBe(200);
    // The good key is tried, then read again by the first sync of the new account.
    expect(new Set(tried.map((target) => target.apiKey))).toEqual(new Set(['bad-key-below-cap', 'good-key-below-cap']));
  });
});

describe('attempts per user and hour (EXCHANGE_ADD_ATTEMPTS_PER_HOUR, 10)', () => {
  it('tries 10 keys an hour, answers 429 to the 11th without trying it, and allows more the next hour', async () => {
    // An EVM demo wallet holds KRL enough for several portfolios: the cap is not what stops it.
    const token = await signIn(t.app, evmWallet(generatePrivateKey()));
    const other = await signIn(t.app, evmWallet(generatePrivateKey()));
    for (let i = 1; i <= 10; i++) expect((await addExchange(token, `bad-key-${i}`)).statusCode).toBe(400);
    clock.advance(15 * 60);
    const eleventh = await addExchange(token, 'bad-key-11');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({
      code: 429,
      error: 'too_many_attempts',
      message: 'Too many exchange accounts tried: retry in 45 minutes',
    });
    expect(tried).toHaveLength(10);
    // Counted per user: another user is not held back.
    expect((await addExchange(other, 'bad-key-other')).statusCode).toBe(400);

    clock.advance(45 * 60);
    expect((await addExchange(token, 'good-key-next-hour')).statusCode).toBe(200);
    expect(tried.at(-1)?.apiKey).toBe('good-key-next-hour');
  });
});
