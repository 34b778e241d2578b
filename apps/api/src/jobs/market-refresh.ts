// Live prices (issue 4 §1 "Prices", §3 "periodically"): in DATA_MODE=live, the 31 daily prices of every asset a user
// holds (and KRL) are refreshed from CoinGecko at start and every MARKET_REFRESH_MINUTES, written as observed rows.
// Demo mode has its own job (demo-market-days.ts). A failing asset is logged, not fatal; the scheduler runs it.
import { HISTORY_DAYS } from '@k3/shared';
import type { App } from '../app';
import { createCoinGeckoMarketData } from '../providers/market-data/coingecko';
import type { MarketDataPort } from '../providers/market-data/port';
import { refreshMarketData } from '../providers/market-data/refresh';
import { heldAssetIds } from '../repositories/portfolios';
import { KRL_ASSET_ID } from '../services/portfolio/tier';
import type { JobDefinition } from './scheduler';

/** The job in live mode (run at start, then every MARKET_REFRESH_MINUTES); null in demo mode. */
export function marketRefreshJob(app: App, port?: MarketDataPort): JobDefinition<void> | null {
  if (app.config.isDemo) return null;
  const { coingecko, marketRefreshMs } = app.config;
  const market =
    port ??
    createCoinGeckoMarketData({
      baseUrl: coingecko.baseUrl,
      ratePerMinute: coingecko.ratePerMinute,
      ...(coingecko.apiKey ? { apiKey: coingecko.apiKey } : {}),
    });
  return {
    name: 'market-refresh',
    everyMs: marketRefreshMs,
    runAtStart: true,
    run: async () => {
      const ids = [...new Set([...(await heldAssetIds(app.db)), KRL_ASSET_ID])];
      const result = await refreshMarketData(app.db, market, ids, HISTORY_DAYS + 1);
      app.log.info({ assets: ids.length, written: result.written, failed: result.failed.length }, 'market data refreshed');
      for (const failure of result.failed)
        app.log.warn({ asset: failure.assetId, reason: failure.reason }, 'market data refresh failed');
    },
  };
}
