// The ranking (spec §3 Ranking entry, §5 "sorted by xp descending, rank from 1", §9 "ranking 1800 s";
// docs/rewards.md "Ranking"): the top RANKING_SIZE users with xp, xp descending then wallet, competition ranks (equal
// xp, equal rank: 1, 2, 2, 4). The table is computed at most once per RANKING_CACHE_MS and kept in the shared cache
// (services/shared-cache.ts: this process's memory, or Redis with REDIS_URL, where every API process serves the same
// table); the response is also public-cacheable for 1800 s. One's own rank is 1 + the users with more xp, always exact: a sum over xp_counts
// (users per xp value, kept by a trigger in every transaction that changes xp), a short key range whatever the number
// of users — counting users above in the users_xp index would walk half of it for a mid-table user.
import { RANKING_SIZE, type RankingEntry } from '@k3/shared';
import type { Database } from '../../db/client';
import type { UserRow } from '../../repositories/users';
import { countAbove, topByXp, type RankedUser } from '../../repositories/xp-ledger';
import { type CacheKey, jsonCodec, MemorySharedCache, NearCache, type SharedCache } from '../shared-cache';

/** How long a computed table is reused. */
export const RANKING_CACHE_MS = 60_000;

/** Competition ranks over rows already sorted by xp descending. */
export function withRanks(rows: readonly RankedUser[]): RankingEntry[] {
  let rank = 0;
  return rows.map((row, index) => {
    if (index === 0 || row.xp !== rows[index - 1]!.xp) rank = index + 1;
    const entry: RankingEntry = { id: row.id, xp: row.xp, username: row.username ?? row.id, rank };
    // Demo members are labelled as demo wherever they are shown (docs/architecture.md "Providers").
    return row.isDemo ? { ...entry, demo: true } : entry;
  });
}

export interface RankingTable {
  ranking: RankingEntry[];
  updatedAt: string;
}

const RANKING_KEY: CacheKey = { group: 'ranking', name: 'top' };

export function createRankingCache(db: Database, clock: () => Date, ttlMs = RANKING_CACHE_MS, shared?: SharedCache | null) {
  // Concurrent misses share one computation; a failure is not kept.
  const table = new NearCache<RankingTable, RankingTable>(shared ?? new MemorySharedCache(1, ttlMs), {
    codec: jsonCodec<RankingTable>(),
    ttlMs,
    maxKeys: 1,
    toLocal: (value) => value,
  });
  return {
    /** The top table (GET /api/ranking). */
    get: (): Promise<RankingTable> => {
      const now = clock();
      return table.read(RANKING_KEY, now.getTime(), async () => {
        const rows = await topByXp(db, RANKING_SIZE);
        return { ranking: withRanks(rows), updatedAt: now.toISOString() };
      });
    },
    /** 1 + the users with more xp; null without xp. */
    async rankOf(xp: number): Promise<number | null> {
      return xp <= 0 ? null : 1 + (await countAbove(db, xp));
    },
  };
}
export type RankingCache = ReturnType<typeof createRankingCache>;

/** GET /api/me/ranking: the user's own entry; rank null while they have no xp (they are not in the table). */
export async function myRank(
  cache: RankingCache,
  user: Pick<UserRow, 'id' | 'xp' | 'username'>,
): Promise<Omit<RankingEntry, 'rank'> & { rank: number | null }> {
  return { id: user.id, xp: user.xp, username: user.username ?? user.id, rank: await cache.rankOf(user.xp) };
}
