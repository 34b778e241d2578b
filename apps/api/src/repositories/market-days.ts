// Observed (non-synthetic) daily market figures: the live market-data refresh upserts them over the generated demo
// rows of the same days (issue 2 §3 "marked synthetic"; issue 4 §1 "Prices"). A later reference-data load only
// replaces synthetic rows, so observed figures survive it.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { assetMarketDays } from '../db/schema';
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
