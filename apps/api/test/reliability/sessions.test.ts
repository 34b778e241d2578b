// Reliability scenarios of sessions (docs/reliability.md "Scenarios"; docs/auth.md "Sessions"): logout everywhere ends
// every token of the user at once (the next request with any of them is 403) and none of another user's; a forged
// token, whatever its shape, is 403 and never a 5xx.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { bearer, EVM_KEY_A, EVM_KEY_B, evmWallet, manualClock, signIn, solanaWallet, TEST_ENV } from '../auth/helpers';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV, clock: clock.now });
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ url: '/api/me', headers: bearer(token) });

describe('logout-all kills old tokens at once', () => {
  it('logout anywhere ends every session of that user and none of another user’s', async () => {
    const alice = evmWallet(EVM_KEY_A);
    const bob = evmWallet(EVM_KEY_B);
    const aliceTokens = [await signIn(t.app, alice), await signIn(t.app, alice, { userAgent: 'phone' })];
    const bobToken = await signIn(t.app, bob);

    const wrongWallet = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/auth/${bob.address}`,
      headers: bearer(aliceTokens[0]!),
    });
    expect(wrongWallet.statusCode).toBe(403);

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/auth/${alice.address.toLowerCase()}`,
      headers: bearer(aliceTokens[1]!),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, data: { ended: 2 } });
    for (const token of aliceTokens) expect((await me(token)).statusCode).toBe(403);
    expect((await me(bobToken)).statusCode).toBe(200);
  });

  it('refuses the old tokens on every route at once, and in parallel, with no grace period', async () => {
    const wallet = solanaWallet();
    const tokens = [await signIn(t.app, wallet), await signIn(t.app, wallet), await signIn(t.app, wallet)];
    const ended = await t.app.inject({ method: 'DELETE', url: `/api/user/auth/${wallet.address}`, headers: bearer(tokens[0]!) });
    expect(ended.json()).toEqual({ code: 200, data: { ended: 3 } });
    const urls = ['/api/me', '/api/me/portfolios', '/api/me/quests', '/api/me/sessions'];
    const responses = await Promise.all(
      tokens.flatMap((token) => urls.map((url) => t.app.inject({ url, headers: bearer(token) }))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 403));
  });
});

describe('forged tokens', () => {
  it('403s a missing, malformed or unknown token', async () => {
    const missing = await t.app.inject({ url: '/api/me' });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ code: 403, error: 'forbidden', message: 'Authentication required' });
    for (const authorization of ['Bearer', 'Basic abc', 'Bearer not a token', `Bearer ${'A'.repeat(43)}`]) {
      const response = await t.app.inject({ url: '/api/me', headers: { authorization } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'forbidden' });
    }
  });

  it('403s a live token with one character changed, cut, extended, or its stored hash sent instead', async () => {
    const token = await signIn(t.app, solanaWallet());
    expect((await me(token)).statusCode).toBe(200);
    const flipped = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    const [row] = await t.app.db.select({ hash: sessions.tokenHash }).from(sessions).limit(1);
    const forged = [
      flipped,
      token.slice(0, -1),
      `${token}A`,
      token.toLowerCase() === token ? token.toUpperCase() : token.toLowerCase(),
      randomBytes(32).toString('base64url'),
      row!.hash,
      'A'.repeat(512),
    ];
    for (const candidate of forged) {
      const response = await me(candidate);
      expect(response.statusCode, candidate).toBe(403);
      expect(response.json()).toMatchObject({ code: 403, error: 'forbidden' });
    }
    const tooLong = await t.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${'A'.repeat(513)}` } });
    expect(tooLong.statusCode).toBe(403);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('403s a forged token on admin routes and writes, storing nothing', async () => {
    const forged = bearer(randomBytes(32).toString('base64url'));
    const admin = await t.app.inject({ url: '/api/admin/users', headers: forged });
    expect(admin.statusCode).toBe(403);
    const write = await t.app.inject({ method: 'PUT', url: '/api/me/general', headers: forged, payload: { username: 'forger' } });
    expect(write.statusCode).toBe(403);
  });
});
