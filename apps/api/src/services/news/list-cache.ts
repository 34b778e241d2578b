// The public news list kept a short while per (window, language) as the serialised answer, and gzipped once (issue 10
// §3 "cached 120"): a busy news page costs one query and one compression per key and period, not one per visitor, and a
// week of news (about 1.2 MB of JSON for 1,400 stories) travels as about a tenth of that. Bounded; emptied in this
// process when it ingests. Another process's ingest shows here within NEWS_LIST_CACHE_MS (the list is public, the
// same for everyone).
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';

const gzip = promisify(gzipCallback);

export const NEWS_LIST_CACHE_MS = 30_000;
const MAX_KEYS = 64;

export interface CachedList {
  json: string;
  gzipped: Buffer;
}

/** Promises kept NEWS_LIST_CACHE_MS per key, at most MAX_KEYS (the oldest go first); a failed one is not kept. */
function remember<T>(store: Map<string, { at: number; value: Promise<T> }>, key: string, now: number, compute: () => Promise<T>) {
  const entry = store.get(key);
  if (entry && now - entry.at < NEWS_LIST_CACHE_MS) return entry.value;
  const value = compute();
  value.catch(() => store.delete(key));
  store.delete(key);
  store.set(key, { at: now, value });
  while (store.size > MAX_KEYS) {
    const oldest = store.keys().next().value;
    if (oldest === undefined) break;
    store.delete(oldest);
  }
  return value;
}

export class NewsListCache {
  readonly #lists = new Map<string, { at: number; value: Promise<CachedList> }>();
  readonly #items = new Map<string, { at: number; value: Promise<unknown> }>();

  get(key: string, now: number, compute: () => Promise<string>): Promise<CachedList> {
    return remember(this.#lists, key, now, () =>
      compute().then(async (json) => ({ json, gzipped: await gzip(json, { level: 6 }) })),
    );
  }

  /** The same window's stories as objects (Agent K's news tool filters them per coin), kept as long as the text. */
  items<T>(key: string, now: number, compute: () => Promise<T>): Promise<T> {
    return remember(this.#items, key, now, compute) as Promise<T>;
  }

  clear(): void {
    this.#lists.clear();
    this.#items.clear();
  }
}
