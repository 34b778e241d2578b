// The portfolio calls every portfolio view shares (issue 4 §4-5): the dashboard (spec §7 "GET /me/dashboard?min=0.01",
// cached 30 s), the portfolios list, and adding or deleting wallets and exchange accounts. A change invalidates both
// queries and /me. Features (dashboard, smartfolio) import this; they never import each other.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CACHE_TTL_S,
  DashboardSchema,
  DUST_THRESHOLD_USD,
  DeletedSchema,
  PortfolioSchema,
  type AddExchangeBody,
  type AddWalletBody,
} from '@k3/shared';
import { z } from 'zod';
import { apiRequest } from './api-client';
import { useAuth } from './auth';
import { ME_QUERY_KEY } from './me';
import { persistedQueryOptions } from './persisted-query';

export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;
export const PORTFOLIOS_QUERY_KEY = ['portfolios'] as const;
const PortfolioListSchema = z.array(PortfolioSchema);

export const getDashboard = (min: number, signal?: AbortSignal) =>
  apiRequest({ path: `/me/dashboard?min=${encodeURIComponent(String(min))}`, schema: DashboardSchema, signal });

/** The dashboard of the signed-in wallet; idle for a visitor. Stored per wallet (spec §9 "Cache time 30 s"). */
export function useDashboard(min: number = DUST_THRESHOLD_USD) {
  const auth = useAuth();
  return useQuery({
    ...persistedQueryOptions({
      queryKey: [...DASHBOARD_QUERY_KEY, auth?.wallet ?? '', min] as const,
      queryFn: ({ signal }) => getDashboard(min, signal),
      ttlSeconds: CACHE_TTL_S.dashboard,
      schema: DashboardSchema,
    }),
    enabled: auth !== null,
  });
}

export function usePortfolios() {
  const auth = useAuth();
  return useQuery({
    queryKey: [...PORTFOLIOS_QUERY_KEY, auth?.wallet ?? ''] as const,
    queryFn: ({ signal }) => apiRequest({ path: '/me/portfolios', schema: PortfolioListSchema, signal }),
    staleTime: CACHE_TTL_S.dashboard * 1000,
    enabled: auth !== null,
  });
}

function useInvalidatingMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PORTFOLIOS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]),
  });
}

/** POST /me/wallets: 400 invalid address, 409 `tier_cap` or `wallet_exists` (ApiError carries status and key). */
export const useAddWallet = () =>
  useInvalidatingMutation((body: AddWalletBody) =>
    apiRequest({ path: '/me/wallets', method: 'POST', body, schema: PortfolioSchema }),
  );

/** POST /me/exchanges: 400 `invalid_exchange_credentials` when the exchange refuses the key. */
export const useAddExchange = () =>
  useInvalidatingMutation((body: AddExchangeBody) =>
    apiRequest({ path: '/me/exchanges', method: 'POST', body, schema: PortfolioSchema }),
  );

export const useDeletePortfolio = () =>
  useInvalidatingMutation((portfolio: { kind: 'wallet' | 'exchange'; id: string; address: string | null }) =>
    apiRequest({
      path:
        portfolio.kind === 'wallet'
          ? `/me/wallets/${encodeURIComponent(portfolio.address ?? '')}`
          : `/me/exchanges/${encodeURIComponent(portfolio.id)}`,
      method: 'DELETE',
      schema: DeletedSchema,
    }),
  );
