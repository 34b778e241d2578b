// The portfolio tools (issue 12 §2): the same figures as the user's dashboard (one computation: buildDashboardBase),
// so what Agent K says the portfolio is worth is what the dashboard shows, to the cent.
import { change } from '@k3/shared';
import { holdingsOf, type PortfolioRow } from '../../../repositories/portfolios';
import type { DashboardBase } from '../../portfolio/dashboard';
import { dashboardFor } from '../../portfolio/dashboard';
import type { Database } from '../../../db/client';
import type { ChangeFigure, HoldingDetailData, HoldingLine, PortfolioHoldingsData, PortfolioSummaryData } from './catalogue';

/** Coins worth this much or less are left out, as on the dashboard (spec §9 "hide coins worth 0.01 or less"). */
const DUST = 0.01;
const round2 = (x: number) => Math.round(x * 100) / 100;
const share = (value: number, total: number) => (total > 0 ? Math.round((value / total) * 10_000) / 10_000 : 0);

function figure(value: { abs: number; pct: number | null }): ChangeFigure {
  return { value: round2(value.abs), percent: value.pct === null ? null : Math.round(value.pct * 100) / 100 };
}

/** One line per asset (chains added together): what the user holds of each token. */
export function holdingLines(base: DashboardBase): HoldingLine[] {
  const dashboard = dashboardFor(base, DUST);
  const byAsset = new Map<string, HoldingLine>();
  for (const coin of dashboard.coins) {
    const line = byAsset.get(coin.cg_id);
    if (line) {
      line.amount += Number(coin.amount);
      line.value += coin.value;
      continue;
    }
    byAsset.set(coin.cg_id, {
      id: coin.cg_id,
      symbol: coin.symbol,
      name: coin.name,
      amount: Number(coin.amount),
      price: coin.current_price || null,
      value: coin.value,
      share: 0,
      change24h: coin.change24h === null ? null : Math.round(coin.change24h * 100) / 100,
      change30d: coin.change30d === null ? null : Math.round(coin.change30d * 100) / 100,
    });
  }
  return [...byAsset.values()]
    .map((line) => ({ ...line, value: round2(line.value), share: share(line.value, dashboard.total) }))
    .sort((a, b) => b.value - a.value || a.id.localeCompare(b.id));
}

export function portfolioSummary(base: DashboardBase, sources: number, now: Date): PortfolioSummaryData {
  const dashboard = dashboardFor(base, DUST);
  const evolution = dashboard.evolution;
  const last = evolution.at(-1);
  const weekAgo = evolution.at(-8);
  const change7d = last && weekAgo ? figure(change(last.value, weekAgo.value)) : null;
  return {
    total: round2(dashboard.total),
    change24h: figure(dashboard.change24h),
    change7d,
    change30d: figure(dashboard.change30d),
    sources,
    chains: dashboard.chains.map((c) => ({ chain: c.chain, value: round2(c.value), share: share(c.value, dashboard.total) })),
    top: holdingLines(base)
      .slice(0, 5)
      .map(({ id, symbol, name, value, share: part }) => ({ id, symbol, name, value, share: part })),
    asOf: now.toISOString(),
  };
}

export function portfolioHoldings(base: DashboardBase, limit: number): PortfolioHoldingsData {
  const lines = holdingLines(base);
  return { total: round2(dashboardFor(base, DUST).total), count: lines.length, holdings: lines.slice(0, limit) };
}

/** How a portfolio is named to its owner: its alias, the exchange, or the shortened address. */
function sourceName(portfolio: PortfolioRow): string {
  if (portfolio.alias) return portfolio.alias;
  if (portfolio.exchange) return portfolio.exchange;
  const address = portfolio.address ?? '';
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

export async function holdingDetail(
  db: Database,
  base: DashboardBase,
  portfolios: readonly PortfolioRow[],
  asset: { id: string; symbol: string; name: string },
): Promise<HoldingDetailData> {
  const line = holdingLines(base).find((l) => l.id === asset.id);
  if (!line) {
    return { asset, held: false, amount: 0, value: 0, share: 0, price: null, change24h: null, change30d: null, places: [] };
  }
  const rows = (
    await holdingsOf(
      db,
      portfolios.map((p) => p.id),
    )
  ).filter((row) => row.assetId === asset.id);
  const names = new Map(portfolios.map((p) => [p.id, sourceName(p)]));
  const places = rows
    .map((row) => ({
      source: names.get(row.portfolioId) ?? '',
      chain: row.chain,
      amount: Number(row.amount),
      value: round2(Number(row.amount) * (line.price ?? 0)),
    }))
    .filter((place) => place.amount > 0)
    .sort((a, b) => b.value - a.value);
  return {
    asset,
    held: true,
    amount: line.amount,
    value: line.value,
    share: line.share,
    price: line.price,
    change24h: line.change24h,
    change30d: line.change30d,
    places,
  };
}
