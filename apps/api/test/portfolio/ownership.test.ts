// Ownership proofs (issue 8 §6): an added wallet is watch-only until the user proves control of it with a signature;
// only proven wallets (and the sign-in wallet, and exchange accounts) count toward the plan tier. Balances come from a
// fixed adapter so the KRL of each wallet, and so the expected tier, are known in advance.
import { type Dashboard, type Portfolio, TIER_CAP_ERROR } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Balance, BalancesPort } from '../../src/providers/balances/port';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';
import { bearer, EVM_KEY_A, EVM_KEY_B, evmWallet, manualClock, signIn, solanaWallet, TEST_ENV } from '../auth/helpers';

const clock = manualClock(new Date());
const user = evmWallet(EVM_KEY_A);
const whale = evmWallet(EVM_KEY_B);
const solanaWhale = solanaWallet();
const exchangeKey = 'exchange-with-krl';

const krl = (amount: string): Balance[] => [{ chain: 'ethereum', assetId: 'kryll', amount }];
/** KRL per address: the user alone is a Shrimp (700–1,499), with either whale a Kokonut Krab (≥ 3,000). */
const HOLDINGS = new Map<string, Balance[]>([
  [user.address, krl('800')],
  [whale.address, krl('5000')],
  [solanaWhale.address, [{ chain: 'solana', assetId: 'kryll', amount: '2500' }]],
]);
const balances: BalancesPort = {
  demo: true,
  wallet: (target) => Promise.resolve(HOLDINGS.get(target.address) ?? []),
  exchange: (target) => Promise.resolve(target.apiKey === exchangeKey ? krl('900') : []),
};

let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
let token: string;
beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({ env: { ...TEST_ENV, DATA_DIR: dataDir.path }, clock: clock.now, loadReference: true, balances });
  token = await signIn(t.app, user);
}, 60_000);
afterAll(async () => {
  await t.close();
  await dataDir.remove();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, as = token) =>
  t.app.inject({ method, url, headers: bearer(as), ...(payload ? { payload } : {}) });
const dashboard = async () => {
  const response = await call('GET', '/api/me/dashboard?min=0');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Dashboard }>().data;
};
const portfolios = async () => (await call('GET', '/api/me/portfolios')).json<{ data: Portfolio[] }>().data;
const ownershipUrl = (id: string) => `/api/me/portfolios/${id}/ownership`;

async function addWallet(address: string): Promise<Portfolio> {
  const response = await call('POST', '/api/me/wallets', { address });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Portfolio }>().data;
}

async function ownershipMessage(id: string, as = token): Promise<string> {
  const response = await call('GET', ownershipUrl(id), undefined, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { msg: string } }>().data.msg;
}

describe('wallets that count toward the plan', () => {
  let whaleId = '';

  it('the sign-in wallet counts; an added whale wallet is watch-only and leaves the tier where it was', async () => {
    expect((await dashboard()).tier).toBe('shrimp');
    const added = await addWallet(whale.address);
    whaleId = added.id;
    expect(added.verified).toBe(false);
    const list = await portfolios();
    expect(list.map((p) => [p.primary, p.verified])).toEqual([
      [true, true],
      [false, false],
    ]);
    const after = await dashboard();
    // All 5,800 KRL are shown as held; only the sign-in wallet's 800 count: still Shrimp, not Kokonut Krab.
    expect(after.krl).toBe(5800);
    expect(after.tier).toBe('shrimp');
  });

  it('asks the wallet to sign a message naming K3, the wallet and the account it will count for', async () => {
    const msg = await ownershipMessage(whaleId);
    expect(msg).toContain(`k3.test wants you to sign in with your Ethereum account:\n${whale.address}`);
    expect(msg).toContain(`counts toward the plan of the account ${user.address}`);
    expect(msg).toMatch(/Nonce: \w{8,}/);
  });

  it('refuses a signature by another key, then counts the wallet once its own key signed', async () => {
    const msg = await ownershipMessage(whaleId);
    const forged = await call('POST', ownershipUrl(whaleId), { signature: await user.sign(msg) });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ error: 'invalid_signature' });
    expect((await dashboard()).tier).toBe('shrimp');

    const signature = await whale.sign(msg);
    const proven = await call('POST', ownershipUrl(whaleId), { signature });
    expect(proven.statusCode, proven.body).toBe(200);
    expect(proven.json<{ data: Portfolio }>().data).toMatchObject({ id: whaleId, verified: true });
    // 800 + 5,000 = 5,800 KRL ≥ 3,000: Kokonut Krab, seen at once (the dashboard cache was dropped).
    expect((await dashboard()).tier).toBe('kokonut-krab');

    // Single use: the same signature again, and a new challenge for a wallet that already counts.
    expect((await call('POST', ownershipUrl(whaleId), { signature })).statusCode).toBe(409);
    const again = await call('GET', ownershipUrl(whaleId));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'already_verified' });
  });

  it('proves a Solana wallet with an ed25519 signature', async () => {
    const added = await addWallet(solanaWhale.address);
    const msg = await ownershipMessage(added.id);
    expect(msg).toContain(`wants you to sign in with your Solana account:\n${solanaWhale.address}`);
    const response = await call('POST', ownershipUrl(added.id), { signature: await solanaWhale.sign(msg) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Portfolio }>().data.verified).toBe(true);
  });

  it('counts exchange accounts without a proof (their key proves access)', async () => {
    const response = await call('POST', '/api/me/exchanges', { exchange: 'binance', apiKey: exchangeKey, secret: 's' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Portfolio }>().data.verified).toBe(true);
  });
});

describe('ownership proof failures', () => {
  it('an expired challenge, a replaced challenge, a malformed signature, and nothing pending are refused', async () => {
    const other = evmWallet('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
    const added = await addWallet(other.address);

    expect((await call('POST', ownershipUrl(added.id), { signature: await other.sign('x') })).json()).toMatchObject({
      error: 'invalid_nonce',
    });

    const first = await ownershipMessage(added.id);
    await ownershipMessage(added.id);
    const replaced = await call('POST', ownershipUrl(added.id), { signature: await other.sign(first) });
    expect(replaced.statusCode).toBe(401);

    const late = await ownershipMessage(added.id);
    clock.advance(301);
    const expired = await call('POST', ownershipUrl(added.id), { signature: await other.sign(late) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ error: 'expired' });

    const malformed = await call('POST', ownershipUrl(added.id), { signature: 'not-a-signature' });
    expect(malformed.statusCode).toBe(400);
    const missing = await call('POST', ownershipUrl(added.id), {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toContain('signature');
    expect((await portfolios()).find((p) => p.id === added.id)?.verified).toBe(false);
  });

  it('another user can neither ask for nor answer a challenge on someone else’s wallet; the sign-in wallet needs none', async () => {
    const list = await portfolios();
    const watchOnly = list.find((p) => !p.verified);
    const primary = list.find((p) => p.primary);
    if (!watchOnly || !primary) throw new Error('fixtures missing');
    const stranger = await signIn(t.app, solanaWallet());
    expect((await call('GET', ownershipUrl(watchOnly.id), undefined, stranger)).statusCode).toBe(404);
    expect((await call('POST', ownershipUrl(watchOnly.id), { signature: '0x' + '1'.repeat(130) }, stranger)).statusCode).toBe(
      404,
    );
    expect((await call('GET', ownershipUrl(primary.id))).statusCode).toBe(409);
    expect((await call('GET', ownershipUrl('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await call('GET', ownershipUrl('not-a-uuid'))).statusCode).toBe(400);
    expect((await call('GET', ownershipUrl(watchOnly.id), undefined, 'bad-token')).statusCode).toBe(403);
  });

  it('watch-only wallets still take a portfolio slot: the cap counts every portfolio', async () => {
    const soloUser = solanaWallet();
    const soloToken = await signIn(t.app, soloUser);
    // A Solana sign-in wallet with no KRL: Free, one portfolio.
    const response = await call('POST', '/api/me/wallets', { address: whale.address }, soloToken);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'tier_cap', message: TIER_CAP_ERROR });
  });
});
