// The signed-in user's own ranking entry (`GET /api/me/ranking` → {id, xp, username, rank | null}), fresh where the
// public ranking may be up to 30 minutes old: the ranking tab injects it (spec §5 "Ranking").
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MyRankResponseSchema } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { ME_QUERY_KEY } from '../../../lib/me';

const MY_RANK_STALE_MS = 30_000;

export const getMyRank = (signal?: AbortSignal) =>
  apiRequest({ path: '/me/ranking', schema: MyRankResponseSchema.shape.data, signal });

export const myRankQueryOptions = (wallet: string) =>
  queryOptions({
    queryKey: [...ME_QUERY_KEY, 'ranking', wallet] as const,
    queryFn: ({ signal }) => getMyRank(signal),
    staleTime: MY_RANK_STALE_MS,
  });

/** The user's own entry; idle for a visitor. */
export function useMyRank() {
  const auth = useAuth();
  return useQuery({ ...myRankQueryOptions(auth?.wallet ?? ''), enabled: auth !== null });
}
