// Reliability scenarios of wallet sign-in (docs/reliability.md "Scenarios"; docs/auth.md "Verification"): a replayed
// login, a message for a foreign domain, expired, future and old messages, and sign-in while the chain's RPC is down.
// Every refusal is a 401 with its key and opens no session.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { bearer, challenge, EVM_KEY_B, evmWallet, getData, manualClock, signIn, TEST_ENV, verify } from '../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV, clock: clock.now });
});
afterAll(() => t.close());

const sessionCount = async () => (await t.app.db.select().from(sessions)).length;

describe('replayed login', () => {
  it('rejects a replayed signature', async () => {
    const wallet = evmWallet();
    const msg = await challenge(t.app, wallet.address);
    const signature = await wallet.sign(msg);
    expect((await verify(t.app, wallet.address, { signature })).statusCode).toBe(200);
    const replay = await verify(t.app, wallet.address, { signature });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 401, error: 'invalid_nonce' });
  });
});

describe('a sign-in message for a foreign domain', () => {
  it('rejects a signature over another message, such as one for another domain', async () => {
    const wallet = evmWallet();
    const msg = await challenge(t.app, wallet.address);
    const phishing = msg.replace('k3.test wants you', 'evil.example wants you');
    const response = await verify(t.app, wallet.address, { signature: await wallet.sign(phishing) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'invalid_signature' });
  });

  it('rejects a challenge issued under another public origin', async () => {
    const evil = await buildTestApp({
      env: { ...TEST_ENV, PUBLIC_ORIGIN: 'https://evil.example' },
      database: t.database,
      clock: clock.now,
    });
    try {
      const wallet = evmWallet();
      const msg = await challenge(evil.app, wallet.address);
      const response = await verify(t.app, wallet.address, { signature: await wallet.sign(msg) });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'invalid_domain' });
    } finally {
      await evil.close();
    }
  });
});

describe('expired, future and old messages', () => {
  it('rejects an expired challenge', async () => {
    const wallet = evmWallet(EVM_KEY_B);
    const msg = await challenge(t.app, wallet.address);
    clock.advance(301);
    const response = await verify(t.app, wallet.address, { signature: await wallet.sign(msg) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'expired' });
  });

  it('rejects a message the client dated in the future to make it last longer', async () => {
    const wallet = evmWallet();
    const msg = await challenge(t.app, wallet.address);
    const later = (date: string) => new Date(Date.parse(date) + 86_400_000).toISOString();
    const future = msg.replace(
      /(Issued At|Expiration Time): (\S+)/g,
      (_line, field: string, date: string) => `${field}: ${later(date)}`,
    );
    expect(future).not.toBe(msg);
    const before = await sessionCount();
    const response = await verify(t.app, wallet.address, { signature: await wallet.sign(future) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'invalid_signature' });
    expect(await sessionCount()).toBe(before);
  });

  it('rejects a day-old message, signed in time or not', async () => {
    const wallet = evmWallet();
    const msg = await challenge(t.app, wallet.address);
    const signature = await wallet.sign(msg);
    clock.advance(86_400);
    // A new challenge in the meantime sweeps the expired ones: the old message is not known any more.
    await challenge(t.app, evmWallet(EVM_KEY_B).address);
    const response = await verify(t.app, wallet.address, { signature });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'invalid_nonce' });
  });
});

/** A local port with nothing listening on it: connections are refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 9;
}

describe('sign-in while an RPC is down', () => {
  it('signs in and answers the profile and dashboard, the wallet marked stale with the reason', async () => {
    const dataDir = await tempDir();
    const live = await buildTestApp({
      env: {
        ...TEST_ENV,
        DATA_DIR: dataDir.path,
        DATA_MODE: 'live',
        SECRETS_KEY: '44'.repeat(32),
        RPC_URL_ETHEREUM: `http://127.0.0.1:${await closedPort()}`,
        // Prices from nowhere too: nothing in this test may reach the internet.
        COINGECKO_BASE_URL: `http://127.0.0.1:${await closedPort()}`,
      },
      clock: clock.now,
    });
    try {
      const token = await signIn(live.app, evmWallet());
      const me = await live.app.inject({ url: '/api/me', headers: bearer(token) });
      expect(me.statusCode, me.body).toBe(200);
      const dashboard = await getData<{ stale: { error: string | null }[] }>(live.app, '/api/me/dashboard', token);
      expect(dashboard.stale).toHaveLength(1);
      expect(dashboard.stale[0]?.error).toEqual(expect.any(String));
    } finally {
      await live.close();
      await dataDir.remove();
    }
  }, 60_000);
});
