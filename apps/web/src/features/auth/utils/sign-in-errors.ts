// What a failed wallet sign-in tells the user (spec §8 "Login", "Signing", §5 "406 means NOT_INVITED", "-32002 means
// a request is already pending"): a pure mapping from the failure and the step it happened at to a toast.
import { TOAST_MS } from '@k3/shared';
import { ApiError } from '../../../lib/api-error';

/** The steps of the flow (spec §4 "wallet connect, a signed challenge and a received token"). */
export type SignInStep = 'connect' | 'challenge' | 'sign' | 'verify';

/** EIP-1193 / JSON-RPC: the wallet already shows a request for this site. */
export const WALLET_REQUEST_PENDING = -32002;

export type SignInMessageKey =
  'common.auth.errors.pending' | 'common.auth.errors.signing' | 'common.auth.errors.notInvited' | 'common.auth.errors.login';

export interface SignInMessage {
  level: 'info' | 'error';
  key: SignInMessageKey;
  /** The failure's own text, for the messages that quote it. */
  message: string;
  durationMs: number;
}

/** The error code a wallet attaches to its failures (EIP-1193 ProviderRpcError), if any. */
export function walletErrorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'number' ? error.code : undefined;
}

/** A readable reason: wallets put the useful part in `shortMessage` or `message`; the final period is the template's. */
export function errorReason(error: unknown): string {
  let text = '';
  if (typeof error === 'object' && error !== null) {
    const record = error as { shortMessage?: unknown; message?: unknown };
    if (typeof record.shortMessage === 'string') text = record.shortMessage;
    else if (typeof record.message === 'string') text = record.message;
  } else if (typeof error === 'string') {
    text = error;
  }
  return text.trim().replace(/\.+$/, '') || 'Unknown error';
}

export function signInMessage(error: unknown, step: SignInStep): SignInMessage {
  const message = errorReason(error);
  if (walletErrorCode(error) === WALLET_REQUEST_PENDING) {
    return { level: 'info', key: 'common.auth.errors.pending', message, durationMs: TOAST_MS.pendingRequest };
  }
  if (step === 'challenge' && error instanceof ApiError && error.status === 406) {
    return { level: 'error', key: 'common.auth.errors.notInvited', message, durationMs: TOAST_MS.loginError };
  }
  if (step === 'sign') {
    return { level: 'error', key: 'common.auth.errors.signing', message, durationMs: TOAST_MS.signingError };
  }
  return { level: 'error', key: 'common.auth.errors.login', message, durationMs: TOAST_MS.loginError };
}
