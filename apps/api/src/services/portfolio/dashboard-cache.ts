// The dashboard per user, kept for the spec's 30 s (§9 "Cache time 30 s (dashboard)"), so a burst of reads costs one
// sync and one aggregation: concurrent requests share the one in flight. The cache is bounded whatever the callers
// send (issue 8 §13): one entry per user holds the computation, which does not depend on `min`; each `min` asked is
// only a view of it (the dust filter and the JSON text sent), at most MAX_VIEWS per user, the oldest dropped. Expired
// entries are swept as the cache is used, and past `maxUsers` the least recently read user goes. Any change to the
// user's portfolios drops their entry.
// The computation lives in the shared cache (services/shared-cache.ts): this process's memory, or Redis with
// REDIS_URL, where every API process reads the same one and an invalidation in one is seen by all at once; the views
// are per process, rebuilt when the computation's version changes. A read costs one Redis round trip.
// Other figures of the user's portfolios are kept the same way in the same group (`entry`): the plan (the feature
// checks of X-Ray's routes, docs/xray.md "Who sees the alerts") and GET /api/me's portfolio part; each lags the KRL
// held by at most the same 30 s and any change that drops the dashboard drops them.
import { type CacheKey, jsonCodec, MemorySharedCache, NearCache, type SharedCache } from '../shared-cache';

/** Distinct `min` views kept per user: the web app asks two (0.01 on the dashboard, 0 in SmartFolio). */
export const MAX_VIEWS = 4;

interface Local<B, T> {
  base: B;
  views: Map<number, T>;
}

const keyOf = (userId: string): CacheKey => ({ group: `dashboard:${userId}`, name: 'base' });
const entryKeyOf = (userId: string, name: string): CacheKey => ({ group: `dashboard:${userId}`, name });
/** The names `entry` is called with. */
export type DashboardEntry = 'plan' | 'me';

export class DashboardCache<B = unknown, T = string> {
  private readonly shared: SharedCache;
  private readonly near: NearCache<B, Local<B, T>>;
  private readonly entries = new Map<DashboardEntry, NearCache<unknown, unknown>>();
  private readonly ttlMs: number;
  private readonly maxUsers: number;

  /** `shared`: the processes' shared cache (Redis); without it, one in this process's memory. */
  constructor(ttlMs = 30_000, maxUsers = 10_000, shared?: SharedCache | null) {
    this.shared = shared ?? new MemorySharedCache(maxUsers, ttlMs);
    this.near = new NearCache(this.shared, {
      codec: jsonCodec<B>(),
      ttlMs,
      maxKeys: maxUsers,
      toLocal: (base) => ({ base, views: new Map() }),
    });
    this.ttlMs = ttlMs;
    this.maxUsers = maxUsers;
  }

  /**
   * The user's answer for `min`: `render` of the user's computation, itself `compute()`'s, shared with every caller
   * until it expires; failures are not kept.
   */
  async get(userId: string, min: number, now: number, compute: () => Promise<B>, render: (base: B) => T): Promise<T> {
    const entry = await this.near.read(keyOf(userId), now, compute);
    const cached = entry.views.get(min);
    if (cached !== undefined) return cached;
    const view = render(entry.base);
    if (entry.views.size >= MAX_VIEWS) entry.views.delete(entry.views.keys().next().value ?? 0);
    entry.views.set(min, view);
    return view;
  }

  /** The user's computation alone (Agent K's portfolio tools read the same figures as the dashboard). */
  async base(userId: string, now: number, compute: () => Promise<B>): Promise<B> {
    return (await this.near.read(keyOf(userId), now, compute)).base;
  }

  /**
   * The user's plan id, `compute()`'s, kept as long as the computation (at most the TTL after the KRL held changed) and
   * dropped with it; concurrent callers share one computation, failures are not kept.
   */
  plan(userId: string, now: number, compute: () => Promise<string>): Promise<string> {
    return this.entry('plan', userId, now, compute);
  }

  /** Another figure of the user's portfolios (JSON), kept and dropped like the plan. */
  entry<V>(name: DashboardEntry, userId: string, now: number, compute: () => Promise<V>): Promise<V> {
    let cache = this.entries.get(name);
    if (!cache) {
      const options = {
        codec: jsonCodec<unknown>(),
        ttlMs: this.ttlMs,
        maxKeys: this.maxUsers,
        toLocal: (value: unknown) => value,
      };
      this.entries.set(name, (cache = new NearCache(this.shared, options)));
    }
    return cache.read(entryKeyOf(userId, name), now, compute) as Promise<V>;
  }

  /**
   * Drops the user's entry; with Redis, for every process, once the promise settles (await it before answering the
   * change). Done at once in memory. Never rejects.
   */
  invalidate(userId: string): Promise<void> {
    this.near.forget(keyOf(userId));
    for (const [name, cache] of this.entries) cache.forget(entryKeyOf(userId, name));
    return this.shared.invalidate(keyOf(userId).group);
  }

  /** What this process holds: users and their `min` views (for tests and diagnostics). */
  size(): { users: number; views: number } {
    let views = 0;
    for (const entry of this.near.locals()) views += entry.views.size;
    return { users: this.near.size, views };
  }
}
