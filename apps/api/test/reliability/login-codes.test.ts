// Reliability scenarios of Magic Konnect login codes (docs/reliability.md "Scenarios"; docs/auth.md): one code redeemed
// 50 times in parallel opens one session, and guessing codes is refused with 429 past CODE_FAILURE_LIMIT failures a
// minute from one IP (fixed windows counted in the database, so parallel guesses are counted too).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { getLink, manualClock, redeemCode, secondsToNextWindow, signIn, solanaWallet, TEST_ENV } from '../auth/helpers';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV, clock: clock.now });
});
afterAll(() => t.close());

const redeem = (code: string, ip?: string) => redeemCode(t.app, code, ip);

describe('one login code redeemed 50 times in parallel', () => {
  it('opens exactly one session: one 200, 49 refusals', async () => {
    const token = await signIn(t.app, solanaWallet());
    const { code } = await getLink(t.app, token);
    const before = (await t.app.db.select().from(sessions)).length;
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => redeem(code, `10.1.0.${i}`)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(49);
    expect((await t.app.db.select().from(sessions)).length).toBe(before + 1);
  });
});

describe('login code brute force', () => {
  it('429s the 11th failure in a one-minute window from one IP, and only that IP, until the next window', async () => {
    const token = await signIn(t.app, solanaWallet());
    // Windows are fixed minutes: start at one's beginning so the whole window is ahead.
    clock.advance(secondsToNextWindow(clock.now()));
    for (let i = 0; i < 10; i++) expect((await redeem('AAAAAAAAAAAAAA', '10.9.9.9')).statusCode).toBe(401);
    const limited = await redeem('AAAAAAAAAAAAAA', '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 429, error: 'rate_limited' });
    const { code } = await getLink(t.app, token);
    expect((await redeem(code, '10.9.9.9')).statusCode).toBe(429);
    expect((await redeem(code, '10.9.9.8')).statusCode).toBe(200);
    clock.advance(59);
    expect((await redeem('AAAAAAAAAAAAAA', '10.9.9.9')).statusCode).toBe(429);
    clock.advance(1);
    expect((await redeem('AAAAAAAAAAAAAA', '10.9.9.9')).statusCode).toBe(401);
  });

  it('refuses at least 30 of 40 parallel bad codes from one IP (CODE_FAILURE_LIMIT 10)', async () => {
    clock.advance(secondsToNextWindow(clock.now()));
    const responses = await Promise.all(Array.from({ length: 40 }, () => redeem('BBBBBBBBBBBBBB', '10.40.0.1')));
    const limited = responses.filter((r) => r.statusCode === 429).length;
    expect(limited).toBeGreaterThanOrEqual(30);
    expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(40 - limited);
  });
});
