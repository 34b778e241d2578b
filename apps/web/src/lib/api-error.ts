// The error every failed API call raises (spec §7 "Non-200 responses raise the response message").
// Kept apart from the client so code that only inspects errors does not load the client and its schemas.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** Stable machine key from the body (`not_found`, `already_voted`, …), `network_error` when no answer came. */
    readonly error: string,
    message: string,
    /**
     * Extra fields some errors carry (quest errors: the quest's `url`, a cooldown's `nextAvailableAt`; a refusal's
     * `field`, its `reason` and the `params` its message names, to word it in the reader's language).
     */
    readonly details: {
      url?: string;
      nextAvailableAt?: string;
      field?: string;
      reason?: string;
      params?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
