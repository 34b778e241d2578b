// The public news list kept a short while per (window, language) as the serialised answer, and gzipped once (issue 10
// §3 "cached 120"): a busy news page costs one query and one compression per key and period, not one per visitor, and a
// week of news (about 1.2 MB of JSON for 1,400 stories) travels as about a tenth of that. Bounded; emptied when news
// is ingested. The lists live in the shared cache (services/shared-cache.ts): this process's memory, or Redis with
// REDIS_URL, where every API process serves the same list and an ingest in any process (or worker) empties it for
// all at once. Redis keeps the gzipped bytes; a process unzips a list once per version it has not seen.
import { promisify } from 'node:util';
import { gunzipSync, gzip as gzipCallback } from 'node:zlib';
import { type Codec, jsonCodec, MemorySharedCache, NearCache, type SharedCache } from '../shared-cache';

const gzip = promisify(gzipCallback);

export const NEWS_LIST_CACHE_MS = 30_000;
const MAX_KEYS = 64;
const GROUP = 'news';

export interface CachedList {
  json: string;
  gzipped: Buffer;
}

const listCodec: Codec<CachedList> = {
  encode: (list) => list.gzipped,
  decode: (gzipped) => ({ gzipped, json: gunzipSync(gzipped).toString('utf8') }),
};

export class NewsListCache {
  readonly #shared: SharedCache;
  readonly #lists: NearCache<CachedList, CachedList>;
  readonly #items: NearCache<unknown, unknown>;

  /** `shared`: the processes' shared cache (Redis); without it, one in this process's memory. */
  constructor(shared?: SharedCache | null) {
    this.#shared = shared ?? new MemorySharedCache(1, NEWS_LIST_CACHE_MS, 2 * MAX_KEYS);
    const options = { ttlMs: NEWS_LIST_CACHE_MS, maxKeys: MAX_KEYS };
    this.#lists = new NearCache(this.#shared, { ...options, codec: listCodec, toLocal: (list: CachedList) => list });
    this.#items = new NearCache(this.#shared, { ...options, codec: jsonCodec<unknown>(), toLocal: (items: unknown) => items });
  }

  get(key: string, now: number, compute: () => Promise<string>): Promise<CachedList> {
    return this.#lists.read({ group: GROUP, name: `list:${key}` }, now, () =>
      compute().then(async (json) => ({ json, gzipped: await gzip(json, { level: 6 }) })),
    );
  }

  /** The same window's stories as objects (Agent K's news tool filters them per coin), kept as long as the text. */
  items<T>(key: string, now: number, compute: () => Promise<T>): Promise<T> {
    return this.#items.read({ group: GROUP, name: `items:${key}` }, now, compute) as Promise<T>;
  }

  /** Empties every list, for every process once the promise settles. Never rejects. */
  clear(): Promise<void> {
    this.#lists.clear();
    this.#items.clear();
    return this.#shared.invalidate(GROUP);
  }
}
