// The news calls (spec §7 "GET /news/?window={hours} … cached 120"): `GET /api/news?window=&lang=` for everyone and
// `GET /api/me/news?window=&lang=` (the signed-in user's coins, each item with its exposure). Both are kept in the client
// cache for CACHE_TTL_S.news seconds, per window and language (per wallet for the user's news).
import { useQuery } from '@tanstack/react-query';
import { CACHE_TTL_S, MyNewsListSchema, NewsListSchema, type NewsLang } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { persistedQueryOptions } from '../../../lib/persisted-query';

export const NEWS_QUERY_KEY = ['news'] as const;
export const MY_NEWS_QUERY_KEY = ['me-news'] as const;

export const getNews = (window: number, lang: NewsLang, signal?: AbortSignal) =>
  apiRequest({ path: `/news?window=${window}&lang=${lang}`, schema: NewsListSchema, signal });

export const getMyNews = (window: number, lang: NewsLang, signal?: AbortSignal) =>
  apiRequest({ path: `/me/news?window=${window}&lang=${lang}`, schema: MyNewsListSchema, signal });

/** The news of the last `window` hours in `lang`; idle when `enabled` is false (the holding filter is on). */
export function useNews(window: number, lang: NewsLang, enabled = true) {
  return useQuery({
    ...persistedQueryOptions({
      queryKey: [...NEWS_QUERY_KEY, window, lang] as const,
      queryFn: ({ signal }) => getNews(window, lang, signal),
      ttlSeconds: CACHE_TTL_S.news,
      schema: NewsListSchema,
    }),
    enabled,
  });
}

/** The signed-in user's news of the last `window` hours in `lang`; idle for a visitor or when `enabled` is false. */
export function useMyNews(window: number, lang: NewsLang, enabled = true) {
  const auth = useAuth();
  return useQuery({
    ...persistedQueryOptions({
      queryKey: [...MY_NEWS_QUERY_KEY, auth?.wallet ?? '', window, lang] as const,
      queryFn: ({ signal }) => getMyNews(window, lang, signal),
      ttlSeconds: CACHE_TTL_S.news,
      schema: MyNewsListSchema,
    }),
    enabled: enabled && auth !== null,
  });
}
