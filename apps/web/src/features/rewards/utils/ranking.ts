// The ranking as the user sees it (spec §5 "Ranking: the user's own entry is injected if their xp is at least the
// lowest xp shown; sorted by xp descending, rank from 1"). The public list may be up to 30 minutes old (spec §9 TTL),
// the user's own entry is fresh: an entry already listed takes the fresh xp, a missing one is injected when it reaches
// the lowest xp shown. Ranks are then counted again over the list shown, ties sharing a rank (1, 2, 2, 4), like the
// server's.
import type { RankingEntry } from '@k3/shared';

export interface OwnEntry {
  id: string;
  xp: number;
  username: string;
}

export interface RankingRow extends RankingEntry {
  isOwn: boolean;
  /** A generated member of the demo community (the API's `demo: true`). */
  isDemo: boolean;
}

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function rankingWithOwnEntry(ranking: readonly RankingEntry[], own: OwnEntry | null): RankingRow[] {
  let entries: { id: string; xp: number; username: string; isOwn: boolean; isDemo: boolean }[] = ranking.map((entry) => ({
    id: entry.id,
    xp: entry.xp,
    username: entry.username,
    isOwn: own !== null && sameId(entry.id, own.id),
    isDemo: entry.demo === true,
  }));
  if (own) {
    const listed = entries.some((entry) => entry.isOwn);
    if (listed) {
      entries = entries.map((entry) => (entry.isOwn ? { ...entry, xp: own.xp, username: own.username } : entry));
    } else {
      const lowest = entries.reduce((min, entry) => Math.min(min, entry.xp), Number.POSITIVE_INFINITY);
      // An empty list has no lowest xp: the user appears once they have earned some.
      const reaches = entries.length === 0 ? own.xp > 0 : own.xp >= lowest;
      if (reaches) entries.push({ id: own.id, xp: own.xp, username: own.username, isOwn: true, isDemo: false });
    }
  }
  // Stable: equal xp keeps the server's order, and the injected entry comes after those it ties with.
  const sorted = [...entries].sort((a, b) => b.xp - a.xp);
  let rank = 0;
  return sorted.map((entry, index) => {
    if (index === 0 || sorted[index - 1]!.xp !== entry.xp) rank = index + 1;
    return { ...entry, rank };
  });
}
