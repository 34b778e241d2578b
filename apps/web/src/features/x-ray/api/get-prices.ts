// A project's daily series for the audit's price chart (issue 25 §3): `GET /api/x-ray/projects/{id}/prices?days=N`,
// oldest first. Switching the range keeps the previous series on screen until the new one arrives.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { XrayPricesResponseSchema } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { XRAY_QUERY_KEY } from './get-projects';

const PRICES_STALE_MS = 60_000;

export const getPrices = (id: string, days: number, signal?: AbortSignal) =>
  apiRequest({
    path: `/x-ray/projects/${encodeURIComponent(id)}/prices?days=${days}`,
    schema: XrayPricesResponseSchema.shape.data,
    signal,
  });

export function usePrices(id: string, days: number) {
  return useQuery({
    queryKey: [...XRAY_QUERY_KEY, 'prices', id, days] as const,
    queryFn: ({ signal }) => getPrices(id, days, signal),
    staleTime: PRICES_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
