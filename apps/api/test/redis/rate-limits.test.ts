// Rate limits shared by two API processes through Redis (issue 15 §1; docs/operations.md "Redis"): two apps on one
// database and one Redis count every request together — the global limit, a route's own limit and the login-code
// failure limiter — so the N+1st request over both is refused, whichever app it reaches.
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, redeemCode, secondsToNextWindow, solanaWallet } from '../auth/helpers';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../helpers/build-test-app';
import { deleteKeysUnder, keysUnder, rawRedis, redisSkipReason, TEST_REDIS_URL, uniquePrefix } from './helpers';

const skipReason = redisSkipReason('redis/rate-limits.test.ts');
const prefix = uniquePrefix();
const clock = manualClock();
let database: TestDatabase;
let a: TestApp;
let b: TestApp;
let redis: Redis;

describe.skipIf(skipReason !== null)('rate limits shared through Redis by two API processes', () => {
  beforeAll(async () => {
    redis = rawRedis();
    await redis.connect();
    database = await createTestDatabase();
    const env = {
      REDIS_URL: TEST_REDIS_URL ?? '',
      PUBLIC_ORIGIN: 'https://k3.test',
      RATE_LIMIT_MAX: '6',
      AUTH_RATE_LIMIT: '3',
      CODE_FAILURE_LIMIT: '4',
    };
    a = await buildTestApp({ env, database, clock: clock.now, redisKeyPrefix: prefix });
    b = await buildTestApp({ env, database, clock: clock.now, redisKeyPrefix: prefix });
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.destroy();
    await deleteKeysUnder(redis, prefix);
    await redis.quit();
  });

  it('refuses the 7th API request over both apps with RATE_LIMIT_MAX=6: 429 in the error shape', async () => {
    const ip = '10.7.0.1';
    const get = (app: TestApp) => app.app.inject({ url: '/api/ranking', remoteAddress: ip });
    const answers = [];
    for (const app of [a, b, a, b, a, b]) answers.push((await get(app)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 200]);
    for (const app of [a, b]) {
      const refused = await get(app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        code: 429,
        error: 'rate_limited',
        message: expect.stringMatching(/^Too many requests: retry in /) as unknown,
      });
    }
    // Another client still has its whole budget.
    expect((await get(a)).statusCode).toBe(429);
    expect((await a.app.inject({ url: '/api/ranking', remoteAddress: '10.7.0.2' })).statusCode).toBe(200);
    // The counters are Redis keys under the process's prefix, expiring with the window.
    const keys = await keysUnder(redis, `${prefix}rate:`);
    expect(keys).toEqual(expect.arrayContaining([`${prefix}rate:10.7.0.1`, `${prefix}rate:10.7.0.2`]));
    expect(await redis.pttl(`${prefix}rate:10.7.0.1`)).toBeGreaterThan(0);
  });

  it('shares a route’s own limit (AUTH_RATE_LIMIT=3 sign-in challenges a minute) between the apps', async () => {
    const ip = '10.7.1.1';
    const wallet = solanaWallet().address;
    const challenge = (app: TestApp) => app.app.inject({ url: `/api/user/auth/${wallet}`, remoteAddress: ip });
    expect([(await challenge(a)).statusCode, (await challenge(b)).statusCode, (await challenge(a)).statusCode]).toEqual([
      200, 200, 200,
    ]);
    const refused = await challenge(b);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429, error: 'rate_limited' });
    // The route's counter is its own: the global budget of this IP is not what refused it.
    expect(await keysUnder(redis, `${prefix}rate:GET/api/user/auth/:wallet:`)).toEqual([
      `${prefix}rate:GET/api/user/auth/:wallet:${ip}`,
    ]);
  });

  it('shares the login-code failure limiter: the 5th failure over both apps is 429 (CODE_FAILURE_LIMIT=4)', async () => {
    clock.advance(secondsToNextWindow(clock.now()));
    const ip = '10.7.2.1';
    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push((await redeemCode(app.app, 'AAAAAAAAAAAAAA', ip)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401]);
    const refused = await redeemCode(b.app, 'AAAAAAAAAAAAAA', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429, error: 'rate_limited' });
    expect((await redeemCode(a.app, 'AAAAAAAAAAAAAA', ip)).statusCode).toBe(429);
    // Counted in Redis, not in the database's counters.
    expect((await keysUnder(redis, `${prefix}limit:`)).length).toBeGreaterThan(0);
  });
});
