// The caches API processes must agree on (issue 15 §1; docs/operations.md "Redis"): the dashboard, the news list and
// the ranking keep their values behind one small interface, in this process's memory (one process, as ever) or in Redis
// (several). A key belongs to a group, and `invalidate(group)` drops the group's every key for every process at once
// (a user's dashboard after a wallet is added; every news list after an ingest). Each value carries a version: a
// process keeps what it derives from a value (parsed objects, serialised and gzipped bytes) in a NearCache and, on each
// read, asks the shared cache whether its version is still the current one — one Redis round trip, which returns the
// value only when it changed. A value computed while its group was invalidated is not stored (the write is refused),
// so nothing older than an invalidation is ever served. Redis down: reads miss and writes are skipped (the caller
// computes from the database), never an error to the request.
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/** How a value is written to Redis and read back (the in-process cache keeps the value itself). */
export interface Codec<T> {
  encode(value: T): string | Buffer;
  decode(stored: Buffer): T;
}

export function jsonCodec<T>(): Codec<T> {
  return { encode: (value) => JSON.stringify(value), decode: (stored) => JSON.parse(stored.toString('utf8')) as T };
}

export const bufferCodec: Codec<Buffer> = { encode: (value) => value, decode: (stored) => stored };

export interface CacheKey {
  /** What one `invalidate` drops: `dashboard:<user id>`, `news`, `ranking`. */
  group: string;
  name: string;
}

/**
 * A read. `basis` names the group's state the read saw (pass it back to `set`); null when the cache could not be read
 * (Redis down): compute, and do not store. A hit's `value` is undefined when its version is the one the caller holds.
 */
export type CacheRead<T> =
  { hit: false; basis: string | null } | { hit: true; basis: string; version: string; value: T | undefined };

export interface SharedCache {
  /** true when other processes see the same entries (Redis). */
  readonly isShared: boolean;
  /** One round trip. `now` is the app's clock (the in-process cache expires by it; Redis by its own). */
  get<T>(key: CacheKey, codec: Codec<T>, now: number, knownVersion?: string): Promise<CacheRead<T>>;
  /** Stores `value` as `version` for `ttlMs`, unless the group was invalidated since the read that gave `basis`. */
  set<T>(
    key: CacheKey,
    value: T,
    codec: Codec<T>,
    entry: { ttlMs: number; now: number; basis: string; version: string },
  ): Promise<boolean>;
  /** Drops every key of `group`, for every process, before the promise settles (done at once in memory). Never rejects. */
  invalidate(group: string): Promise<void>;
}

export const newVersion = (): string => randomBytes(8).toString('hex');

interface MemoryEntry {
  version: string;
  value: unknown;
  expiresAt: number;
}

interface MemoryGroup {
  /** Unique per group object: a group dropped and made again never matches an older basis. */
  id: string;
  entries: Map<string, MemoryEntry>;
}

/**
 * The in-process implementation: groups kept in memory, at most `maxGroups`, the least recently read dropped first,
 * and at most `maxEntriesPerGroup` entries in each; expired entries swept as the cache is used, at most once per
 * `sweepEveryMs`.
 */
export class MemorySharedCache implements SharedCache {
  readonly isShared = false;
  private readonly groups = new Map<string, MemoryGroup>();
  private sweptAt = Number.NEGATIVE_INFINITY;
  private nextId = 0;

  constructor(
    private readonly maxGroups = 10_000,
    private readonly sweepEveryMs = 30_000,
    /** Entries kept per group, the oldest written dropped first. */
    private readonly maxEntriesPerGroup = Number.POSITIVE_INFINITY,
  ) {}

  get<T>(key: CacheKey, _codec: Codec<T>, now: number, knownVersion?: string): Promise<CacheRead<T>> {
    this.sweep(now);
    let group = this.groups.get(key.group);
    if (group) {
      // Most recently read last, so the capacity limit drops the least recently read group.
      this.groups.delete(key.group);
      this.groups.set(key.group, group);
    } else {
      if (this.groups.size >= this.maxGroups) this.groups.delete(this.groups.keys().next().value ?? '');
      group = { id: String(this.nextId++), entries: new Map() };
      this.groups.set(key.group, group);
    }
    const entry = group.entries.get(key.name);
    if (!entry || entry.expiresAt <= now) return Promise.resolve({ hit: false, basis: group.id });
    const value = entry.version === knownVersion ? undefined : (entry.value as T);
    return Promise.resolve({ hit: true, basis: group.id, version: entry.version, value });
  }

  set<T>(key: CacheKey, value: T, _codec: Codec<T>, entry: { ttlMs: number; now: number; basis: string; version: string }) {
    const group = this.groups.get(key.group);
    if (!group || group.id !== entry.basis) return Promise.resolve(false);
    group.entries.delete(key.name);
    if (group.entries.size >= this.maxEntriesPerGroup) group.entries.delete(group.entries.keys().next().value ?? '');
    group.entries.set(key.name, { version: entry.version, value, expiresAt: entry.now + entry.ttlMs });
    return Promise.resolve(true);
  }

  invalidate(group: string): Promise<void> {
    this.groups.delete(group);
    return Promise.resolve();
  }

  private sweep(now: number): void {
    if (now - this.sweptAt < this.sweepEveryMs) return;
    this.sweptAt = now;
    for (const [name, group] of this.groups) {
      for (const [key, entry] of group.entries) if (entry.expiresAt <= now) group.entries.delete(key);
      if (group.entries.size === 0) this.groups.delete(name);
    }
  }
}

// Redis layout (under the client's `k3:` prefix): `cache:epoch` (bumped when a process reconnects after an outage, so
// nothing written before it is read again: an invalidation may have been lost meanwhile), `cache:gen:<group>` (bumped
// by `invalidate`, kept a day), and each entry as a hash {v: version, d: data} at `cache:<group>:<name>@<epoch>.<gen>`,
// expiring after its TTL. Scripts build the entry's key from the two counters, so a read or a conditional write is one
// round trip (a single Redis server; a Redis Cluster would need the keys declared).
const BASIS = `
local basis = (redis.call('GET', KEYS[1]) or '0') .. '.' .. (redis.call('GET', KEYS[2]) or '0')
local key = KEYS[3] .. '@' .. basis
`;
const READ_SCRIPT = `${BASIS}
local version = redis.call('HGET', key, 'v')
if not version then return {basis} end
if version == ARGV[1] then return {basis, version} end
return {basis, version, redis.call('HGET', key, 'd')}
`;
const WRITE_SCRIPT = `${BASIS}
if basis ~= ARGV[1] then return 0 end
redis.call('HSET', key, 'v', ARGV[2], 'd', ARGV[3])
redis.call('PEXPIRE', key, ARGV[4])
return 1
`;
const GENERATION_TTL_MS = 86_400_000;

type CacheCommands = {
  k3CacheReadBuffer(epoch: string, gen: string, entry: string, known: string): Promise<Buffer[]>;
  k3CacheWrite(
    epoch: string,
    gen: string,
    entry: string,
    basis: string,
    version: string,
    data: string | Buffer,
    ttlMs: number,
  ): Promise<number>;
};

export class RedisSharedCache implements SharedCache {
  readonly isShared = true;
  private readonly commands: CacheCommands;
  private hasBeenReady: boolean;

  /** `onError` hears every failed command (the cache then misses); it should log, throttled. */
  constructor(
    private readonly redis: Redis,
    private readonly onError: (error: unknown) => void,
  ) {
    redis.defineCommand('k3CacheRead', { numberOfKeys: 3, lua: READ_SCRIPT });
    redis.defineCommand('k3CacheWrite', { numberOfKeys: 3, lua: WRITE_SCRIPT });
    this.commands = redis as unknown as CacheCommands;
    this.hasBeenReady = redis.status === 'ready';
    redis.on('ready', () => {
      if (this.hasBeenReady) void redis.incr('cache:epoch').catch(onError);
      this.hasBeenReady = true;
    });
  }

  async get<T>(key: CacheKey, codec: Codec<T>, _now: number, knownVersion?: string): Promise<CacheRead<T>> {
    try {
      const [basis, version, data] = await this.commands.k3CacheReadBuffer(
        'cache:epoch',
        `cache:gen:${key.group}`,
        `cache:${key.group}:${key.name}`,
        knownVersion ?? '',
      );
      if (!basis) return { hit: false, basis: null };
      if (!version) return { hit: false, basis: basis.toString() };
      return { hit: true, basis: basis.toString(), version: version.toString(), value: data ? codec.decode(data) : undefined };
    } catch (error) {
      this.onError(error);
      return { hit: false, basis: null };
    }
  }

  async set<T>(key: CacheKey, value: T, codec: Codec<T>, entry: { ttlMs: number; basis: string; version: string }) {
    try {
      const stored = await this.commands.k3CacheWrite(
        'cache:epoch',
        `cache:gen:${key.group}`,
        `cache:${key.group}:${key.name}`,
        entry.basis,
        entry.version,
        codec.encode(value),
        Math.max(1, Math.round(entry.ttlMs)),
      );
      return stored === 1;
    } catch (error) {
      this.onError(error);
      return false;
    }
  }

  async invalidate(group: string): Promise<void> {
    try {
      await this.redis.multi().incr(`cache:gen:${group}`).pexpire(`cache:gen:${group}`, GENERATION_TTL_MS).exec();
    } catch (error) {
      // Lost while Redis is down: entries written before the outage are not read after it (the epoch moves on
      // reconnection), and none are written during it.
      this.onError(error);
    }
  }
}

interface NearEntry<L> {
  version: string;
  local: L;
  expiresAt: number;
}

/**
 * What one process derives from shared values, per key, checked against the shared version on every read: the
 * derived form is reused while the version holds, rebuilt from the shared value when another process stored a newer
 * one, and computed (once per key and group state in this process, concurrent readers sharing it) on a miss. A failed
 * computation is not kept. At most `maxKeys` keys, the least recently read dropped first; expired ones swept.
 */
export class NearCache<T, L> {
  private readonly entries = new Map<string, NearEntry<L>>();
  private readonly flights = new Map<string, Promise<L>>();
  private sweptAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly shared: SharedCache,
    private readonly options: { codec: Codec<T>; ttlMs: number; maxKeys: number; toLocal: (value: T) => L },
  ) {}

  async read(key: CacheKey, now: number, compute: () => Promise<T>): Promise<L> {
    this.sweep(now);
    const id = `${key.group}\u0000${key.name}`;
    const near = this.entries.get(id);
    const found = await this.shared.get(key, this.options.codec, now, near?.version);
    if (found.hit) {
      const current = this.entries.get(id);
      if (found.value === undefined && current?.version === found.version) {
        this.entries.delete(id);
        this.entries.set(id, current);
        return current.local;
      }
      if (found.value !== undefined) return this.remember(id, found.version, this.options.toLocal(found.value), now);
    }
    const { basis } = found;
    if (basis === null) return this.options.toLocal(await compute());
    const flightId = `${id}\u0000${basis}`;
    let flight = this.flights.get(flightId);
    if (!flight) {
      flight = compute().then((value) => {
        const version = newVersion();
        void this.shared.set(key, value, this.options.codec, { ttlMs: this.options.ttlMs, now, basis, version });
        return this.remember(id, version, this.options.toLocal(value), now);
      });
      const started = flight;
      this.flights.set(flightId, started);
      started
        .finally(() => {
          if (this.flights.get(flightId) === started) this.flights.delete(flightId);
        })
        .catch(() => {});
    }
    return flight;
  }

  /** Forgets this process's copy of `key` (the shared cache's `invalidate` drops the value itself). */
  forget(key: CacheKey): void {
    this.entries.delete(`${key.group}\u0000${key.name}`);
  }

  /** Forgets this process's copy of every key. */
  clear(): void {
    this.entries.clear();
  }

  /** The derived forms held (for tests and diagnostics). */
  locals(): L[] {
    return [...this.entries.values()].map((entry) => entry.local);
  }

  get size(): number {
    return this.entries.size;
  }

  private remember(id: string, version: string, local: L, now: number): L {
    this.entries.delete(id);
    if (this.entries.size >= this.options.maxKeys) this.entries.delete(this.entries.keys().next().value ?? '');
    this.entries.set(id, { version, local, expiresAt: now + this.options.ttlMs });
    return local;
  }

  private sweep(now: number): void {
    if (now - this.sweptAt < this.options.ttlMs) return;
    this.sweptAt = now;
    for (const [id, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(id);
  }
}
