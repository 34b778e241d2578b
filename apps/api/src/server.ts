// The process entry point (fastify/demo server.ts): reads the config, builds the app, listens, and shuts down
// gracefully on SIGINT/SIGTERM (close the app, which closes the database, then exit 0). A signal that arrives
// while the app is still starting (migrations, dataset load) is honoured once the start has finished, so the
// embedded database is never cut off mid-write. Problems a user can fix (bad env var or flag, missing dataset)
// print one line and exit 1.
import { type App, buildApp } from './app';
import { parseCli } from './cli';
import { startDemoMarketDays } from './jobs/demo-market-days';
import { startMarketRefresh } from './jobs/market-refresh';
import { startNews } from './jobs/news';
import { startXray, type XrayJob } from './jobs/xray';
import { startPortfolioRefresh } from './jobs/portfolio-refresh';
import { ConfigError, loadConfig } from './config';
import { ReferenceDatasetError } from './demo/load-reference';

let app: App | undefined;
let jobs: { stop(): void }[] = [];
let stopSignal: NodeJS.Signals | undefined;

function stop(running: App, signal: NodeJS.Signals): void {
  running.log.info({ signal }, 'shutting down');
  for (const job of jobs) job.stop();
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
  if (app) stop(app, signal);
}

async function main(): Promise<void> {
  const { role } = parseCli(process.argv.slice(2));
  const config = loadConfig(process.env);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  app = await buildApp(config, { loadReference: true });
  if (stopSignal) return stop(app, stopSignal);

  // Background jobs run in the worker and in the all-in-one process (the price refresh in live mode, the demo series'
  // daily extension in demo mode, news polling or demo news, rescoring and retention).
  let xray: XrayJob | undefined;
  if (role !== 'api') {
    const news = startNews(app);
    xray = startXray(app);
    jobs = [startPortfolioRefresh(app), startMarketRefresh(app), startDemoMarketDays(app), news, xray].filter(
      (job) => job !== null,
    );
    // Demo news is generated locally in about a second: the first page a visitor opens already has it. The demo
    // audits read the news (related news, hype), so they run after it; live audits start in the background.
    if (config.isDemo) {
      await news.run();
      await xray.run();
    } else void xray.run();
  }
  if (role === 'worker') {
    app.log.info({ role }, 'K3 worker started');
    if (config.isDemo) void xray?.backfill();
    return;
  }
  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) => `K3 (${role}) listening on ${address}`,
  });
  // The demo's week of audit history is made once the server answers: it must not hold the start.
  if (config.isDemo) void xray?.backfill();
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof ReferenceDatasetError ? error.message : error);
  process.exit(1);
});
