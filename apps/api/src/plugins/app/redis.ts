// Redis (issue 15 §1; docs/operations.md "Redis"): with REDIS_URL, one ioredis client per process, decorated as
// `app.redis`, every key under one prefix (`k3:`), and the shared cache built on it (`app.sharedCache`); without it
// both are null and limits and caches stay in the process. The client connects while the app is built (bounded by a
// short timeout) and, when Redis is down, keeps reconnecting in the background: a command never waits for it
// (no offline queue, one retry, a command timeout), so callers fall back at once (rate-limit.ts, services/limits.ts,
// services/shared-cache.ts). The URL may hold a password: only its host, port and database are ever logged.
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { RedisSharedCache, type SharedCache } from '../../services/shared-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's Redis client; null without REDIS_URL. */
    redis: Redis | null;
    /** The caches every process shares (Redis); null without REDIS_URL (each cache then keeps its own in memory). */
    sharedCache: SharedCache | null;
  }
}

export const REDIS_KEY_PREFIX = 'k3:';
const CONNECT_TIMEOUT_MS = 2000;
const COMMAND_TIMEOUT_MS = 1000;
/** One warning per this long while Redis stays unreachable (the client reports every failed reconnection). */
export const REDIS_WARN_EVERY_MS = 30_000;

/** `redis://host:port/db` without user or password: what a log line may say about REDIS_URL. */
export function redisTarget(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
}

export function createRedisClient(url: string, keyPrefix = REDIS_KEY_PREFIX): Redis {
  return new Redis(url, {
    keyPrefix,
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // A command is tried at most twice and never queued while disconnected: a caller falls back instead of waiting.
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    // Reconnection goes on while the process lives, backing off to one attempt every 3 s.
    retryStrategy: (attempt) => Math.min(100 * 2 ** Math.min(attempt, 5), 3000),
  });
}

/** A logger call made at most once per `everyMs` (Redis being down must not flood the log). */
export function throttled(everyMs: number, log: (error: unknown) => void): (error: unknown) => void {
  let last = Number.NEGATIVE_INFINITY;
  return (error) => {
    const now = Date.now();
    if (now - last < everyMs) return;
    last = now;
    log(error);
  };
}

/** The message and code of a Redis error, never the connection options it may carry. */
export function redisError(error: unknown): { message: string; code?: string } {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? { message: error.message, code } : { message: error.message };
}

export default fp<{ url: string | null; keyPrefix?: string | undefined }>(
  async (app, { url, keyPrefix }) => {
    if (!url) {
      app.decorate('redis', null);
      app.decorate('sharedCache', null);
      return;
    }
    const target = redisTarget(url);
    const redis = createRedisClient(url, keyPrefix ?? REDIS_KEY_PREFIX);
    const warn = throttled(REDIS_WARN_EVERY_MS, (error) =>
      app.log.warn({ redis: target, err: redisError(error) }, 'Redis unreachable: rate limits fall back, caches miss'),
    );
    redis.on('error', warn);
    app.decorate('redis', redis);
    app.decorate('sharedCache', new RedisSharedCache(redis, (error) => warn(error)));
    try {
      await redis.connect();
      app.log.info({ redis: target }, 'Redis connected');
    } catch (error) {
      // Not fatal: readiness reports it, and the client keeps trying.
      warn(error);
    }
    app.addHook('onClose', async () => {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    });
  },
  { name: 'redis' },
);
