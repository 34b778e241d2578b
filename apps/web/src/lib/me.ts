// GET /api/me: the signed-in user of spec §3, cached 15 s (spec §7 "GET /me … cached 15 s", §9 "TTLs: user 15 s").
// Shared by every page that shows the user (account, dashboard): one query per wallet, so a stored copy never
// shows one wallet's data to another after a sign-in on the same browser.
import { useQuery } from '@tanstack/react-query';
import { CACHE_TTL_S, UserSchema } from '@k3/shared';
import { apiRequest } from './api-client';
import { useAuth } from './auth';
import { persistedQueryOptions } from './persisted-query';

/** The prefix of every /me query: invalidate it after a change to the user. */
export const ME_QUERY_KEY = ['me'] as const;

export const getMe = (signal?: AbortSignal) => apiRequest({ path: '/me', schema: UserSchema, signal });

export const meQueryOptions = (wallet: string) =>
  persistedQueryOptions({
    queryKey: [...ME_QUERY_KEY, wallet] as const,
    queryFn: ({ signal }) => getMe(signal),
    ttlSeconds: CACHE_TTL_S.user,
    schema: UserSchema,
  });

/** The signed-in user; idle (no request) for a visitor. */
export function useMe() {
  const auth = useAuth();
  return useQuery({ ...meQueryOptions(auth?.wallet ?? ''), enabled: auth !== null });
}
