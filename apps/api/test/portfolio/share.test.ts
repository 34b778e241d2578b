// Share to X and the portfolio fields of /me (issue 4 §4): a prepared post with the user's referral link, the share
// time recorded as system.lastShare, and /me's KRL and portfolio.wallets from the stored holdings.
import { tweetIntentUrl, type Dashboard, type Tweet, type User } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_HASHTAGS, TWEETS } from '../../src/services/share';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';
import { bearer, EVM_KEY_A, evmWallet, signIn, TEST_ENV } from '../auth/helpers';

let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({ env: { ...TEST_ENV, DATA_DIR: dataDir.path }, loadReference: true });
}, 60_000);
afterAll(async () => {
  await t.close();
  await dataDir.remove();
});

const getData = async <T>(url: string, token: string) => {
  const response = await t.app.inject({ url, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
};

describe('GET /api/tweets/random', () => {
  it('gives a prepared post in the asked language with the hashtags and the user’s referral link', async () => {
    const wallet = evmWallet(EVM_KEY_A);
    const token = await signIn(t.app, wallet);
    const { tweet } = await getData<{ tweet: Tweet }>('/api/tweets/random?lang=fr', token);
    expect(TWEETS.fr).toContain(tweet.text);
    expect(tweet.hashtags).toEqual([...SHARE_HASHTAGS]);
    expect(tweet.url).toContain(`ref=${wallet.address}`);
    const intent = new URL(tweetIntentUrl(tweet));
    expect(intent.searchParams.get('text')).toBe(tweet.text);
    expect(intent.searchParams.get('hashtags')).toBe('K3,Kryll,KRL');
    expect(intent.searchParams.get('url')).toBe(tweet.url);
  });

  it('is 403 without a session and 400 naming lang for an unknown language', async () => {
    expect((await t.app.inject({ url: '/api/tweets/random' })).statusCode).toBe(403);
    const token = await signIn(t.app, evmWallet(EVM_KEY_A));
    const response = await t.app.inject({ url: '/api/tweets/random?lang=de', headers: bearer(token) });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('lang');
  });
});

describe('POST /api/me/share and /me', () => {
  it('records the share as system.lastShare', async () => {
    const token = await signIn(t.app, evmWallet(EVM_KEY_A));
    const before = await getData<User>('/api/me', token);
    const response = await t.app.inject({ method: 'POST', url: '/api/me/share', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const { lastShare } = response.json<{ data: { lastShare: string } }>().data;
    const after = await getData<User>('/api/me', token);
    expect(after.system.lastShare).toBe(lastShare);
    expect(before.system.lastShare === null || before.system.lastShare < lastShare).toBe(true);
  });

  it('reports the KRL held and the wallets with their holdings per chain once the dashboard has synced', async () => {
    const wallet = evmWallet(EVM_KEY_A);
    const token = await signIn(t.app, wallet);
    const dashboard = await getData<Dashboard>('/api/me/dashboard', token);
    const me = await getData<User>('/api/me', token);
    expect(me.krl).toBeCloseTo(dashboard.krl, 6);
    expect(me.system.krls).toBeCloseTo(dashboard.krl, 6);
    const first = me.portfolio.wallets[0] as { address: string; chains: Record<string, { cg_id: string }[]> };
    expect(first.address).toBe(wallet.address);
    expect(first.chains.ethereum?.map((holding) => holding.cg_id)).toContain('kryll');
  });
});

describe('GET /api/chains', () => {
  it('lists the spec’s chains with logos on our origin and short codes, cacheable', async () => {
    const response = await t.app.inject({ url: '/api/chains' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const chains = response.json<{ data: { id: string; logo: string | null; shortCodes: string[] }[] }>().data;
    const ids = chains.map((chain) => chain.id);
    for (const id of ['ethereum', 'solana', 'cex', 'polygon-pos', 'base', 'arbitrum', 'bsc']) expect(ids).toContain(id);
    expect(chains.find((chain) => chain.id === 'ethereum')).toMatchObject({ logo: '/icons/chains/ethereum.svg' });
    expect(chains.find((chain) => chain.id === 'ethereum')?.shortCodes).toContain('eth');
  });
});
