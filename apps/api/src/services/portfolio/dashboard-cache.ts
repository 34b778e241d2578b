// The dashboard per user, kept in memory for the spec's 30 s (§9 "Cache time 30 s (dashboard)"), so a burst of reads
// costs one sync, one aggregation and one serialisation: concurrent requests share the one in flight, and the body
// is kept as the JSON text sent. Any change to the user's portfolios drops their entries. Per process: several API
// instances each keep their own (docs/portfolio.md).

interface Entry<T> {
  expiresAt: number;
  value: Promise<T>;
}

export class DashboardCache<T = string> {
  private readonly users = new Map<string, Map<number, Entry<T>>>();

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxUsers = 10_000,
  ) {}

  /** The cached dashboard, or `compute()`'s, shared with every caller until it expires; failures are not kept. */
  get(userId: string, min: number, now: number, compute: () => Promise<T>): Promise<T> {
    let entries = this.users.get(userId);
    const cached = entries?.get(min);
    if (cached && cached.expiresAt > now) return cached.value;
    if (!entries) {
      if (this.users.size >= this.maxUsers) this.users.delete(this.users.keys().next().value ?? '');
      entries = new Map();
      this.users.set(userId, entries);
    }
    const value = compute();
    const entry = { expiresAt: now + this.ttlMs, value };
    entries.set(min, entry);
    value.catch(() => {
      if (this.users.get(userId)?.get(min) === entry) this.users.get(userId)?.delete(min);
    });
    return value;
  }

  invalidate(userId: string): void {
    this.users.delete(userId);
  }
}
