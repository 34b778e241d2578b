// Readiness (issue 15 §1; docs/operations.md "Readiness"): whether this process can serve traffic now. The database
// answers SELECT 1, every migration this build ships is recorded as applied, and Redis answers PING when REDIS_URL is
// set (reported as skipped otherwise). Each check is cut off after a short timeout, so a hung database
// makes the probe fail rather than hang; driver messages are logged by the caller, never put in the answer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReadinessChecks } from '@k3/shared';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client';
import { appliedMigrationTimes, ping } from '../repositories/migrations';

export const READY_TIMEOUT_MS = 2000;

export interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations of this build, from drizzle-kit's journal (the list the migrator applies). */
export function migrationJournal(migrationsDir: string): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

export interface ReadinessDeps {
  db: Database;
  journal: readonly JournalEntry[];
  /** The process's Redis client; null or absent without REDIS_URL (the check is then skipped). */
  redis?: Redis | null;
  timeoutMs?: number;
  /** Hears why a check failed (the driver's error), for the log. */
  onError?: (check: keyof ReadinessChecks, error: unknown) => void;
}

type Outcome<T> = { ok: true; value: T; ms: number } | { ok: false; error: 'timeout' | 'failed'; ms: number };

class CheckTimeout extends Error {}

async function timed<T>(run: () => Promise<T>, timeoutMs: number): Promise<Outcome<T> & { cause?: unknown }> {
  const started = performance.now();
  const ms = () => Math.round((performance.now() - started) * 10) / 10;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout()), timeoutMs);
  });
  try {
    const value = await Promise.race([run(), timeout]);
    return { ok: true, value, ms: ms() };
  } catch (error) {
    return { ok: false, error: error instanceof CheckTimeout ? 'timeout' : 'failed', ms: ms(), cause: error };
  } finally {
    clearTimeout(timer);
  }
}

export async function checkReadiness(deps: ReadinessDeps): Promise<ReadinessChecks> {
  const timeoutMs = deps.timeoutMs ?? READY_TIMEOUT_MS;
  const expected = deps.journal.length;
  const { redis } = deps;
  // Redis is asked at the same time as the database: both answer within the timeout or the probe fails.
  const redisPing = redis ? timed(() => redis.ping(), timeoutMs) : null;
  const database = await timed(() => ping(deps.db), timeoutMs);
  if (!database.ok) deps.onError?.('database', database.cause);
  const applied = database.ok ? await timed(() => appliedMigrationTimes(deps.db), timeoutMs) : null;
  if (applied && !applied.ok) deps.onError?.('migrations', applied.cause);
  const pong = await redisPing;
  if (pong && !pong.ok) deps.onError?.('redis', pong.cause);
  const missing = applied?.ok ? deps.journal.filter((entry) => !applied.value.has(entry.when)).map((entry) => entry.tag) : [];
  return {
    database: database.ok ? { ok: true, ms: database.ms } : { ok: false, ms: database.ms, error: database.error },
    migrations: applied?.ok
      ? { ok: missing.length === 0, applied: expected - missing.length, expected, missing }
      : { ok: false, applied: null, expected, missing, ...(applied && !applied.ok ? { error: applied.error } : {}) },
    redis: !pong
      ? { ok: true, skipped: true }
      : pong.ok
        ? { ok: true, skipped: false, ms: pong.ms }
        : { ok: false, skipped: false, ms: pong.ms, error: pong.error },
  };
}

export const isReady = (checks: ReadinessChecks): boolean => checks.database.ok && checks.migrations.ok && checks.redis.ok;
