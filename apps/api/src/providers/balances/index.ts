// Chooses the balances adapter for DATA_MODE (ARCHITECTURE.md "Providers"). Demo: generated from the reference
// assets and their latest prices, read from the database once. Live: the chain and exchange adapters; until they
// are configured every read fails with a clear reason, so portfolios show as stale instead of showing made-up data.
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assetMarketDays, assets } from '../../db/schema';
import { createDemoBalances, type DemoAsset } from './demo';
import { BalanceReadError, type BalancesPort } from './port';

async function demoAssets(db: Database): Promise<DemoAsset[]> {
  const [latest] = await db
    .select({ day: assetMarketDays.day })
    .from(assetMarketDays)
    .orderBy(desc(assetMarketDays.day))
    .limit(1);
  const rows = await db
    .select({
      id: assets.id,
      rank: assets.rank,
      addresses: assets.addresses,
      price: sql<string | null>`${assetMarketDays.price}`,
    })
    .from(assets)
    .leftJoin(assetMarketDays, sql`${assetMarketDays.assetId} = ${assets.id} and ${eq(assetMarketDays.day, latest?.day ?? '')}`);
  return rows.map((row) => ({ id: row.id, rank: row.rank, addresses: row.addresses, price: Number(row.price ?? 0) }));
}

/** The demo port, built on first use (the reference data is loaded after the app starts). */
function lazyDemo(db: Database): BalancesPort {
  let port: Promise<BalancesPort> | undefined;
  const get = () => (port ??= demoAssets(db).then(createDemoBalances));
  return {
    demo: true,
    wallet: async (target) => (await get()).wallet(target),
    exchange: async (target) => (await get()).exchange(target),
  };
}

const liveUnavailable: BalancesPort = {
  demo: false,
  wallet: () => Promise.reject(new BalanceReadError('Live chain adapters are not configured on this server')),
  exchange: () => Promise.reject(new BalanceReadError('Live exchange adapters are not configured on this server')),
};

export function createBalancesPort(mode: 'demo' | 'live', db: Database): BalancesPort {
  return mode === 'demo' ? lazyDemo(db) : liveUnavailable;
}
