// The signed-in user's profit and loss (issue 29 §3; docs/pnl.md "API" `GET /api/me/pnl`): shared by SmartFolio's PnL
// tab and the dashboard's PnL summary, which never import each other. Kept in memory for the dashboard's 30 s (spec
// §9): not in local storage, where a large history would weigh on the client cache. Everything under PNL_QUERY_KEY
// (the figures and each asset's explain view) is read again when the method changes or an import lands.
import { useQuery } from '@tanstack/react-query';
import { CACHE_TTL_S, PnlSchema } from '@k3/shared';
import { apiRequest } from './api-client';
import { useAuth } from './auth';

export const PNL_QUERY_KEY = ['pnl'] as const;

export const getPnl = (signal?: AbortSignal) => apiRequest({ path: '/me/pnl', schema: PnlSchema, signal });

/** `enabled: false` holds the call back (the dashboard asks only once its own figures are on screen). */
export function usePnl({ enabled = true }: { enabled?: boolean } = {}) {
  const auth = useAuth();
  return useQuery({
    queryKey: [...PNL_QUERY_KEY, auth?.wallet ?? ''] as const,
    queryFn: ({ signal }) => getPnl(signal),
    staleTime: CACHE_TTL_S.dashboard * 1000,
    enabled: auth !== null && enabled,
  });
}
