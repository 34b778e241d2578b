// The audits of what the signed-in user holds (issue 11 §3): `GET /api/me/x-ray`, each holding's X-Ray score and the
// alerts ranked by value at risk. Shared by the dashboard and SmartFolio, which never import each other. The key sits
// under the dashboard's: it is computed from the same holdings, so the portfolio mutations that invalidate the
// dashboard (adding or deleting a wallet or an exchange) refresh it too, in memory and in local storage.
import { useQuery } from '@tanstack/react-query';
import { CACHE_TTL_S, MyXraySchema } from '@k3/shared';
import { apiRequest } from './api-client';
import { useAuth } from './auth';
import { DASHBOARD_QUERY_KEY } from './portfolio';
import { persistedQueryOptions } from './persisted-query';

export const MY_XRAY_QUERY_KEY = 'x-ray';

export const getMyXray = (signal?: AbortSignal) => apiRequest({ path: '/me/x-ray', schema: MyXraySchema, signal });

/** The signed-in user's holdings audits; idle for a visitor. Kept as long as the dashboard (its holdings). */
export function useMyXray() {
  const auth = useAuth();
  return useQuery({
    ...persistedQueryOptions({
      queryKey: [...DASHBOARD_QUERY_KEY, auth?.wallet ?? '', MY_XRAY_QUERY_KEY] as const,
      queryFn: ({ signal }) => getMyXray(signal),
      ttlSeconds: CACHE_TTL_S.dashboard,
      schema: MyXraySchema,
    }),
    enabled: auth !== null,
  });
}
