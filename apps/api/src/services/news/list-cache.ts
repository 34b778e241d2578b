// The public news list kept a short while per (window, language) as the serialised answer (issue 10 §3 "cached 120"):
// a busy news page costs one query per key and period, not one per visitor. Bounded; emptied in this process when it
// ingests. Another process's ingest shows here within NEWS_LIST_CACHE_MS (the list is public, the same for everyone).
export const NEWS_LIST_CACHE_MS = 30_000;
const MAX_KEYS = 64;

export class NewsListCache {
  readonly #entries = new Map<string, { at: number; body: Promise<string> }>();

  get(key: string, now: number, compute: () => Promise<string>): Promise<string> {
    const entry = this.#entries.get(key);
    if (entry && now - entry.at < NEWS_LIST_CACHE_MS) return entry.body;
    const body = compute();
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

  clear(): void {
    this.#entries.clear();
  }
}
