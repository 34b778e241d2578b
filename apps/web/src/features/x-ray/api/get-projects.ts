// The X-Ray search (spec §2 "X-Ray: search box, category filter and reset"): `GET /api/x-ray/projects?search=&category=&page=`
// (accents and case are the server's business) and `GET /api/x-ray/categories` for the filter. The previous page of
// results stays on screen while the next one loads (placeholderData), so typing never blanks the list.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { XrayCategoriesResponseSchema, XrayProjectListSchema } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';

export const XRAY_QUERY_KEY = ['x-ray'] as const;
/** Categories and lists change with the daily audit, not by the minute. */
const LIST_STALE_MS = 60_000;
const CATEGORIES_STALE_MS = 10 * 60_000;

export interface ProjectQuery {
  search: string;
  category: string;
  page: number;
}

export function projectsPath({ search, category, page }: ProjectQuery): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (category) params.set('category', category);
  params.set('page', String(page));
  return `/x-ray/projects?${params.toString()}`;
}

export const getProjects = (query: ProjectQuery, signal?: AbortSignal) =>
  apiRequest({ path: projectsPath(query), schema: XrayProjectListSchema, signal });

export const getCategories = (signal?: AbortSignal) =>
  apiRequest({ path: '/x-ray/categories', schema: XrayCategoriesResponseSchema.shape.data, signal });

/** The projects matching `query`; idle when `enabled` is false (nothing typed and no category). */
export function useProjects(query: ProjectQuery, enabled = true) {
  return useQuery({
    queryKey: [...XRAY_QUERY_KEY, 'projects', query] as const,
    queryFn: ({ signal }) => getProjects(query, signal),
    staleTime: LIST_STALE_MS,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: [...XRAY_QUERY_KEY, 'categories'] as const,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: CATEGORIES_STALE_MS,
  });
}
