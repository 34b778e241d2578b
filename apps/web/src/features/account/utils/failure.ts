// How a failed account call is told to the user (spec §8 "'Try again later.' in the account"): no answer or a
// server failure (5xx) is "Try again later."; a 4xx is the request's own fault and gets its specific message.
import { ApiError } from '../../../lib/api-error';

/** True when the failure is the server's or the network's, not the request's. */
export function isServerFailure(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}
