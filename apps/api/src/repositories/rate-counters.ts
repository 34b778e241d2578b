// Data access for the shared fixed-window counters (issue 8 §4): one atomic upsert increments a key's counter in its
// current window and returns the new count, so "check the limit" and "count this hit" are one statement that every
// API process agrees on. Rows are swept once their window has passed.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateCounters } from '../db/schema';

/** Start of the fixed window of `windowMs` that holds `now` (windows are aligned on the epoch). */
export function windowStartOf(now: Date, windowMs: number): Date {
  return new Date(now.getTime() - (now.getTime() % windowMs));
}

/** Adds one hit to `key` in the window holding `now`; returns the count including this hit. */
export async function hitCounter(db: Database, key: string, windowMs: number, now: Date): Promise<number> {
  const windowStart = windowStartOf(now, windowMs);
  const [row] = await db
    .insert(rateCounters)
    .values({ key, windowStart, hits: 1, expiresAt: new Date(windowStart.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: [rateCounters.key, rateCounters.windowStart],
      set: { hits: sql`${rateCounters.hits} + 1` },
    })
    .returning({ hits: rateCounters.hits });
  return row?.hits ?? 1;
}

/** The hits of `key` in the window holding `now`, without adding one. */
export async function readCounter(db: Database, key: string, windowMs: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ hits: rateCounters.hits })
    .from(rateCounters)
    .where(and(eq(rateCounters.key, key), eq(rateCounters.windowStart, windowStartOf(now, windowMs))));
  return row?.hits ?? 0;
}

/** Takes back one hit (a success that must not count as a failure). */
export async function refundCounter(db: Database, key: string, windowMs: number, now: Date): Promise<void> {
  await db
    .update(rateCounters)
    .set({ hits: sql`greatest(${rateCounters.hits} - 1, 0)` })
    .where(and(eq(rateCounters.key, key), eq(rateCounters.windowStart, windowStartOf(now, windowMs))));
}

export async function deleteExpiredCounters(db: Database, now: Date): Promise<void> {
  await db.delete(rateCounters).where(lte(rateCounters.expiresAt, now));
}
