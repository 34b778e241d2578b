// Redis for the tests of this folder (issue 15 §1): the real server at TEST_REDIS_URL, each test file under its own
// key prefix, its keys deleted afterwards. Without TEST_REDIS_URL the files skip, saying why.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? null;

/** Why the Redis tests of `file` do not run, printed once; null when they do. */
export function redisSkipReason(file: string): string | null {
  if (TEST_REDIS_URL) return null;
  const reason = 'they need a Redis server (TEST_REDIS_URL, e.g. redis://127.0.0.1:6379)';
  console.info(`${file} skipped: ${reason}`);
  return reason;
}

/** A prefix no other test uses: `k3test:<random>:`. */
export const uniquePrefix = (): string => `k3test:${randomBytes(6).toString('hex')}:`;

/** A client without prefix, for looking at and removing a test's keys. */
export function rawRedis(): Redis {
  return new Redis(TEST_REDIS_URL ?? '', { lazyConnect: true, maxRetriesPerRequest: 1 });
}

export async function keysUnder(redis: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    keys.push(...batch);
  } while (cursor !== '0');
  return keys;
}

export async function deleteKeysUnder(redis: Redis, prefix: string): Promise<void> {
  const keys = await keysUnder(redis, prefix);
  if (keys.length) await redis.del(...keys);
}

/** A port nothing listens on: Redis "down". */
export const CLOSED_REDIS_URL = 'redis://:not-a-real-password@127.0.0.1:1';
