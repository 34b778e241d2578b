// Periodic portfolio sync (issue 4 §3 "A job refreshes each portfolio: on add, when the dashboard asks and the data is
// older than 30 s, and periodically"): every PORTFOLIO_REFRESH_MINUTES, the portfolios not read for that long are
// read again, oldest first, a bounded batch per run, so a user who opens the app finds recent holdings. One run at a
// time; each failure stays with its own portfolio (flagged stale by the sync).
import type { App } from '../app';
import { portfoliosDue } from '../repositories/portfolios';
import { syncPortfolio } from '../services/portfolio/sync';

export const REFRESH_BATCH = 200;

export interface PortfolioRefreshJob {
  /** One run now: resolves to the number of portfolios read. */
  run(): Promise<number>;
  stop(): void;
}

export function startPortfolioRefresh(app: App, options: { autoStart?: boolean } = {}): PortfolioRefreshJob {
  const every = app.config.portfolioRefreshMs;
  let running: Promise<number> | null = null;
  const run = () =>
    (running ??= (async () => {
      try {
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
        for (const portfolio of due) app.dashboardCache.invalidate(portfolio.userId);
        if (due.length) app.log.info({ read: due.length, failed: results.filter((ok) => !ok).length }, 'portfolios refreshed');
        return due.length;
      } catch (error) {
        app.log.error({ err: error }, 'portfolio refresh failed');
        return 0;
      } finally {
        running = null;
      }
    })());
  const timer = options.autoStart === false ? null : setInterval(() => void run(), every);
  timer?.unref();
  return { run, stop: () => (timer ? clearInterval(timer) : undefined) };
}
