// Rate limits (issue 2 §2): every /api route is limited per IP by RATE_LIMIT_MAX per RATE_LIMIT_WINDOW unless it opts
// out (health) or sets its own `config.rateLimit` (pre-registration). Static files and the SPA are not limited.
// Whether a request is an API request is decided from the route it reached (http/api-scope.ts), never from the raw
// URL: `/%61pi/…` reaches the same route as `/api/…` and must spend the same budget (issue 8 §1). Every limit is
// keyed on `request.ip`, the client address as TRUST_PROXY lets Fastify resolve it.
// With REDIS_URL the counters live in Redis, so the limits hold across every API process (issue 15 §1): `rate:<ip>`
// for the global limit, `rate:<METHOD><route>:<ip>` for a route's own, each expiring with its window. While Redis does
// not answer, requests are let through (with a warning in the log, at most one per 30 s) rather than refused:
// these limits shed load, and the counters guarding codes and spending fall back to the database instead
// (services/limits.ts). docs/operations.md "Redis".
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../../config';
import { isApiRequest } from '../../http/api-scope';
import { RateLimitedError } from '../app/errors';
import { REDIS_WARN_EVERY_MS, redisError, throttled } from '../app/redis';

export const RATE_KEY_SPACE = 'rate:';

// The same fixed window as @fastify/rate-limit's own Redis store: the first hit starts it, the count and the time
// left come back in one round trip.
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
local ttl
if hits == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
else
  ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[1])
    ttl = tonumber(ARGV[1])
  end
end
return {hits, ttl}
`;

type HitCommand = { k3RateHit(key: string, windowMs: number): Promise<[number, number]> };
type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A store for @fastify/rate-limit counting in Redis; an error is reported and handed on (the plugin lets it through). */
function redisStore(redis: Redis, onError: (error: unknown) => void) {
  redis.defineCommand('k3RateHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  const commands = redis as unknown as HitCommand;
  class RedisRateStore implements FastifyRateLimitStore {
    // The plugin constructs the global store with its settings; routes' stores come from `child`.
    constructor(
      _settings?: unknown,
      private readonly space = RATE_KEY_SPACE,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      commands.k3RateHit(`${this.space}${key}`, timeWindow).then(
        ([current, ttl]) => callback(null, { current, ttl }),
        (error: unknown) => {
          onError(error);
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin hands its merged route settings, the route under `routeInfo` (as its own Redis store reads them).
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return new RedisRateStore(undefined, `${RATE_KEY_SPACE}${[route.method ?? ''].flat().join(',')}${route.url ?? ''}:`);
    }
  }
  return RedisRateStore;
}

function failOpenWarning(log: FastifyBaseLogger) {
  return throttled(REDIS_WARN_EVERY_MS, (error) =>
    log.warn({ err: redisError(error) }, 'Redis unreachable: rate limits are not enforced meanwhile'),
  );
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimit.max,
      timeWindow: config.rateLimit.windowMs,
      allowList: (request) => !isApiRequest(request),
      errorResponseBuilder: (_request, context) => new RateLimitedError(context.after),
      ...(app.redis ? { store: redisStore(app.redis, failOpenWarning(app.log)), skipOnError: true } : {}),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
