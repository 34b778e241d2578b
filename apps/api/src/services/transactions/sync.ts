// Reading a wallet's or exchange account's history into the transactions table (issue 29 §1 "Background sync";
// docs/pnl.md "Sync"). Page after page from the transactions port, each page stored (once per source id) together
// with the cursor after it, so a run cut short — a stop, a crash, a source failing — goes on from the last stored page
// next time. One run per account at a time, across processes: a lease in the database, extended with each page, that
// a dead process's run loses once it runs out.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import type { SourceTransaction, TransactionsPort } from '../../providers/transactions/port';
import type { PortfolioRow } from '../../repositories/portfolios';
import {
  claimSync,
  endSync,
  extendSync,
  insertTransactions,
  type NewTransaction,
  saveSyncPage,
} from '../../repositories/transactions';
import { currentAbortSignal, StopError } from '../../stop-signal';
import { portfolioTarget } from '../portfolio/sync';

/** A run holds its account this long past its last stored page; a run that died is taken over after it. */
export const SYNC_LEASE_MS = 2 * 60_000;
/** Pages one run reads at most; the next run goes on from there. */
export const SYNC_MAX_PAGES = 200;

export interface TxSyncDeps {
  db: Database;
  port: TransactionsPort;
  secretsKey: Buffer;
  now: () => Date;
}

export type SyncOutcome =
  { status: 'done' | 'more'; stored: number } | { status: 'busy' } | { status: 'failed'; stored: number; error: string };

export function sourceRow(userId: string, portfolioId: string, tx: SourceTransaction): NewTransaction {
  return {
    userId,
    portfolioId,
    account: portfolioId,
    source: tx.source,
    sourceId: tx.sourceId,
    time: tx.time,
    chain: tx.chain,
    direction: tx.direction,
    asset: tx.assetId,
    amount: tx.amount,
    counterAsset: tx.counterAssetId ?? null,
    counterAmount: tx.counterAmount ?? null,
    feeAsset: tx.fee?.assetId ?? null,
    feeAmount: tx.fee?.amount ?? null,
    usdValue: null,
    usdFrom: null,
    counterparty: tx.counterparty ?? null,
    txHash: tx.txHash ?? null,
  };
}

/** The failure as the sync state shows it: short, and without anything secret (the port's messages never hold any). */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200) || 'failed';

/** While a page is read, the lease is extended this often (an exchange page may take minutes). */
export const LEASE_RENEW_MS = 30_000;

/**
 * Reads the portfolio's history from where the last run stopped. Resolves to what happened; a failure is recorded on
 * the account's sync state, never thrown, except the stop's own error (the run is not the account's failure: it is
 * left unfinished, so the next run goes on first). The run holds the account by a token: only it moves the cursor or
 * ends the run, and while a page is read its lease is extended, so a slow page is not taken over by another process.
 */
export async function syncHistory(deps: TxSyncDeps, portfolio: PortfolioRow): Promise<SyncOutcome> {
  const lease = () => new Date(deps.now().getTime() + SYNC_LEASE_MS);
  const runId = randomUUID();
  const claimed = await claimSync(deps.db, portfolio.id, runId, deps.now(), lease());
  if (claimed === null) return { status: 'busy' };
  const renew = setInterval(() => void extendSync(deps.db, portfolio.id, runId, lease()).catch(() => undefined), LEASE_RENEW_MS);
  renew.unref();
  let cursor = claimed.cursor;
  let stored = 0;
  try {
    const read = portfolioTarget(deps.secretsKey, portfolio);
    for (let page = 0; page < SYNC_MAX_PAGES; page++) {
      const signal = currentAbortSignal();
      const options = { cursor, ...(signal ? { signal } : {}) };
      const result =
        read.kind === 'wallet' ? await deps.port.wallet(read.target, options) : await deps.port.exchange(read.target, options);
      const added = await insertTransactions(
        deps.db,
        result.transactions.map((tx) => sourceRow(portfolio.userId, portfolio.id, tx)),
      );
      stored += added;
      // null: the history is read to its end; the cursor that was passed in is where the next sync starts.
      const held = await saveSyncPage(deps.db, portfolio.id, runId, result.cursor ?? cursor, added, lease());
      if (!held) return { status: 'busy' };
      if (result.cursor === null) {
        await endSync(deps.db, portfolio.id, runId, deps.now(), { status: 'done' });
        return { status: 'done', stored };
      }
      cursor = result.cursor;
    }
    await endSync(deps.db, portfolio.id, runId, deps.now(), {
      status: 'more',
      note: `read ${SYNC_MAX_PAGES} pages: the next sync goes on`,
    });
    return { status: 'more', stored };
  } catch (error) {
    if (currentAbortSignal()?.aborted) {
      await endSync(deps.db, portfolio.id, runId, deps.now(), {
        status: 'more',
        note: 'stopped before the end: the next sync goes on from here',
      });
      throw currentAbortSignal()?.reason ?? new StopError();
    }
    const message = reasonOf(error);
    await endSync(deps.db, portfolio.id, runId, deps.now(), { status: 'failed', note: message });
    return { status: 'failed', stored, error: message };
  } finally {
    clearInterval(renew);
  }
}
