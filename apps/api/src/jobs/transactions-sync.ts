// Periodic history sync (issue 29 §1 "Background sync with the job queue (incremental, resumable, one run per account
// across processes)"; docs/pnl.md "Sync"): every PORTFOLIO_REFRESH_MINUTES, the wallets and exchange accounts whose
// history was not read for that long (never-read first) are read on from their last cursor, one at a time (public
// explorers and exchanges limit rates), a bounded batch per run. The per-account lease makes a second process that
// runs the same job skip an account already being read.
import type { App } from '../app';
import { historySyncsDue } from '../repositories/transactions';
import type { JobDefinition } from './scheduler';

export const HISTORY_SYNC_BATCH = 20;

/** The job; one run resolves to the number of accounts read. */
export function transactionsSyncJob(app: App): JobDefinition<number> {
  const every = app.config.portfolioRefreshMs;
  return {
    name: 'transactions-sync',
    everyMs: every,
    run: async () => {
      const now = app.clock();
      const due = await historySyncsDue(app.db, new Date(now.getTime() - every), now, HISTORY_SYNC_BATCH);
      let read = 0;
      let failed = 0;
      for (const portfolio of due) {
        const outcome = await app.transactions.sync(portfolio);
        if (outcome.status === 'busy') continue;
        read += 1;
        if (outcome.status === 'failed') failed += 1;
      }
      if (read) app.log.info({ read, failed }, 'transaction histories synced');
      return read;
    },
  };
}
