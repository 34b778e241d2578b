// Invalidation that reaches local storage (issue 8 §14). TanStack Query's invalidation only marks the copies held in
// memory; a copy persisted in the `k3-cache` store (persisted-query.ts) would survive it, and a reload within the TTL
// would start from it again (a wallet just added missing from the dashboard for up to 30 s). The app's query client
// (query-client.ts) calls forgetStoredQueries on every invalidation, so each mutation keeps invalidating its keys as
// usual and the stored copies go with the in-memory ones, whether the query is in memory on this page or not.
import { hashKey, partialMatchKey, type QueryKey } from '@tanstack/react-query';
import { clientCache, type ClientCache } from './cache';

/** The `k3-cache` key a query's copy is stored under. */
export const storageKeyOf = (queryKey: QueryKey): string => JSON.stringify(queryKey);

function queryKeyOf(storageKey: string): QueryKey | null {
  try {
    const key: unknown = JSON.parse(storageKey);
    return Array.isArray(key) ? key : null;
  } catch {
    return null;
  }
}

interface StoredCopy {
  queryKey: QueryKey;
  forget: () => void;
}

const otherCopies: StoredCopy[] = [];

/**
 * Declares a stored copy of a query's data kept outside the `k3-cache` store (the dashboard's blurred memory,
 * `k3.dashboard_memory`): `forget` runs whenever a key covering that query, or covered by it, is invalidated.
 */
export function registerStoredCopy(queryKey: QueryKey, forget: () => void): void {
  otherCopies.push({ queryKey, forget });
}

/**
 * Removes the stored copies of every query `queryKey` matches, as TanStack Query matches them: a prefix of the
 * query's key, or the whole key when `exact`.
 */
export function forgetStoredQueries(
  queryKey: QueryKey = [],
  { exact = false, cache = clientCache }: { exact?: boolean; cache?: ClientCache } = {},
): void {
  cache.removeWhere((storageKey) => {
    const stored = queryKeyOf(storageKey);
    if (!stored) return false;
    return exact ? hashKey(stored) === hashKey(queryKey) : partialMatchKey(stored, queryKey);
  });
  for (const copy of otherCopies) {
    if (partialMatchKey(copy.queryKey, queryKey) || partialMatchKey(queryKey, copy.queryKey)) copy.forget();
  }
}
