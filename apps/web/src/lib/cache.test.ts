import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { cacheStorageKey, createClientCache, MAX_ENTRY_CHARS } from './cache';
import { persistedQueryOptions } from './persisted-query';

const ValueSchema = z.object({ n: z.number() });

/** An in-memory Storage; `failWrites` makes the next setItem calls throw a quota error. */
function memoryStorage() {
  const data = new Map<string, string>();
  let failWrites = 0;
  const storage: Storage = {
    get length() {
      return data.size;
    },
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      if (failWrites > 0) {
        failWrites--;
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      data.set(key, value);
    },
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
  };
  return { storage, data, failNextWrites: (count: number) => (failWrites = count) };
}

function setup() {
  let now = Date.now();
  const memory = memoryStorage();
  const cache = createClientCache(
    () => memory.storage,
    () => now,
  );
  return { ...memory, cache, advance: (ms: number) => (now += ms) };
}

describe('client cache (spec §7, §9)', () => {
  it('stores entries under the k3-cache prefix and serves them until their TTL ends', () => {
    const { cache, data, advance } = setup();
    expect(cache.set('me', { n: 1 }, 15)).toBe(true);
    expect([...data.keys()]).toEqual([cacheStorageKey('me')]);
    expect(cacheStorageKey('me').startsWith('k3-cache')).toBe(true);

    advance(14_999);
    expect(cache.get('me', ValueSchema)?.value).toEqual({ n: 1 });

    advance(1);
    expect(cache.get('me', ValueSchema)).toBeNull();
    // The expired entry is removed when read.
    expect(data.has(cacheStorageKey('me'))).toBe(false);
  });

  it('drops an entry whose stored shape no longer matches', () => {
    const { cache, data } = setup();
    cache.set('me', { n: 'one' }, 60);
    expect(cache.get('me', ValueSchema)).toBeNull();
    expect(data.size).toBe(0);
  });

  it('purges expired and corrupt entries and leaves other keys alone', () => {
    const { cache, data, advance } = setup();
    cache.set('short', { n: 1 }, 10);
    cache.set('long', { n: 2 }, 100);
    data.set(cacheStorageKey('corrupt'), '{not json');
    data.set('isSidebarCollapsed', 'true');

    advance(20_000);
    expect(cache.purgeExpired()).toBe(2);
    expect([...data.keys()].sort()).toEqual([cacheStorageKey('long'), 'isSidebarCollapsed'].sort());
  });

  it('on a failed write clears every cache entry, keeps other keys, and retries once', () => {
    const { cache, data, failNextWrites } = setup();
    cache.set('a', { n: 1 }, 60);
    cache.set('b', { n: 2 }, 60);
    data.set('k3.auth', '{"token":"t","wallet":"w"}');

    failNextWrites(1);
    expect(cache.set('c', { n: 3 }, 60)).toBe(true);
    expect([...data.keys()].sort()).toEqual([cacheStorageKey('c'), 'k3.auth'].sort());
    expect(cache.get('c', ValueSchema)?.value).toEqual({ n: 3 });
  });

  it('does not store an entry larger than the cap, drops its older copy, and keeps the others', () => {
    const { cache, data } = setup();
    cache.set('a', { n: 1 }, 60);
    cache.set('big', { text: 'small' }, 60);
    expect(cache.set('big', { text: 'x'.repeat(MAX_ENTRY_CHARS) }, 60)).toBe(false);
    expect([...data.keys()]).toEqual([cacheStorageKey('a')]);
  });

  it('gives up after the single retry', () => {
    const { cache, data, failNextWrites } = setup();
    cache.set('a', { n: 1 }, 60);
    failNextWrites(2);
    expect(cache.set('c', { n: 3 }, 60)).toBe(false);
    expect(data.size).toBe(0);
  });

  it('does nothing when storage is unavailable', () => {
    const cache = createClientCache(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(cache.set('a', { n: 1 }, 60)).toBe(false);
    expect(cache.get('a', ValueSchema)).toBeNull();
    expect(cache.purgeExpired()).toBe(0);
  });
});

describe('persistedQueryOptions', () => {
  it('writes fetched data with the TTL and starts the next client from the stored copy', async () => {
    const { cache } = setup();
    const queryFn = vi.fn().mockResolvedValue({ n: 42 });
    const options = () => persistedQueryOptions({ queryKey: ['ranking'], queryFn, ttlSeconds: 1800, schema: ValueSchema, cache });

    const first = new QueryClient();
    await expect(first.fetchQuery(options())).resolves.toEqual({ n: 42 });
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(cache.get('["ranking"]', ValueSchema)?.value).toEqual({ n: 42 });

    // A new session (page reload): the unexpired copy is fresh for the TTL, so no request is made.
    const second = new QueryClient();
    await expect(second.fetchQuery(options())).resolves.toEqual({ n: 42 });
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(options().staleTime).toBe(1_800_000);
  });
});
