// Caches shared through Redis by two API processes (issue 15 §1; services/shared-cache.ts): the dashboard a user reads
// through one app is the one computed by the other, and a wallet added through one is on the dashboard the other
// serves at the next request; the X-Ray page of both gates on one cached plan; the ranking is one table for both; a
// news ingest in one empties the lists of both.
import type { Dashboard, RankingEntry } from '@k3/shared';
import { and, eq } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, evmWallet, getData, manualClock, signIn, TEST_ENV } from '../auth/helpers';
import { buildTestApp, createTestDatabase, tempDir, type TestApp, type TestDatabase } from '../helpers/build-test-app';
import { holdings } from '../../src/db/schema';
import { listPortfolios } from '../../src/repositories/portfolios';
import { knownBalances, seedAssets, seedPrices } from '../portfolio/known-market';
import { deleteKeysUnder, keysUnder, rawRedis, redisSkipReason, TEST_REDIS_URL, uniquePrefix } from './helpers';

const skipReason = redisSkipReason('redis/caches.test.ts');
const prefix = uniquePrefix();
const clock = manualClock(new Date('2026-03-31T12:00:00Z'));
const balances = knownBalances();
const on = (assetId: string, amount: string) => ({ chain: 'ethereum', assetId, amount });
let database: TestDatabase;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
let a: TestApp;
let b: TestApp;
let redis: Redis;

describe.skipIf(skipReason !== null)('caches shared through Redis by two API processes', () => {
  beforeAll(async () => {
    redis = rawRedis();
    await redis.connect();
    dataDir = await tempDir();
    database = await createTestDatabase();
    const options = {
      env: { ...TEST_ENV, REDIS_URL: TEST_REDIS_URL ?? '', DATA_DIR: dataDir.path },
      database,
      clock: clock.now,
      balances,
      redisKeyPrefix: prefix,
    };
    a = await buildTestApp(options);
    b = await buildTestApp(options);
    await seedAssets(a.app.db, ['kryll', 'alpha', 'zeta']);
    await seedPrices(a.app.db, 'alpha', { '2026-03-30': '120', '2026-03-31': '125' });
    await seedPrices(a.app.db, 'zeta', { '2026-03-31': '3' });
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.destroy();
    await dataDir?.remove();
    await deleteKeysUnder(redis, prefix);
    await redis.quit();
  });

  it('serves one dashboard to both apps, and a wallet added through B is on A’s next answer', async () => {
    const user = evmWallet(generatePrivateKey());
    const added = evmWallet(generatePrivateKey());
    // 700 KRL (unpriced) make the user Shrimp, so a second wallet is allowed; zeta is held by the added wallet only.
    balances.set(user.address, [on('kryll', '700'), on('alpha', '1')]);
    balances.set(added.address, [on('zeta', '2')]);
    const token = await signIn(a.app, user);

    const fromA = await a.app.inject({ url: '/api/me/dashboard', headers: bearer(token) });
    const fromB = await b.app.inject({ url: '/api/me/dashboard', headers: bearer(token) });
    expect(fromA.statusCode, fromA.body).toBe(200);
    expect(fromB.body).toBe(fromA.body);
    expect(fromA.json<{ data: Dashboard }>().data.total).toBe(125);
    // B read A's computation: one entry in Redis for the user.
    expect((await keysUnder(redis, `${prefix}cache:dashboard:`)).length).toBe(1);

    const response = await b.app.inject({
      method: 'POST',
      url: '/api/me/wallets',
      headers: bearer(token),
      payload: { address: added.address },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await getData<Dashboard>(a.app, '/api/me/dashboard', token);
    expect(after.coins.find((coin) => coin.cg_id === 'zeta')).toMatchObject({ amount: '2', value: 6 });
    expect(after.total).toBe(131);
    expect((await getData<Dashboard>(b.app, '/api/me/dashboard', token)).total).toBe(131);

    // Deleting it through A drops it from B's answer too.
    const deleted = await a.app.inject({ method: 'DELETE', url: `/api/me/wallets/${added.address}`, headers: bearer(token) });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await getData<Dashboard>(b.app, '/api/me/dashboard', token)).total).toBe(125);
  });

  it('gates the X-Ray page of both apps on one cached plan, dropped for both by a change through one', async () => {
    const user = evmWallet(generatePrivateKey());
    const added = evmWallet(generatePrivateKey());
    balances.set(user.address, [on('kryll', '700')]);
    const token = await signIn(a.app, user);
    const wallet = await a.app.inject({
      method: 'POST',
      url: '/api/me/wallets',
      headers: bearer(token),
      payload: { address: added.address },
    });
    expect(wallet.statusCode, wallet.body).toBe(200);
    const access = async (app: TestApp) =>
      (await getData<{ access: string }>(app.app, '/api/x-ray/projects/alpha', token)).access;
    expect(await access(a)).toBe('full');
    expect((await keysUnder(redis, `${prefix}cache:dashboard:`)).filter((key) => key.includes(':plan@'))).toHaveLength(1);

    // The KRL is gone from the database without any cache being told: B still answers from the plan A cached…
    const [primary] = await listPortfolios(a.app.db, user.address);
    await a.app.db
      .update(holdings)
      .set({ amount: '0' })
      .where(and(eq(holdings.portfolioId, primary!.id), eq(holdings.assetId, 'kryll')));
    expect(await access(b)).toBe('full');
    // …until a change through A drops it: B's next answer reads the plan again.
    const deleted = await a.app.inject({ method: 'DELETE', url: `/api/me/wallets/${added.address}`, headers: bearer(token) });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await access(b)).toBe('upgrade');
  });

  it('serves one ranking table to both apps', async () => {
    const fromA = await a.app.inject({ url: '/api/ranking' });
    expect(fromA.statusCode, fromA.body).toBe(200);
    clock.advance(5);
    const fromB = await b.app.inject({ url: '/api/ranking' });
    // Computed once (by A): B answers the same table, with A's time.
    expect(fromB.json<{ data: { ranking: RankingEntry[]; updatedAt: string } }>()).toEqual(fromA.json());
  });

  it('empties the news lists of both apps when one of them ingests', async () => {
    const list = (app: TestApp) => app.app.inject({ url: '/api/news?window=8760' });
    const before = await list(a);
    expect(before.statusCode, before.body).toBe(200);
    expect((await list(b)).body).toBe(before.body);
    await b.app.news.listCache.clear();
    const keysBefore = await keysUnder(redis, `${prefix}cache:news:`);
    const again = await list(a);
    expect(again.statusCode).toBe(200);
    // A computed the list afresh: a new entry under the group's new generation.
    const keysAfter = await keysUnder(redis, `${prefix}cache:news:`);
    expect(keysAfter.filter((key) => !keysBefore.includes(key))).toHaveLength(1);
    expect((await list(b)).body).toBe(again.body);
  });
});
