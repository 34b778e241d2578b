// The Prometheus metrics of one app (issue 15 §1, docs/operations.md "Metrics"): a registry of its own, not
// prom-client's global one, so tests that build several apps in one process never collide. It holds Node's default
// process metrics, background job runs, provider errors and kredits; the HTTP request counter and latency histogram
// (labelled by the route's URL pattern, never the raw URL, so the label set stays bounded) are kept apart on the hot
// path (http-series.ts) and written after them. The job series are read from job_states at each scrape, so they count
// the runs of every process (a `--role worker` process does not listen and is never scraped itself); only the run
// durations are this process's own.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { KREDIT_CHANNEL, type KreditEvent, PROVIDER_ERROR_CHANNEL, type ProviderErrorEvent } from './events';
import { createHttpSeries } from './http-series';
import type { JobStateRow } from '../repositories/job-states';

/** The route label of a request no route matched (unknown paths, the web app's fallback pages). */
export const UNMATCHED_ROUTE = 'unmatched';

const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300, 900];

export interface AppMetrics {
  /** Every metric in the Prometheus text format, and its content type. */
  render: () => Promise<string>;
  readonly contentType: string;
  observeRequest: (method: string, route: string | undefined, status: number, seconds: number) => void;
  /** Runs one run of a background job, timing it and counting it by outcome (a thrown error is a failure, rethrown). */
  job: <T>(name: string, run: () => Promise<T>) => Promise<T>;
  /** Stops listening to the services' events (the app is closing). */
  close: () => void;
}

export interface AppMetricsOptions {
  /** Every job's state as all processes wrote it (job_states), read at each scrape. */
  readJobStates?: () => Promise<readonly JobStateRow[]>;
}

/** This process's own count of a job's runs: what is reported when job_states cannot be read (or lags behind it). */
interface LocalJobCount {
  success: number;
  failure: number;
  lastSuccess: number;
}

const seconds = (date: Date | null | undefined) => (date ? date.getTime() / 1000 : 0);

/** prom-client is loaded here, on first use: a process with metrics off never loads it (it weighs on the start time). */
export async function createAppMetrics(options: AppMetricsOptions = {}): Promise<AppMetrics> {
  const { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } = await import('prom-client');
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const http = createHttpSeries();
  const jobRuns = new Counter({
    name: 'k3_job_runs_total',
    help: 'Background job runs, by job and outcome (success or failure)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'k3_job_duration_seconds',
    help: 'Duration of background job runs, by job',
    labelNames: ['job'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const jobLastSuccess = new Gauge({
    name: 'k3_job_last_success_timestamp_seconds',
    help: 'When each background job last finished without error (Unix time)',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobNextRun = new Gauge({
    name: 'k3_job_next_run_timestamp_seconds',
    help: 'When each background job is next due (Unix time; 0 when unknown)',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobConsecutiveFailures = new Gauge({
    name: 'k3_job_consecutive_failures',
    help: 'Failed runs in a row of each background job (0 after a success)',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobRunning = new Gauge({
    name: 'k3_job_running',
    help: '1 while a run of the job is in progress in some process, else 0',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const local = new Map<string, LocalJobCount>();
  const countLocally = (name: string) => {
    let count = local.get(name);
    if (!count) local.set(name, (count = { success: 0, failure: 0, lastSuccess: 0 }));
    return count;
  };

  // The job series from job_states (every process's runs), never below this process's own counts.
  const syncJobSeries = async () => {
    let rows: readonly JobStateRow[] = [];
    try {
      rows = (await options.readJobStates?.()) ?? [];
    } catch {
      // The database is unreachable: this process's own counts are what is known.
    }
    const byName = new Map(rows.map((row) => [row.name, row]));
    for (const metric of [jobRuns, jobLastSuccess, jobNextRun, jobConsecutiveFailures, jobRunning]) metric.reset();
    for (const job of new Set([...byName.keys(), ...local.keys()])) {
      const row = byName.get(job);
      const mine = local.get(job);
      const failures = Math.max(row?.failures ?? 0, mine?.failure ?? 0);
      jobRuns.inc({ job, outcome: 'success' }, Math.max(row ? row.runs - row.failures : 0, mine?.success ?? 0));
      jobRuns.inc({ job, outcome: 'failure' }, failures);
      jobLastSuccess.set({ job }, Math.max(seconds(row?.lastSuccessAt), mine?.lastSuccess ?? 0));
      jobNextRun.set({ job }, seconds(row?.nextRunAt));
      jobConsecutiveFailures.set({ job }, row?.consecutiveFailures ?? 0);
      jobRunning.set({ job }, row?.status === 'running' ? 1 : 0);
    }
  };
  const providerErrorCount = new Counter({
    name: 'k3_provider_errors_total',
    help: 'Outside provider calls that failed after their retries, by provider and kind (timeout, network, http, invalid-response)',
    labelNames: ['provider', 'kind'] as const,
    registers: [registry],
  });
  const kreditsSpent = new Counter({
    name: 'k3_kredits_spent_total',
    help: 'Kredits debited for Agent K prompts (refunds are counted apart: spent minus refunded is what was used)',
    registers: [registry],
  });
  const kreditsRefunded = new Counter({
    name: 'k3_kredits_refunded_total',
    help: 'Kredits given back because a prompt failed before any answer',
    registers: [registry],
  });

  const onProviderError = (message: unknown) => {
    const { provider, kind } = message as ProviderErrorEvent;
    providerErrorCount.inc({ provider, kind });
  };
  const onKredit = (message: unknown) => {
    if ((message as KreditEvent).change === 'spent') kreditsSpent.inc();
    else kreditsRefunded.inc();
  };
  subscribe(PROVIDER_ERROR_CHANNEL, onProviderError);
  subscribe(KREDIT_CHANNEL, onKredit);

  return {
    render: async () => {
      await syncJobSeries();
      return `${await registry.metrics()}\n${http.text()}`;
    },
    contentType: registry.contentType,
    observeRequest: (method, route, status, seconds) => http.observe(method, route ?? UNMATCHED_ROUTE, status, seconds),
    job: async (name, run) => {
      const end = jobDuration.startTimer({ job: name });
      try {
        const result = await run();
        const count = countLocally(name);
        count.success += 1;
        count.lastSuccess = Date.now() / 1000;
        return result;
      } catch (error) {
        countLocally(name).failure += 1;
        throw error;
      } finally {
        end();
      }
    },
    close: () => {
      unsubscribe(PROVIDER_ERROR_CHANNEL, onProviderError);
      unsubscribe(KREDIT_CHANNEL, onKredit);
    },
  };
}
