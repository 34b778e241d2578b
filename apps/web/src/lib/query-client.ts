// TanStack Query defaults. Each query sets its own staleTime from the spec's TTLs (CACHE_TTL_S) through
// persistedQueryOptions; queries without one are refetched when used again. Invalidating queries also forgets
// their copies in local storage (stored-queries.ts), wherever the invalidation comes from.
import { QueryClient, type InvalidateOptions, type InvalidateQueryFilters, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { forgetStoredQueries } from './stored-queries';

const MAX_RETRIES = 2;

function shouldRetry(failureCount: number, error: Error): boolean {
  // A 4xx answer will not change on retry; network failures and 5xx may.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** A QueryClient whose invalidations reach the stored copies: one place, so no mutation can forget to. */
class StoringQueryClient extends QueryClient {
  override invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    if (filters?.predicate) {
      // A predicate can only be asked about the queries this page holds: forget exactly those.
      for (const query of this.getQueryCache().findAll(filters)) forgetStoredQueries(query.queryKey, { exact: true });
    } else {
      forgetStoredQueries(filters?.queryKey, { exact: filters?.exact });
    }
    return super.invalidateQueries(filters, options);
  }
}

export function createQueryClient(): QueryClient {
  return new StoringQueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
