// Limits that must hold across requests and processes (issue 8 §4, §5, §7; docs/architecture.md "Scale"): per-key
// fixed-window counters in the database behind one interface, so a Redis-backed implementation can replace it.
// `take` counts the attempt and says whether it is still within the limit in one atomic step: of N parallel
// attempts against a limit L, exactly max(N - L, 0) are refused, whatever the interleaving.
import type { Database } from '../db/client';
import { deleteExpiredCounters, hitCounter, readCounter, refundCounter } from '../repositories/rate-counters';

export interface Limiter {
  /** Counts one attempt on `key`; false when that attempt is past `limit` in the current window of `windowMs`. */
  take(key: string, limit: number, windowMs: number, now: Date): Promise<boolean>;
  /** Attempts already counted on `key` in the current window. */
  used(key: string, windowMs: number, now: Date): Promise<number>;
  /** Gives one attempt back (the attempt turned out not to count, e.g. a correct code). */
  refund(key: string, windowMs: number, now: Date): Promise<void>;
}

/** Expired windows are swept at most this often, by whichever call comes first. */
const SWEEP_EVERY_MS = 60_000;

export class DatabaseLimiter implements Limiter {
  private lastSweep = 0;

  constructor(private readonly db: Database) {}

  async take(key: string, limit: number, windowMs: number, now: Date): Promise<boolean> {
    await this.sweep(now);
    return (await hitCounter(this.db, key, windowMs, now)) <= limit;
  }

  used(key: string, windowMs: number, now: Date): Promise<number> {
    return readCounter(this.db, key, windowMs, now);
  }

  refund(key: string, windowMs: number, now: Date): Promise<void> {
    return refundCounter(this.db, key, windowMs, now);
  }

  private async sweep(now: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now.getTime();
    await deleteExpiredCounters(this.db, now);
  }
}
