// Demo prices that keep up with the calendar (DATA_MODE=demo): every MARKET_REFRESH_MINUTES the synthetic series is
// extended to today, so a demo server running past midnight, or for days, values holdings at today's generated price
// rather than flagging every price as stale two days after the dataset was loaded. One run at a time; failures logged.
import type { ReferenceDataset } from '@k3/shared';
import type { App } from '../app';
import { extendSyntheticMarketDays, readReferenceDataset } from '../demo/load-reference';
import { REFERENCE_FILE } from '../paths';

export interface DemoMarketDaysJob {
  run(): Promise<void>;
  stop(): void;
}

export function startDemoMarketDays(app: App, file = REFERENCE_FILE): DemoMarketDaysJob | null {
  if (!app.config.isDemo) return null;
  let dataset: Promise<ReferenceDataset> | null = null;
  let running: Promise<void> | null = null;
  const run = () =>
    (running ??= (async () => {
      try {
        dataset ??= readReferenceDataset(file);
        const added = await extendSyntheticMarketDays(app.db, await dataset, app.clock());
        if (added > 0) app.log.info({ days: added }, 'demo market days extended to today');
      } catch (error) {
        app.log.error({ err: error }, 'demo market days could not be extended');
      } finally {
        running = null;
      }
    })());
  const timer = setInterval(() => void run(), app.config.marketRefreshMs);
  timer.unref();
  return { run, stop: () => clearInterval(timer) };
}
