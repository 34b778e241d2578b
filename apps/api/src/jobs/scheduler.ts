// The background jobs' scheduler (docs/operations.md "Jobs", docs/adr/0009-job-queue.md): one interface, two backends
// chosen once at start. Embedded PGlite (one process): in-process timers (in-process-scheduler.ts). PostgreSQL
// (DATABASE_URL): the pg-boss queue (pg-boss-scheduler.ts), so each slot of a job runs once however many workers run,
// and a run whose worker dies is retried by another. Either way time is cut into slots of the job's period, aligned on
// the Unix epoch (a 5-minute job's slots start at :00, :05…), and whichever process runs a job writes job_states.
// Slots are timed by the wall clock, never the app clock: a test's frozen clock must not stop the timers. stop() aborts
// the runs in progress (docs/reliability.md "Stopping"): each run is given the scheduler's signal and runs in its scope,
// so its outside calls end at once too (stop-signal.ts); the run ends, is recorded as stopped, and the next slot or
// another worker runs the job again.
import { hostname } from 'node:os';
import type { App } from '../app';
import { recordJobEnd, recordJobStart } from '../repositories/job-states';
import { withAbortSignal } from '../stop-signal';

export interface JobDefinition<T = unknown> {
  /** Kebab-case; the pg-boss queue name and the job_states key. */
  name: string;
  /** The slot length: one run per slot. */
  everyMs: number;
  /** Run the current slot as soon as the scheduler starts (otherwise the first run is at the next slot). */
  runAtStart?: boolean;
  /** Longest a run may take before it counts as lost and is retried (pg-boss only); 15 minutes by default. */
  timeoutMs?: number;
  /** One run; throws when it fails (the failure is recorded, and retried on pg-boss). */
  run: (context: JobRunContext) => Promise<T>;
}

export interface JobRunContext {
  /** The start of the slot this run is for; null for a run asked outside the slots (Scheduler.run). */
  slot: Date | null;
  /**
   * Aborted when the scheduler stops (always given by the schedulers; a test calling run() may leave it out). The run
   * is in its scope too (stop-signal.ts): its outside calls end on it, and so do the loops that read the scope.
   */
  signal?: AbortSignal;
}

/** What the scheduler needs of the app: the database for job_states, the log, the metrics' timing. */
export type JobHost = Pick<App, 'db' | 'log' | 'metrics'>;

/** How a run ended, as the caller waiting on it sees it. */
export type RunOutcome = 'ok' | 'failed';

export interface Scheduler {
  readonly backend: 'in-process' | 'pg-boss';
  /** Adds a job; before start(). */
  register(job: JobDefinition): void;
  /** Declares the jobs in job_states, starts the slot timers (and pg-boss's workers) and the runAtStart jobs. */
  start(): Promise<void>;
  /** A run now, outside the slots (tests, an operator); resolves when it is over. */
  run(name: string): Promise<RunOutcome>;
  /**
   * The current slot's run: started unless this slot already ran or is running (in any process, on pg-boss); resolves
   * once it is over. The start sequence waits on it (demo news, then X-Ray, before listening).
   */
  runSlot(name: string): Promise<RunOutcome>;
  /** Stops the timers, aborts the runs in progress and waits for them to end (pg-boss: then stops its workers). */
  stop(): Promise<void>;
}

/** The process that ran a job, as job_states shows it. */
export const HOLDER = `${hostname()}:${process.pid}`;
export const DEFAULT_TIMEOUT_MS = 15 * 60_000;
const ERROR_MAX = 300;

/** Slot index of a time (wall-clock ms) for a period. */
export const slotOf = (at: number, everyMs: number) => Math.floor(at / everyMs);
/** When the slot after the one `at` falls in starts. */
export const nextSlotAt = (at: number, everyMs: number) => new Date((slotOf(at, everyMs) + 1) * everyMs);

/**
 * A failure as job_states keeps it: the first line of the message, without credentials in URLs, secret query
 * parameters, bearer or bot tokens, cut to 300 characters. Never a stack.
 */
export function jobErrorMessage(error: unknown): string {
  const raw = error instanceof Error ? error.message || error.name : String(error);
  const line = (raw.split('\n')[0] ?? '').trim();
  const clean = line
    .replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi, '$1[redacted]@')
    .replace(/([?&][^=\s&]*(?:key|token|secret|password|signature|sig)[^=\s&]*=)[^&\s]+/gi, '$1[redacted]')
    .replace(/\bbearer\s+\S+/gi, 'Bearer [redacted]')
    .replace(/\bbot\d+:[\w-]+/g, 'bot[redacted]');
  if (clean === '') return 'failed';
  return clean.length > ERROR_MAX ? `${clean.slice(0, ERROR_MAX - 1)}…` : clean;
}

/**
 * One run of a job in this process, recorded: job_states says it started here, then its outcome and the next slot;
 * the metrics time it. A state that cannot be written (the database is down) is logged and does not stop the run.
 * Resolves to the failure's message, or null on success.
 */
export async function executeJob(
  app: JobHost,
  job: JobDefinition,
  context: JobRunContext & { signal: AbortSignal },
): Promise<string | null> {
  const warn = (error: unknown) => app.log.warn({ err: error, job: job.name }, 'job state not recorded');
  await recordJobStart(app.db, job.name, new Date(), HOLDER).catch(warn);
  let error: string | null = null;
  try {
    await withAbortSignal(context.signal, () => app.metrics.job(job.name, () => job.run(context)));
  } catch (thrown) {
    // A run the stop cut is recorded with the stop's reason, not the error its last call ended with.
    const stopped = context.signal.aborted;
    error = jobErrorMessage(stopped ? context.signal.reason : thrown);
    if (stopped) app.log.warn({ job: job.name }, 'job stopped');
    else app.log.error({ err: thrown, job: job.name }, 'job failed');
  }
  const at = new Date();
  await recordJobEnd(app.db, job.name, { at, holder: HOLDER, error, nextRunAt: nextSlotAt(at.getTime(), job.everyMs) }).catch(
    warn,
  );
  return error;
}
