// Daily market figures. Observed (non-synthetic) ones: the live market-data refresh upserts them over the generated
// demo rows of the same days (issue 2 §3 "marked synthetic"; issue 4 §1 "Prices"). A later reference-data load only
// replaces synthetic rows, so observed figures survive it. Prices are read back here for valuing holdings.
import { lastDays } from '@k3/shared';
import { and, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { assetMarketDays, assets } from '../db/schema';
import type { MarketDay } from './reference-data';

/** Inserts or overwrites each (asset, day) with observed figures, marked synthetic = false. */
export async function upsertObservedMarketDays(db: Database, rows: readonly MarketDay[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(assetMarketDays)
    .values(rows.map((row) => ({ ...row, synthetic: false })))
    .onConflictDoUpdate({
      target: [assetMarketDays.assetId, assetMarketDays.day],
      set: {
        price: sql`excluded.price`,
        marketCap: sql`excluded.market_cap`,
        volume: sql`excluded.volume`,
        synthetic: false,
      },
    });
}

/** A known price: the decimal text of the stored `numeric`, and its day. */
export interface PricePoint {
  day: string;
  price: string;
}

/**
 * Each asset's daily prices from `fromDay` to `toDay`, oldest first, preceded by its last price before `fromDay` (so
 * the first days of a range are valued too: services/portfolio/valuation.ts). `observedOnly` in live mode, which
 * never values holdings with the generated demo figures.
 */
export async function priceHistory(
  db: Database,
  assetIds: readonly string[],
  fromDay: string,
  toDay: string,
  observedOnly = false,
): Promise<Map<string, PricePoint[]>> {
  const out = new Map<string, PricePoint[]>();
  const ids = [...new Set(assetIds)];
  if (ids.length === 0) return out;
  const observed = observedOnly ? eq(assetMarketDays.synthetic, false) : undefined;
  // One index probe per asset for the price before the range (a DISTINCT ON would read every earlier day).
  const before = db
    .select({ day: assetMarketDays.day, price: assetMarketDays.price })
    .from(assetMarketDays)
    .where(and(eq(assetMarketDays.assetId, assets.id), lt(assetMarketDays.day, fromDay), observed))
    .orderBy(desc(assetMarketDays.day))
    .limit(1)
    .as('before');
  // The range as one text per asset ("2026-01-01 1234.5,…"): a year of days for ten assets is 3,650 rows, which the
  // embedded database decodes row by row far slower than it builds and hands over ten strings.
  const [earlier, range] = await Promise.all([
    db
      .select({ assetId: assets.id, day: before.day, price: before.price })
      .from(assets)
      .crossJoinLateral(before)
      .where(inArray(assets.id, ids)),
    db
      .select({
        assetId: assetMarketDays.assetId,
        points: sql<string>`string_agg(to_char(${assetMarketDays.day}, 'YYYY-MM-DD') || ' ' || ${assetMarketDays.price}::text, ',' order by ${assetMarketDays.day})`,
      })
      .from(assetMarketDays)
      .where(
        and(inArray(assetMarketDays.assetId, ids), gte(assetMarketDays.day, fromDay), lte(assetMarketDays.day, toDay), observed),
      )
      .groupBy(assetMarketDays.assetId),
  ]);
  for (const row of earlier) out.set(row.assetId, [{ day: row.day, price: row.price }]);
  for (const row of range) {
    let points = out.get(row.assetId);
    if (!points) out.set(row.assetId, (points = []));
    for (const point of row.points.split(',')) {
      const space = point.indexOf(' ');
      points.push({ day: point.slice(0, space), price: point.slice(space + 1) });
    }
  }
  return out;
}

/** Every asset's daily close from `fromDay` to `toDay` (ISO days), by asset then day: the demo news follows them. */
export async function dailyCloses(db: Database, fromDay: string, toDay: string): Promise<Map<string, Map<string, number>>> {
  const rows = await db
    .select({ assetId: assetMarketDays.assetId, day: assetMarketDays.day, price: assetMarketDays.price })
    .from(assetMarketDays)
    .where(and(gte(assetMarketDays.day, fromDay), lte(assetMarketDays.day, toDay)));
  const out = new Map<string, Map<string, number>>();
  for (const row of rows) {
    let closes = out.get(row.assetId);
    if (!closes) out.set(row.assetId, (closes = new Map<string, number>()));
    closes.set(row.day, Number(row.price));
  }
  return out;
}

/**
 * Each asset's latest known USD price within the last week (`observedOnly` in live mode, as priceHistory): the NFT
 * floors are valued with it. Assets without one are absent.
 */
export async function latestUsdPrices(
  db: Database,
  assetIds: readonly string[],
  now: Date,
  observedOnly: boolean,
): Promise<Map<string, number>> {
  const days = lastDays(now, 7);
  const history = await priceHistory(db, assetIds, days[0]!, days.at(-1)!, observedOnly);
  const out = new Map<string, number>();
  for (const [id, points] of history) {
    const last = points.at(-1);
    if (last) out.set(id, Number(last.price));
  }
  return out;
}
