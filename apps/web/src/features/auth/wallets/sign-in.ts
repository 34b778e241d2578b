// The wallet sign-in flow (spec §4 "Authentication": wallet connect, a signed challenge, a received token; issue 3 §2):
// connect -> GET /user/auth/{address} -> sign(msg) -> POST {signature, ref} -> k3.auth. EVM wallets connect with
// eth_requestAccounts and sign with personal_sign; Solana wallets with standard:connect and solana:signMessage.
import type { Auth } from '@k3/shared';
import { getReferral } from '../../../lib/referral';
import { getAuthChallenge, verifySignature } from '../api/auth-api';
import type { SignInStep } from '../utils/sign-in-errors';
import type { WalletAccount } from '@wallet-standard/base';
import type { Eip1193Provider } from './eip6963';
import { connectSolana, signSolanaMessage, type SolanaWallet } from './wallet-standard';

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

/** What the flow needs of a wallet, whatever its chain: the address it shares and a signature over the message. */
export interface WalletSigner {
  connect(): Promise<string>;
  sign(message: string, address: string): Promise<string>;
  /** Ends what the flow opened with the wallet (a WalletConnect session), whatever the outcome; never throws. */
  close?(): Promise<void>;
}

/** An EIP-1193 wallet: eth_requestAccounts, then personal_sign (EIP-4361 message). */
export function evmSigner(provider: Eip1193Provider): WalletSigner {
  return {
    async connect() {
      const accounts = await provider.request({ method: 'eth_requestAccounts' });
      const address: unknown = Array.isArray(accounts) ? (accounts as unknown[])[0] : undefined;
      if (typeof address !== 'string') throw new Error('The wallet shared no account');
      return address;
    },
    async sign(message, address) {
      const signature = await provider.request({ method: 'personal_sign', params: [utf8ToHex(message), address] });
      if (typeof signature !== 'string') throw new Error('The wallet returned no signature');
      return signature;
    },
  };
}

/** A Wallet Standard Solana wallet: standard:connect, then solana:signMessage (base58 signature). */
export function solanaSigner(wallet: SolanaWallet): WalletSigner {
  let account: WalletAccount | undefined;
  return {
    async connect() {
      account = await connectSolana(wallet);
      return account.address;
    },
    sign(message) {
      if (!account) return Promise.reject(new Error('The wallet shared no account'));
      return signSolanaMessage(wallet, account, message);
    },
  };
}

export async function signInWithWallet(wallet: WalletSigner): Promise<Auth> {
  try {
    const address = await step('connect', () => wallet.connect());
    const msg = await step('challenge', () => getAuthChallenge(address));
    const signature = await step('sign', () => wallet.sign(msg, address));
    // spec §1: the kept referral is sent as `ref` at the first sign-in; the server applies it only to a new user.
    return await step('verify', () => verifySignature(address, signature, getReferral()));
  } finally {
    // Not awaited: the visitor lands on the dashboard while the wallet is told the session ended.
    void wallet.close?.().catch(() => undefined);
  }
}
