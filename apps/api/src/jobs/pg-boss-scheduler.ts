// The PostgreSQL scheduler (docs/operations.md "Jobs", docs/adr/0009-job-queue.md): pg-boss, in its own schema
// (`pgboss` unless told otherwise), created and migrated by start(). Each job is a pg-boss queue with the `singleton`
// policy (one active run of a job across all workers). Every worker arms a timer per slot; when it fires it sends
// the slot's job under an id derived from (job, period, slot), so the workers' sends for one slot are one row (the
// primary key refuses the others) and the slot runs once, on whichever worker fetches it. A running job sends
// heartbeats; one not heard from for `heartbeatSeconds` (its worker died) is failed by pg-boss's supervisor and
// retried on another worker, as is a run that throws (after a delay, backing off) or outlives its timeout. stop()
// aborts this worker's runs (recorded as stopped, failed back to pg-boss: retried later) before closing its connections.
import { createHash, randomUUID } from 'node:crypto';
import type { PgBoss } from 'pg-boss';
import { declareJob } from '../repositories/job-states';
import { createStopController, STOP_GRACE_MS, StopError } from '../stop-signal';
import {
  DEFAULT_TIMEOUT_MS,
  executeJob,
  HOLDER,
  type JobDefinition,
  type JobHost,
  nextSlotAt,
  type RunOutcome,
  type Scheduler,
  slotOf,
} from './scheduler';

export interface PgBossSchedulerOptions {
  connectionString: string;
  /** pg-boss's own schema, created at start. */
  schema?: string;
  /** How often an idle worker asks for a job. */
  pollingIntervalSeconds?: number;
  /** A run not heard from for this long counts as lost (its worker died) and is retried; at least 10. */
  heartbeatSeconds?: number;
  /** How often pg-boss looks for lost and timed-out runs. */
  superviseIntervalSeconds?: number;
  /** Retries of a failed or lost run, and the first delay before one (doubling, at most 5 minutes). */
  retryLimit?: number;
  retryDelaySeconds?: number;
}

export const DEFAULT_PG_BOSS_SCHEMA = 'pgboss';
const TERMINAL = new Set(['completed', 'failed', 'cancelled']);
const DAY_SECONDS = 86_400;

/** The slot's job id: the same in every worker, a UUID as pg-boss wants (version 8, from a hash). */
export function slotJobId(name: string, everyMs: number, slot: number): string {
  const hex = createHash('sha256').update(`k3-job\u0000${name}\u0000${everyMs}\u0000${slot}`).digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

interface Entry {
  job: JobDefinition;
  timer: NodeJS.Timeout | null;
}

export function createPgBossScheduler(app: JobHost, options: PgBossSchedulerOptions): Scheduler {
  const schema = options.schema ?? DEFAULT_PG_BOSS_SCHEMA;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const heartbeatSeconds = options.heartbeatSeconds ?? 30;
  const superviseIntervalSeconds = options.superviseIntervalSeconds ?? 30;
  const retryLimit = options.retryLimit ?? 2;
  const retryDelay = options.retryDelaySeconds ?? 30;
  const entries = new Map<string, Entry>();
  const stopping = createStopController();
  let boss: PgBoss | undefined;
  let stopped = false;

  const started = (): PgBoss => {
    if (!boss || stopped) throw new Error('The job scheduler is not running');
    return boss;
  };
  const entry = (name: string): Entry => {
    const found = entries.get(name);
    if (!found) throw new Error(`No job named ${name}`);
    return found;
  };

  /** Sends the slot's job (a no-op when a worker already did); `skipIfQueued`: not behind a slot still waiting. */
  const sendSlot = async (item: Entry, slot: number, skipIfQueued: boolean): Promise<string | null> => {
    const queue = started();
    const { name, everyMs } = item.job;
    if (skipIfQueued && (await queue.findJobs(name, { queued: true, limit: 1 })).length > 0) return null;
    const id = slotJobId(name, everyMs, slot);
    await queue.send(name, { slot: new Date(slot * everyMs).toISOString() }, { id });
    return id;
  };

  /** Waits until the job is over, wherever it runs; 'failed' once its retries are spent (or it is gone). */
  const waitFor = async (name: string, id: string): Promise<RunOutcome> => {
    const pause = Math.max(100, Math.min(1000, pollingIntervalSeconds * 500));
    for (;;) {
      if (stopped) return 'failed';
      const [job] = await started().findJobs(name, { id });
      if (!job) return 'failed';
      if (TERMINAL.has(job.state)) return job.state === 'completed' ? 'ok' : 'failed';
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  };

  const arm = (item: Entry, slot: number): void => {
    if (stopped) return;
    item.timer = setTimeout(
      () => {
        sendSlot(item, slot, true).catch((error: unknown) =>
          app.log.warn({ err: error, job: item.job.name }, 'job slot not queued: the next slot will be'),
        );
        arm(item, slot + 1);
      },
      Math.max(0, slot * item.job.everyMs - Date.now()),
    );
    item.timer.unref();
  };

  const queueOptions = (job: JobDefinition) => {
    const everySeconds = Math.ceil(job.everyMs / 1000);
    return {
      expireInSeconds: Math.ceil((job.timeoutMs ?? DEFAULT_TIMEOUT_MS) / 1000),
      retryLimit,
      retryDelay,
      retryBackoff: true,
      retryDelayMax: 300,
      // A slot's job is kept after it ran at least two slots (and a day), so a late send for it is still refused.
      deleteAfterSeconds: Math.max(2 * everySeconds, DAY_SECONDS),
      // A slot nobody ran for two slots is dropped: a worker coming back runs its own current slot instead.
      retentionSeconds: Math.max(2 * everySeconds, 600),
    };
  };

  /** The job's queue, its worker, its slot timer, and its first slot when it runs at start. */
  const startJob = async (queue: PgBoss, item: Entry, now: number): Promise<void> => {
    const { job } = item;
    await queue.createQueue(job.name, { policy: 'singleton', heartbeatSeconds, ...queueOptions(job) });
    await queue.updateQueue(job.name, { heartbeatSeconds, ...queueOptions(job) });
    await declareJob(app.db, job.name, job.everyMs, job.runAtStart ? new Date(now) : nextSlotAt(now, job.everyMs));
    await queue.work<{ slot?: string }>(
      job.name,
      { pollingIntervalSeconds, batchSize: 1, localConcurrency: 1 },
      async ([queued]) => {
        const slot = queued?.data.slot ? new Date(queued.data.slot) : null;
        const error = await executeJob(app, job, { slot, signal: stopping.signal });
        // Thrown back to pg-boss: the run is failed, and retried while retries remain.
        if (error !== null) throw new Error(error);
      },
    );
    arm(item, slotOf(now, job.everyMs) + 1);
    if (job.runAtStart)
      sendSlot(item, slotOf(now, job.everyMs), false).catch((error: unknown) =>
        app.log.warn({ err: error, job: job.name }, 'job slot not queued: the next slot will be'),
      );
  };

  return {
    backend: 'pg-boss',
    register(job) {
      entries.set(job.name, { job, timer: null });
    },
    async start() {
      // Loaded here: a process on the embedded database never loads pg-boss.
      const { PgBoss: Boss } = await import('pg-boss');
      // A stop that came while starting ends the start quietly (stop() has no pg-boss to stop yet, or waits for it).
      if (stopped) return;
      boss = new Boss({
        connectionString: options.connectionString,
        schema,
        max: 4,
        application_name: 'k3-jobs',
        instanceName: `k3-worker ${HOLDER}`,
        // Slots are sent by this module's timers: pg-boss's cron (minute-grained) is not used.
        schedule: false,
        superviseIntervalSeconds,
        monitorIntervalSeconds: superviseIntervalSeconds,
      });
      boss.on('error', (error) => app.log.warn({ err: error }, 'job queue error'));
      try {
        await boss.start();
        const now = Date.now();
        for (const item of entries.values()) if (!stopped) await startJob(boss, item, now);
      } catch (error) {
        // What failed because the scheduler was stopped meanwhile is no failure of the start.
        if (!stopped) throw error;
      }
    },
    async run(name) {
      const id = randomUUID();
      await started().send(entry(name).job.name, {}, { id });
      return waitFor(name, id);
    },
    async runSlot(name) {
      const item = entry(name);
      const id = await sendSlot(item, slotOf(Date.now(), item.job.everyMs), false);
      return id === null ? 'ok' : waitFor(name, id);
    },
    async stop() {
      stopped = true;
      for (const item of entries.values()) if (item.timer) clearTimeout(item.timer);
      stopping.abort(new StopError());
      // Graceful: the aborted runs record their end before the pool closes (within the stop's grace); a run still
      // going then is failed by pg-boss and retried elsewhere.
      await boss?.stop({ graceful: true, timeout: STOP_GRACE_MS });
    },
  };
}
