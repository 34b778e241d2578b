// One news story (issue 24 §3): `GET /api/news/items/{id}`, public, the story in the list's shape with every outlet
// that carried it. Kept for CACHE_TTL_S.news seconds like the lists (spec §7 "cached 120"). An unknown id is a 404
// `news_item_not_found`; a string that is not an item id is not asked for at all (the page says "not found").
import { useQuery } from '@tanstack/react-query';
import { CACHE_TTL_S, NEWS_ITEM_ID_PATTERN, NewsItemSchema } from '@k3/shared';
import { ApiError } from '../../../lib/api-error';
import { apiRequest } from '../../../lib/api-client';

export const NEWS_ITEM_QUERY_KEY = ['news-item'] as const;

export const isNewsItemId = (id: string): boolean => NEWS_ITEM_ID_PATTERN.test(id);

export const getNewsItem = (id: string, signal?: AbortSignal) =>
  apiRequest({ path: `/news/items/${encodeURIComponent(id)}`, schema: NewsItemSchema, signal });

/** The answer for an id no story has (404), or one the API refuses as no item id (400). */
export function isNewsItemNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** The story of item `id`; idle for a string that is no item id. */
export function useNewsItem(id: string) {
  return useQuery({
    queryKey: [...NEWS_ITEM_QUERY_KEY, id] as const,
    queryFn: ({ signal }) => getNewsItem(id, signal),
    staleTime: CACHE_TTL_S.news * 1000,
    enabled: isNewsItemId(id),
  });
}
