// The signed-in user's X-Ray favorites (issue 11 §2 "customize favorites"): `GET /api/me/favorites` → {ids} and
// `PUT /api/me/favorites {ids}` (at most XRAY_FAVORITES_MAX, in the user's order); both answer the ids and the
// favorites' summaries (name, price, score, tags) in that order.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FavoritesSchema } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

const FAVORITES_STALE_MS = 60_000;
const favoritesKey = (wallet: string) => ['me-favorites', wallet] as const;

export const getFavorites = (signal?: AbortSignal) => apiRequest({ path: '/me/favorites', schema: FavoritesSchema, signal });

export const putFavorites = (ids: readonly string[]) =>
  apiRequest({ path: '/me/favorites', method: 'PUT', body: { ids }, schema: FavoritesSchema });

/** The favorite ids; idle for a visitor. */
export function useFavorites() {
  const auth = useAuth();
  return useQuery({
    queryKey: favoritesKey(auth?.wallet ?? ''),
    queryFn: ({ signal }) => getFavorites(signal),
    staleTime: FAVORITES_STALE_MS,
    enabled: auth !== null,
  });
}

export function useSaveFavorites() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putFavorites,
    onSuccess: (saved) => queryClient.setQueryData(favoritesKey(auth?.wallet ?? ''), saved),
  });
}
