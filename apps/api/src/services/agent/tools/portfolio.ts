// The portfolio tools (issue 12 §2): the same figures as the user's dashboard (one computation: buildDashboardBase),
// so what Agent K says the portfolio is worth is what the dashboard shows, to the cent.
import { change } from '@k3/shared';
import { holdingsOf, type PortfolioRow } from '../../../repositories/portfolios';
import type { DashboardBase } from '../../portfolio/dashboard';
import { dashboardFor } from '../../portfolio/dashboard';
import type { Database } from '../../../db/client';
import type {
  ChangeFigure,
  HoldingDetailData,
  HoldingLine,
  Mover,
  PortfolioHoldingsData,
  PortfolioSummaryData,
} from './catalogue';

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

const MOVERS_SHOWN = 5;

/**
 * The holdings that moved the portfolio most over a period (issue 28 §1 "attribution"): each holding's value change from
 * its price move — value now less the same amount at the period's first price, value × p / (100 + p) for a price change
 * of p % — largest in absolute terms first, with its share of the gross move (every holding's absolute change added).
 * Amounts bought or sold in the period are not price moves: the chart's change may differ by them.
 */
export function moversOf(lines: readonly HoldingLine[], percentOf: (line: HoldingLine) => number | null): Mover[] {
  const moves = lines.flatMap((line) => {
    const percent = percentOf(line);
    if (percent === null || percent <= -100 || line.value <= 0) return [];
    return [{ line, percent, change: round2((line.value * percent) / (100 + percent)) }];
  });
  const gross = moves.reduce((sum, move) => sum + Math.abs(move.change), 0);
  return moves
    .filter((move) => move.change !== 0)
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change) || a.line.id.localeCompare(b.line.id))
    .slice(0, MOVERS_SHOWN)
    .map(({ line, percent, change: value }) => ({
      id: line.id,
      symbol: line.symbol,
      name: line.name,
      change: value,
      percent: Math.round(percent * 100) / 100,
      share: gross > 0 ? Math.round((Math.abs(value) / gross) * 10_000) / 10_000 : 0,
    }));
}

/**
 * `change7d`: each token's 7-day price change (the market data's; the dashboard keeps 24 h and 30 d per coin), by id.
 */
export function portfolioSummary(
  base: DashboardBase,
  sources: number,
  now: Date,
  change7d: ReadonlyMap<string, number | null> = new Map(),
): PortfolioSummaryData {
  const dashboard = dashboardFor(base, DUST);
  const evolution = dashboard.evolution;
  const last = evolution.at(-1);
  const weekAgo = evolution.at(-8);
  const week = last && weekAgo ? figure(change(last.value, weekAgo.value)) : null;
  const lines = holdingLines(base);
  return {
    total: round2(dashboard.total),
    change24h: figure(dashboard.change24h),
    change7d: week,
    change30d: figure(dashboard.change30d),
    sources,
    chains: dashboard.chains.map((c) => ({ chain: c.chain, value: round2(c.value), share: share(c.value, dashboard.total) })),
    top: lines.slice(0, 5).map(({ id, symbol, name, value, share: part }) => ({ id, symbol, name, value, share: part })),
    movers: {
      '24h': moversOf(lines, (line) => line.change24h),
      '7d': moversOf(lines, (line) => change7d.get(line.id) ?? null),
      '30d': moversOf(lines, (line) => line.change30d),
    },
    asOf: now.toISOString(),
  };
}

export function portfolioHoldings(base: DashboardBase, limit: number, now: Date): PortfolioHoldingsData {
  const lines = holdingLines(base);
  return {
    total: round2(dashboardFor(base, DUST).total),
    count: lines.length,
    holdings: lines.slice(0, limit),
    asOf: now.toISOString(),
  };
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
  now: Date,
): Promise<HoldingDetailData> {
  const asOf = now.toISOString();
  const line = holdingLines(base).find((l) => l.id === asset.id);
  if (!line) {
    return { asset, held: false, amount: 0, value: 0, share: 0, price: null, change24h: null, change30d: null, places: [], asOf };
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
    asOf,
  };
}
