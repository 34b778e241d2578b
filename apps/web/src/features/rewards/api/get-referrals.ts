// The user's referrals (spec §3 "Referrals: count and referral XP", §9 "10% of each referred user's points"):
// `GET /api/me/referrals` → {count, xp, link}.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReferralsResponseSchema } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { ME_QUERY_KEY } from '../../../lib/me';

const REFERRALS_STALE_MS = 60_000;

export const getReferrals = (signal?: AbortSignal) =>
  apiRequest({ path: '/me/referrals', schema: ReferralsResponseSchema.shape.data, signal });

export const referralsQueryOptions = (wallet: string) =>
  queryOptions({
    queryKey: [...ME_QUERY_KEY, 'referrals', wallet] as const,
    queryFn: ({ signal }) => getReferrals(signal),
    staleTime: REFERRALS_STALE_MS,
  });

/** The referrals; idle for a visitor. */
export function useReferrals() {
  const auth = useAuth();
  return useQuery({ ...referralsQueryOptions(auth?.wallet ?? ''), enabled: auth !== null });
}
