// Wallet sign-in with real signatures (issue 3 §3 "API"): EVM (viem account) and Solana (ed25519), malformed input,
// parallel use of one nonce, referral and invite-only mode. Replayed, foreign-domain, expired, future and old messages
// are reliability scenarios (test/reliability/sign-in.test.ts).
import { generatePrivateKey } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByKey } from '../../src/repositories/users';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, challenge, EVM_KEY_B, evmWallet, manualClock, signIn, solanaWallet, TEST_ENV, verify } from './helpers';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV, clock: clock.now });
});
afterAll(() => t.close());

describe('EVM sign-in', () => {
  it('issues an EIP-4361 message for this domain and accepts its personal_sign signature', async () => {
    const wallet = evmWallet();
    const msg = await challenge(t.app, wallet.address.toLowerCase());
    const fields = parseSiweMessage(msg);
    expect(fields).toMatchObject({
      domain: 'k3.test',
      address: wallet.address,
      uri: 'https://k3.test',
      version: '1',
      chainId: 1,
    });
    expect(fields.nonce?.length).toBeGreaterThanOrEqual(17);
    expect(fields.expirationTime!.getTime() - fields.issuedAt!.getTime()).toBe(300_000);

    const response = await verify(t.app, wallet.address.toLowerCase(), { signature: await wallet.sign(msg) });
    expect(response.statusCode).toBe(200);
    const { token, wallet: id } = response.json<{ data: { token: string; wallet: string } }>().data;
    expect(id).toBe(wallet.address);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const me = await t.app.inject({ url: '/api/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ data: { id: wallet.address, general: { username: wallet.address } } });
  });

  it('lets exactly one of parallel verifications of one nonce through', async () => {
    const wallet = evmWallet();
    const msg = await challenge(t.app, wallet.address);
    const signature = await wallet.sign(msg);
    const responses = await Promise.all(Array.from({ length: 8 }, () => verify(t.app, wallet.address, { signature })));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(7);
  });

  it('400s malformed addresses and signatures', async () => {
    for (const wallet of ['0x1234', 'not-a-wallet', '0xZZ5f5e7b0f7ac8e1f4b7a5d7b1f3b2c4e5d6a7b8c9']) {
      const response = await t.app.inject({ url: `/api/user/auth/${wallet}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'validation_error',
        message: expect.stringContaining('params.wallet') as string,
      });
    }
    const wallet = evmWallet();
    await challenge(t.app, wallet.address);
    for (const signature of ['0x1234', 'hello', `0x${'zz'.repeat(65)}`]) {
      const response = await verify(t.app, wallet.address, { signature });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_signature_format' });
    }
    expect((await verify(t.app, wallet.address, {})).statusCode).toBe(400);
  });

  it('401s a well-formed signature that is not a curve point', async () => {
    const wallet = evmWallet();
    await challenge(t.app, wallet.address);
    const response = await verify(t.app, wallet.address, { signature: `0x${'00'.repeat(65)}` });
    expect(response.statusCode).toBe(401);
  });
});

describe('Solana sign-in', () => {
  it('signs in with an ed25519 signature in base58 or base64', async () => {
    const wallet = solanaWallet();
    const msg = await challenge(t.app, wallet.address);
    expect(msg).toContain(`k3.test wants you to sign in with your Solana account:\n${wallet.address}\n`);
    expect(msg).toContain('\nChain ID: mainnet\n');
    const response = await verify(t.app, wallet.address, { signature: await wallet.sign(msg) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { wallet: wallet.address } });

    const msg2 = await challenge(t.app, wallet.address);
    const { default: bs58 } = await import('bs58');
    const base64 = Buffer.from(bs58.decode(await wallet.sign(msg2))).toString('base64');
    expect((await verify(t.app, wallet.address, { signature: base64 })).statusCode).toBe(200);
  });

  it('rejects another key’s signature and a replay', async () => {
    const wallet = solanaWallet();
    const other = solanaWallet();
    const msg = await challenge(t.app, wallet.address);
    expect((await verify(t.app, wallet.address, { signature: await other.sign(msg) })).statusCode).toBe(401);
    const signature = await wallet.sign(msg);
    expect((await verify(t.app, wallet.address, { signature })).statusCode).toBe(200);
    expect((await verify(t.app, wallet.address, { signature })).statusCode).toBe(401);
  });
});

describe('users', () => {
  it('creates the user once, looks EVM wallets up case-insensitively, and applies ref only to a new user', async () => {
    const referrer = solanaWallet();
    await signIn(t.app, referrer);
    const wallet = evmWallet(EVM_KEY_B);
    await signIn(t.app, wallet, { ref: referrer.address });
    const created = await findUserByKey(t.app.db, wallet.address.toLowerCase());
    expect(created).toMatchObject({ id: wallet.address, referrerId: referrer.address });

    const other = solanaWallet();
    await signIn(t.app, other);
    await signIn(t.app, wallet, { ref: other.address });
    expect(await findUserByKey(t.app.db, wallet.address.toLowerCase())).toMatchObject({ referrerId: referrer.address });
  });

  it('ignores a ref naming the user themself or nobody', async () => {
    const wallet = solanaWallet();
    await signIn(t.app, wallet, { ref: wallet.address });
    expect(await findUserByKey(t.app.db, wallet.address)).toMatchObject({ referrerId: null });
    const another = solanaWallet();
    await signIn(t.app, another, { ref: solanaWallet().address });
    expect(await findUserByKey(t.app.db, another.address)).toMatchObject({ referrerId: null });
  });
});

describe('invite-only mode', () => {
  it('406s NOT_INVITED at the challenge for a wallet outside the allowlist', async () => {
    const invited = evmWallet();
    const app = await buildTestApp({
      env: { ...TEST_ENV, INVITE_ONLY: 'true', INVITE_ALLOWLIST: invited.address.toLowerCase() },
      database: t.database,
    });
    try {
      expect((await app.app.inject({ url: `/api/user/auth/${invited.address}` })).statusCode).toBe(200);
      const response = await app.app.inject({ url: `/api/user/auth/${evmWallet(EVM_KEY_B).address}` });
      expect(response.statusCode).toBe(406);
      expect(response.json()).toMatchObject({ code: 406, error: 'NOT_INVITED' });
    } finally {
      await app.close();
    }
  });
});

describe('rate limit', () => {
  it('429s challenges past AUTH_RATE_LIMIT a minute from one IP', async () => {
    const app = await buildTestApp({ env: { ...TEST_ENV, AUTH_RATE_LIMIT: '3' }, database: t.database });
    try {
      const wallet = evmWallet(generatePrivateKey());
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await app.app.inject({ url: `/api/user/auth/${wallet.address}` })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await app.close();
    }
  });
});
