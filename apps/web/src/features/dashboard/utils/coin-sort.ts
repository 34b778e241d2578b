// Coin table order (spec §2 "Coin table": "Sortable by header except news; default sort by rank ascending; clicking
// toggles ascending and descending"; spec §9 "Coin list initially 5"). The audit column (issue 11 §3) sorts by the
// coins' X-Ray scores, which come from another call: they are passed in.
import type { Coin } from '@k3/shared';
import { auditScoreOf, type AuditScores } from '../../../lib/audit-score';

/** spec §9 "Coin list initially 5". */
export const INITIAL_COINS = 5;

export const SORTABLE_COLUMNS = ['name', 'audit', 'amount', 'price', 'h24', 'holding'] as const;
export type SortColumn = (typeof SORTABLE_COLUMNS)[number];
export type SortKey = SortColumn | 'rank';
export type SortDirection = 'ascending' | 'descending';
export interface CoinSort {
  key: SortKey;
  direction: SortDirection;
}

export const DEFAULT_SORT: CoinSort = { key: 'rank', direction: 'ascending' };

function valueOf(coin: Coin, key: Exclude<SortKey, 'name'>, scores: AuditScores | undefined): number {
  switch (key) {
    case 'audit':
      return auditScoreOf(scores, coin.cg_id) ?? Number.NaN;
    case 'rank':
      return coin.rank;
    case 'amount':
      return Number(coin.amount);
    case 'price':
      return coin.current_price;
    case 'h24':
      return coin.change24h ?? Number.NaN;
    case 'holding':
      return coin.value;
  }
}

/**
 * A new sorted array; unknown values (a null 24 h change, a coin not audited or scores not loaded) stay last in both
 * directions, ties fall back to rank.
 */
export function sortCoins(coins: readonly Coin[], { key, direction }: CoinSort, scores?: AuditScores): Coin[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...coins].sort((a, b) => {
    let order: number;
    if (key === 'name') {
      order = sign * a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });
    } else {
      const x = valueOf(a, key, scores);
      const y = valueOf(b, key, scores);
      if (Number.isNaN(x) || Number.isNaN(y)) order = Number.isNaN(x) ? (Number.isNaN(y) ? 0 : 1) : -1;
      else order = sign * (x - y);
    }
    return order || a.rank - b.rank;
  });
}

/** A header click: the same column flips its direction, another column starts ascending. */
export function nextSort(current: CoinSort, column: SortColumn): CoinSort {
  if (current.key === column) return { key: column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key: column, direction: 'ascending' };
}

/** The rows shown: the first INITIAL_COINS until "More" is pressed. */
export function visibleCoins<T>(coins: readonly T[], expanded: boolean): readonly T[] {
  return expanded ? coins : coins.slice(0, INITIAL_COINS);
}
