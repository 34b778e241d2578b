// Live prices (issue 4 §1 "Prices", §3 "periodically"): in DATA_MODE=live, the 31 daily prices of every asset a user
// holds (and KRL) are refreshed from CoinGecko at start and every MARKET_REFRESH_MINUTES, written as observed rows.
// Demo mode has its own job (demo-market-days.ts). One run at a time; a failing asset is logged, not fatal.
import { HISTORY_DAYS } from '@k3/shared';
import type { App } from '../app';
import { createCoinGeckoMarketData } from '../providers/market-data/coingecko';
import type { MarketDataPort } from '../providers/market-data/port';
import { refreshMarketData } from '../providers/market-data/refresh';
import { heldAssetIds } from '../repositories/portfolios';
import { KRL_ASSET_ID } from '../services/portfolio/tier';

export interface MarketRefreshJob {
  /** Runs one refresh now (also what the timer calls); resolves when done. */
  run(): Promise<void>;
  stop(): void;
}

export function startMarketRefresh(app: App, port?: MarketDataPort): MarketRefreshJob | null {
  if (app.config.isDemo) return null;
  const { coingecko, marketRefreshMs } = app.config;
  const market =
    port ??
    createCoinGeckoMarketData({
      baseUrl: coingecko.baseUrl,
      ratePerMinute: coingecko.ratePerMinute,
      ...(coingecko.apiKey ? { apiKey: coingecko.apiKey } : {}),
    });
  let running: Promise<void> | null = null;
  const run = () =>
    (running ??= (async () => {
      try {
        const ids = [...new Set([...(await heldAssetIds(app.db)), KRL_ASSET_ID])];
        const result = await refreshMarketData(app.db, market, ids, HISTORY_DAYS + 1);
        app.log.info({ assets: ids.length, written: result.written, failed: result.failed.length }, 'market data refreshed');
        for (const failure of result.failed)
          app.log.warn({ asset: failure.assetId, reason: failure.reason }, 'market data refresh failed');
      } catch (error) {
        app.log.error({ err: error }, 'market data refresh failed');
      } finally {
        running = null;
      }
    })());
  const timer = setInterval(() => void run(), marketRefreshMs);
  timer.unref();
  void run();
  return { run, stop: () => clearInterval(timer) };
}
