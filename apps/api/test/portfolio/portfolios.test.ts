// Portfolios and the dashboard over the API (issue 4 §2-4): the sign-in wallet as first portfolio, wallet and
// exchange validation with the spec §8 messages, the tier cap (also under parallel adds), secrets never returned,
// one failing provider leaving the others' data, and GET /api/me/dashboard's figures.
import { EXCHANGE_ADD_ERROR, TIER_CAP_ERROR, WALLET_ADD_ERROR, type Dashboard, type Portfolio } from '@k3/shared';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolios } from '../../src/db/schema';
import { createBalancesPort } from '../../src/providers/balances';
import { BalanceReadError, type BalancesPort } from '../../src/providers/balances/port';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';
import { bearer, EVM_KEY_A, EVM_KEY_B, evmWallet, manualClock, signIn, solanaWallet, TEST_ENV } from '../auth/helpers';

const clock = manualClock(new Date());
const failingWallets = new Set<string>();
let inner: BalancesPort | undefined;
const ready = (): BalancesPort => {
  if (!inner) throw new Error('balances not ready');
  return inner;
};
const balances: BalancesPort = {
  demo: true,
  wallet: (target) =>
    failingWallets.has(target.address) ? Promise.reject(new BalanceReadError('RPC timeout')) : ready().wallet(target),
  exchange: (target) =>
    target.apiKey === 'refused-key'
      ? Promise.reject(new BalanceReadError('Invalid API-key, IP, or permissions for action'))
      : ready().exchange(target),
};

let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({ env: { ...TEST_ENV, DATA_DIR: dataDir.path }, clock: clock.now, loadReference: true, balances });
  inner = createBalancesPort(t.app.db, t.app.config);
}, 60_000);
afterAll(async () => {
  await t.close();
  await dataDir.remove();
});

type Ok<T> = { code: 200; data: T };
const get = async <T>(url: string, token: string) => {
  const response = await t.app.inject({ url, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Ok<T>>().data;
};
const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const solanaAddress = () => solanaWallet().address;
// The plan table (spec §6, §9) as literals, highest first: expectations never come from the code under test.
const TIERS = [
  { id: 'kokonut-krab', from: 3000, sources: 25 },
  { id: 'lobster', from: 1500, sources: 10 },
  { id: 'shrimp', from: 700, sources: 5 },
  { id: 'free', from: 0, sources: 1 },
] as const;
const expectedTier = (krl: number) => TIERS.find((tier) => krl >= tier.from) ?? TIERS[3];

describe('the dashboard', () => {
  it('values the sign-in wallet: rank-sorted coins, totals that agree, a 30-day chart whose ends make the 30-day change, tier from KRL, demo flag', async () => {
    const token = await signIn(t.app, evmWallet(EVM_KEY_A));
    const dashboard = await get<Dashboard>('/api/me/dashboard?min=0.01', token);

    expect(dashboard.demo).toBe(true);
    expect(dashboard.coins.length).toBeGreaterThan(2);
    const ranks = dashboard.coins.map((coin) => coin.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(dashboard.coins.every((coin) => coin.value > 0.01)).toBe(true);
    const sum = dashboard.coins.reduce((total, coin) => total + coin.value, 0);
    expect(dashboard.total).toBeCloseTo(sum, 6);
    expect(dashboard.chains.reduce((total, chain) => total + chain.value, 0)).toBeCloseTo(sum, 6);
    // 31 points, 30 days ago to today (issue 26 §1): the changes are read between the chart's own points.
    expect(dashboard.evolution).toHaveLength(31);
    const first = dashboard.evolution[0]!.value;
    const last = dashboard.evolution.at(-1)!.value;
    expect(last).toBeGreaterThan(0);
    expect(dashboard.change30d.abs).toBeCloseTo(last - first, 6);
    expect(dashboard.change30d.pct).toBeCloseTo(((last - first) / first) * 100, 6);
    expect(dashboard.change24h.abs).toBeCloseTo(last - dashboard.evolution.at(-2)!.value, 6);
    expect(dashboard.krl).toBeGreaterThanOrEqual(700);
    expect(dashboard.tier).toBe(expectedTier(dashboard.krl).id);
    const krl = dashboard.coins.find((coin) => coin.cg_id === 'kryll');
    expect(krl?.amount).toMatch(/^\d+(\.\d+)?$/);
    expect(typeof krl?.change30d).toBe('number');
    expect(dashboard.stale).toEqual([]);
  });

  it('hides nothing with min=0 and rejects a bad min with 400 naming it', async () => {
    const token = await signIn(t.app, evmWallet(EVM_KEY_A));
    const all = await get<Dashboard>('/api/me/dashboard?min=0', token);
    expect(all.coins.length).toBeGreaterThan(0);
    const bad = await t.app.inject({ url: '/api/me/dashboard?min=lots', headers: bearer(token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('min');
  });

  it('is 403 without a session', async () => {
    expect((await t.app.inject({ url: '/api/me/dashboard' })).statusCode).toBe(403);
  });
});

describe('wallets', () => {
  it('lists the sign-in wallet first and refuses to delete it', async () => {
    const wallet = evmWallet(EVM_KEY_B);
    const token = await signIn(t.app, wallet);
    const list = await get<Portfolio[]>('/api/me/portfolios', token);
    expect(list[0]).toMatchObject({ kind: 'wallet', address: wallet.address, primary: true, demo: true, stale: false });
    const response = await t.app.inject({ method: 'DELETE', url: `/api/me/wallets/${wallet.address}`, headers: bearer(token) });
    expect(response.statusCode).toBe(404);
  });

  it('adds a lowercase EVM wallet in checksum form, refuses it twice, and deletes it', async () => {
    const signInWallet = evmWallet(EVM_KEY_A);
    const token = await signIn(t.app, signInWallet);
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    // The coins only the added wallet holds (chain and asset), from the demo adapter itself.
    const held = async (wallet: string) =>
      (await ready().wallet({ address: wallet, network: 'evm' })).map((balance) => `${balance.chain}:${balance.assetId}`);
    const signInCoins = new Set(await held(signInWallet.address));
    const ownCoins = (await held(address)).filter((coin) => !signInCoins.has(coin));
    expect(ownCoins.length).toBeGreaterThan(0);
    const lines = (dashboard: Dashboard) => dashboard.coins.map((coin) => `${coin.chain}:${coin.cg_id}`);
    // Read (and cache) the dashboard before the add: none of those coins yet.
    const before = lines(await get<Dashboard>('/api/me/dashboard?min=0', token));
    expect(ownCoins.filter((coin) => before.includes(coin))).toEqual([]);

    const added = await post('/api/me/wallets', token, { address: address.toLowerCase(), alias: 'Cold' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<Ok<Portfolio>>().data).toMatchObject({ address, alias: 'Cold', kind: 'wallet', primary: false });
    expect(added.json<Ok<Portfolio>>().data.worth).toBeGreaterThan(0);

    const again = await post('/api/me/wallets', token, { address });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toBe('wallet_exists');

    // Within the cache's 30 s: the add dropped the cached answer, so the added wallet's own coins are there.
    expect(lines(await get<Dashboard>('/api/me/dashboard?min=0', token))).toEqual(expect.arrayContaining(ownCoins));

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/me/wallets/${address.toLowerCase()}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(200);
    const list = await get<Portfolio[]>('/api/me/portfolios', token);
    expect(list.map((portfolio) => portfolio.address)).not.toContain(address);
  });

  it('counts the sign-in wallet’s KRL for the cap even before the first dashboard read', async () => {
    const token = await signIn(t.app, evmWallet(generatePrivateKey()));
    const response = await post('/api/me/wallets', token, { address: solanaAddress() });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('gives the spec message for a wrong checksum and 400 naming the field for an empty or unsupported address', async () => {
    const token = await signIn(t.app, evmWallet(EVM_KEY_A));
    const checksum = await post('/api/me/wallets', token, { address: '0x70997970c51812dc3A010C7d01b50e0d17dc79C8' });
    expect(checksum.statusCode).toBe(400);
    expect(checksum.json<{ error: string; message: string }>()).toMatchObject({ error: 'invalid_wallet' });
    expect(checksum.json<{ message: string }>().message).toContain(WALLET_ADD_ERROR);

    for (const address of ['', '   ', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', '0x123']) {
      const response = await post('/api/me/wallets', token, { address });
      expect(response.statusCode, address).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('body.address');
    }
    const noBody = await t.app.inject({ method: 'POST', url: '/api/me/wallets', headers: bearer(token) });
    expect(noBody.statusCode).toBe(400);
  });

  it('caps the portfolio count by tier with the spec message (a Solana user holds no KRL: Free, 1 source)', async () => {
    const token = await signIn(t.app, solanaWallet());
    const dashboard = await get<Dashboard>('/api/me/dashboard', token);
    expect(dashboard).toMatchObject({ tier: 'free', krl: 0 });
    const response = await post('/api/me/wallets', token, { address: solanaAddress() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'tier_cap', message: TIER_CAP_ERROR });
  });

  it('never passes the cap under parallel adds', async () => {
    const token = await signIn(t.app, evmWallet(EVM_KEY_B));
    const { krl } = await get<Dashboard>('/api/me/dashboard', token);
    const existing = (await get<Portfolio[]>('/api/me/portfolios', token)).length;
    const cap = expectedTier(krl).sources;
    // Solana wallets hold no KRL, so the tier stays where it is while they are added.
    const responses = await Promise.all(
      Array.from({ length: cap + 3 }, () => post('/api/me/wallets', token, { address: solanaAddress() })),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(cap - existing);
    expect(codes.filter((code) => code !== 200).every((code) => code === 409)).toBe(true);
    expect(await get<Portfolio[]>('/api/me/portfolios', token)).toHaveLength(cap);
  });
});

describe('exchange accounts', () => {
  const body = { exchange: 'binance', apiKey: 'demo-api-key-123456', secret: 'demo-secret-abcdef', alias: 'Main' };

  it('adds one whose secrets never come back and are stored sealed', async () => {
    const token = await signIn(t.app, evmWallet(EVM_KEY_A));
    const response = await post('/api/me/exchanges', token, body);
    expect(response.statusCode, response.body).toBe(200);
    const added = response.json<Ok<Portfolio>>().data;
    expect(added).toMatchObject({ kind: 'exchange', exchange: 'binance', alias: 'Main', chains: ['cex'] });
    const listed = await t.app.inject({ url: '/api/me/portfolios', headers: bearer(token) });
    const dashboard = await t.app.inject({ url: '/api/me/dashboard', headers: bearer(token) });
    for (const text of [response.body, listed.body, dashboard.body]) {
      expect(text).not.toContain(body.apiKey);
      expect(text).not.toContain(body.secret);
    }
    const rows = await t.app.db.select().from(portfolios);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(body.apiKey);
    expect(stored).not.toContain(body.secret);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/me/exchanges/${added.id}`, headers: bearer(token) });
    expect(deleted.statusCode).toBe(200);
  });

  it('names the missing field, the unknown exchange and the missing passphrase', async () => {
    const token = await signIn(t.app, evmWallet(EVM_KEY_A));
    const cases: [object, string][] = [
      [{ ...body, secret: '' }, 'body.secret'],
      [{ ...body, apiKey: undefined }, 'body.apiKey'],
      [{ ...body, exchange: 'mtgox' }, 'body.exchange'],
      [{ ...body, exchange: 'okx' }, 'body.passphrase'],
    ];
    for (const [payload, field] of cases) {
      const response = await post('/api/me/exchanges', token, payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(field);
    }
  });

  it('gives the spec message when the exchange refuses the key, storing nothing', async () => {
    const token = await signIn(t.app, evmWallet(EVM_KEY_A));
    const before = (await get<Portfolio[]>('/api/me/portfolios', token)).length;
    const response = await post('/api/me/exchanges', token, { ...body, apiKey: 'refused-key' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_exchange_credentials', message: EXCHANGE_ADD_ERROR });
    expect(await get<Portfolio[]>('/api/me/portfolios', token)).toHaveLength(before);
  });
});

describe('a failing provider', () => {
  it('keeps the wallet’s last holdings, flagged stale, and leaves the other portfolios fresh', async () => {
    const wallet = evmWallet(EVM_KEY_A);
    const token = await signIn(t.app, wallet);
    const second = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    expect((await post('/api/me/wallets', token, { address: second })).statusCode).toBe(200);
    const fresh = await get<Dashboard>('/api/me/dashboard', token);

    failingWallets.add(second);
    clock.advance(31);
    const later = await get<Dashboard>('/api/me/dashboard', token);
    failingWallets.delete(second);

    expect(later.stale).toHaveLength(1);
    expect(later.stale[0]).toMatchObject({ error: 'RPC timeout' });
    expect(later.stale[0]?.syncedAt).not.toBeNull();
    expect(later.coins.length).toBe(fresh.coins.length);
    const list = await get<Portfolio[]>('/api/me/portfolios', token);
    expect(list.find((portfolio) => portfolio.address === second)?.stale).toBe(true);
    expect(list.find((portfolio) => portfolio.primary)?.stale).toBe(false);
  });
});
