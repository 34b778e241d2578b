// Writes live market history into asset_market_days (issue 4 §1 "Prices", §3 "Sync and history"): each asset's daily
// points from the market-data port, upserted as observed (synthetic = false) over the generated demo figures.
// One asset failing (unknown to the provider, a timeout) never stops the others; the failures are returned. The stop
// (stop-signal.ts) does: the refresh throws at the next asset, each asset written so far whole (one statement each).
import { toDecimalString } from '../decimal';
import type { Database } from '../../db/client';
import { upsertObservedMarketDays } from '../../repositories/market-days';
import { currentAbortSignal } from '../../stop-signal';
import type { MarketDataPort } from './port';

export interface RefreshResult {
  /** Rows written. */
  written: number;
  failed: { assetId: string; reason: string }[];
}

export async function refreshMarketData(
  db: Database,
  port: MarketDataPort,
  assetIds: readonly string[],
  days: number,
  signal = currentAbortSignal(),
): Promise<RefreshResult> {
  const result: RefreshResult = { written: 0, failed: [] };
  // One asset at a time: the port's rate limiter spaces the calls anyway, and a failure stays that asset's.
  for (const assetId of new Set(assetIds)) {
    signal?.throwIfAborted();
    try {
      const points = await port.history(assetId, days);
      await upsertObservedMarketDays(
        db,
        points.map((point) => ({
          assetId,
          day: point.day,
          price: toDecimalString(point.price),
          marketCap: point.marketCap === null ? null : toDecimalString(point.marketCap),
          volume: toDecimalString(point.volume),
        })),
      );
      result.written += points.length;
    } catch (error) {
      if (signal?.aborted) throw error;
      result.failed.push({ assetId, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return result;
}
