// TanStack Query over the client cache (spec §7 and §9): a query's data is written to the `k3-cache` store with
// the spec's TTL, and a later visit starts from the stored copy while it is unexpired. The same TTL is the
// query's staleTime, so an unexpired copy is not refetched. Invalidating the query removes the stored copy too
// (stored-queries.ts).
import { queryOptions, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { clientCache, type ClientCache } from './cache';
import { storageKeyOf } from './stored-queries';

export interface PersistedQueryConfig<T, K extends QueryKey> {
  queryKey: K;
  queryFn: (context: QueryFunctionContext<K>) => Promise<T>;
  /** Time to live in seconds, from CACHE_TTL_S. */
  ttlSeconds: number;
  /** Validates the stored copy before it is used (its shape may be from an older version). */
  schema: z.ZodType<T>;
  cache?: ClientCache;
}

export function persistedQueryOptions<T, K extends QueryKey>({
  queryKey,
  queryFn,
  ttlSeconds,
  schema,
  cache = clientCache,
}: PersistedQueryConfig<T, K>) {
  const storageKey = storageKeyOf(queryKey);
  return queryOptions({
    queryKey,
    queryFn: async (context: QueryFunctionContext<K>) => {
      const data = await queryFn(context);
      cache.set(storageKey, data, ttlSeconds);
      return data;
    },
    staleTime: ttlSeconds * 1000,
    initialData: () => cache.get(storageKey, schema)?.value,
    initialDataUpdatedAt: () => cache.get(storageKey, schema)?.savedAt,
  });
}
