// Sessions (issue 3 §1, docs/architecture.md "Security"): 403 for idle tokens; the sessions list, ending one session,
// logging out this one. Forged tokens and logout everywhere are reliability scenarios (test/reliability/sessions.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, manualClock, signIn, solanaWallet, TEST_ENV } from './helpers';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV, clock: clock.now });
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ url: '/api/me', headers: bearer(token) });

describe('bearer tokens', () => {
  it('expires a session idle for SESSION_IDLE_DAYS and updates last-seen at most once a minute', async () => {
    const token = await signIn(t.app, solanaWallet());
    const seen = async () => (await t.app.db.select({ at: sessions.lastSeenAt }).from(sessions)).map((row) => row.at.getTime());
    const before = Math.max(...(await seen()));
    clock.advance(30);
    expect((await me(token)).statusCode).toBe(200);
    expect(Math.max(...(await seen()))).toBe(before);
    clock.advance(31);
    expect((await me(token)).statusCode).toBe(200);
    expect(Math.max(...(await seen()))).toBe(before + 61_000);
    clock.advance(30 * 86_400 + 1);
    expect(await me(token)).toMatchObject({ statusCode: 403 });
    expect((await me(token)).json()).toMatchObject({ message: 'Invalid or expired session' });
  });
});

describe('logout', () => {
  it('DELETE /api/me/session ends only the current session', async () => {
    const wallet = solanaWallet();
    const [a, b] = [await signIn(t.app, wallet), await signIn(t.app, wallet)];
    const response = await t.app.inject({ method: 'DELETE', url: '/api/me/session', headers: bearer(a) });
    expect(response.json()).toEqual({ code: 200, data: { ended: 1 } });
    expect((await me(a)).statusCode).toBe(403);
    expect((await me(b)).statusCode).toBe(200);
  });
});

describe('GET /api/me/sessions and DELETE /api/me/sessions/{id}', () => {
  it('lists the user’s live sessions and ends one of them, but not another user’s', async () => {
    const wallet = solanaWallet();
    const desktop = await signIn(t.app, wallet, { userAgent: '  Firefox desktop  ' });
    const phone = await signIn(t.app, wallet, { userAgent: 'Safari phone' });
    const list = await t.app.inject({ url: '/api/me/sessions', headers: bearer(desktop) });
    const data = list.json<{ data: { id: string; device: string; current: boolean; kind: string }[] }>().data;
    expect(data).toHaveLength(2);
    expect(data.find((s) => s.current)).toMatchObject({ device: 'Firefox desktop', kind: 'wallet' });
    const phoneSession = data.find((s) => !s.current)!;

    const stranger = await signIn(t.app, solanaWallet());
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/me/sessions/${phoneSession.id}`,
      headers: bearer(stranger),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await me(phone)).statusCode).toBe(200);

    const ended = await t.app.inject({ method: 'DELETE', url: `/api/me/sessions/${phoneSession.id}`, headers: bearer(desktop) });
    expect(ended.statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/me/sessions/nope', headers: bearer(desktop) })).statusCode).toBe(
      400,
    );
  });
});
