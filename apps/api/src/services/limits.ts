// Limits that must hold across requests and processes (issue 8 §4, §5, §7; docs/architecture.md "Scale"): per-key
// fixed-window counters behind one interface, in the database, or in Redis with REDIS_URL (issue 15 §1;
// docs/operations.md "Redis"). `take` counts the attempt and says whether it is still within the limit in one atomic
// step: of N parallel attempts against a limit L, exactly max(N - L, 0) are refused, whatever the interleaving.
// While Redis does not answer, the counters fall back to the database (a warning is logged): the limits that guard
// codes, emails and spending keep holding across processes, at the cost of counting afresh for the outage.
import type { Redis } from 'ioredis';
import type { Database } from '../db/client';
import { deleteExpiredCounters, hitCounter, readCounter, refundCounter, windowStartOf } from '../repositories/rate-counters';

export interface Limiter {
  /** Counts one attempt on `key`; false when that attempt is past `limit` in the current window of `windowMs`. */
  take(key: string, limit: number, windowMs: number, now: Date): Promise<boolean>;
  /** Attempts already counted on `key` in the current window. */
  used(key: string, windowMs: number, now: Date): Promise<number>;
  /** Gives one attempt back (the attempt turned out not to count, e.g. a correct code). */
  refund(key: string, windowMs: number, now: Date): Promise<void>;
}

/** Expired windows are swept at most this often, by whichever call comes first. */
const SWEEP_EVERY_MS = 60_000;

export class DatabaseLimiter implements Limiter {
  private lastSweep = 0;

  constructor(private readonly db: Database) {}

  async take(key: string, limit: number, windowMs: number, now: Date): Promise<boolean> {
    await this.sweep(now);
    return (await hitCounter(this.db, key, windowMs, now)) <= limit;
  }

  used(key: string, windowMs: number, now: Date): Promise<number> {
    return readCounter(this.db, key, windowMs, now);
  }

  refund(key: string, windowMs: number, now: Date): Promise<void> {
    return refundCounter(this.db, key, windowMs, now);
  }

  private async sweep(now: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now.getTime();
    await deleteExpiredCounters(this.db, now);
  }
}

// Redis counters: `limit:<key>:<window start ms>` (under the client's `k3:` prefix), expiring with their window.
// INCR and the first PEXPIRE run in one script, so a counter never outlives its window and no two takes interleave.
const TAKE_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return hits
`;
const REFUND_SCRIPT = `
local hits = tonumber(redis.call('GET', KEYS[1]))
if hits and hits > 0 then return redis.call('DECR', KEYS[1]) end
return 0
`;

type LimiterCommands = {
  k3LimitTake(key: string, ttlMs: number): Promise<number>;
  k3LimitRefund(key: string): Promise<number>;
};

export class RedisLimiter implements Limiter {
  private readonly commands: LimiterCommands;

  constructor(private readonly redis: Redis) {
    redis.defineCommand('k3LimitTake', { numberOfKeys: 1, lua: TAKE_SCRIPT });
    redis.defineCommand('k3LimitRefund', { numberOfKeys: 1, lua: REFUND_SCRIPT });
    this.commands = redis as unknown as LimiterCommands;
  }

  async take(key: string, limit: number, windowMs: number, now: Date): Promise<boolean> {
    const start = windowStartOf(now, windowMs).getTime();
    const ttlMs = Math.max(1, start + windowMs - now.getTime());
    return (await this.commands.k3LimitTake(`limit:${key}:${start}`, ttlMs)) <= limit;
  }

  async used(key: string, windowMs: number, now: Date): Promise<number> {
    return Number((await this.redis.get(`limit:${key}:${windowStartOf(now, windowMs).getTime()}`)) ?? 0);
  }

  async refund(key: string, windowMs: number, now: Date): Promise<void> {
    await this.commands.k3LimitRefund(`limit:${key}:${windowStartOf(now, windowMs).getTime()}`);
  }
}

/** `primary` while it answers; `fallback` for a call it fails (told to `onError`, which should log, throttled). */
export class FallbackLimiter implements Limiter {
  constructor(
    private readonly primary: Limiter,
    private readonly fallback: Limiter,
    private readonly onError: (error: unknown) => void,
  ) {}

  take(key: string, limit: number, windowMs: number, now: Date): Promise<boolean> {
    return this.primary.take(key, limit, windowMs, now).catch((error: unknown) => {
      this.onError(error);
      return this.fallback.take(key, limit, windowMs, now);
    });
  }

  used(key: string, windowMs: number, now: Date): Promise<number> {
    return this.primary.used(key, windowMs, now).catch((error: unknown) => {
      this.onError(error);
      return this.fallback.used(key, windowMs, now);
    });
  }

  refund(key: string, windowMs: number, now: Date): Promise<void> {
    return this.primary.refund(key, windowMs, now).catch((error: unknown) => {
      this.onError(error);
      return this.fallback.refund(key, windowMs, now);
    });
  }
}

/** The process's limiter: Redis (falling back to the database while it is down) with REDIS_URL, else the database. */
export function createLimiter(db: Database, redis: Redis | null, onRedisError: (error: unknown) => void): Limiter {
  const database = new DatabaseLimiter(db);
  return redis ? new FallbackLimiter(new RedisLimiter(redis), database, onRedisError) : database;
}
