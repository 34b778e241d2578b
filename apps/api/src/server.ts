// The process entry point (fastify/demo server.ts): reads the config, builds the app, listens, and stops on
// SIGINT/SIGTERM within STOP_BOUND_MS in every role and mode (docs/reliability.md "Stopping"): the app's close stops
// intake at once, aborts the job runs and outside calls, gives what is in flight STOP_GRACE_MS, then closes the
// database; exit 0. A signal that arrives while the app is still starting (migrations, dataset load) lets the start
// finish first, so the embedded database is not cut off mid-write, but not past the bound: whatever still runs then
// is cut (exit 1), and the database rolls back the transaction it was in. Problems a user can fix (bad env var or
// flag, missing dataset) print one line and exit 1.
import { type App, buildApp } from './app';
import { parseCli } from './cli';
import { startAppJobs } from './jobs/app-jobs';
import { startTelegram } from './jobs/telegram';
import { backfillDemoHistory } from './jobs/xray';
import { ConfigError, loadConfig } from './config';
import { ReferenceDatasetError } from './demo/load-reference';
import { STOP_BOUND_MS, withAbortSignal } from './stop-signal';
import { holdTickShape } from './tick-shape';

/** Left of the bound for the exit itself (the cluster's primary kills a process still there at STOP_BOUND_MS). */
const EXIT_MARGIN_MS = 500;

let app: App | undefined;
let stopSignal: NodeJS.Signals | undefined;

function stop(running: App, signal: NodeJS.Signals): void {
  running.log.info({ signal, boundMs: STOP_BOUND_MS }, 'shutting down');
  running.close().then(
    () => process.exit(0),
    (error: unknown) => {
      running.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    },
  );
}

function onSignal(signal: NodeJS.Signals): void {
  if (stopSignal) return;
  stopSignal = signal;
  setTimeout(() => {
    const message = 'still running at the stop bound: exiting (the database rolls back what was being written)';
    if (app) app.log.error({ boundMs: STOP_BOUND_MS }, message);
    else console.error(`K3 ${message}`);
    process.exit(1);
  }, STOP_BOUND_MS - EXIT_MARGIN_MS).unref();
  if (app) stop(app, signal);
}

async function main(): Promise<void> {
  // Before the start's garbage collections: they would otherwise leave process.nextTick slow for good (tick-shape.ts).
  holdTickShape();
  const { role } = parseCli(process.argv.slice(2));
  const config = loadConfig(process.env);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const started = await buildApp(config, { loadReference: true, demoCommunity: true });
  app = started;
  if (stopSignal) return stop(started, stopSignal);

  // Background jobs run in the worker and in the all-in-one process (docs/operations.md "Jobs"): through pg-boss on
  // PostgreSQL (each slot once, however many workers), on in-process timers on the embedded database. The Telegram
  // poller is a long-running loop, not a job: one process holds its lease (jobs/telegram.ts).
  if (role !== 'api') {
    // Both are stopped (their runs aborted) when the app closes, before the database.
    const scheduler = await startAppJobs(started);
    const telegram = startTelegram(started);
    if (telegram) started.lifecycle.onStop(() => telegram.stop());
    // The current slot's runs (once across workers; a failure is in job_states, and the next slot tries again).
    const slot = (name: string) =>
      scheduler.runSlot(name).catch((error: unknown) => started.log.warn({ err: error, job: name }, 'job slot not run'));
    // News alerts look at the stories the first news run brings.
    const news = slot('news');
    if (started.telegram.config) void news.then(() => slot('telegram-alerts'));
    // Demo news is generated locally in about a second: the first page a visitor opens already has it. The demo
    // audits read the news (related news, hype), so they run after it; live audits start in the background.
    if (config.isDemo) {
      await news;
      await slot('xray');
    } else void slot('xray');
  }
  // Stopped while starting: the close is under way.
  if (stopSignal) return;
  // In the app's stop scope: the close aborts it and waits for it before closing the database.
  const backfill = () =>
    void started.lifecycle
      .background(() => backfillDemoHistory(started))
      .then((days) => started.log.info({ days }, 'x-ray demo history ready'))
      .catch((error: unknown) => {
        if (!started.lifecycle.signal.aborted) started.log.warn({ err: error }, 'x-ray demo history failed');
      });
  if (role === 'worker') {
    started.log.info({ role }, 'K3 worker started');
    if (config.isDemo) backfill();
    return;
  }
  // Listening in the stop signal's scope: every connection, so every request, inherits it (plugins/app/lifecycle.ts).
  await withAbortSignal(started.lifecycle.signal, () =>
    started.listen({
      port: config.port,
      host: config.host,
      listenTextResolver: (address) => `K3 (${role}) listening on ${address}`,
    }),
  );
  // The demo's week of audit history is made once the server answers: it must not hold the start.
  if (config.isDemo && role !== 'api') backfill();
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof ReferenceDatasetError ? error.message : error);
  process.exit(1);
});
