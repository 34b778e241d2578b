// Coin table order (spec §2 "Coin table": "Sortable by header except news; … clicking toggles ascending and
// descending"; spec §9 "Coin list initially 5"). Issue 26 §6: a holder expects the largest holding first, so the
// table opens on Holding, largest first, and a first click on a figure sorts largest first; the spec's rank order is
// the "#" column. The audit column (issue 11 §3) sorts by the coins' X-Ray scores, which come from another call: they
// are passed in.
import type { Coin } from '@k3/shared';
import { auditScoreOf, type AuditScores } from '../../../lib/audit-score';

/** spec §9 "Coin list initially 5". */
export const INITIAL_COINS = 5;

export const SORTABLE_COLUMNS = ['rank', 'name', 'audit', 'amount', 'price', 'h24', 'holding'] as const;
export type SortColumn = (typeof SORTABLE_COLUMNS)[number];
export type SortKey = SortColumn;
export type SortDirection = 'ascending' | 'descending';
export interface CoinSort {
  key: SortKey;
  direction: SortDirection;
}

/** The largest holding first (issue 26 §6): the two biggest positions are never behind "More". */
export const DEFAULT_SORT: CoinSort = { key: 'holding', direction: 'descending' };

/** The first click's direction: names A→Z and rank #1 first; every figure largest first. */
const FIRST_DIRECTION: Record<SortColumn, SortDirection> = {
  rank: 'ascending',
  name: 'ascending',
  audit: 'descending',
  amount: 'descending',
  price: 'descending',
  h24: 'descending',
  holding: 'descending',
};

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

/** A header click: the same column flips its direction, another column starts in its first direction. */
export function nextSort(current: CoinSort, column: SortColumn): CoinSort {
  if (current.key === column) return { key: column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key: column, direction: FIRST_DIRECTION[column] };
}

/** The rows shown: the first INITIAL_COINS until "More" is pressed. */
export function visibleCoins<T>(coins: readonly T[], expanded: boolean): readonly T[] {
  return expanded ? coins : coins.slice(0, INITIAL_COINS);
}
