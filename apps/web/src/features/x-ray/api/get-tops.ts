// The three X-Ray lists (spec §2 "/x-ray/tops/{type}": Top Winners 24h, Top Losers 24h, Last Audited Projects):
// `GET /api/x-ray/tops/{type}`. The home page shows the head of each, the tops page the whole list: one query each.
import { useQuery } from '@tanstack/react-query';
import { XrayTopsResponseSchema, type XrayTopType } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { XRAY_QUERY_KEY } from './get-projects';

const TOPS_STALE_MS = 60_000;

export const getTops = (type: XrayTopType, signal?: AbortSignal) =>
  apiRequest({ path: `/x-ray/tops/${type}`, schema: XrayTopsResponseSchema.shape.data, signal });

export function useTops(type: XrayTopType) {
  return useQuery({
    queryKey: [...XRAY_QUERY_KEY, 'tops', type] as const,
    queryFn: ({ signal }) => getTops(type, signal),
    staleTime: TOPS_STALE_MS,
  });
}
