// DatabaseLimiter (issue 8 §4, services/limits.ts) on the test database: counting and checking are one atomic step,
// so of N parallel attempts against a limit L exactly N - L are refused; windows are fixed and per key; a refund
// gives one attempt back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseLimiter } from '../src/services/limits';
import { createTestDatabase, type TestDatabase } from './helpers/build-test-app';

const MINUTE = 60_000;
/** The start of a fixed one-minute window (windows are aligned on the epoch). */
const WINDOW = new Date('2026-03-01T10:00:00Z');
const at = (ms: number) => new Date(WINDOW.getTime() + ms);

let database: TestDatabase;
let limiter: DatabaseLimiter;
beforeAll(async () => {
  database = await createTestDatabase();
  limiter = new DatabaseLimiter(database.handle.db);
});
afterAll(() => database.destroy());

describe('DatabaseLimiter', () => {
  it.each([
    [40, 10],
    [25, 1],
    [8, 8],
  ])('refuses exactly N - L of N = %i parallel takes against L = %i', async (n, limit) => {
    const key = `parallel:${n}:${limit}`;
    const taken = await Promise.all(Array.from({ length: n }, () => limiter.take(key, limit, MINUTE, at(1_000))));
    expect(taken.filter((ok) => !ok)).toHaveLength(n - limit);
    expect(await limiter.used(key, MINUTE, at(2_000))).toBe(n);
  });

  it('counts in fixed windows: full until the window ends, fresh from the next one', async () => {
    const key = 'fixed-window';
    for (let i = 0; i < 3; i++) expect(await limiter.take(key, 3, MINUTE, at(50_000))).toBe(true);
    expect(await limiter.take(key, 3, MINUTE, at(59_999))).toBe(false);
    expect(await limiter.take(key, 3, MINUTE, at(60_000))).toBe(true);
    expect(await limiter.used(key, MINUTE, at(60_001))).toBe(1);
  });

  it('keeps keys apart', async () => {
    expect(await limiter.take('key-a', 1, MINUTE, at(0))).toBe(true);
    expect(await limiter.take('key-a', 1, MINUTE, at(0))).toBe(false);
    expect(await limiter.take('key-b', 1, MINUTE, at(0))).toBe(true);
  });

  it('gives one attempt back on refund, never going below zero', async () => {
    const key = 'refund';
    expect(await limiter.take(key, 1, MINUTE, at(0))).toBe(true);
    await limiter.refund(key, MINUTE, at(0));
    expect(await limiter.take(key, 1, MINUTE, at(0))).toBe(true);
    expect(await limiter.take(key, 1, MINUTE, at(0))).toBe(false);
    await limiter.refund('never-taken', MINUTE, at(0));
    expect(await limiter.used('never-taken', MINUTE, at(0))).toBe(0);
    for (let i = 0; i < 3; i++) await limiter.refund(key, MINUTE, at(0));
    expect(await limiter.used(key, MINUTE, at(0))).toBe(0);
  });
});
