// Which spec §8 "Votes" message a failed ballot shows: the API's error key when it is one of the spec's, the general
// 'Error submitting the ballot' for anything else (network, validation, a server fault).
import { BALLOT_ERRORS, type BallotError } from '@k3/shared';
import { ApiError } from '../../../lib/api-error';

export type BallotFailure = BallotError | 'general';

export function ballotFailure(error: unknown): BallotFailure {
  if (error instanceof ApiError && (BALLOT_ERRORS as readonly string[]).includes(error.error)) {
    return error.error as BallotError;
  }
  return 'general';
}
