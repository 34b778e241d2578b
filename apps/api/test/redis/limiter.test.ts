// RedisLimiter (services/limits.ts) on the real Redis: the same contract as the database's counters — counting and
// checking are one atomic step (of N parallel takes against a limit L exactly max(N − L, 0) are refused), a refund
// gives one back and never goes below zero, a new window starts at zero — and readiness PINGs the Redis it uses.
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisClient } from '../../src/plugins/app/redis';
import { RedisLimiter } from '../../src/services/limits';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { deleteKeysUnder, keysUnder, rawRedis, redisSkipReason, TEST_REDIS_URL, uniquePrefix } from './helpers';

const skipReason = redisSkipReason('redis/limiter.test.ts');
const prefix = uniquePrefix();
const MINUTE = 60_000;
const start = new Date('2026-01-01T00:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);
let raw: Redis;
let client: Redis;
let limiter: RedisLimiter;

describe.skipIf(skipReason !== null)('RedisLimiter', () => {
  beforeAll(async () => {
    raw = rawRedis();
    await raw.connect();
    client = createRedisClient(TEST_REDIS_URL ?? '', prefix);
    await client.connect();
    limiter = new RedisLimiter(client);
  });
  afterAll(async () => {
    await client?.quit();
    await deleteKeysUnder(raw, prefix);
    await raw?.quit();
  });

  it('refuses exactly 63 of 100 parallel takes against a limit of 37, and counts all 100', async () => {
    const results = await Promise.all(Array.from({ length: 100 }, () => limiter.take('parallel', 37, MINUTE, at(1000))));
    expect(results.filter((ok) => ok)).toHaveLength(37);
    expect(results.filter((ok) => !ok)).toHaveLength(63);
    expect(await limiter.used('parallel', MINUTE, at(2000))).toBe(100);
    // One key for the window, expiring when the window ends (59 s after the first take, as the app's clock counts).
    const keys = await keysUnder(raw, `${prefix}limit:parallel:`);
    expect(keys).toEqual([`${prefix}limit:parallel:${start.getTime()}`]);
    const ttl = await raw.pttl(keys[0] ?? '');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(59_000);
  });

  it('gives an attempt back with refund, never below zero, and starts each window at zero', async () => {
    expect(await limiter.take('refund', 2, MINUTE, at(0))).toBe(true);
    expect(await limiter.take('refund', 2, MINUTE, at(0))).toBe(true);
    expect(await limiter.take('refund', 2, MINUTE, at(0))).toBe(false);
    await limiter.refund('refund', MINUTE, at(0));
    await limiter.refund('refund', MINUTE, at(0));
    expect(await limiter.used('refund', MINUTE, at(0))).toBe(1);
    expect(await limiter.take('refund', 2, MINUTE, at(0))).toBe(true);
    expect(await limiter.take('refund', 2, MINUTE, at(0))).toBe(false);
    // A refund of a key never taken leaves nothing behind.
    await limiter.refund('never', MINUTE, at(0));
    expect(await limiter.used('never', MINUTE, at(0))).toBe(0);
    expect(await keysUnder(raw, `${prefix}limit:never`)).toEqual([]);
    // The next fixed window.
    expect(await limiter.used('refund', MINUTE, at(MINUTE))).toBe(0);
    expect(await limiter.take('refund', 2, MINUTE, at(MINUTE))).toBe(true);
  });
});

describe.skipIf(skipReason !== null)('readiness with Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { REDIS_URL: TEST_REDIS_URL ?? '' }, redisKeyPrefix: prefix });
  }, 60_000);
  afterAll(() => t?.close());

  it('is ready when Redis answers PING, and says it checked', async () => {
    const response = await t.app.inject({ url: '/api/health/ready' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      code: 200,
      data: { status: 'ready', checks: { redis: { ok: true, skipped: false, ms: expect.any(Number) as unknown } } },
    });
  });
});
