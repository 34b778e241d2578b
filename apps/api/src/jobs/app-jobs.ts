// K3's background jobs and the scheduler that runs them (docs/operations.md "Jobs"): pg-boss when the database is
// PostgreSQL (DATABASE_URL), so any number of workers share them; in-process timers on the embedded database. The
// Telegram poller is not among them: it is a long-running loop that one process holds through a lease (telegram.ts).
import type { App } from '../app';
import { telegramAlertsJob } from '../services/telegram/alerts';
import { demoMarketDaysJob } from './demo-market-days';
import { createInProcessScheduler } from './in-process-scheduler';
import { marketRefreshJob } from './market-refresh';
import { newsJob } from './news';
import { createPgBossScheduler } from './pg-boss-scheduler';
import { portfolioRefreshJob } from './portfolio-refresh';
import { promptSweepJob } from './prompt-sweep';
import { tokenPricesJob } from './token-prices';
import { transactionsSyncJob } from './transactions-sync';
import type { JobDefinition, Scheduler } from './scheduler';
import { xrayJob } from './xray';
import { xrayWatchJob } from './xray-watch';

/** The scheduler for this configuration, its jobs not registered yet. */
export function createScheduler(app: App): Scheduler {
  const url = app.config.databaseUrl;
  return url === null ? createInProcessScheduler(app) : createPgBossScheduler(app, { connectionString: url });
}

/** The jobs this configuration runs (live prices in live mode, the demo series' extension in demo mode…). */
export function appJobs(app: App): JobDefinition[] {
  const jobs: (JobDefinition | null)[] = [
    portfolioRefreshJob(app),
    transactionsSyncJob(app),
    marketRefreshJob(app),
    tokenPricesJob(app),
    demoMarketDaysJob(app),
    newsJob(app),
    xrayJob(app),
    xrayWatchJob(app),
    telegramAlertsJob(app),
    promptSweepJob(app),
  ];
  return jobs.filter((job) => job !== null);
}

/**
 * A scheduler with every job of the app registered and started (the worker's and the all-in-one process's). The app's
 * close stops it (plugins/app/lifecycle.ts), even while it is still starting: pg-boss runs the first jobs before the
 * last ones are registered, and a stop signal then must abort them too.
 */
export async function startAppJobs(app: App): Promise<Scheduler> {
  const scheduler = createScheduler(app);
  for (const job of appJobs(app)) scheduler.register(job);
  app.lifecycle.onStop(() => scheduler.stop());
  await scheduler.start();
  return scheduler;
}
