// Counts failed login-code redemptions per IP in a sliding 60 s window (issue 3 §1: more than 10 failures a minute
// → 429). Only failures count, so a user redeeming good codes is never limited. Behind an interface so a Redis-backed
// counter can replace the in-memory one when several API processes share the load (ARCHITECTURE.md "Scale").
export interface FailureCounter {
  /** Failures recorded for `key` within the window ending at `now`. */
  count(key: string, now: Date): number;
  record(key: string, now: Date): void;
}

export const FAILURE_WINDOW_MS = 60_000;

export class MemoryFailureCounter implements FailureCounter {
  private readonly failures = new Map<string, number[]>();
  private lastSweep = 0;

  count(key: string, now: Date): number {
    return this.recent(key, now).length;
  }

  record(key: string, now: Date): void {
    this.failures.set(key, [...this.recent(key, now), now.getTime()]);
    this.sweep(now);
  }

  private recent(key: string, now: Date): number[] {
    const since = now.getTime() - FAILURE_WINDOW_MS;
    return (this.failures.get(key) ?? []).filter((at) => at > since);
  }

  /** Drops idle keys once a window so the map cannot grow without bound. */
  private sweep(now: Date): void {
    if (now.getTime() - this.lastSweep < FAILURE_WINDOW_MS) return;
    this.lastSweep = now.getTime();
    for (const key of [...this.failures.keys()]) {
      if (this.recent(key, now).length === 0) this.failures.delete(key);
    }
  }
}
