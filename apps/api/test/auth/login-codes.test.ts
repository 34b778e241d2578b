// Magic Konnect codes (issue 3 §1, spec §4 "QR authentication"): 14 characters A-Z0-9, one per session, valid 115 s,
// dead with their session, good codes not counted as failures. Single use under 50 parallel redemptions and the
// failure limit (brute force) are reliability scenarios (test/reliability/login-codes.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import {
  bearer,
  evmWallet,
  getLink as getLinkOf,
  manualClock,
  redeemCode,
  secondsToNextWindow as nextWindowIn,
  signIn,
  solanaWallet,
  TEST_ENV,
} from './helpers';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV, clock: clock.now });
});
afterAll(() => t.close());

const getLink = (token: string) => getLinkOf(t.app, token);
const secondsToNextWindow = () => nextWindowIn(clock.now());
const redeem = (code: string, ip?: string) => redeemCode(t.app, code, ip);

describe('Magic Konnect', () => {
  it('gives a 14-character code that signs a phone in as the same user, once', async () => {
    const wallet = evmWallet();
    const desktop = await signIn(t.app, wallet);
    const link = await getLink(desktop);
    expect(link.code).toMatch(/^[A-Z0-9]{14}$/);
    expect(link.expiresIn).toBe(115);

    const response = await redeem(link.code);
    expect(response.statusCode).toBe(200);
    const auth = response.json<{ data: { token: string; wallet: string } }>().data;
    expect(auth.wallet).toBe(wallet.address);
    const sessions = await t.app.inject({ url: '/api/me/sessions', headers: bearer(auth.token) });
    expect(sessions.json()).toMatchObject({
      data: expect.arrayContaining([expect.objectContaining({ kind: 'phone', current: true })]) as unknown,
    });

    const again = await redeem(link.code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ error: 'invalid_code', message: 'Invalid or expired code' });
  });

  it('replaces the session’s previous code with a new one', async () => {
    const token = await signIn(t.app, solanaWallet());
    const first = await getLink(token);
    const second = await getLink(token);
    expect((await redeem(first.code, '10.0.0.2')).statusCode).toBe(401);
    expect((await redeem(second.code, '10.0.0.2')).statusCode).toBe(200);
  });

  it('expires the code after 115 s', async () => {
    const token = await signIn(t.app, solanaWallet());
    const fresh = await getLink(token);
    clock.advance(114);
    expect((await redeem(fresh.code, '10.0.0.3')).statusCode).toBe(200);
    const late = await getLink(token);
    clock.advance(115);
    expect((await redeem(late.code, '10.0.0.3')).statusCode).toBe(401);
  });

  it('kills the code when its session ends', async () => {
    const wallet = solanaWallet();
    const token = await signIn(t.app, wallet);
    const { code } = await getLink(token);
    await t.app.inject({ method: 'DELETE', url: `/api/user/auth/${wallet.address}`, headers: bearer(token) });
    expect((await redeem(code, '10.0.0.4')).statusCode).toBe(401);
  });

  it('does not spend the failure budget on good codes', async () => {
    clock.advance(secondsToNextWindow());
    for (let i = 0; i < 12; i++) {
      const { code } = await getLink(await signIn(t.app, solanaWallet()));
      expect((await redeem(code, '10.41.0.1')).statusCode).toBe(200);
    }
    for (let i = 0; i < 10; i++) expect((await redeem('CCCCCCCCCCCCCC', '10.41.0.1')).statusCode).toBe(401);
    expect((await redeem('CCCCCCCCCCCCCC', '10.41.0.1')).statusCode).toBe(429);
  });

  it('400s a malformed code and 403s get-link without a session', async () => {
    for (const code of ['abc', 'aaaaaaaaaaaaaa', 'AAAAAAAAAAAAAAA'])
      expect((await redeem(code, '10.0.0.5')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/me/get-link' })).statusCode).toBe(403);
  });
});
