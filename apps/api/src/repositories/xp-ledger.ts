// The XP ledger (issue 13 §1 "every grant with its source") and the users.xp it sums to: a grant writes its ledger row
// and adds to users.xp in the caller's transaction, so users.xp is always the sum of the user's ledger. Also the
// ranking reads: the top is an index scan of users_xp (xp desc, id); one's rank sums xp_counts, the users per xp value
// that a trigger keeps with every change of users.xp (docs/rewards.md "Ranking").
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { XpLedgerEntry } from '@k3/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { preparedRead } from '../db/prepared';
import { users, xpBandCounts, xpCounts, xpFineCounts, xpLedger } from '../db/schema';

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
/** The width of a fine band in xp_fine_counts (migration 0019); XP_BAND is a multiple of it. */
export const XP_FINE_BAND = 32;

/** The integers from `from` to `to`, both included (none when `to` < `from`). */
const span = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);

/**
 * Users with more xp than `xp`, from the counts a trigger keeps: the bands above xp's band, the fine bands above xp's
 * fine band within its band, and the values above xp within its fine band — at most 31 keys each beyond the bands,
 * whatever the number of users, summed in one statement (answered from memory on PGlite while nothing was written:
 * db/read-cache.ts). The keys are sent as lists (`= any`), not ranges: the
 * statement is prepared once (db/pglite-named.ts on PGlite) and PostgreSQL's plan for a list of keys is the same
 * whatever the values, so it keeps one plan instead of planning each call again, as it does for a range.
 */
export async function countAbove(db: Database, xp: number): Promise<number> {
  const band = Math.floor(xp / XP_BAND);
  const fine = Math.floor(xp / XP_FINE_BAND);
  const [row] = await countAboveQuery(db).execute({
    band,
    fines: span(fine + 1, (band + 1) * (XP_BAND / XP_FINE_BAND) - 1),
    values: span(xp + 1, (fine + 1) * XP_FINE_BAND - 1),
  });
  return Number(row?.n ?? 0);
}

const countAboveQuery = preparedRead('count_above', (db) => {
  const sum = (column: AnyPgColumn) => sql`coalesce(sum(${column}), 0)`;
  const bands = db
    .select({ n: sum(xpBandCounts.users) })
    .from(xpBandCounts)
    .where(gt(xpBandCounts.band, sql.placeholder('band')));
  const fines = db
    .select({ n: sum(xpFineCounts.users) })
    .from(xpFineCounts)
    .where(sql`${xpFineCounts.fine} = any(${sql.placeholder('fines')}::int[])`);
  const values = db
    .select({ n: sum(xpCounts.users) })
    .from(xpCounts)
    .where(sql`${xpCounts.xp} = any(${sql.placeholder('values')}::int[])`);
  return db
    .select({ n: sql<number>`((${bands}) + (${fines}) + (${values}))::int` })
    .from(sql`(select 1) as one`)
    .prepare('count_above');
});
