// A session ended through one API process is refused by every other at once (issue 15 §1; docs/auth.md "Sessions"):
// two apps on one database (with Redis too when TEST_REDIS_URL is set); logout everywhere through A, and the very next
// request with any of the user's tokens through B is 403. Sessions are read from the database on every request: no
// process keeps a copy that could outlive the logout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, evmWallet, signIn, solanaWallet, TEST_ENV } from '../auth/helpers';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../helpers/build-test-app';
import { deleteKeysUnder, rawRedis, TEST_REDIS_URL, uniquePrefix } from './helpers';

const prefix = uniquePrefix();
let database: TestDatabase;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  const env = TEST_REDIS_URL ? { ...TEST_ENV, REDIS_URL: TEST_REDIS_URL } : TEST_ENV;
  a = await buildTestApp({ env, database, redisKeyPrefix: prefix });
  b = await buildTestApp({ env, database, redisKeyPrefix: prefix });
}, 60_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.destroy();
  if (TEST_REDIS_URL) {
    const redis = rawRedis();
    await redis.connect();
    await deleteKeysUnder(redis, prefix);
    await redis.quit();
  }
});

const me = (t: TestApp, token: string) => t.app.inject({ url: '/api/me', headers: bearer(token) });

describe(`two API processes on one database${TEST_REDIS_URL ? ' and one Redis' : ''}`, () => {
  it('refuses every token of a user through B right after logout everywhere through A', async () => {
    const wallet = solanaWallet();
    const tokens = [await signIn(a.app, wallet), await signIn(b.app, wallet, { userAgent: 'phone' })];
    const other = await signIn(b.app, evmWallet());
    // Both tokens work through both apps (B has read them: anything it could keep, it has now).
    for (const token of tokens) for (const t of [a, b]) expect((await me(t, token)).statusCode).toBe(200);

    const logout = await a.app.inject({ method: 'DELETE', url: `/api/user/auth/${wallet.address}`, headers: bearer(tokens[0]!) });
    expect(logout.json()).toEqual({ code: 200, data: { ended: 2 } });
    for (const token of tokens) {
      const refused = await me(b, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 403, error: 'forbidden' });
      expect((await b.app.inject({ url: '/api/me/dashboard', headers: bearer(token) })).statusCode).toBe(403);
    }
    expect((await me(b, other)).statusCode).toBe(200);
  });

  it('refuses a session ended one by one through B on A’s next request', async () => {
    const wallet = solanaWallet();
    const desktop = await signIn(a.app, wallet);
    const phone = await signIn(a.app, wallet, { userAgent: 'phone' });
    expect((await me(a, phone)).statusCode).toBe(200);
    const list = await b.app.inject({ url: '/api/me/sessions', headers: bearer(desktop) });
    const phoneSession = list.json<{ data: { id: string; current: boolean }[] }>().data.find((session) => !session.current);
    const ended = await b.app.inject({
      method: 'DELETE',
      url: `/api/me/sessions/${phoneSession?.id ?? ''}`,
      headers: bearer(desktop),
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await me(a, phone)).statusCode).toBe(403);
    expect((await me(a, desktop)).statusCode).toBe(200);
  });
});
