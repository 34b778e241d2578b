import { describe, expect, it } from 'vitest';
import { rankingEntry } from '../testing/fixtures';
import { rankingWithOwnEntry } from './ranking';

const LIST = [rankingEntry('a', 900, 1), rankingEntry('b', 500, 2), rankingEntry('c', 500, 2), rankingEntry('d', 200, 4)];
const view = (rows: ReturnType<typeof rankingWithOwnEntry>) => rows.map((row) => [row.id, row.xp, row.rank, row.isOwn]);

describe('ranking with the user’s own entry (spec §5 "Ranking")', () => {
  it('leaves the list as it is for a visitor', () => {
    expect(view(rankingWithOwnEntry(LIST, null))).toEqual([
      ['a', 900, 1, false],
      ['b', 500, 2, false],
      ['c', 500, 2, false],
      ['d', 200, 4, false],
    ]);
  });

  it('injects the user when their xp is at least the lowest shown, sorted by xp, ranks counted from 1', () => {
    expect(view(rankingWithOwnEntry(LIST, { id: 'me', xp: 600, username: 'me' }))).toEqual([
      ['a', 900, 1, false],
      ['me', 600, 2, true],
      ['b', 500, 3, false],
      ['c', 500, 3, false],
      ['d', 200, 5, false],
    ]);
  });

  it('injects the user at exactly the lowest xp, sharing its rank', () => {
    expect(view(rankingWithOwnEntry(LIST, { id: 'me', xp: 200, username: 'me' })).slice(-2)).toEqual([
      ['d', 200, 4, false],
      ['me', 200, 4, true],
    ]);
  });

  it('does not inject a user below the lowest xp shown', () => {
    const rows = rankingWithOwnEntry(LIST, { id: 'me', xp: 199, username: 'me' });
    expect(rows).toHaveLength(4);
    expect(rows.some((row) => row.isOwn)).toBe(false);
  });

  it('does not list a user twice: a listed entry is marked and takes the fresh xp (address case aside)', () => {
    const rows = rankingWithOwnEntry(LIST, { id: 'D', xp: 700, username: 'dora' });
    expect(view(rows)).toEqual([
      ['a', 900, 1, false],
      ['d', 700, 2, true],
      ['b', 500, 3, false],
      ['c', 500, 3, false],
    ]);
    expect(rows[1]?.username).toBe('dora');
  });

  it('shows a user with xp in an empty ranking, and nobody without', () => {
    expect(view(rankingWithOwnEntry([], { id: 'me', xp: 10, username: 'me' }))).toEqual([['me', 10, 1, true]]);
    expect(rankingWithOwnEntry([], { id: 'me', xp: 0, username: 'me' })).toEqual([]);
  });
});
