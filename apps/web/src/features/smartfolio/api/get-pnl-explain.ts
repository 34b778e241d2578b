// One asset's explain view (issue 29 §2 "Explain"; `GET /api/me/pnl/explain?asset=`): each disposal, oldest first,
// with the lots it consumed, so the realised figure can be checked by hand. Under PNL_QUERY_KEY: a method change or an
// import reads it again with the figures.
import { useQuery } from '@tanstack/react-query';
import { PnlExplainSchema } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { PNL_QUERY_KEY } from '../../../lib/pnl';

export const getPnlExplain = (asset: string, signal?: AbortSignal) =>
  apiRequest({ path: `/me/pnl/explain?asset=${encodeURIComponent(asset)}`, schema: PnlExplainSchema, signal });

/** Idle while `asset` is null (the panel is closed). */
export function usePnlExplain(asset: string | null) {
  const auth = useAuth();
  return useQuery({
    queryKey: [...PNL_QUERY_KEY, auth?.wallet ?? '', 'explain', asset ?? ''] as const,
    queryFn: ({ signal }) => getPnlExplain(asset ?? '', signal),
    enabled: auth !== null && asset !== null,
  });
}
