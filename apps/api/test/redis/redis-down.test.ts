// Redis configured but not answering (docs/operations.md "Redis": when Redis is down): REDIS_URL points at a closed
// port. The process starts, is not ready (503 naming redis), and serves every request: the HTTP rate limits let
// requests through, the counters guarding codes fall back to the database (still enforced), the caches miss and
// answer from the database — never a 5xx. Needs no Redis server, so it runs everywhere.
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisTarget } from '../../src/plugins/app/redis';
import { bearer, evmWallet, manualClock, redeemCode, secondsToNextWindow, signIn } from '../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';
import { CLOSED_REDIS_URL } from './helpers';

const clock = manualClock();
let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({
    env: {
      REDIS_URL: CLOSED_REDIS_URL,
      DATA_DIR: dataDir.path,
      PUBLIC_ORIGIN: 'https://k3.test',
      RATE_LIMIT_MAX: '3',
      AUTH_RATE_LIMIT: '100000',
      CODE_FAILURE_LIMIT: '2',
    },
    clock: clock.now,
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await dataDir?.remove();
});

describe('with Redis down', () => {
  it('is not ready: 503 `not_ready` naming redis, with no driver message', async () => {
    const response = await t.app.inject({ url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    const body = response.json<{ message: string; checks: { redis: object; database: { ok: boolean } } }>();
    expect(body).toMatchObject({ code: 503, error: 'not_ready', message: 'Not ready: redis' });
    expect(body.checks.database.ok).toBe(true);
    expect(body.checks.redis).toMatchObject({ ok: false, skipped: false, error: 'failed' });
    expect(response.body).not.toContain('ECONNREFUSED');
    expect(response.body).not.toContain('not-a-real-password');
  });

  it('lets API requests through past RATE_LIMIT_MAX rather than failing them (the limits cannot be counted)', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await t.app.inject({ url: '/api/ranking', remoteAddress: '10.8.0.1' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('still refuses the 3rd failed login code (CODE_FAILURE_LIMIT=2): the counter falls back to the database', async () => {
    clock.advance(secondsToNextWindow(clock.now()));
    expect((await redeemCode(t.app, 'AAAAAAAAAAAAAA', '10.8.1.1')).statusCode).toBe(401);
    expect((await redeemCode(t.app, 'AAAAAAAAAAAAAA', '10.8.1.1')).statusCode).toBe(401);
    const refused = await redeemCode(t.app, 'AAAAAAAAAAAAAA', '10.8.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429, error: 'rate_limited' });
  });

  it('serves the dashboard from the database (the cache misses), a wallet added showing at once', async () => {
    const token = await signIn(t.app, evmWallet(generatePrivateKey()));
    const first = await t.app.inject({ url: '/api/me/dashboard', headers: bearer(token) });
    expect(first.statusCode, first.body).toBe(200);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/me/wallets',
      headers: bearer(token),
      payload: { address: evmWallet(generatePrivateKey()).address },
    });
    expect(added.statusCode).toBeLessThan(500);
    const again = await t.app.inject({ url: '/api/me/dashboard', headers: bearer(token) });
    expect(again.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/news' })).statusCode).toBe(200);
  });

  it('never names the password of REDIS_URL where it logs the server', () => {
    expect(redisTarget('redis://user:s3cret@redis.internal:6380/2')).toBe('redis://redis.internal:6380/2');
    expect(redisTarget('rediss://:s3cret@redis.internal')).toBe('rediss://redis.internal');
  });
});
