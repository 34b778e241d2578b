// The dashboard per user, kept in memory for the spec's 30 s (§9 "Cache time 30 s (dashboard)"), so a burst of reads
// costs one sync and one aggregation: concurrent requests share the one in flight. The cache is bounded whatever the
// callers send (issue 8 §13): one entry per user holds the computation, which does not depend on `min`; each `min`
// asked is only a view of it (the dust filter and the JSON text sent), at most MAX_VIEWS per user, the oldest
// dropped. Expired entries are swept as the cache is used, and past `maxUsers` the least recently read user goes.
// Any change to the user's portfolios drops their entry. Per process: several API instances each keep their own
// (docs/portfolio.md).

/** Distinct `min` views kept per user: the web app asks two (0.01 on the dashboard, 0 in SmartFolio). */
export const MAX_VIEWS = 4;

interface Entry<B, T> {
  expiresAt: number;
  base: Promise<B>;
  views: Map<number, T>;
}

export class DashboardCache<B = unknown, T = string> {
  private readonly users = new Map<string, Entry<B, T>>();
  private sweptAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxUsers = 10_000,
  ) {}

  /**
   * The user's answer for `min`: `render` of the user's computation, itself `compute()`'s, shared with every caller
   * until it expires; failures are not kept.
   */
  async get(userId: string, min: number, now: number, compute: () => Promise<B>, render: (base: B) => T): Promise<T> {
    const entry = this.entry(userId, now, compute);
    const base = await entry.base;
    const cached = entry.views.get(min);
    if (cached !== undefined) return cached;
    const view = render(base);
    if (entry.views.size >= MAX_VIEWS) entry.views.delete(entry.views.keys().next().value ?? 0);
    entry.views.set(min, view);
    return view;
  }

  /** The user's computation alone (Agent K's portfolio tools read the same figures as the dashboard). */
  base(userId: string, now: number, compute: () => Promise<B>): Promise<B> {
    return this.entry(userId, now, compute).base;
  }

  private entry(userId: string, now: number, compute: () => Promise<B>): Entry<B, T> {
    this.sweep(now);
    let entry = this.users.get(userId);
    if (entry && entry.expiresAt > now) {
      // Most recently read last, so the capacity limit drops the least recently read user.
      this.users.delete(userId);
      this.users.set(userId, entry);
    } else {
      if (!entry && this.users.size >= this.maxUsers) this.users.delete(this.users.keys().next().value ?? '');
      const created: Entry<B, T> = { expiresAt: now + this.ttlMs, base: compute(), views: new Map() };
      this.users.delete(userId);
      this.users.set(userId, created);
      created.base.catch(() => {
        if (this.users.get(userId) === created) this.users.delete(userId);
      });
      entry = created;
    }
    return entry;
  }

  invalidate(userId: string): void {
    this.users.delete(userId);
  }

  /** What is held: users and their `min` views (for tests and diagnostics). */
  size(): { users: number; views: number } {
    let views = 0;
    for (const entry of this.users.values()) views += entry.views.size;
    return { users: this.users.size, views };
  }

  /** Drops expired entries, at most once per TTL (a full pass over at most `maxUsers` entries). */
  private sweep(now: number): void {
    if (now - this.sweptAt < this.ttlMs) return;
    this.sweptAt = now;
    for (const [userId, entry] of this.users) if (entry.expiresAt <= now) this.users.delete(userId);
  }
}
