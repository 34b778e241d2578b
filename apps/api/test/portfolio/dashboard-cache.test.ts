// The in-memory dashboard cache: one computation per user shared by concurrent readers and by every `min`, kept 30 s,
// dropped on change, failures not kept, and bounded whatever `min` values callers send (issue 8 §13).
import { describe, expect, it } from 'vitest';
import { DashboardCache, MAX_VIEWS } from '../../src/services/portfolio/dashboard-cache';

/** A computation counting its runs; each view renders the run number and the `min` it was asked for. */
function counted() {
  let runs = 0;
  return {
    compute: () => Promise.resolve(++runs),
    view: (min: number) => (run: number) => `run ${run} min ${min}`,
    runs: () => runs,
  };
}

describe('DashboardCache', () => {
  it('shares one computation between concurrent readers and keeps it until it expires', async () => {
    const cache = new DashboardCache<number>(30_000);
    const { compute, view, runs } = counted();
    const [a, b] = await Promise.all([
      cache.get('u', 0.01, 0, compute, view(0.01)),
      cache.get('u', 0.01, 10, compute, view(0.01)),
    ]);
    expect([a, b]).toEqual(['run 1 min 0.01', 'run 1 min 0.01']);
    expect(runs()).toBe(1);
    expect(await cache.get('u', 0.01, 29_999, compute, view(0.01))).toBe('run 1 min 0.01');
    // Another `min` is a view of the same computation.
    expect(await cache.get('u', 0, 29_999, compute, view(0))).toBe('run 1 min 0');
    expect(await cache.get('u', 0.01, 30_000, compute, view(0.01))).toBe('run 2 min 0.01');
    expect(runs()).toBe(2);
  });

  it('drops a user’s entry on change, and never keeps a failure', async () => {
    const cache = new DashboardCache<number>(30_000);
    const { compute, view } = counted();
    await cache.get('u', 0.01, 0, compute, view(0.01));
    await cache.invalidate('u');
    expect(await cache.get('u', 0.01, 1, compute, view(0.01))).toBe('run 2 min 0.01');

    await expect(cache.get('v', 0.01, 0, () => Promise.reject(new Error('db down')), view(0.01))).rejects.toThrow('db down');
    expect(await cache.get('v', 0.01, 1, () => Promise.resolve(42), view(0.01))).toBe('run 42 min 0.01');
  });

  it('keeps at most MAX_VIEWS `min` values per user, and computes once for a thousand distinct ones', async () => {
    const cache = new DashboardCache<number>(30_000);
    const { compute, view, runs } = counted();
    for (let index = 0; index < 1000; index += 1) {
      const min = index / 1000;
      expect(await cache.get('u', min, index, compute, view(min))).toBe(`run 1 min ${min}`);
      expect(cache.size().views).toBeLessThanOrEqual(MAX_VIEWS);
    }
    expect(runs()).toBe(1);
    expect(cache.size()).toEqual({ users: 1, views: MAX_VIEWS });
  });

  it('sweeps expired entries away and forgets the least recently read user beyond its capacity', async () => {
    const cache = new DashboardCache<number>(30_000, 2);
    const { compute, view } = counted();
    await cache.get('a', 0.01, 0, compute, view(0.01));
    await cache.get('b', 0.01, 0, compute, view(0.01));
    // Reading a again makes b the least recently read: c's arrival drops b, not a.
    await cache.get('a', 0.01, 1, compute, view(0.01));
    await cache.get('c', 0.01, 2, compute, view(0.01));
    expect(cache.size().users).toBe(2);
    expect(await cache.get('a', 0.01, 3, compute, view(0.01))).toBe('run 1 min 0.01');
    expect(await cache.get('b', 0.01, 3, compute, view(0.01))).toBe('run 4 min 0.01');

    // Once expired, every other user's entry goes when the cache is next used, whoever uses it.
    await cache.get('d', 0.01, 40_000, compute, view(0.01));
    expect(cache.size()).toEqual({ users: 1, views: 1 });
  });

  it('keeps a user’s plan for the same 30 s, drops it with the dashboard, and never keeps a failure', async () => {
    const cache = new DashboardCache<number>(30_000);
    let plan = 'shrimp';
    let runs = 0;
    const compute = () => {
      runs += 1;
      return Promise.resolve(plan);
    };
    const [a, b] = await Promise.all([cache.plan('u', 0, compute), cache.plan('u', 5, compute)]);
    expect([a, b, runs]).toEqual(['shrimp', 'shrimp', 1]);
    plan = 'free';
    expect(await cache.plan('u', 29_999, compute)).toBe('shrimp');
    expect(await cache.plan('u', 30_000, compute)).toBe('free');
    plan = 'lobster';
    await cache.invalidate('u');
    expect(await cache.plan('u', 30_001, compute)).toBe('lobster');

    await expect(cache.plan('v', 0, () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.plan('v', 1, compute)).toBe('lobster');
  });
});
