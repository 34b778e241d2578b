// Agent K usage in the admin console (issue 22 §4; docs/admin.md "Agent K usage"): GET /api/admin/ai-usage, the last
// days' prompts and tokens per user and UTC day, with the daily ceiling per user.
import { useQuery } from '@tanstack/react-query';
import { AdminAiUsageListResponseSchema } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './admin-keys';

/** The days the console shows, today (UTC) included. */
export const ADMIN_USAGE_DAYS = 7;

export function useAiUsage() {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'ai-usage', ADMIN_USAGE_DAYS],
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/admin/ai-usage?days=${ADMIN_USAGE_DAYS}&limit=100`,
        schema: AdminAiUsageListResponseSchema.shape.data,
        signal,
      }),
  });
}
