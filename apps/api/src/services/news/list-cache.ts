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

export class NewsListCache {
  readonly #entries = new Map<string, { at: number; body: Promise<CachedList> }>();

  get(key: string, now: number, compute: () => Promise<string>): Promise<CachedList> {
    const entry = this.#entries.get(key);
    if (entry && now - entry.at < NEWS_LIST_CACHE_MS) return entry.body;
    const body = compute().then(async (json) => ({ json, gzipped: await gzip(json, { level: 6 }) }));
    // A failed computation is not kept.
    body.catch(() => this.#entries.delete(key));
    this.#entries.delete(key);
    this.#entries.set(key, { at: now, body });
    while (this.#entries.size > MAX_KEYS) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
    return body;
  }

  readonly #items = new Map<string, { at: number; items: Promise<unknown> }>();

  /** The same window's stories as objects (Agent K's news tool filters them per coin), kept as long as the text. */
  items<T>(key: string, now: number, compute: () => Promise<T>): Promise<T> {
    const entry = this.#items.get(key);
    if (entry && now - entry.at < NEWS_LIST_CACHE_MS) return entry.items as Promise<T>;
    const items = compute();
    items.catch(() => this.#items.delete(key));
    this.#items.delete(key);
    this.#items.set(key, { at: now, items });
    while (this.#items.size > MAX_KEYS) {
      const oldest = this.#items.keys().next().value;
      if (oldest === undefined) break;
      this.#items.delete(oldest);
    }
    return items;
  }

  clear(): void {
    this.#entries.clear();
    this.#items.clear();
  }
}
