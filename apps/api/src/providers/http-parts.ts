// The HTTP layer's parts that stand apart from any request (providers/http.ts): the injectable clock, the typed
// ProviderError every adapter catches, and the per-provider FIFO rate limiter, whose wait a stop cuts.
import { setTimeout as delay } from 'node:timers/promises';
import { abortable, reasonOf } from '../stop-signal';
/** Time source and sleep, injectable so tests assert on requested waits instead of waiting. */
export interface HttpClock {
  now(): number;
  /** A clock may ignore `signal`: the layer stops waiting on an abort anyway. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: HttpClock = {
  now: () => Date.now(),
  // With the signal, an abort also clears the timer.
  sleep: (ms, signal) => delay(ms, undefined, signal ? { signal } : {}),
};

/** `aborted`: the work the call ran for was stopped (K3 stopping), not a fault of the provider. */
export type ProviderErrorKind = 'timeout' | 'network' | 'http' | 'invalid-response' | 'aborted';

/** A provider call failed. `retryable` says whether a later attempt may succeed (timeouts, network, 429, 5xx). */
export class ProviderError extends Error {
  override name = 'ProviderError';
  readonly provider: string;
  /** HTTP status, null when no response arrived. */
  readonly status: number | null;
  readonly retryable: boolean;
  readonly kind: ProviderErrorKind;
  /** The wait the server asked for (Retry-After), in ms, when it gave one. */
  readonly retryAfterMs: number | null;

  constructor(
    message: string,
    details: {
      provider: string;
      status: number | null;
      retryable: boolean;
      kind: ProviderErrorKind;
      retryAfterMs?: number | null;
    },
  ) {
    super(message);
    this.provider = details.provider;
    this.status = details.status;
    this.retryable = details.retryable;
    this.kind = details.kind;
    this.retryAfterMs = details.retryAfterMs ?? null;
  }
}

/** Reserves one slot per call, in call order, at least `intervalMs` apart; shared by clients of one provider. */
export interface RateLimiter {
  /** Rejects with the signal's reason when it is aborted during the wait. */
  acquire(signal?: AbortSignal): Promise<void>;
}

export function createRateLimiter(intervalMs: number, clock: HttpClock = systemClock): RateLimiter {
  let next = Number.NEGATIVE_INFINITY;
  return {
    async acquire(signal) {
      if (signal?.aborted) throw reasonOf(signal);
      if (intervalMs <= 0) return;
      const now = clock.now();
      // The slot is reserved synchronously, so callers are served first in, first out whatever their waits.
      const slot = Math.max(now, next);
      next = slot + intervalMs;
      if (slot > now) await abortable(clock.sleep(slot - now, signal), signal);
    },
  };
}

const sharedLimiters = new Map<string, RateLimiter>();

/**
 * One limiter per key for the whole process: the clients that call one host (an explorer instance read for tokens,
 * X-Ray's counts and histories; CoinGecko read for prices, prices by contract and project profiles) share its pace.
 * The first caller's interval sets it.
 */
export function sharedRateLimiter(key: string, intervalMs: number): RateLimiter {
  let limiter = sharedLimiters.get(key);
  if (!limiter) {
    limiter = createRateLimiter(intervalMs);
    sharedLimiters.set(key, limiter);
  }
  return limiter;
}

/** Blockscout's keyless allowance is 3 to 5 calls a second per IP: K3 keeps to 2 a second per instance, all clients together. */
export const BLOCKSCOUT_INTERVAL_MS = 500;

/** The shared limiter of an explorer instance, unless a test clock drives its client (then the client keeps its own). */
export function explorerLimiter(baseUrl: string, clock: HttpClock | undefined): RateLimiter | undefined {
  return clock ? undefined : sharedRateLimiter(`blockscout:${new URL(baseUrl).origin}`, BLOCKSCOUT_INTERVAL_MS);
}
