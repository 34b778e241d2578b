// Transaction history (issue 29 §1; docs/pnl.md "Transactions"): rows stored once per account, source and source id,
// the transactions view's pages, every row of a user for the cost-basis engine, the cost-basis method setting, and the
// per-account sync state with its lease (one run per account at a time, whichever process runs it).
import { and, asc, desc, eq, getTableColumns, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { pnlSettings, portfolios, transactionHistoryVersions, transactionSyncs, transactions } from '../db/schema';
import type { PortfolioRow } from './portfolios';

/** A stored transaction as the views read it (without the engine's `ledgerLine`). */
export type TransactionRow = Omit<typeof transactions.$inferSelect, 'ledgerLine'>;
const { ledgerLine: _ledgerLine, ...VIEW_COLUMNS } = getTableColumns(transactions);
export type NewTransaction = Omit<typeof transactions.$inferInsert, 'id' | 'createdAt'>;

/** Rows per insert statement, sent as one JSON parameter. */
const INSERT_BATCH = 10_000;

const COLUMNS = sql.raw(`user_id, portfolio_id, account, source, source_id, time, chain, direction, asset, amount,
  counter_asset, counter_amount, fee_asset, fee_amount, usd_value, usd_from, counterparty, tx_hash`);
const RECORD = sql.raw(`user_id text, portfolio_id uuid, account text, source text, source_id text, time timestamptz,
  chain text, direction text, asset text, amount numeric, counter_asset text, counter_amount numeric, fee_asset text,
  fee_amount numeric, usd_value numeric, usd_from text, counterparty text, tx_hash text`);

const recordOf = (row: NewTransaction) => ({
  user_id: row.userId,
  portfolio_id: row.portfolioId ?? null,
  account: row.account,
  source: row.source,
  source_id: row.sourceId,
  time: row.time.toISOString(),
  chain: row.chain,
  direction: row.direction,
  asset: row.asset,
  amount: row.amount,
  counter_asset: row.counterAsset ?? null,
  counter_amount: row.counterAmount ?? null,
  fee_asset: row.feeAsset ?? null,
  fee_amount: row.feeAmount ?? null,
  usd_value: row.usdValue ?? null,
  usd_from: row.usdFrom ?? null,
  counterparty: row.counterparty ?? null,
  tx_hash: row.txHash ?? null,
});

/**
 * Stores the rows not stored yet (same user, account, source and source id): re-reading or re-importing a history
 * adds nothing. The rows go as one JSON parameter per 10,000 (json_to_recordset): a 100,000-row import took 9 s as 18
 * parameters a row, about 2 s this way. Each batch is one statement, so it is stored whole or not at all; batches are
 * not wrapped in one transaction, so on the embedded database other requests run between them, and a failure keeps
 * the batches before it — a retry adds only what is missing. Returns how many were new.
 */
export async function insertTransactions(db: Database, rows: readonly NewTransaction[]): Promise<number> {
  let added = 0;
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const json = JSON.stringify(rows.slice(start, start + INSERT_BATCH).map(recordOf));
    const result = await db.execute(sql`
      with added as (
        insert into ${transactions} (${COLUMNS})
        select ${COLUMNS} from json_to_recordset(${json}::json) as r(${RECORD})
        on conflict do nothing returning 1)
      select count(*)::int as added from added`);
    added += Number((result as { rows: { added: number }[] }).rows[0]?.added ?? 0);
  }
  return added;
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
    const ids = JSON.stringify(sourceIds.slice(start, start + INSERT_BATCH));
    const rows = await db
      .select({ sourceId: transactions.sourceId })
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, userId),
          eq(transactions.account, account),
          eq(transactions.source, source),
          sql`${transactions.sourceId} in (select json_array_elements_text(${ids}::json))`,
        ),
      );
    for (const row of rows) out.add(row.sourceId);
  }
  return out;
}

/**
 * What changes whenever a user's history does: the counter a trigger moves on every statement writing their
 * transactions (migration 0022), one key read. The cached PnL is kept while it is the same.
 */
export async function historyVersion(db: Database, userId: string): Promise<string> {
  const [row] = await db
    .select({ version: transactionHistoryVersions.version })
    .from(transactionHistoryVersions)
    .where(eq(transactionHistoryVersions.userId, userId));
  return String(row?.version ?? 0);
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
    .select(VIEW_COLUMNS)
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
 * Takes the account's sync lease until `leaseUntil` for the run `runId` when no run holds it (none yet, or its lease
 * ran out: a process that died mid-run). One statement, so two processes cannot both take it. Returns the row (with
 * the cursor to go on from) or null when another run holds the lease.
 */
export async function claimSync(
  db: Database,
  portfolioId: string,
  runId: string,
  now: Date,
  leaseUntil: Date,
): Promise<SyncRow | null> {
  await db.insert(transactionSyncs).values({ portfolioId }).onConflictDoNothing();
  const [row] = await db
    .update(transactionSyncs)
    .set({ status: 'running', leaseUntil, runId, startedAt: now, error: null })
    .where(
      and(
        eq(transactionSyncs.portfolioId, portfolioId),
        or(isNull(transactionSyncs.leaseUntil), lt(transactionSyncs.leaseUntil, now)),
      ),
    )
    .returning();
  return row ?? null;
}

const heldBy = (portfolioId: string, runId: string) =>
  and(eq(transactionSyncs.portfolioId, portfolioId), eq(transactionSyncs.runId, runId));

/** The run still holds the lease: it is extended. false when another run took the account over. */
export async function extendSync(db: Database, portfolioId: string, runId: string, leaseUntil: Date): Promise<boolean> {
  const rows = await db
    .update(transactionSyncs)
    .set({ leaseUntil })
    .where(heldBy(portfolioId, runId))
    .returning({ id: transactionSyncs.portfolioId });
  return rows.length > 0;
}

/** A page was stored: the cursor moves on and the lease is extended, in one statement, if the run still holds it. */
export async function saveSyncPage(
  db: Database,
  portfolioId: string,
  runId: string,
  cursor: string | null,
  stored: number,
  leaseUntil: Date,
): Promise<boolean> {
  const rows = await db
    .update(transactionSyncs)
    .set({ cursor, stored: sql`${transactionSyncs.stored} + ${stored}`, leaseUntil })
    .where(heldBy(portfolioId, runId))
    .returning({ id: transactionSyncs.portfolioId });
  return rows.length > 0;
}

/**
 * The run ended and releases the lease: `done` (read to the end), `failed` with a message safe to show, or `more`
 * (stopped before the end — a page limit, the process stopping — with a note): left unfinished so the next run of the
 * job takes it first. Only the run holding the lease may end it.
 */
export async function endSync(
  db: Database,
  portfolioId: string,
  runId: string,
  now: Date,
  outcome: { status: 'done' } | { status: 'failed' | 'more'; note: string },
): Promise<void> {
  const more = outcome.status === 'more';
  await db
    .update(transactionSyncs)
    .set({
      status: more ? 'idle' : outcome.status,
      error: outcome.status === 'done' ? null : outcome.note,
      finishedAt: more ? null : now,
      leaseUntil: null,
      runId: null,
    })
    .where(heldBy(portfolioId, runId));
}

export function syncStates(db: Database, portfolioIds: readonly string[]): Promise<SyncRow[]> {
  if (portfolioIds.length === 0) return Promise.resolve([]);
  return db.select().from(transactionSyncs).where(inArray(transactionSyncs.portfolioId, portfolioIds));
}

/**
 * Portfolios whose history is due a sync: never read, or last read before `before`, and held by no run now. The
 * never-read first, then the oldest.
 */
export async function historySyncsDue(db: Database, before: Date, now: Date, limit: number): Promise<PortfolioRow[]> {
  const rows = await db
    .select({ portfolio: portfolios })
    .from(portfolios)
    .leftJoin(transactionSyncs, eq(transactionSyncs.portfolioId, portfolios.id))
    .where(
      and(
        or(isNull(transactionSyncs.finishedAt), lt(transactionSyncs.finishedAt, before)),
        or(isNull(transactionSyncs.leaseUntil), lt(transactionSyncs.leaseUntil, now)),
      ),
    )
    .orderBy(sql`${transactionSyncs.finishedAt} nulls first`, asc(portfolios.createdAt))
    .limit(limit);
  return rows.map((row) => row.portfolio);
}
