// The dashboard's per-request path (docs/performance.md "The dashboard"): every request checks its session in the
// database, so a session ended there is refused at the next request even while the user's dashboard is cached; the
// session check on PGlite runs as a named statement and must read exactly what the plain query reads; the cached
// answer is sent as the same JSON, and gzipped for clients that take it.
import { gunzipSync } from 'node:zlib';
import type { Dashboard } from '@k3/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema';
import { findLiveSession } from '../../src/repositories/sessions';
import { sha256 } from '../../src/services/auth/tokens';
import { buildTestApp, TEST_LANE, type TestApp } from '../helpers/build-test-app';
import { bearer, evmWallet, manualClock, signIn, TEST_ENV } from '../auth/helpers';
import { knownBalances, seedAssets, seedPrices } from './known-market';

const clock = manualClock(new Date('2026-03-31T12:00:00Z'));
const balances = knownBalances();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV, clock: clock.now, balances });
  await seedAssets(t.app.db, ['kryll', 'alpha']);
  await seedPrices(t.app.db, 'alpha', { '2026-03-30': '120', '2026-03-31': '125' });
}, 60_000);
afterAll(() => t.close());

/** A signed-in user holding 10 alpha: its token. */
async function holder(): Promise<string> {
  const wallet = evmWallet(generatePrivateKey());
  balances.set(wallet.address, [{ chain: 'ethereum', assetId: 'alpha', amount: '10' }]);
  return signIn(t.app, wallet);
}

const dashboard = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/me/dashboard?min=0.01', headers: { ...bearer(token), ...headers } });

describe('the session check on every dashboard request', () => {
  it('refuses a session ended in the database at the next request, while the dashboard is cached', async () => {
    const token = await holder();
    expect((await dashboard(token)).statusCode).toBe(200);
    expect((await dashboard(token)).statusCode).toBe(200);
    // Ended by another process (or by hand): no route of this one was told.
    await t.app.db
      .update(sessions)
      .set({ endedAt: clock.now() })
      .where(eq(sessions.tokenHash, sha256(token)));
    const refused = await dashboard(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'Invalid or expired session' });
  });

  it('reads the same session and user as the plain query, and nothing for an unknown, ended or odd token', async () => {
    const token = await holder();
    const seenAfter = new Date(clock.now().getTime() - 86_400_000);
    const plain = async (hash: string) =>
      (
        await t.app.db
          .select({ session: sessions, user: users })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(and(eq(sessions.tokenHash, hash), isNull(sessions.endedAt), gt(sessions.lastSeenAt, seenAfter)))
      )[0];
    // Every column set, so a column read back wrong (a time, a flag, a number) shows.
    const found = await findLiveSession(t.app.db, sha256(token), seenAfter);
    await t.app.db
      .update(users)
      .set({ email: "o'neil@k3.test", emailValidatedAt: clock.now(), boosted: true, xp: 7, lastShareAt: clock.now() })
      .where(eq(users.id, found?.user.id ?? ''));
    const again = await findLiveSession(t.app.db, sha256(token), seenAfter);
    expect(again).toEqual(await plain(sha256(token)));
    expect(again?.user).toMatchObject({ email: "o'neil@k3.test", boosted: true, xp: 7 });
    expect(again?.session.lastSeenAt).toBeInstanceOf(Date);

    expect(await findLiveSession(t.app.db, sha256('unknown'), seenAfter)).toBeUndefined();
    // Values are sent as literals on PGlite: a quote in one is text, never SQL.
    expect(await findLiveSession(t.app.db, "x' OR '1'='1", seenAfter)).toBeUndefined();
    expect(await findLiveSession(t.app.db, sha256(token), clock.now())).toBeUndefined();
  });

  it('answers concurrent checks each by its own session: the ended one refused, the others served', async () => {
    const tokens = await Promise.all([holder(), holder(), holder()]);
    await t.app.db
      .update(sessions)
      .set({ endedAt: clock.now() })
      .where(eq(sessions.tokenHash, sha256(tokens[1] ?? '')));
    const answers = await Promise.all(tokens.flatMap((token) => [dashboard(token), dashboard(token), dashboard(token)]));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 403, 403, 403, 200, 200, 200]);
  });

  it.runIf(TEST_LANE === 'pglite')('prepares the statement again when the database forgot it (PGlite)', async () => {
    const token = await holder();
    expect((await dashboard(token)).statusCode).toBe(200);
    await t.app.db.execute(sql`DEALLOCATE ALL`);
    expect((await dashboard(token)).statusCode).toBe(200);
  });
});

describe('the cached answer as sent', () => {
  it('is the same JSON on every request, and the same once gunzipped for a client that takes gzip', async () => {
    const token = await holder();
    const first = await dashboard(token);
    const second = await dashboard(token);
    expect(second.body).toBe(first.body);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.json<{ data: Dashboard }>().data.coins.map((coin) => [coin.cg_id, coin.value])).toEqual([['alpha', 1250]]);

    const zipped = await dashboard(token, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(first.body);
  });
});
