// The one price rule for everything the dashboard values (issue 8 §11): the total, the 24 h and 30 d changes, the
// 30-day series and the stored daily snapshots. A holding is valued at its asset's last known price on or before the
// day valued. A holding with no price at all on or before a day adds nothing that day and never voids the rest of its
// portfolio; a snapshot is stored only when every holding has a price, so no 0 or partial value is ever kept. A price
// older than STALE_PRICE_DAYS before the day valued is still used, and flagged to the user.
import type { PricePoint } from '../../repositories/market-days';
import { multiplyDecimals, sumDecimals } from './decimal';

/** A price dated more than this many days before the day it values is stale (flagged, still used). */
export const STALE_PRICE_DAYS = 2;

const DAY_MS = 86_400_000;

/** A known price with its number form for figures shown, not stored (the chart's points). */
export interface Quote extends PricePoint {
  usd: number;
}

/** The days from `from` to `to` (YYYY-MM-DD, UTC). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function isStale(quote: PricePoint, day: string): boolean {
  return daysBetween(quote.day, day) > STALE_PRICE_DAYS;
}

/** Each asset's known prices, oldest first (repositories/market-days.ts `priceHistory`). */
export class PriceBook {
  private readonly quotes = new Map<string, Quote[]>();

  constructor(history: ReadonlyMap<string, readonly PricePoint[]>) {
    for (const [assetId, points] of history)
      this.quotes.set(
        assetId,
        points.map((point) => ({ ...point, usd: Number(point.price) })),
      );
  }

  /** The asset's last known price on or before `day`, or null when it has none. */
  on(assetId: string, day: string): Quote | null {
    const quotes = this.quotes.get(assetId);
    if (!quotes) return null;
    // Binary search for the last quote whose day is <= day (ISO dates compare as strings).
    let low = 0;
    let high = quotes.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((quotes[middle]?.day ?? '') <= day) low = middle + 1;
      else high = middle;
    }
    return quotes[low - 1] ?? null;
  }
}

/** The exact value of the holdings on `day`; a holding with no price on or before it adds nothing. */
export function valueOn(holdings: readonly { assetId: string; amount: string }[], book: PriceBook, day: string): string {
  const values: string[] = [];
  for (const holding of holdings) {
    const quote = book.on(holding.assetId, day);
    if (quote) values.push(multiplyDecimals(holding.amount, quote.price));
  }
  return sumDecimals(values);
}

/** The exact value of the holdings on `day`, or null when some holding has no price on or before it (never stored). */
export function completeValueOn(
  holdings: readonly { assetId: string; amount: string }[],
  book: PriceBook,
  day: string,
): string | null {
  const values: string[] = [];
  for (const holding of holdings) {
    const quote = book.on(holding.assetId, day);
    if (!quote) return null;
    values.push(multiplyDecimals(holding.amount, quote.price));
  }
  return sumDecimals(values);
}

/**
 * The chart's value of the holdings on each of `days`: the priced holdings only; null on a day where none has a price
 * (then the portfolio adds nothing to that day). Numbers: these are points of a chart, not amounts kept.
 */
export function dailyValues(
  holdings: readonly { assetId: string; amount: number }[],
  book: PriceBook,
  days: readonly string[],
): (number | null)[] {
  const out: (number | null)[] = days.map(() => null);
  for (const holding of holdings) {
    days.forEach((day, index) => {
      const quote = book.on(holding.assetId, day);
      if (quote) out[index] = (out[index] ?? 0) + holding.amount * quote.usd;
    });
  }
  return out;
}
