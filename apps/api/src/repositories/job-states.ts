// The state of each background job as every process sees it (job_states; docs/operations.md "Jobs"): the process that
// runs a job writes its start, its outcome and when the next run is due; the admin console and the metrics read it.
// Each write is one statement, so two processes writing the same job never lose a counter (runs = runs + 1).
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobStates } from '../db/schema';

export type JobStateRow = typeof jobStates.$inferSelect;

/** Declares a job (its period, its next run) without touching its outcome or counters. */
export async function declareJob(db: Database, name: string, everyMs: number | null, nextRunAt: Date | null): Promise<void> {
  await db
    .insert(jobStates)
    .values({ name, everyMs, nextRunAt })
    .onConflictDoUpdate({ target: jobStates.name, set: { everyMs, nextRunAt } });
}

/** A run begins in `holder` (host:pid). */
export async function recordJobStart(db: Database, name: string, at: Date, holder: string): Promise<void> {
  await db
    .insert(jobStates)
    .values({ name, status: 'running', lastStartedAt: at, lastHolder: holder })
    .onConflictDoUpdate({ target: jobStates.name, set: { status: 'running', lastStartedAt: at, lastHolder: holder } });
}

export interface JobOutcome {
  at: Date;
  holder: string;
  /** null: the run succeeded; otherwise its short message (no stack, no secret). */
  error: string | null;
  nextRunAt: Date | null;
}

/** A run ended: counted once, as a success or a failure. */
export async function recordJobEnd(db: Database, name: string, outcome: JobOutcome): Promise<void> {
  const { at, holder, error, nextRunAt } = outcome;
  const failed = error !== null;
  const common = { lastFinishedAt: at, lastHolder: holder, nextRunAt, status: failed ? 'failed' : 'ok' };
  await db
    .insert(jobStates)
    .values({
      name,
      ...common,
      runs: 1,
      failures: failed ? 1 : 0,
      consecutiveFailures: failed ? 1 : 0,
      ...(failed ? { lastError: error } : { lastSuccessAt: at }),
    })
    .onConflictDoUpdate({
      target: jobStates.name,
      set: {
        ...common,
        runs: sql`${jobStates.runs} + 1`,
        ...(failed
          ? {
              lastError: error,
              failures: sql`${jobStates.failures} + 1`,
              consecutiveFailures: sql`${jobStates.consecutiveFailures} + 1`,
            }
          : { lastSuccessAt: at, consecutiveFailures: 0 }),
      },
    });
}

/** Every job, by name. */
export function listJobStates(db: Database): Promise<JobStateRow[]> {
  return db.select().from(jobStates).orderBy(asc(jobStates.name));
}
