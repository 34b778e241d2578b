// Demo prices that keep up with the calendar (DATA_MODE=demo): every MARKET_REFRESH_MINUTES the synthetic series is
// extended to today, so a demo server running past midnight, or for days, values holdings at today's generated price
// rather than flagging every price as stale two days after the dataset was loaded. The scheduler runs it.
import type { ReferenceDataset } from '@k3/shared';
import type { App } from '../app';
import { extendSyntheticMarketDays, readReferenceDataset } from '../demo/load-reference';
import { REFERENCE_FILE } from '../paths';
import type { JobDefinition } from './scheduler';

/** The job in demo mode; null in live mode. One run resolves to the number of days added. */
export function demoMarketDaysJob(app: App, file = REFERENCE_FILE): JobDefinition<number> | null {
  if (!app.config.isDemo) return null;
  let dataset: Promise<ReferenceDataset> | null = null;
  return {
    name: 'demo-market-days',
    everyMs: app.config.marketRefreshMs,
    run: async () => {
      dataset ??= readReferenceDataset(file);
      // A failed read is read again on the next run.
      const loaded = await dataset.catch((error: unknown) => {
        dataset = null;
        throw error;
      });
      const added = await extendSyntheticMarketDays(app.db, loaded, app.clock());
      if (added > 0) app.log.info({ days: added }, 'demo market days extended to today');
      return added;
    },
  };
}
