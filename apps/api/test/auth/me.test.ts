// GET /api/me, PUT /api/me/general and email validation through the outbox (issue 3 §1, spec §3, §6, §8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';
import { codeFromOutbox as outboxCode } from '../helpers/outbox';
import { bearer, manualClock, signIn, solanaWallet, TEST_ENV } from './helpers';

const clock = manualClock(new Date('2026-03-01T00:00:00Z'));
let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({
    env: { ...TEST_ENV, DATA_DIR: dataDir.path, BOOST_ELIGIBLE_BEFORE: '2026-02-01' },
    clock: clock.now,
  });
});
afterAll(async () => {
  await t.close();
  await dataDir.remove();
});

const WRONG_CODE = 'You entered a wrong validation code or an error occured, please check email and/or retry.';

/** The 6-digit code of the newest mail in the outbox addressed to `to`. */
const codeFromOutbox = (to: string) => outboxCode(dataDir.path, to);

describe('GET /api/me', () => {
  it('returns the User of spec §3 with the true empty values of later features', async () => {
    const wallet = solanaWallet();
    const token = await signIn(t.app, wallet);
    const response = await t.app.inject({ url: '/api/me', headers: bearer(token) });
    expect(response.json()).toEqual({
      code: 200,
      data: {
        id: wallet.address,
        general: { username: wallet.address, email: null, isEmailValidated: false },
        system: { nft: null, xp: 0, listNfts: [], krls: 0, lastShare: null },
        // The quadratic curve: level 2 starts at 100 XP (docs/rewards.md "Levels").
        levelInfo: { level: 1, xp: 0, fullXp: 0, next: 100 },
        chat: { kredits: 10, max: 10, refillAt: '2026-04-01T00:00:00.000Z', eligible: false },
        ref: { link: `https://k3.test/?ref=${wallet.address}` },
        krl: 0,
        plan: { id: 'free', krl: 0, next: { id: 'shrimp', missingKrl: 700 } },
        fullQuests: [],
        // The sign-in wallet is read before the first answer (issue 9 §2); this test app has no assets to value.
        portfolio: { wallets: [{ address: wallet.address, alias: null, kind: 'wallet', chains: {} }] },
        boosted: false,
        isAdmin: false,
        createdAt: '2026-03-01T00:00:00.000Z',
      },
    });
  });
});

describe('PUT /api/me/general', () => {
  const put = (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/me/general', headers: bearer(token), payload });

  it('sets a username and keeps it unique case-insensitively', async () => {
    const [a, b] = [await signIn(t.app, solanaWallet()), await signIn(t.app, solanaWallet())];
    const set = await put(a, { username: 'Krab_King-1' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ data: { general: { username: 'Krab_King-1' } } });
    const taken = await put(b, { username: 'krab_king-1' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ code: 400, error: 'username_taken', message: 'This username is already taken' });
    expect((await put(a, { username: 'KRAB_KING-1' })).statusCode).toBe(200);
  });

  it('400s usernames outside 3–24 letters, digits, _ or -', async () => {
    const token = await signIn(t.app, solanaWallet());
    for (const username of ['ab', 'a'.repeat(25), 'with space', 'émile', 'semi;colon', '']) {
      const response = await put(token, { username });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.stringContaining('Username must be 3 to 24 letters') as string });
    }
    expect((await put(token, { username: 'abc' })).statusCode).toBe(200);
    expect((await put(token, { username: 'a'.repeat(24) })).statusCode).toBe(200);
  });
});

describe('email validation', () => {
  const send = (token: string, email: string) =>
    t.app.inject({ method: 'POST', url: '/api/me/validate-email', headers: bearer(token), payload: { email, page: '/account' } });
  const validate = (token: string, code: string) =>
    t.app.inject({ url: `/api/me/validate?code=${code}`, headers: bearer(token) });

  it('emails a code through the outbox; the right code validates and boosts a legacy user', async () => {
    // A user created before BOOST_ELIGIBLE_BEFORE (2026-02-01), signing in again today.
    const wallet = solanaWallet();
    clock.advance(-60 * 86_400);
    await signIn(t.app, wallet);
    clock.advance(60 * 86_400);
    const token = await signIn(t.app, wallet);
    expect((await send(token, 'legacy@k3.example')).json()).toEqual({ code: 200, data: { sent: true, demoInbox: true } });
    const code = await codeFromOutbox('legacy@k3.example');
    expect(code).toMatch(/^\d{6}$/);
    const response = await validate(token, code);
    expect(response.json()).toEqual({ code: 200, data: { email: 'legacy@k3.example', boosted: true } });
    const me = await t.app.inject({ url: '/api/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ data: { boosted: true, general: { email: 'legacy@k3.example', isEmailValidated: true } } });
    expect((await validate(token, code)).statusCode).toBe(400);
  });

  it('validates a new user without boosting them', async () => {
    const token = await signIn(t.app, solanaWallet());
    await send(token, 'new@k3.example');
    const response = await validate(token, await codeFromOutbox('new@k3.example'));
    expect(response.json()).toMatchObject({ data: { boosted: false } });
  });

  it('gives the spec §8 error for a wrong or expired code, and stops after 5 attempts', async () => {
    const token = await signIn(t.app, solanaWallet());
    await send(token, 'wrong@k3.example');
    const code = await codeFromOutbox('wrong@k3.example');
    const wrong = code === '000000' ? '000001' : '000000';
    const response = await validate(token, wrong);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, error: 'invalid_code', message: WRONG_CODE });
    for (let i = 0; i < 4; i++) await validate(token, wrong);
    expect((await validate(token, code)).statusCode).toBe(400);

    // A code with no attempt left stays spent until it expires (docs/auth.md); then a new one may be sent.
    clock.advance(15 * 60 + 1);
    await send(token, 'late@k3.example');
    const late = await codeFromOutbox('late@k3.example');
    clock.advance(15 * 60 + 1);
    expect((await validate(token, late)).json()).toMatchObject({ error: 'invalid_code', message: WRONG_CODE });
  });

  it('400s a bad email or code format', async () => {
    const token = await signIn(t.app, solanaWallet());
    expect((await send(token, 'not-an-email')).statusCode).toBe(400);
    expect((await validate(token, '12ab56')).statusCode).toBe(400);
  });
});
