// GET /api/me/dashboard (issue 4 §4, spec §2 "Dashboard", §5, §7): the user's holdings across every portfolio,
// valued at the latest prices, with 24 h and 30 d changes, value per chain, the 30-day chart and the plan tier.
// Each coin is one line per asset and chain across wallets, amounts added exactly, with its price changes over 24 h
// and 30 days (the per-day values stay server-side: the chart uses the portfolio series, and sending 30 values per
// coin made the answer five times larger). A portfolio's day in the chart is its stored snapshot
// (the value it held that day) when there is one, else its current holdings at that day's prices; days with
// neither are interpolated (spec §5). docs/portfolio.md explains the choice.
import {
  change,
  dailySeries,
  HISTORY_DAYS,
  hideDust,
  lastDays,
  planForHolding,
  valueByChain,
  type Coin,
  type Dashboard,
} from '@k3/shared';
import type { Database } from '../../db/client';
import { holdingsOf, pricesBetween, snapshotsBetween, type HoldingRow, type PortfolioRow } from '../../repositories/portfolios';
import { addDecimals } from './decimal';

export const KRL_ASSET_ID = 'kryll';

/** The latest price on or before `day` (a missing day falls back to the one before). */
function priceOn(days: Map<string, number> | undefined, series: readonly string[], index: number): number | null {
  for (let i = index; i >= 0; i -= 1) {
    const price = days?.get(series[i] ?? '');
    if (price !== undefined) return price;
  }
  return null;
}

export async function buildDashboard(
  db: Database,
  portfolios: readonly PortfolioRow[],
  options: { now: Date; min: number; boosted: boolean; observedPricesOnly?: boolean },
): Promise<Dashboard> {
  // 31 days: the 30 of the chart plus the day before its first, for the 30-day change.
  const days = lastDays(options.now, HISTORY_DAYS + 1);
  const first = days[0] ?? '';
  const today = days.at(-1) ?? '';
  const ids = portfolios.map((portfolio) => portfolio.id);
  const rows = await holdingsOf(db, ids);
  const [prices, snapshots] = await Promise.all([
    pricesBetween(
      db,
      rows.map((row) => row.assetId),
      first,
      today,
      options.observedPricesOnly,
    ),
    snapshotsBetween(db, ids, first, today),
  ]);

  const last = days.length - 1;
  // One line per coin and chain, whichever wallets hold it (the dashboard shows every wallet together).
  const lines = new Map<string, HoldingRow>();
  for (const row of rows) {
    const key = `${row.chain}:${row.assetId}`;
    const line = lines.get(key);
    lines.set(key, line ? { ...line, amount: addDecimals(line.amount, row.amount) } : row);
  }
  const coins: Coin[] = [...lines.values()].map((row) => {
    const assetPrices = prices.get(row.assetId);
    const amount = Number(row.amount);
    const current = priceOn(assetPrices, days, last) ?? 0;
    const yesterday = priceOn(assetPrices, days, last - 1);
    const monthAgo = priceOn(assetPrices, days, 0);
    return {
      cg_id: row.assetId,
      amount: row.amount,
      current_price: current,
      name: row.name,
      symbol: row.symbol,
      image: row.image,
      chain: row.chain,
      rank: row.rank,
      value: amount * current,
      change24h: yesterday ? ((current - yesterday) / yesterday) * 100 : null,
      change30d: monthAgo ? ((current - monthAgo) / monthAgo) * 100 : null,
    };
  });

  // Per portfolio and day: the snapshot, else the current holdings at that day's prices.
  const byDay: Record<string, number> = {};
  for (const portfolio of portfolios) {
    const own = rows.filter((row) => row.portfolioId === portfolio.id);
    const stored = snapshots.get(portfolio.id);
    days.forEach((day, index) => {
      let value: number | null = stored?.get(day) ?? null;
      if (value === null && own.length) {
        value = 0;
        for (const row of own) {
          const price = priceOn(prices.get(row.assetId), days, index);
          if (price === null) {
            value = null;
            break;
          }
          value += Number(row.amount) * price;
        }
      }
      if (value !== null) byDay[day] = (byDay[day] ?? 0) + value;
    });
  }
  const series = dailySeries(byDay, days);
  const shown = hideDust(
    coins.map((coin) => ({ ...coin, cgId: coin.cg_id })),
    options.min,
  );
  const total = shown.reduce((sum, coin) => sum + coin.value, 0);
  const allValue = coins.reduce((sum, coin) => sum + coin.value, 0);
  const valueAt = (index: number) => series[index]?.value ?? 0;
  const krl = rows.filter((row) => row.assetId === KRL_ASSET_ID).reduce((sum, row) => sum + Number(row.amount), 0);

  return {
    total,
    // Changes compare the whole portfolio (dust included) so hiding dust never changes a percentage.
    change24h: change(allValue, valueAt(last - 1)),
    change30d: change(allValue, valueAt(0)),
    chains: valueByChain(shown),
    coins: shown.map(({ cgId: _cgId, ...coin }) => coin).sort((a, b) => a.rank - b.rank || b.value - a.value),
    evolution: series.slice(1),
    tier: planForHolding(krl, options.boosted).id,
    krl,
    demo: portfolios.some((portfolio) => portfolio.demo),
    stale: portfolios
      .filter((portfolio) => portfolio.syncError !== null)
      .map((portfolio) => ({
        id: portfolio.id,
        syncedAt: portfolio.syncedAt?.toISOString() ?? null,
        error: portfolio.syncError ?? '',
      })),
  };
}
