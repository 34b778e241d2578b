// The portfolio calls every portfolio view shares (issue 4 §4-5): the dashboard (spec §7 "GET /me/dashboard?min=0.01",
// cached 30 s), the portfolios list, and adding or deleting wallets and exchange accounts. A change invalidates both
// queries and /me, in memory and in local storage (stored-queries.ts), so a reload shows the change at once.
// Features (dashboard, smartfolio) import this; they never import each other.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AuthChallengeSchema,
  CACHE_TTL_S,
  DashboardSchema,
  DUST_THRESHOLD_USD,
  DeletedSchema,
  PortfolioSchema,
  STORAGE_KEYS,
  type AddExchangeBody,
  type AddWalletBody,
} from '@k3/shared';
import { z } from 'zod';
import { apiRequest } from './api-client';
import { useAuth } from './auth';
import { ME_QUERY_KEY } from './me';
import { persistedQueryOptions } from './persisted-query';
import { removeStorage } from './storage';
import { registerStoredCopy } from './stored-queries';

export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;
export const PORTFOLIOS_QUERY_KEY = ['portfolios'] as const;
const PortfolioListSchema = z.array(PortfolioSchema);

// The dashboard's memory (spec §9 k3.dashboard_memory, the blurred view shown while the dashboard loads) is a second
// stored copy of this query: an out-of-date dashboard must not come back blurred either.
registerStoredCopy(DASHBOARD_QUERY_KEY, () => removeStorage(STORAGE_KEYS.dashboardMemory));

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

/**
 * Proves an added wallet is the user's (issue 8 §6): GET the ownership message, have the wallet sign it (`sign`, from the
 * wallet the user picked), POST the signature. The wallet's KRL then counts toward the tier, so everything is refreshed.
 */
export const useProveOwnership = () =>
  useInvalidatingMutation(async ({ id, sign }: { id: string; sign: (message: string) => Promise<string> }) => {
    const path = `/me/portfolios/${encodeURIComponent(id)}/ownership`;
    const { msg } = await apiRequest({ path, schema: AuthChallengeSchema });
    const signature = await sign(msg);
    return apiRequest({ path, method: 'POST', body: { signature }, schema: PortfolioSchema });
  });
