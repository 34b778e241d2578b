// The X-Ray watch job (issue 30 §4; docs/xray-watch.md): every minute, in live mode, a run checks the held tokens that
// are due (once per XRAY_WATCH_MINUTES each, across every worker) within XRAY_WATCH_RPC_PER_MINUTE requests, and
// notifies holders of the changes that matter — in the app at once, and in Telegram when a bot is configured. Demo
// mode has no watch: its figures are generated, and a change in them is no news about a real token.
import { Api } from 'grammy';
import type { App } from '../app';
import { runWatch, type WatchRunReport } from '../services/xray/watch/run';
import { sendWatchChanges } from '../services/xray/watch/telegram';
import type { JobDefinition } from './scheduler';

/** The job's slot: a run a minute, so a change is told within a minute of the check that finds it. */
export const WATCH_EVERY_MS = 60_000;

export async function runXrayWatch(app: App, signal?: AbortSignal): Promise<WatchRunReport> {
  const service = await app.xray.service();
  const config = app.telegram.config;
  const api = config ? new Api(config.token, { apiRoot: config.apiRoot }) : null;
  const now = app.clock();
  return runWatch({
    db: app.db,
    now,
    periodMs: app.config.xray.watchMs,
    rpcPerMinute: app.config.xray.watchRpcPerMinute,
    evmRpcUrls: app.config.evmRpcUrls,
    solanaRpcUrl: app.config.solanaRpcUrl,
    dexRouters: app.config.dexRouters,
    dexV3Factories: app.config.dexV3Factories,
    lpLockers: app.config.lpLockers,
    catalogue: await service.catalogue(),
    telegram: api
      ? (changes) => sendWatchChanges({ db: app.db, api, origin: app.config.publicOrigin, log: app.log }, changes, now)
      : undefined,
    signal,
  });
}

export function xrayWatchJob(app: App): JobDefinition<WatchRunReport> | null {
  if (app.config.isDemo) return null;
  return {
    name: 'xray-watch',
    everyMs: WATCH_EVERY_MS,
    timeoutMs: 10 * 60_000,
    run: async ({ signal }) => {
      const report = await runXrayWatch(app, signal);
      if (report.checked || report.failed) app.log.info({ watch: report }, 'x-ray watch ran');
      return report;
    },
  };
}
