import { describe, expect, it } from 'vitest';
import { coin } from '../testing/fixtures';
import { DEFAULT_SORT, INITIAL_COINS, nextSort, sortCoins, visibleCoins } from './coin-sort';

const coins = [
  coin({ cg_id: 'b', name: 'bravo', rank: 3, amount: '10', current_price: 5, change24h: -2, value: 50 }),
  coin({ cg_id: 'a', name: 'Alpha', rank: 1, amount: '2', current_price: 100, change24h: 4, value: 200 }),
  coin({ cg_id: 'c', name: 'charlie', rank: 2, amount: '0.5', current_price: 1, change24h: null, value: 0.5 }),
];
const ids = (list: readonly { cg_id: string }[]) => list.map((entry) => entry.cg_id);

describe('coin table order (spec §2 "Coin table")', () => {
  it("opens on the largest holding first (issue 26 §6); the spec's rank order is one column away", () => {
    expect(DEFAULT_SORT).toEqual({ key: 'holding', direction: 'descending' });
    expect(ids(sortCoins(coins, DEFAULT_SORT))).toEqual(['a', 'b', 'c']);
    expect(ids(sortCoins(coins, { key: 'rank', direction: 'ascending' }))).toEqual(['a', 'c', 'b']);
  });

  it.each([
    ['name', ['a', 'b', 'c']],
    ['amount', ['c', 'a', 'b']],
    ['price', ['c', 'b', 'a']],
    ['holding', ['c', 'b', 'a']],
    ['h24', ['b', 'a', 'c']],
  ] as const)('sorts by %s ascending, then descending', (key, ascending) => {
    expect(ids(sortCoins(coins, { key, direction: 'ascending' }))).toEqual(ascending);
    const descending = ids(sortCoins(coins, { key, direction: 'descending' }));
    // An unknown 24 h change stays last in both directions.
    expect(descending).toEqual(key === 'h24' ? ['a', 'b', 'c'] : [...ascending].reverse());
  });

  it('sorts by audit score (issue 11 §3), coins not audited last in both directions', () => {
    const scores = new Map([
      ['a', { score: 40, confidence: 'high' as const }],
      ['b', { score: 85, confidence: 'low' as const }],
    ]);
    expect(ids(sortCoins(coins, { key: 'audit', direction: 'ascending' }, scores))).toEqual(['a', 'b', 'c']);
    expect(ids(sortCoins(coins, { key: 'audit', direction: 'descending' }, scores))).toEqual(['b', 'a', 'c']);
    // Scores not loaded: every coin is unknown, so the rank order holds.
    expect(ids(sortCoins(coins, { key: 'audit', direction: 'descending' }))).toEqual(['a', 'c', 'b']);
  });

  it('toggles the same column; a first click sorts names A to Z, rank from #1 and every figure largest first', () => {
    const byName = nextSort(DEFAULT_SORT, 'name');
    expect(byName).toEqual({ key: 'name', direction: 'ascending' });
    expect(nextSort(byName, 'name')).toEqual({ key: 'name', direction: 'descending' });
    expect(nextSort(nextSort(byName, 'name'), 'name')).toEqual({ key: 'name', direction: 'ascending' });
    expect(nextSort(byName, 'rank')).toEqual({ key: 'rank', direction: 'ascending' });
    for (const column of ['price', 'amount', 'h24', 'audit'] as const)
      expect(nextSort(byName, column)).toEqual({ key: column, direction: 'descending' });
    // Holding is the default, largest first: the first click on it shows the smallest first.
    expect(nextSort(byName, 'holding')).toEqual({ key: 'holding', direction: 'descending' });
    expect(nextSort(DEFAULT_SORT, 'holding')).toEqual({ key: 'holding', direction: 'ascending' });
  });

  it('breaks ties by rank and leaves the input untouched', () => {
    const tied = [coin({ cg_id: 'y', rank: 9, value: 1 }), coin({ cg_id: 'x', rank: 4, value: 1 })];
    expect(ids(sortCoins(tied, { key: 'holding', direction: 'descending' }))).toEqual(['x', 'y']);
    expect(ids(tied)).toEqual(['y', 'x']);
  });

  it('shows 5 coins, then all of them (spec §9 "Coin list initially 5")', () => {
    const many = Array.from({ length: 8 }, (_, index) => index);
    expect(INITIAL_COINS).toBe(5);
    expect(visibleCoins(many, false)).toEqual([0, 1, 2, 3, 4]);
    expect(visibleCoins(many, true)).toHaveLength(8);
    expect(visibleCoins([1, 2], false)).toEqual([1, 2]);
  });
});
