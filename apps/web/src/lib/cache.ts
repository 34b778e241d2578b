// The client cache of spec §7 and §9: local-storage entries under the `k3-cache` prefix, each with an expiry.
// Expired entries are removed when read and purged at start; a failed write (quota) clears every cache entry
// and retries once. An entry larger than MAX_ENTRY_CHARS is not stored at all (a month of news can weigh megabytes:
// it must not push out every other entry, nor fill the quota). TanStack Query persists through it
// (src/lib/persisted-query.ts).
import type { z } from 'zod';
import { STORAGE_KEYS } from '@k3/shared';

interface StoredEntry {
  /** The value. */
  v: unknown;
  /** Saved at, ms since epoch. */
  t: number;
  /** Expires at, ms since epoch. */
  e: number;
}

export interface CachedValue<T> {
  value: T;
  savedAt: number;
  expiresAt: number;
}

export interface ClientCache {
  get<T>(key: string, schema: z.ZodType<T>): CachedValue<T> | null;
  /** Returns false when the entry could not be written even after clearing the cache. */
  set(key: string, value: unknown, ttlSeconds: number): boolean;
  remove(key: string): void;
  /** Removes every entry whose key `matches`; returns how many were removed. */
  removeWhere(matches: (key: string) => boolean): number;
  /** Removes every expired entry; returns how many were removed. */
  purgeExpired(): number;
  clearAll(): void;
}

const PREFIX = STORAGE_KEYS.cachePrefix;
/** Largest entry kept, in UTF-16 characters (local storage holds about 5 million per origin). */
export const MAX_ENTRY_CHARS = 512 * 1024;

export function cacheStorageKey(key: string): string {
  return `${PREFIX}:${key}`;
}

function parseEntry(raw: string | null): StoredEntry | null {
  if (raw === null) return null;
  try {
    const entry = JSON.parse(raw) as Partial<StoredEntry> | null;
    if (entry && typeof entry.t === 'number' && typeof entry.e === 'number' && 'v' in entry) return entry as StoredEntry;
  } catch {
    // A corrupt entry is treated as absent and removed by the caller.
  }
  return null;
}

/**
 * @param getStorage returns the backing storage, or null when it is unavailable (the cache then does nothing).
 * @param now clock, injectable for tests.
 */
export function createClientCache(getStorage: () => Storage | null, now: () => number = Date.now): ClientCache {
  const storage = (): Storage | null => {
    try {
      return getStorage();
    } catch {
      return null;
    }
  };

  const cacheKeys = (store: Storage): string[] => {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    return keys;
  };

  const clearAll = (): void => {
    const store = storage();
    if (store) for (const key of cacheKeys(store)) store.removeItem(key);
  };

  return {
    get<T>(key: string, schema: z.ZodType<T>): CachedValue<T> | null {
      const store = storage();
      if (!store) return null;
      const storageKey = cacheStorageKey(key);
      const entry = parseEntry(store.getItem(storageKey));
      const parsed = entry && entry.e > now() ? schema.safeParse(entry.v) : null;
      if (!entry || !parsed?.success) {
        // Expired, corrupt or of an older shape: drop it so it is not read again.
        store.removeItem(storageKey);
        return null;
      }
      return { value: parsed.data, savedAt: entry.t, expiresAt: entry.e };
    },

    set(key: string, value: unknown, ttlSeconds: number): boolean {
      const store = storage();
      if (!store) return false;
      const savedAt = now();
      const text = JSON.stringify({ v: value, t: savedAt, e: savedAt + ttlSeconds * 1000 } satisfies StoredEntry);
      if (text.length > MAX_ENTRY_CHARS) {
        // Too big to keep: an older, smaller copy under this key would be stale now, so it goes too.
        store.removeItem(cacheStorageKey(key));
        return false;
      }
      try {
        store.setItem(cacheStorageKey(key), text);
        return true;
      } catch {
        // spec §7: "A failed cache write clears all cache entries and retries once."
        clearAll();
        try {
          store.setItem(cacheStorageKey(key), text);
          return true;
        } catch {
          return false;
        }
      }
    },

    remove(key: string): void {
      storage()?.removeItem(cacheStorageKey(key));
    },

    removeWhere(matches: (key: string) => boolean): number {
      const store = storage();
      if (!store) return 0;
      const start = cacheStorageKey('').length;
      const removed = cacheKeys(store).filter((storageKey) => matches(storageKey.slice(start)));
      for (const storageKey of removed) store.removeItem(storageKey);
      return removed.length;
    },

    purgeExpired(): number {
      const store = storage();
      if (!store) return 0;
      const expired = cacheKeys(store).filter((key) => {
        const entry = parseEntry(store.getItem(key));
        return !entry || entry.e <= now();
      });
      for (const key of expired) store.removeItem(key);
      return expired.length;
    },

    clearAll,
  };
}

/** The app's cache over window.localStorage. */
export const clientCache = createClientCache(() => window.localStorage);
