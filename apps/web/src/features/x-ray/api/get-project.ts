// One project's audit (spec §2 "/x-ray/{id}"): `GET /api/x-ray/projects/{id}` (public; the API client sends the
// bearer token when signed in, and the answer's `access` and locked sections depend on it — so the query is per
// wallet), its score history and the "You may also like" list. An unknown id is a 404 `project_not_found`.
import { useQuery } from '@tanstack/react-query';
import { XrayHistoryResponseSchema, XrayProjectDetailSchema, XraySimilarResponseSchema } from '@k3/shared';
import { ApiError } from '../../../lib/api-error';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { XRAY_QUERY_KEY } from './get-projects';

const DETAIL_STALE_MS = 60_000;

const projectPath = (id: string) => `/x-ray/projects/${encodeURIComponent(id)}`;

export const getProject = (id: string, signal?: AbortSignal) =>
  apiRequest({ path: projectPath(id), schema: XrayProjectDetailSchema, signal });

export const getSimilar = (id: string, signal?: AbortSignal) =>
  apiRequest({ path: `${projectPath(id)}/similar`, schema: XraySimilarResponseSchema.shape.data, signal });

export const getHistory = (id: string, signal?: AbortSignal) =>
  apiRequest({ path: `${projectPath(id)}/history`, schema: XrayHistoryResponseSchema.shape.data, signal });

/** The key of a project's audit as `wallet` sees it ('' for a visitor). */
export const projectQueryKey = (id: string, wallet: string) => [...XRAY_QUERY_KEY, 'project', id, wallet] as const;

export function isProjectNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.error === 'project_not_found' || error.status === 404);
}

export function useProject(id: string) {
  const auth = useAuth();
  return useQuery({
    queryKey: projectQueryKey(id, auth?.wallet ?? ''),
    queryFn: ({ signal }) => getProject(id, signal),
    staleTime: DETAIL_STALE_MS,
  });
}

export function useSimilar(id: string, enabled = true) {
  return useQuery({
    queryKey: [...XRAY_QUERY_KEY, 'similar', id] as const,
    queryFn: ({ signal }) => getSimilar(id, signal),
    staleTime: DETAIL_STALE_MS,
    enabled,
  });
}

/** The score history names the alerts that changed only with a plan that has X-Ray: the answer is per wallet too. */
export function useHistory(id: string, enabled = true) {
  const auth = useAuth();
  return useQuery({
    queryKey: [...XRAY_QUERY_KEY, 'history', id, auth?.wallet ?? ''] as const,
    queryFn: ({ signal }) => getHistory(id, signal),
    staleTime: DETAIL_STALE_MS,
    enabled,
  });
}
