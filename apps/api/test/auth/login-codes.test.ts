// Magic Konnect codes (issue 3 §1, spec §4 "QR authentication"): 14 characters A-Z0-9, one per session, single use
// under 20 parallel redemptions, valid 115 s, dead with their session, failures rate-limited per IP in fixed
// one-minute windows counted in the database, also under parallel attempts (issue 8 §4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, evmWallet, manualClock, signIn, solanaWallet, TEST_ENV } from './helpers';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV, clock: clock.now });
});
afterAll(() => t.close());

const getLink = async (token: string) => {
  const response = await t.app.inject({ url: '/api/me/get-link', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { code: string; expiresIn: number } }>().data;
};
/** Seconds until the next fixed one-minute window of the failure counter begins. */
const secondsToNextWindow = () => 60 - ((clock.now().getTime() / 1000) % 60);
const redeem = (code: string, ip = '10.0.0.1') =>
  t.app.inject({ url: `/api/user/auth-link-token/${code}`, remoteAddress: ip, headers: { 'user-agent': 'phone browser' } });

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

  it('gives exactly one 200 for 20 parallel redemptions of one code', async () => {
    const token = await signIn(t.app, solanaWallet());
    const { code } = await getLink(token);
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => redeem(code, `10.1.0.${i}`)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(19);
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

  it('429s the 11th failure in a one-minute window from one IP, and only that IP, until the next window', async () => {
    const token = await signIn(t.app, solanaWallet());
    // Windows are fixed minutes: start at one's beginning so the whole window is ahead.
    clock.advance(secondsToNextWindow());
    for (let i = 0; i < 10; i++) expect((await redeem('AAAAAAAAAAAAAA', '10.9.9.9')).statusCode).toBe(401);
    const limited = await redeem('AAAAAAAAAAAAAA', '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 429, error: 'rate_limited' });
    const { code } = await getLink(token);
    expect((await redeem(code, '10.9.9.9')).statusCode).toBe(429);
    expect((await redeem(code, '10.9.9.8')).statusCode).toBe(200);
    clock.advance(59);
    expect((await redeem('AAAAAAAAAAAAAA', '10.9.9.9')).statusCode).toBe(429);
    clock.advance(1);
    expect((await redeem('AAAAAAAAAAAAAA', '10.9.9.9')).statusCode).toBe(401);
  });

  it('refuses at least 30 of 40 parallel bad codes from one IP (CODE_FAILURE_LIMIT 10)', async () => {
    clock.advance(secondsToNextWindow());
    const responses = await Promise.all(Array.from({ length: 40 }, () => redeem('BBBBBBBBBBBBBB', '10.40.0.1')));
    const limited = responses.filter((r) => r.statusCode === 429).length;
    expect(limited).toBeGreaterThanOrEqual(30);
    expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(40 - limited);
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
