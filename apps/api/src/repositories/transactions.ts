// Transaction history (issue 29 §1; docs/pnl.md "Transactions"): rows stored once per account, source and source id,
// the transactions view's pages, every row of a user for the cost-basis engine, the cost-basis method setting, and the
// per-account sync state with its lease (one run per account at a time, whichever process runs it).
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { pnlSettings, transactionSyncs, transactions } from '../db/schema';

export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransaction = Omit<typeof transactions.$inferInsert, 'id' | 'createdAt'>;

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters (18 columns a row). */
const INSERT_BATCH = 1_000;

/**
 * Stores the rows not stored yet (same user, account, source and source id): re-reading or re-importing a history
 * adds nothing. One transaction: a failure stores none of them. Returns how many were new.
 */
export async function insertTransactions(db: Database, rows: readonly NewTransaction[]): Promise<number> {
  if (rows.length === 0) return 0;
  return db.transaction(async (tx) => {
    let added = 0;
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      const inserted = await tx
        .insert(transactions)
        .values(rows.slice(start, start + INSERT_BATCH))
        .onConflictDoNothing()
        .returning({ id: transactions.id });
      added += inserted.length;
    }
    return added;
  });
}

/** Of `sourceIds` (of one account and source), those already stored: an import's preview counts them. */
export async function storedSourceIds(
  db: Database,
  userId: string,
  account: string,
  source: string,
  sourceIds: readonly string[],
): Promise<Set<string>> {
  const out = new Set<string>();
  for (let start = 0; start < sourceIds.length; start += INSERT_BATCH) {
    const rows = await db
      .select({ sourceId: transactions.sourceId })
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, userId),
          eq(transactions.account, account),
          eq(transactions.source, source),
          inArray(transactions.sourceId, sourceIds.slice(start, start + INSERT_BATCH)),
        ),
      );
    for (const row of rows) out.add(row.sourceId);
  }
  return out;
}

/** Every transaction of a user, oldest first (ties by source id, so the engine's order is stable). */
export function userTransactions(db: Database, userId: string): Promise<TransactionRow[]> {
  return db
    .select()
    .from(transactions)
    .where(eq(transactions.userId, userId))
    .orderBy(asc(transactions.time), asc(transactions.sourceId));
}

/** What changes whenever a user's history does: the cached PnL is kept while it is the same. */
export async function historyVersion(db: Database, userId: string): Promise<string> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, last: sql<string | null>`max(${transactions.createdAt})::text` })
    .from(transactions)
    .where(eq(transactions.userId, userId));
  return `${row?.count ?? 0}:${row?.last ?? ''}`;
}

export interface TransactionFilter {
  account?: string | undefined;
  asset?: string | undefined;
  direction?: TransactionRow['direction'] | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** Where a page ends: the last row's time and id, newest first. */
export interface PageCursor {
  time: Date;
  id: string;
}

/** One page of the transactions view, newest first. */
export function transactionsPage(
  db: Database,
  userId: string,
  filter: TransactionFilter,
  after: PageCursor | null,
  limit: number,
): Promise<TransactionRow[]> {
  return db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        filter.account === undefined ? undefined : eq(transactions.account, filter.account),
        filter.asset === undefined ? undefined : eq(transactions.asset, filter.asset),
        filter.direction === undefined ? undefined : eq(transactions.direction, filter.direction),
        filter.from === undefined ? undefined : gte(transactions.time, filter.from),
        filter.to === undefined ? undefined : lte(transactions.time, filter.to),
        after === null
          ? undefined
          : or(lt(transactions.time, after.time), and(eq(transactions.time, after.time), lt(transactions.id, after.id))),
      ),
    )
    .orderBy(desc(transactions.time), desc(transactions.id))
    .limit(limit);
}

export async function pnlMethodOf(db: Database, userId: string): Promise<string> {
  const [row] = await db.select({ method: pnlSettings.method }).from(pnlSettings).where(eq(pnlSettings.userId, userId));
  return row?.method ?? 'fifo';
}

export async function setPnlMethod(db: Database, userId: string, method: string, now: Date): Promise<void> {
  await db
    .insert(pnlSettings)
    .values({ userId, method, updatedAt: now })
    .onConflictDoUpdate({ target: pnlSettings.userId, set: { method, updatedAt: now } });
}

export type SyncRow = typeof transactionSyncs.$inferSelect;

/**
 * Takes the account's sync lease until `leaseUntil` when no run holds it (none yet, or its lease ran out: a process
 * that died mid-run). One statement, so two processes cannot both take it. Returns the row (with the cursor to go on
 * from) or null when another run holds the lease.
 */
export async function claimSync(db: Database, portfolioId: string, now: Date, leaseUntil: Date): Promise<SyncRow | null> {
  await db.insert(transactionSyncs).values({ portfolioId }).onConflictDoNothing();
  const [row] = await db
    .update(transactionSyncs)
    .set({ status: 'running', leaseUntil, startedAt: now, error: null })
    .where(
      and(
        eq(transactionSyncs.portfolioId, portfolioId),
        or(isNull(transactionSyncs.leaseUntil), lt(transactionSyncs.leaseUntil, now)),
      ),
    )
    .returning();
  return row ?? null;
}

/** A page was stored: the cursor moves on and the lease is extended, in one statement. */
export async function saveSyncPage(
  db: Database,
  portfolioId: string,
  cursor: string | null,
  stored: number,
  leaseUntil: Date,
): Promise<void> {
  await db
    .update(transactionSyncs)
    .set({ cursor, stored: sql`${transactionSyncs.stored} + ${stored}`, leaseUntil })
    .where(eq(transactionSyncs.portfolioId, portfolioId));
}

/** The run ended: read to the end (`error` null) or failed with a message safe to show; the lease is released. */
export async function endSync(db: Database, portfolioId: string, now: Date, error: string | null): Promise<void> {
  await db
    .update(transactionSyncs)
    .set({ status: error === null ? 'done' : 'failed', error, finishedAt: now, leaseUntil: null })
    .where(eq(transactionSyncs.portfolioId, portfolioId));
}

export function syncStates(db: Database, portfolioIds: readonly string[]): Promise<SyncRow[]> {
  if (portfolioIds.length === 0) return Promise.resolve([]);
  return db.select().from(transactionSyncs).where(inArray(transactionSyncs.portfolioId, portfolioIds));
}
