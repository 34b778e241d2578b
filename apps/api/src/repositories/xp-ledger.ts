// The XP ledger (issue 13 §1 "every grant with its source") and the users.xp it sums to: a grant writes its ledger row
// and adds to users.xp in the caller's transaction, so users.xp is always the sum of the user's ledger. Also the
// ranking reads: the top is an index scan of users_xp (xp desc, id); one's rank sums xp_counts, the users per xp value
// that a trigger keeps with every change of users.xp (docs/rewards.md "Ranking").
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { XpLedgerEntry } from '@k3/shared';
import type { Database } from '../db/client';
import { users, xpBandCounts, xpCounts, xpLedger } from '../db/schema';

export type XpLedgerRow = typeof xpLedger.$inferSelect;
export type XpSource = 'quest' | 'referral' | 'admin' | 'demo';

export async function insertLedger(
  db: Database,
  row: {
    userId: string;
    amount: number;
    kredits?: number;
    source: XpSource;
    questId?: string | null;
    period?: string | null;
    fromUserId?: string | null;
    at: Date;
  },
): Promise<XpLedgerRow> {
  const [inserted] = await db.insert(xpLedger).values(row).returning();
  if (!inserted) throw new Error('ledger row not written');
  return inserted;
}

/** Adds to users.xp (atomic `xp = xp + n`); the new total. */
export async function addXp(db: Database, userId: string, amount: number): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ xp: sql`${users.xp} + ${amount}::int` })
    .where(eq(users.id, userId))
    .returning({ xp: users.xp });
  if (!row) throw new Error(`user ${userId} not found`);
  return row.xp;
}

/** A ledger row as the API answers it (GET /api/me/xp-ledger, the admin console's ledger). */
export function toLedgerEntry(row: XpLedgerRow): XpLedgerEntry {
  return {
    id: row.id,
    amount: row.amount,
    kredits: row.kredits,
    // The column holds one of XP_SOURCES (XpSource); the response schema checks it again.
    source: row.source as XpLedgerEntry['source'],
    questId: row.questId,
    fromUserId: row.fromUserId,
    at: row.at.toISOString(),
  };
}

/** The user's newest grants first. */
export function listLedger(db: Database, userId: string, limit: number): Promise<XpLedgerRow[]> {
  return db.select().from(xpLedger).where(eq(xpLedger.userId, userId)).orderBy(desc(xpLedger.at), desc(xpLedger.id)).limit(limit);
}

/** Sum of the ledger's amounts for the user, optionally of one source and from one referred user. */
export async function ledgerSum(
  db: Database,
  userId: string,
  filter: { source?: XpSource; fromUserId?: string } = {},
): Promise<number> {
  const conditions = [eq(xpLedger.userId, userId)];
  if (filter.source) conditions.push(eq(xpLedger.source, filter.source));
  if (filter.fromUserId) conditions.push(eq(xpLedger.fromUserId, filter.fromUserId));
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${xpLedger.amount}), 0)::int` })
    .from(xpLedger)
    .where(and(...conditions));
  return Number(row?.total ?? 0);
}

export interface RankedUser {
  id: string;
  username: string | null;
  xp: number;
  isDemo: boolean;
}

/**
 * The top `limit` users with xp > 0, xp descending then id: read in the users_xp index order. `nulls last` is spelled
 * out because the index is (xp DESC NULLS LAST, id) and a bare DESC means NULLS FIRST, which the planner would not
 * match to the index (xp is never null, but the planner does not use that): it would sort the whole table instead.
 */
export function topByXp(db: Database, limit: number): Promise<RankedUser[]> {
  return db
    .select({ id: users.id, username: users.username, xp: users.xp, isDemo: users.isDemo })
    .from(users)
    .where(gt(users.xp, 0))
    .orderBy(sql`${users.xp} desc nulls last`, users.id)
    .limit(limit);
}

/** The width of an xp band in xp_band_counts (the trigger of migration 0009 divides by the same number). */
export const XP_BAND = 1024;

/**
 * Users with more xp than `xp`, from the counts a trigger keeps: the bands above xp's band, plus the values above xp
 * within its band — two short key ranges (at most XP_BAND values) whatever the number of users.
 */
export async function countAbove(db: Database, xp: number): Promise<number> {
  const band = Math.floor(xp / XP_BAND);
  const [bands] = await db
    .select({ n: sql<number>`coalesce(sum(${xpBandCounts.users}), 0)::int` })
    .from(xpBandCounts)
    .where(gt(xpBandCounts.band, band));
  const [values] = await db
    .select({ n: sql<number>`coalesce(sum(${xpCounts.users}), 0)::int` })
    .from(xpCounts)
    .where(and(gt(xpCounts.xp, xp), lt(xpCounts.xp, (band + 1) * XP_BAND)));
  return Number(bands?.n ?? 0) + Number(values?.n ?? 0);
}
