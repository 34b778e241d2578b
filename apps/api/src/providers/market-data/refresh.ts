// Writes live market history into asset_market_days (issue 4 §1 "Prices", §3 "Sync and history"): each asset's daily
// points from the market-data port, upserted as observed (synthetic = false) over the generated demo figures.
// One asset failing (unknown to the provider, a timeout) never stops the others; the failures are returned.
import type { Database } from '../../db/client';
import { upsertObservedMarketDays } from '../../repositories/market-days';
import type { MarketDataPort } from './port';

export interface RefreshResult {
  /** Rows written. */
  written: number;
  failed: { assetId: string; reason: string }[];
}

/** A JSON number as a plain decimal string for a numeric column: its shortest round-trip digits, never an exponent. */
export function toDecimalString(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  const digits = whole + fraction;
  const point = whole.length + exponent;
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

export async function refreshMarketData(
  db: Database,
  port: MarketDataPort,
  assetIds: readonly string[],
  days: number,
): Promise<RefreshResult> {
  const result: RefreshResult = { written: 0, failed: [] };
  // One asset at a time: the port's rate limiter spaces the calls anyway, and a failure stays that asset's.
  for (const assetId of new Set(assetIds)) {
    try {
      const points = await port.history(assetId, days);
      await upsertObservedMarketDays(
        db,
        points.map((point) => ({
          assetId,
          day: point.day,
          price: toDecimalString(point.price),
          marketCap: toDecimalString(point.marketCap),
          volume: toDecimalString(point.volume),
        })),
      );
      result.written += points.length;
    } catch (error) {
      result.failed.push({ assetId, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return result;
}
