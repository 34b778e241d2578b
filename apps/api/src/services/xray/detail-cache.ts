// The X-Ray audit page's answers as sent (GET /api/x-ray/projects/{id}; issue 25 §5): one per project and access
// level, validated and encoded to UTF-8 once and gzipped on the first request that accepts it (encoding the 20 KB
// answer on every send was a fifth of a signed-in request's time), kept as long as the catalogue, in this process: an
// audit only changes when it is run again, and a run in this process drops them all. Concurrent requests for an answer
// not kept yet share one computation; an unknown id or a failure is not kept. The answer is whatever the service gives
// (the stored audit through the contract's schema): nothing here names a field.
import { gzipSync } from 'node:zlib';

/** One answer's bytes, gzipped on demand and then kept. */
export class DetailBody {
  private gzipped: Buffer | undefined;

  constructor(readonly json: Buffer) {}

  gzip(): Buffer {
    return (this.gzipped ??= gzipSync(this.json, { level: 6 }));
  }
}

export class DetailAnswers {
  private readonly entries = new Map<string, { body: Promise<DetailBody | null>; at: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  /** The answer kept for `key` when younger than the TTL, else `compute()`'s, encoded (null: nothing to answer). */
  get(key: string, now: number, compute: () => Promise<object | null>): Promise<DetailBody | null> {
    const hit = this.entries.get(key);
    if (hit && now - hit.at <= this.ttlMs) return hit.body;
    const entry = {
      body: compute().then((answer) => (answer ? new DetailBody(Buffer.from(JSON.stringify(answer))) : null)),
      at: now,
    };
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    void entry.body.then((body) => body ?? forget(), forget);
    return entry.body;
  }

  clear(): void {
    this.entries.clear();
  }
}
