import { TOAST_MS } from '@k3/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { errorReason, signInMessage } from './sign-in-errors';

describe('sign-in error messages', () => {
  it('turns a pending wallet request (-32002) into a 3 s info toast at any step', () => {
    for (const step of ['connect', 'sign'] as const) {
      const result = signInMessage({ code: -32002, message: 'Already processing eth_requestAccounts.' }, step);
      expect(result).toMatchObject({ level: 'info', key: 'common.auth.errors.pending', durationMs: TOAST_MS.pendingRequest });
    }
    expect(TOAST_MS.pendingRequest).toBe(3000);
  });

  it('reports a refused signature as a signing error with the wallet reason', () => {
    const result = signInMessage({ code: 4001, message: 'User rejected the request.' }, 'sign');
    expect(result).toEqual({
      level: 'error',
      key: 'common.auth.errors.signing',
      message: 'User rejected the request',
      durationMs: 5000,
    });
  });

  it('reports a 406 at the challenge as not invited', () => {
    const result = signInMessage(new ApiError(406, 'NOT_INVITED', 'Wallet not invited'), 'challenge');
    expect(result.key).toBe('common.auth.errors.notInvited');
  });

  it('reports other failures as a login error with the server message', () => {
    const result = signInMessage(new ApiError(401, 'invalid_signature', 'Invalid signature'), 'verify');
    expect(result).toEqual({ level: 'error', key: 'common.auth.errors.login', message: 'Invalid signature', durationMs: 5000 });
    expect(signInMessage(new ApiError(500, 'http_error', 'Server down'), 'challenge').key).toBe('common.auth.errors.login');
  });

  it('prefers the short message and never returns an empty reason', () => {
    expect(errorReason({ shortMessage: 'Rejected', message: 'Rejected: long details' })).toBe('Rejected');
    expect(errorReason('boom')).toBe('boom');
    expect(errorReason(null)).toBe('Unknown error');
  });
});
