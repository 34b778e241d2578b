// The in-memory dashboard cache: one computation shared by concurrent readers, kept 30 s, dropped on change,
// failures not kept.
import type { Dashboard } from '@k3/shared';
import { describe, expect, it } from 'vitest';
import { DashboardCache } from '../../src/services/portfolio/dashboard-cache';

const dashboard = (total: number) => ({ total }) as Dashboard;

describe('DashboardCache', () => {
  it('shares one computation between concurrent readers and keeps it until it expires', async () => {
    const cache = new DashboardCache<Dashboard>(30_000);
    let runs = 0;
    const compute = () => Promise.resolve(dashboard(++runs));
    const [a, b] = await Promise.all([cache.get('u', 0.01, 0, compute), cache.get('u', 0.01, 10, compute)]);
    expect(a).toBe(b);
    expect(runs).toBe(1);
    expect((await cache.get('u', 0.01, 29_999, compute)).total).toBe(1);
    expect((await cache.get('u', 0.01, 30_000, compute)).total).toBe(2);
    expect((await cache.get('u', 0, 30_000, compute)).total).toBe(3);
  });

  it('drops a user’s entries on change, and never keeps a failure', async () => {
    const cache = new DashboardCache<Dashboard>(30_000);
    let runs = 0;
    await cache.get('u', 0.01, 0, () => Promise.resolve(dashboard(++runs)));
    cache.invalidate('u');
    expect((await cache.get('u', 0.01, 1, () => Promise.resolve(dashboard(++runs)))).total).toBe(2);

    await expect(cache.get('v', 0.01, 0, () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await cache.get('v', 0.01, 1, () => Promise.resolve(dashboard(42)))).total).toBe(42);
  });

  it('forgets the oldest user beyond its capacity', async () => {
    const cache = new DashboardCache<Dashboard>(30_000, 2);
    let runs = 0;
    const compute = () => Promise.resolve(dashboard(++runs));
    await cache.get('a', 0.01, 0, compute);
    await cache.get('b', 0.01, 0, compute);
    await cache.get('c', 0.01, 0, compute);
    expect((await cache.get('a', 0.01, 0, compute)).total).toBe(4);
  });
});

describe('addDecimals', () => {
  it('adds decimal strings exactly', async () => {
    const { addDecimals } = await import('../../src/services/portfolio/decimal');
    expect(addDecimals('0.1', '0.2')).toBe('0.3');
    expect(addDecimals('1234.567891', '0.000000000000000001')).toBe('1234.567891000000000001');
    expect(addDecimals('999', '1')).toBe('1000');
    expect(addDecimals('0.5', '0.5')).toBe('1');
    expect(addDecimals('12', '0.05')).toBe('12.05');
  });
});
