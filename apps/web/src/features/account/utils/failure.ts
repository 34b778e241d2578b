// How a failed account call is told to the user (spec §8 "'Try again later.' in the account"): no answer, a server
// failure (5xx) or a limit reached (429: too many emails or requests) is "Try again later."; another 4xx is the
// request's own fault and gets its specific message.
import { ApiError } from '../../../lib/api-error';

/** True when the same request may succeed later: the server's or the network's failure, or a rate limit. */
export function isServerFailure(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;
}
