// A refused ballot's message key: the spec's keys as they are, anything else the general message.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { ballotFailure } from './ballot-error';

describe('ballotFailure', () => {
  it.each(['already_voted', 'wrong_poll', 'no_ballot', 'wrong_date', 'overdrawn'])('keeps %s', (key) => {
    expect(ballotFailure(new ApiError(400, key, 'x'))).toBe(key);
  });

  it('falls back to the general message for other errors', () => {
    expect(ballotFailure(new ApiError(400, 'invalid_choice', 'x'))).toBe('general');
    expect(ballotFailure(new ApiError(0, 'network_error', 'x'))).toBe('general');
    expect(ballotFailure(new Error('boom'))).toBe('general');
  });
});
