// SmartFolio holdings and summary maths (spec §2 "SmartFolio views offer 'hide dust', 'merge chains'…; summary shows
// selected worth, current worth and 30-day change. Other table columns…": chain, 30d change, rank, % of tokens).
// Pure functions over the dashboard's coins and the portfolio list. The audit column (issue 11 §3) sorts by the coins'
// X-Ray scores, which come from another call: they are passed in.
import { averageSentimentLabel, DUST_THRESHOLD_USD, hideDust, mergeChains, type Coin, type Portfolio } from '@k3/shared';
import { auditScoreOf, type AuditScores } from '../../../lib/audit-score';

export interface HoldingRow {
  /** cg_id, plus the chain when the chains are not merged. */
  key: string;
  cgId: string;
  name: string;
  symbol: string;
  image: string | null;
  /** One chain, or every chain the coin is held on when merged (first-seen order). */
  chains: string[];
  amount: number;
  price: number;
  change24h: number | null;
  change30d: number | null;
  rank: number;
  value: number;
  /** Percent of the value of all the coins (null when that is 0). */
  share: number | null;
  /** The coin's average news sentiment of the last 7 days, -1 to 1 (null: no news). */
  sentiment7d: number | null;
  /**
   * The coin's cost basis and unrealised PnL over all accounts (`GET /api/me/pnl`, exact USD strings), on the coin's
   * only row; `split` when the coin has a row per chain (the figures are per coin, not per chain: merge chains to see
   * them); `none` when K3 has no history of the coin; null while they load or when they could not be read.
   */
  pnl: HoldingPnl | 'split' | 'none' | null;
}

export interface HoldingPnl {
  costBasis: string;
  /** Null when the coin has no price. */
  unrealised: string | null;
}

export interface HoldingOptions {
  hideDust: boolean;
  mergeChains: boolean;
}

/**
 * The table rows: dust hidden (worth DUST_THRESHOLD_USD or less) and chains merged as asked, with each row's share and,
 * given `pnl` (per coin id), its cost basis and unrealised PnL.
 */
export function holdingRows(
  coins: readonly Coin[],
  options: HoldingOptions,
  pnl?: ReadonlyMap<string, HoldingPnl>,
): HoldingRow[] {
  const rows = withPnl(coinRows(coins, options), pnl);
  return options.hideDust ? hideDust(rows, DUST_THRESHOLD_USD) : rows;
}

function withPnl(rows: HoldingRow[], pnl: ReadonlyMap<string, HoldingPnl> | undefined): HoldingRow[] {
  if (!pnl) return rows;
  const rowsOf = new Map<string, number>();
  for (const row of rows) rowsOf.set(row.cgId, (rowsOf.get(row.cgId) ?? 0) + 1);
  return rows.map((row) => ({ ...row, pnl: rowsOf.get(row.cgId)! > 1 ? 'split' : (pnl.get(row.cgId) ?? 'none') }));
}

function coinRows(coins: readonly Coin[], options: HoldingOptions): HoldingRow[] {
  const total = coins.reduce((sum, coin) => sum + coin.value, 0);
  const share = (value: number) => (total > 0 ? (value / total) * 100 : null);
  const lines = coins.map((coin) => ({
    coin,
    cgId: coin.cg_id,
    chain: coin.chain,
    amount: Number(coin.amount),
    value: coin.value,
  }));
  const rows: HoldingRow[] = options.mergeChains
    ? mergeChains(lines).map((merged) => {
        const { coin } = merged.parts[0]!;
        return {
          key: merged.cgId,
          cgId: merged.cgId,
          name: coin.name,
          symbol: coin.symbol,
          image: coin.image,
          chains: merged.chains,
          amount: merged.amount,
          price: coin.current_price,
          change24h: coin.change24h,
          change30d: coin.change30d,
          rank: coin.rank,
          value: merged.value,
          share: share(merged.value),
          sentiment7d: coin.news.sentiment7d,
          pnl: null,
        };
      })
    : lines.map(({ coin, amount, value }) => ({
        key: `${coin.cg_id}:${coin.chain}`,
        cgId: coin.cg_id,
        name: coin.name,
        symbol: coin.symbol,
        image: coin.image,
        chains: [coin.chain],
        amount,
        price: coin.current_price,
        change24h: coin.change24h,
        change30d: coin.change30d,
        rank: coin.rank,
        value,
        share: share(value),
        sentiment7d: coin.news.sentiment7d,
        pnl: null,
      }));
  return rows;
}

export const HOLDING_COLUMNS = [
  'name',
  'audit',
  'chain',
  'amount',
  'price',
  'h24',
  'd30',
  'rank',
  'holding',
  'share',
  'costBasis',
  'unrealised',
  'sentiment',
] as const;
export type HoldingColumn = (typeof HOLDING_COLUMNS)[number];
export type SortDirection = 'ascending' | 'descending';
export interface HoldingSort {
  key: HoldingColumn;
  direction: SortDirection;
}

/** Like the dashboard's coin table: rank ascending first. */
export const DEFAULT_HOLDING_SORT: HoldingSort = { key: 'rank', direction: 'ascending' };

function numberOf(row: HoldingRow, key: Exclude<HoldingColumn, 'name' | 'chain'>, scores: AuditScores | undefined): number {
  switch (key) {
    case 'audit':
      return auditScoreOf(scores, row.cgId) ?? Number.NaN;
    case 'amount':
      return row.amount;
    case 'price':
      return row.price;
    case 'h24':
      return row.change24h ?? Number.NaN;
    case 'd30':
      return row.change30d ?? Number.NaN;
    case 'rank':
      return row.rank;
    case 'holding':
      return row.value;
    case 'share':
      return row.share ?? Number.NaN;
    case 'sentiment':
      return row.sentiment7d ?? Number.NaN;
    case 'costBasis':
      return typeof row.pnl === 'object' && row.pnl !== null ? Number(row.pnl.costBasis) : Number.NaN;
    case 'unrealised':
      return typeof row.pnl === 'object' && row.pnl?.unrealised ? Number(row.pnl.unrealised) : Number.NaN;
  }
}

/** A new sorted array; unknown values (no score among them) stay last in both directions, ties fall back to rank. */
export function sortHoldings(rows: readonly HoldingRow[], { key, direction }: HoldingSort, scores?: AuditScores): HoldingRow[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    let order: number;
    if (key === 'name' || key === 'chain') {
      const x = key === 'name' ? a.name : a.chains.join(',');
      const y = key === 'name' ? b.name : b.chains.join(',');
      order = sign * x.localeCompare(y, undefined, { sensitivity: 'base' });
    } else {
      const x = numberOf(a, key, scores);
      const y = numberOf(b, key, scores);
      if (Number.isNaN(x) || Number.isNaN(y)) order = Number.isNaN(x) ? (Number.isNaN(y) ? 0 : 1) : -1;
      else order = sign * (x - y);
    }
    return order || a.rank - b.rank;
  });
}

/** A header click: the same column flips its direction, another column starts ascending. */
export function nextHoldingSort(current: HoldingSort, column: HoldingColumn): HoldingSort {
  if (current.key === column) return { key: column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key: column, direction: 'ascending' };
}

export interface Worth {
  /** Sum of the selected portfolios' worth. */
  selected: number;
  /** Sum of every portfolio's worth. */
  current: number;
  selectedCount: number;
}

/** spec §2 summary: "selected worth, current worth". `excluded` holds the ids of the unticked portfolios. */
export function worthOf(portfolios: readonly Pick<Portfolio, 'id' | 'worth'>[], excluded: ReadonlySet<string>): Worth {
  let selected = 0;
  let current = 0;
  let selectedCount = 0;
  for (const portfolio of portfolios) {
    current += portfolio.worth;
    if (excluded.has(portfolio.id)) continue;
    selected += portfolio.worth;
    selectedCount += 1;
  }
  return { selected, current, selectedCount };
}

/** The label of an average sentiment score: one rule for every screen (shared). */
export const sentimentLabelOf = averageSentimentLabel;
