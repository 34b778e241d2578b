// The market figures an audit reads (issue 11 §1 Financial, Technical analysis, narrative performance): latest price,
// market cap and volume with their 24 h / 7 d / 30 d changes, from the stored daily series — the figures the
// dashboard shows, observed prices only in live mode — and the daily price series for the technical analysis.
import { and, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assetMarketDays } from '../../db/schema';
import type { PricePoint as TechnicalPoint } from './technical';

export interface MarketFigures {
  /** The latest stored day, YYYY-MM-DD. */
  day: string;
  price: number;
  /** Price × circulating supply; null when no source publishes the supply. */
  marketCap: number | null;
  volume24h: number;
  /** Percent changes of the price against 1, 7 and 30 days before the latest day; null without that day. */
  change24h: number | null;
  change7d: number | null;
  change30d: number | null;
}

const DAY_MS = 86_400_000;
const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
const pct = (now: number, then: number | undefined) =>
  then === undefined || then <= 0 ? null : Math.round(((now - then) / then) * 100 * 100) / 100;

/** Per asset, the figures of its latest stored day within the last 45 days. */
export async function marketSnapshot(
  db: Database,
  assetIds: readonly string[] | null,
  today: string,
  observedOnly: boolean,
): Promise<Map<string, MarketFigures>> {
  const rows = await db
    .select({
      assetId: assetMarketDays.assetId,
      day: assetMarketDays.day,
      price: assetMarketDays.price,
      marketCap: assetMarketDays.marketCap,
      volume: assetMarketDays.volume,
    })
    .from(assetMarketDays)
    .where(
      and(
        gte(assetMarketDays.day, dayBefore(today, 45)),
        assetIds ? inArray(assetMarketDays.assetId, [...assetIds]) : undefined,
        observedOnly ? eq(assetMarketDays.synthetic, false) : undefined,
      ),
    )
    .orderBy(assetMarketDays.assetId, desc(assetMarketDays.day));
  const byAsset = new Map<string, typeof rows>();
  for (const row of rows) {
    if (row.day > today) continue;
    (byAsset.get(row.assetId) ?? byAsset.set(row.assetId, []).get(row.assetId)!).push(row);
  }
  const out = new Map<string, MarketFigures>();
  for (const [assetId, days] of byAsset) {
    const latest = days[0]!;
    const prices = new Map(days.map((d) => [d.day, Number(d.price)]));
    const price = Number(latest.price);
    out.set(assetId, {
      day: latest.day,
      price,
      marketCap: latest.marketCap === null ? null : Number(latest.marketCap),
      volume24h: Number(latest.volume),
      change24h: pct(price, prices.get(dayBefore(latest.day, 1))),
      change7d: pct(price, prices.get(dayBefore(latest.day, 7))),
      change30d: pct(price, prices.get(dayBefore(latest.day, 30))),
    });
  }
  return out;
}

/** One stored day of an asset: its price (the day's close; today's latest) and volume, USD. */
export interface DailyPoint {
  day: string;
  price: number;
  volume: number;
}

/**
 * The asset's stored days of the last `days` days up to `today`, oldest first: the one series the 24 h / 7 d / 30 d
 * changes, portfolio values, the technical analysis and GET /api/x-ray/projects/{id}/prices all read.
 */
export async function dailySeries(
  db: Database,
  assetId: string,
  today: string,
  days: number,
  observedOnly: boolean,
): Promise<DailyPoint[]> {
  const rows = await db
    .select({ day: assetMarketDays.day, price: assetMarketDays.price, volume: assetMarketDays.volume })
    .from(assetMarketDays)
    .where(
      and(
        eq(assetMarketDays.assetId, assetId),
        gte(assetMarketDays.day, dayBefore(today, days - 1)),
        lte(assetMarketDays.day, today),
        observedOnly ? eq(assetMarketDays.synthetic, false) : undefined,
      ),
    )
    .orderBy(assetMarketDays.day);
  return rows.map((r) => ({ day: r.day, price: Number(r.price), volume: Number(r.volume) }));
}

/** The asset's daily prices of the last `days` days, oldest first. */
export async function priceSeries(
  db: Database,
  assetId: string,
  today: string,
  days: number,
  observedOnly: boolean,
): Promise<TechnicalPoint[]> {
  return (await dailySeries(db, assetId, today, days, observedOnly)).map(({ day, price }) => ({ day, price }));
}

export interface NarrativePerformance {
  /** Market-cap-weighted mean of the members' 7-day and 30-day price changes, percent. */
  perf7d: number | null;
  perf30d: number | null;
  members: number;
}

/**
 * Per category, the performance of its members (issue 11 "narrative performance (the 7/30-day performance of the
 * project's categories)"): each member's change weighted by its market cap, members without that change left out.
 */
export function narrativePerformance(
  categoriesByAsset: ReadonlyMap<string, readonly string[]>,
  snapshot: ReadonlyMap<string, MarketFigures>,
): Map<string, NarrativePerformance> {
  const sums = new Map<string, { w7: number; s7: number; w30: number; s30: number; members: number }>();
  for (const [assetId, categories] of categoriesByAsset) {
    const figures = snapshot.get(assetId);
    if (!figures) continue;
    for (const category of categories) {
      const sum = sums.get(category) ?? { w7: 0, s7: 0, w30: 0, s30: 0, members: 0 };
      sum.members += 1;
      // A member without a published market cap has no weight.
      const weight = figures.marketCap ?? 0;
      if (figures.change7d !== null) {
        sum.w7 += weight;
        sum.s7 += weight * figures.change7d;
      }
      if (figures.change30d !== null) {
        sum.w30 += weight;
        sum.s30 += weight * figures.change30d;
      }
      sums.set(category, sum);
    }
  }
  const round = (x: number) => Math.round(x * 100) / 100;
  return new Map(
    [...sums].map(([category, s]) => [
      category,
      { perf7d: s.w7 > 0 ? round(s.s7 / s.w7) : null, perf30d: s.w30 > 0 ? round(s.s30 / s.w30) : null, members: s.members },
    ]),
  );
}
