// The public ranking (spec §3 Ranking entry, §7 `GET /ranking` "cached 1800 s"): the top users by XP with their
// competition rank. Public, so one query for everyone; the spec's TTL is its staleTime.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_TTL_S, RankingResponseSchema } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';

export const getRanking = (signal?: AbortSignal) =>
  apiRequest({ path: '/ranking', schema: RankingResponseSchema.shape.data, signal });

export const rankingQueryOptions = () =>
  queryOptions({
    queryKey: ['ranking'] as const,
    queryFn: ({ signal }) => getRanking(signal),
    staleTime: CACHE_TTL_S.ranking * 1000,
  });

export function useRanking() {
  return useQuery(rankingQueryOptions());
}
