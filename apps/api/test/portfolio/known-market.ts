// A market the test writes by hand: a few assets with known daily prices and a balances adapter answering exactly the
// holdings the test sets per wallet address or exchange API key, so dashboard figures can be computed by hand.
import { inArray } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { assetMarketDays, assets } from '../../src/db/schema';
import type { Balance, BalancesPort } from '../../src/providers/balances/port';

/** Holdings per wallet address or exchange API key; a target not set holds nothing. */
export function knownBalances(): BalancesPort & { set(target: string, balances: Balance[]): void } {
  const held = new Map<string, Balance[]>();
  return {
    demo: false,
    set: (target, balances) => held.set(target, balances),
    wallet: ({ address }) => Promise.resolve(held.get(address) ?? []),
    exchange: ({ apiKey }) => Promise.resolve(held.get(apiKey) ?? []),
  };
}

/** Creates the assets (rank in list order), with no price yet. */
export async function seedAssets(db: Database, ids: readonly string[]): Promise<void> {
  await db
    .insert(assets)
    .values(ids.map((id, index) => ({ id, symbol: id.slice(0, 4).toUpperCase(), name: id, rank: index + 1, addresses: {} })))
    .onConflictDoNothing();
}

/** Replaces the asset's daily prices with `prices` (day → decimal price), as observed rows. */
export async function seedPrices(db: Database, assetId: string, prices: Record<string, string>): Promise<void> {
  await db.delete(assetMarketDays).where(inArray(assetMarketDays.assetId, [assetId]));
  const rows = Object.entries(prices).map(([day, price]) => ({ assetId, day, price, marketCap: '0', volume: '0' }));
  if (rows.length) await db.insert(assetMarketDays).values(rows);
}
