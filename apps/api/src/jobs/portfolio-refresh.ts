// Periodic portfolio sync (issue 4 §3 "A job refreshes each portfolio: on add, when the dashboard asks and the data is
// older than 30 s, and periodically"): every PORTFOLIO_REFRESH_MINUTES, the portfolios not read for that long are
// read again, oldest first, a bounded batch per run, so a user who opens the app finds recent holdings. Each failure
// stays with its own portfolio (flagged stale by the sync); the scheduler (scheduler.ts) runs it.
import type { App } from '../app';
import { portfoliosDue } from '../repositories/portfolios';
import { syncPortfolio } from '../services/portfolio/sync';
import type { JobDefinition } from './scheduler';

export const REFRESH_BATCH = 200;

/** The job; one run resolves to the number of portfolios read. */
export function portfolioRefreshJob(app: App): JobDefinition<number> {
  const every = app.config.portfolioRefreshMs;
  return {
    name: 'portfolio-refresh',
    everyMs: every,
    run: async () => {
      const now = app.clock();
      const due = await portfoliosDue(app.db, new Date(now.getTime() - every), REFRESH_BATCH);
      const deps = {
        db: app.db,
        balances: app.balances,
        secretsKey: app.secretsKey,
        now,
        observedPricesOnly: !app.config.isDemo,
      };
      const results = await Promise.all(due.map((portfolio) => syncPortfolio(deps, portfolio)));
      await Promise.all(due.map((portfolio) => app.dashboardCache.invalidate(portfolio.userId)));
      if (due.length) app.log.info({ read: due.length, failed: results.filter((ok) => !ok).length }, 'portfolios refreshed');
      return due.length;
    },
  };
}
