// Sign-in challenges bound to the client that asked (issue 8 §3): anyone may ask challenges for any address, but
// that can neither evict nor crowd out the owner's pending one; one client holds at most five unexpired challenges
// per wallet (then 429); verification tries only the caller's own sign-in challenges.
import { CHALLENGE_TTL_S } from '@k3/shared';
import { generatePrivateKey } from 'viem/accounts';
import { generateSiweNonce } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNonce } from '../../src/repositories/auth-nonces';
import { buildSignInMessage } from '../../src/services/auth/sign-in-message';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { evmWallet, manualClock, TEST_ENV } from './helpers';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV, clock: clock.now });
});
afterAll(() => t.close());

const VICTIM_IP = '198.51.100.7';
const ATTACKER_IP = '203.0.113.66';

const askChallenge = (wallet: string, remoteAddress: string) => t.app.inject({ url: `/api/user/auth/${wallet}`, remoteAddress });
const msgOf = (response: Awaited<ReturnType<typeof askChallenge>>) => response.json<{ data: { msg: string } }>().data.msg;
const postSignature = (wallet: string, signature: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: `/api/user/auth/${wallet}`, payload: { signature }, remoteAddress });

describe('a victim’s pending challenge', () => {
  it('survives ten challenges asked for the same address by another client', async () => {
    const victim = evmWallet(generatePrivateKey());
    const own = await askChallenge(victim.address, VICTIM_IP);
    expect(own.statusCode).toBe(200);

    const flood = [];
    for (let i = 0; i < 10; i++) flood.push(await askChallenge(victim.address, ATTACKER_IP));
    expect(flood.map((r) => r.statusCode)).toEqual([...Array<number>(5).fill(200), ...Array<number>(5).fill(429)]);
    expect(flood[9]?.json()).toMatchObject({ code: 429, error: 'too_many_challenges' });

    const response = await postSignature(victim.address, await victim.sign(msgOf(own)), VICTIM_IP);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { wallet: victim.address } });
  });

  it('is only tried for the client it was issued to: from another IP the signature finds no challenge', async () => {
    const wallet = evmWallet(generatePrivateKey());
    const msg = msgOf(await askChallenge(wallet.address, VICTIM_IP));
    const signature = await wallet.sign(msg);
    const moved = await postSignature(wallet.address, signature, '198.51.100.8');
    expect(moved.statusCode).toBe(401);
    expect(moved.json()).toMatchObject({ error: 'invalid_nonce' });
    expect((await postSignature(wallet.address, signature, VICTIM_IP)).statusCode).toBe(200);
  });
});

describe('pending challenges per client and wallet', () => {
  it('answers 429 to the sixth, counts only unexpired ones, and frees a slot when one is used', async () => {
    const wallet = evmWallet(generatePrivateKey());
    const issued = [];
    for (let i = 0; i < 5; i++) issued.push(await askChallenge(wallet.address, VICTIM_IP));
    expect(issued.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await askChallenge(wallet.address, VICTIM_IP);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      error: 'too_many_challenges',
      message: expect.stringContaining('sign one of them') as string,
    });
    // Every one of the five still works: the refusal evicted none of them.
    const first = issued[0];
    if (!first) throw new Error('no challenge');
    expect((await postSignature(wallet.address, await wallet.sign(msgOf(first)), VICTIM_IP)).statusCode).toBe(200);
    expect((await askChallenge(wallet.address, VICTIM_IP)).statusCode).toBe(200);
    expect((await askChallenge(wallet.address, VICTIM_IP)).statusCode).toBe(429);

    clock.advance(CHALLENGE_TTL_S + 1);
    for (let i = 0; i < 5; i++) expect((await askChallenge(wallet.address, VICTIM_IP)).statusCode).toBe(200);
    expect((await askChallenge(wallet.address, VICTIM_IP)).statusCode).toBe(429);
  });

  it('holds under 20 parallel requests: exactly five challenges are issued', async () => {
    const wallet = evmWallet(generatePrivateKey());
    const responses = await Promise.all(Array.from({ length: 20 }, () => askChallenge(wallet.address, VICTIM_IP)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(15);
  });
});

describe('challenges of another purpose', () => {
  it('never sign in, even when issued to the same client for the same wallet', async () => {
    const wallet = evmWallet(generatePrivateKey());
    const now = clock.now();
    const nonce = generateSiweNonce();
    const message = buildSignInMessage('evm', {
      domain: 'k3.test',
      address: wallet.address,
      uri: 'https://k3.test',
      nonce,
      issuedAt: now,
      expirationTime: new Date(now.getTime() + CHALLENGE_TTL_S * 1000),
    });
    await insertNonce(t.app.db, {
      nonce,
      wallet: wallet.address,
      message,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_S * 1000),
      requester: VICTIM_IP,
      purpose: 'ownership',
    });
    const response = await postSignature(wallet.address, await wallet.sign(message), VICTIM_IP);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'invalid_nonce' });
  });
});
