// The embedded database's scheduler (docs/adr/0009-job-queue.md): one process owns PGlite, so plain timers are
// enough. Each job gets a timer per slot; one run of a job at a time (a slot that comes while the previous run is
// still going joins it rather than starting a second one). Runs and their outcomes go to job_states like pg-boss's.
// stop() aborts the runs in progress and waits for them to end.
import { declareJob } from '../repositories/job-states';
import { createStopController, StopError } from '../stop-signal';
import { executeJob, type JobDefinition, type JobHost, nextSlotAt, type RunOutcome, type Scheduler, slotOf } from './scheduler';

interface Entry {
  job: JobDefinition;
  running: Promise<RunOutcome> | null;
  /** The slot the latest run was started for. */
  lastSlot: number | null;
  lastOutcome: RunOutcome | null;
  timer: NodeJS.Timeout | null;
}

export function createInProcessScheduler(app: JobHost): Scheduler {
  const entries = new Map<string, Entry>();
  const stopping = createStopController();
  let stopped = false;

  const entry = (name: string): Entry => {
    const found = entries.get(name);
    if (!found) throw new Error(`No job named ${name}`);
    return found;
  };

  const trigger = (item: Entry, slot: number | null): Promise<RunOutcome> => {
    // A stopped scheduler starts nothing: the run would only be cut at once.
    if (stopped) return item.running ?? Promise.resolve('failed');
    if (slot !== null) item.lastSlot = slot;
    const context = { slot: slot === null ? null : new Date(slot * item.job.everyMs), signal: stopping.signal };
    item.running ??= executeJob(app, item.job, context)
      .then((error): RunOutcome => (item.lastOutcome = error === null ? 'ok' : 'failed'))
      .finally(() => {
        item.running = null;
      });
    return item.running;
  };

  // Armed slot by slot (not setInterval): the timer fires at each slot's start, whatever the time the process started.
  const arm = (item: Entry, slot: number): void => {
    if (stopped) return;
    item.timer = setTimeout(
      () => {
        void trigger(item, slot);
        arm(item, slot + 1);
      },
      Math.max(0, slot * item.job.everyMs - Date.now()),
    );
    item.timer.unref();
  };

  return {
    backend: 'in-process',
    register(job) {
      entries.set(job.name, { job, running: null, lastSlot: null, lastOutcome: null, timer: null });
    },
    async start() {
      const now = Date.now();
      for (const item of entries.values()) {
        const { name, everyMs, runAtStart } = item.job;
        await declareJob(app.db, name, everyMs, runAtStart ? new Date(now) : nextSlotAt(now, everyMs)).catch((error: unknown) =>
          app.log.warn({ err: error, job: name }, 'job state not recorded'),
        );
        arm(item, slotOf(now, everyMs) + 1);
        if (runAtStart) void trigger(item, slotOf(now, everyMs));
      }
    },
    run: (name) => trigger(entry(name), null),
    runSlot(name) {
      const item = entry(name);
      const slot = slotOf(Date.now(), item.job.everyMs);
      if (item.lastSlot === slot) return item.running ?? Promise.resolve(item.lastOutcome ?? 'ok');
      return trigger(item, slot);
    },
    async stop() {
      stopped = true;
      for (const item of entries.values()) if (item.timer) clearTimeout(item.timer);
      stopping.abort(new StopError());
      await Promise.all([...entries.values()].flatMap((item) => (item.running ? [item.running] : [])));
    },
  };
}
