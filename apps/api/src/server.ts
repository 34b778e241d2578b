// The process entry point (fastify/demo server.ts): reads the config, builds the app, listens, and shuts down
// gracefully on SIGINT/SIGTERM (close the app, which closes the database, then exit 0). A signal that arrives
// while the app is still starting (migrations, dataset load) is honoured once the start has finished, so the
// embedded database is never cut off mid-write. Problems a user can fix (bad env var or flag, missing dataset)
// print one line and exit 1.
import { type App, buildApp } from './app';
import { parseCli } from './cli';
import { startAppJobs } from './jobs/app-jobs';
import { startTelegram } from './jobs/telegram';
import { backfillDemoHistory } from './jobs/xray';
import { ConfigError, loadConfig } from './config';
import { ReferenceDatasetError } from './demo/load-reference';

let app: App | undefined;
let jobs: { stop(): void | Promise<void> }[] = [];
let stopSignal: NodeJS.Signals | undefined;

function stop(running: App, signal: NodeJS.Signals): void {
  running.log.info({ signal }, 'shutting down');
  Promise.allSettled(jobs.map(async (job) => job.stop()))
    .then(() => running.close())
    .then(
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
  if (app) stop(app, signal);
}

async function main(): Promise<void> {
  const { role } = parseCli(process.argv.slice(2));
  const config = loadConfig(process.env);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const started = await buildApp(config, { loadReference: true });
  app = started;
  if (stopSignal) return stop(started, stopSignal);

  // Background jobs run in the worker and in the all-in-one process (docs/operations.md "Jobs"): through pg-boss on
  // PostgreSQL (each slot once, however many workers), on in-process timers on the embedded database. The Telegram
  // poller is a long-running loop, not a job: one process holds its lease (jobs/telegram.ts).
  if (role !== 'api') {
    const scheduler = await startAppJobs(started);
    jobs = [scheduler, startTelegram(started)].filter((job) => job !== null);
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
  const backfill = () =>
    void backfillDemoHistory(started).catch((error: unknown) => started.log.warn({ err: error }, 'x-ray demo history failed'));
  if (role === 'worker') {
    started.log.info({ role }, 'K3 worker started');
    if (config.isDemo) backfill();
    return;
  }
  await started.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) => `K3 (${role}) listening on ${address}`,
  });
  // The demo's week of audit history is made once the server answers: it must not hold the start.
  if (config.isDemo && role !== 'api') backfill();
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof ReferenceDatasetError ? error.message : error);
  process.exit(1);
});
