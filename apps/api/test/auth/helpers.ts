// Test wallets that sign for real: an EVM account from a fixed private key (viem) and Solana accounts from ed25519
// keypairs (Node crypto), plus sign-in shortcuts over `inject`.
import { generateKeyPairSync, sign } from 'node:crypto';
import bs58 from 'bs58';
import { privateKeyToAccount } from 'viem/accounts';
import { expect } from 'vitest';
import type { App } from '../../src/app';

/** Fixed test keys (Hardhat's well-known development accounts 0 and 1): never hold anything real. */
export const EVM_KEY_A = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
export const EVM_KEY_B = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

export interface TestWallet {
  address: string;
  sign(message: string): Promise<string>;
}

export function evmWallet(key: `0x${string}` = EVM_KEY_A): TestWallet {
  const account = privateKeyToAccount(key);
  return { address: account.address, sign: (message) => account.signMessage({ message }) };
}

export function solanaWallet(): TestWallet {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const jwk = publicKey.export({ format: 'jwk' });
  const raw = Buffer.from(jwk.x ?? '', 'base64url');
  return {
    address: bs58.encode(raw),
    sign: (message) => Promise.resolve(bs58.encode(sign(null, Buffer.from(message, 'utf8'), privateKey))),
  };
}

export async function challenge(app: App, wallet: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/api/user/auth/${wallet}` });
  if (response.statusCode !== 200) throw new Error(`challenge failed: ${response.body}`);
  return response.json<{ data: { msg: string } }>().data.msg;
}

export function verify(app: App, wallet: string, payload: object, userAgent = 'vitest desktop') {
  return app.inject({ method: 'POST', url: `/api/user/auth/${wallet}`, payload, headers: { 'user-agent': userAgent } });
}

/** Signs in through the two calls and returns the bearer token. */
export async function signIn(app: App, wallet: TestWallet, extra: { ref?: string; userAgent?: string } = {}): Promise<string> {
  const msg = await challenge(app, wallet.address);
  const { userAgent, ...body } = extra;
  const response = await verify(app, wallet.address, { signature: await wallet.sign(msg), ...body }, userAgent);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json<{ data: { token: string } }>().data.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** GETs `url` with the user's token, expects 200 and answers the envelope's `data`. */
export async function getData<T>(app: App, url: string, token: string): Promise<T> {
  const response = await app.inject({ url, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
}

/** A clock tests move by hand. */
export function manualClock(start = new Date('2026-01-01T00:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(seconds: number) {
      now += seconds * 1000;
    },
  };
}

/** Relaxed limits so a test file's many calls from one IP are not throttled, except where a test wants that. */
export const TEST_ENV = { RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT: '100000', PUBLIC_ORIGIN: 'https://k3.test' };

/** GET /api/me/get-link: the session's Magic Konnect code. */
export async function getLink(app: App, token: string): Promise<{ code: string; expiresIn: number }> {
  const response = await app.inject({ url: '/api/me/get-link', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { code: string; expiresIn: number } }>().data;
}

/** Redeems a Magic Konnect code from `ip`, as a phone browser. */
export const redeemCode = (app: App, code: string, ip = '10.0.0.1') =>
  app.inject({ url: `/api/user/auth-link-token/${code}`, remoteAddress: ip, headers: { 'user-agent': 'phone browser' } });

/** Seconds from `now` until the next fixed one-minute window of the failure counter begins. */
export const secondsToNextWindow = (now: Date) => 60 - ((now.getTime() / 1000) % 60);
