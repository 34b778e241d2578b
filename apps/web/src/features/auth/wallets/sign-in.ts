// The wallet sign-in flow (spec §4 "Authentication": wallet connect, a signed challenge, a received token; issue 3 §2):
// eth_requestAccounts -> GET /user/auth/{address} -> personal_sign(msg, address) -> POST {signature, ref} -> k3.auth.
import type { Auth } from '@k3/shared';
import { getReferral } from '../../../lib/referral';
import { getAuthChallenge, verifySignature } from '../api/auth-api';
import type { SignInStep } from '../utils/sign-in-errors';
import type { Eip1193Provider } from './eip6963';

/** A failure and the step it happened at, so the message can say what went wrong (spec §8). */
export class SignInError extends Error {
  constructor(
    readonly step: SignInStep,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'SignInError';
  }
}

/** personal_sign takes the message as hex-encoded UTF-8 bytes (EIP-1193 wallets also accept text, not all do). */
export function utf8ToHex(text: string): string {
  let hex = '0x';
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

async function step<T>(name: SignInStep, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new SignInError(name, error);
  }
}

export async function signInWithWallet(provider: Eip1193Provider): Promise<Auth> {
  const accounts = await step('connect', () => provider.request({ method: 'eth_requestAccounts' }));
  const address: unknown = Array.isArray(accounts) ? (accounts as unknown[])[0] : undefined;
  if (typeof address !== 'string') throw new SignInError('connect', new Error('The wallet shared no account'));

  const msg = await step('challenge', () => getAuthChallenge(address));
  const signature = await step('sign', () => provider.request({ method: 'personal_sign', params: [utf8ToHex(msg), address] }));
  if (typeof signature !== 'string') throw new SignInError('sign', new Error('The wallet returned no signature'));
  // spec §1: the kept referral is sent as `ref` at the first sign-in; the server applies it only to a new user.
  return step('verify', () => verifySignature(address, signature, getReferral()));
}
