// The X-Ray audit page for signed-in users (issue 25 §5; docs/xray.md "How fresh the plan is"): the user's plan is
// kept with their dashboard for its 30 s cache period, so a change of the KRL held shows on GET
// /api/x-ray/projects/{id} once that period has passed at the latest, and at once when the change drops the user's
// cached dashboard (a portfolio added, deleted or read again by the refresh job); the clock is driven, nothing waits.
// The answer is sent gzipped to a client that accepts it, the same answer.
import { gunzipSync } from 'node:zlib';
import type { XrayProjectDetail } from '@k3/shared';
import { XRAY_SECTIONS } from '@k3/shared';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolioRefreshJob } from '../../src/jobs/portfolio-refresh';
import { bearer, evmWallet, getData, manualClock, signIn, TEST_ENV } from '../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';
import { knownBalances } from '../portfolio/known-market';

/** The dashboard's cache period (spec §9 "Cache time 30 s (dashboard)"), in seconds. */
const CACHE_PERIOD_S = 30;
const clock = manualClock(new Date('2026-03-31T12:00:00Z'));
const balances = knownBalances();
const krl = (amount: string) => [{ chain: 'ethereum', assetId: 'kryll', amount }];
let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;

const detail = async (token: string) => {
  const response = await t.app.inject({ url: '/api/x-ray/projects/bitcoin', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: XrayProjectDetail }>().data;
};
const planOf = async (token: string) => (await getData<{ plan: { id: string } }>(t.app, '/api/me', token)).plan.id;

beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({
    env: { ...TEST_ENV, DATA_DIR: dataDir.path },
    clock: clock.now,
    loadReference: true,
    balances,
  });
}, 180_000);

afterAll(async () => {
  await t?.close();
  await dataDir?.remove();
});

describe('a plan change on the X-Ray audit page', () => {
  it('shows once the cache period has passed when the KRL held falls, and the sections lock again', async () => {
    const user = evmWallet(generatePrivateKey());
    balances.set(user.address, krl('700'));
    const token = await signIn(t.app, user);
    expect(await planOf(token)).toBe('shrimp');
    // The wallet was read at sign-in; once it is older than 30 s the dashboard reads it again.
    clock.advance(CACHE_PERIOD_S + 1);
    expect((await detail(token)).access).toBe('full');

    balances.set(user.address, krl('699'));
    expect((await t.app.inject({ url: '/api/me/dashboard', headers: bearer(token) })).statusCode).toBe(200);
    expect(await planOf(token)).toBe('free');
    // Within the period the page may still answer from the plan it cached: the lag the cache allows.
    expect((await detail(token)).access).toBe('full');

    clock.advance(CACHE_PERIOD_S);
    const after = await detail(token);
    expect(after.access).toBe('upgrade');
    for (const section of XRAY_SECTIONS) expect(after.sections[section]).toEqual({ locked: true, reason: 'upgrade' });
    expect(after.alertCounts.byGroup).toEqual({});
  });

  it('shows at once when the refresh job reads a wallet that now holds enough KRL', async () => {
    const user = evmWallet(generatePrivateKey());
    balances.set(user.address, krl('0'));
    const token = await signIn(t.app, user);
    expect((await detail(token)).access).toBe('upgrade');

    // The job reads wallets not read for PORTFOLIO_REFRESH_MINUTES; the page caches the plan again just before it runs.
    clock.advance(t.app.config.portfolioRefreshMs / 1000 + 1);
    expect((await detail(token)).access).toBe('upgrade');
    balances.set(user.address, krl('700'));
    expect(await portfolioRefreshJob(t.app).run({ slot: null })).toBeGreaterThan(0);
    const after = await detail(token);
    expect(after.access).toBe('full');
    for (const section of XRAY_SECTIONS) expect(after.sections[section].locked).toBe(false);
  });
});

describe('the answer as sent', () => {
  it('is gzipped for a client that accepts it, and is the same answer', async () => {
    const user = evmWallet(generatePrivateKey());
    balances.set(user.address, krl('700'));
    const token = await signIn(t.app, user);
    const url = '/api/x-ray/projects/bitcoin';
    const plain = await t.app.inject({ url, headers: bearer(token) });
    const zipped = await t.app.inject({ url, headers: { ...bearer(token), 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.json<{ data: XrayProjectDetail }>().data.access).toBe('full');
  });
});
