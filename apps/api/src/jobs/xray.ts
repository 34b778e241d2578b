// The X-Ray job (issue 11 §1 "Audits are stored with their inputs' timestamps, recomputed by a job (live: daily and on
// demand, rate-limited; demo: at start)"): each run audits the projects whose latest audit is older than the refresh
// interval (demo: not yet audited today), oldest first, at most XRAY_BATCH a run in live mode (every audit reads
// CoinGecko, an explorer, an RPC and the project's website). Writes are one row per project and day, so two workers
// running together store each audit once (the later one wins). The scheduler runs it.
import type { App } from '../app';
import { auditDays, latestAuditSummaries } from '../repositories/xray';
import type { AuditRunReport } from '../services/xray/service';
import type { JobDefinition } from './scheduler';

const DAY_MS = 86_400_000;

/** Projects audited per live run: with the default 30 CoinGecko calls a minute, half for profiles, about 4 minutes. */
export const XRAY_BATCH = 60;
/** How often the job looks for due audits. */
export const XRAY_TICK_MS = 3_600_000;

/** The projects due for an audit, oldest audit first (never audited first of all). */
export async function dueProjects(app: App): Promise<string[]> {
  const service = await app.xray.service();
  const catalogue = await service.catalogue();
  const audits = await latestAuditSummaries(app.db);
  const now = app.clock();
  const today = now.toISOString().slice(0, 10);
  const due = catalogue.projects.filter((p) => {
    const audit = audits.get(p.id);
    if (!audit) return true;
    return app.config.isDemo ? audit.day < today : now.getTime() - audit.auditedAt.getTime() >= app.config.xray.refreshMs;
  });
  due.sort(
    (a, b) => (audits.get(a.id)?.auditedAt.getTime() ?? 0) - (audits.get(b.id)?.auditedAt.getTime() ?? 0) || a.rank - b.rank,
  );
  const ids = due.map((p) => p.id);
  return app.config.isDemo ? ids : ids.slice(0, XRAY_BATCH);
}

/** Demo: days of history audited at first start, so the score-history chart has a week to show. */
export const DEMO_HISTORY_DAYS = 7;

/**
 * Demo only: audits the bundled assets as they stood at noon (UTC) on each of the last DEMO_HISTORY_DAYS days not yet
 * audited — the same engine over the demo series up to that day. Runs once: a day already audited is skipped.
 */
export async function backfillDemoHistory(app: App, days = DEMO_HISTORY_DAYS): Promise<number> {
  if (!app.config.isDemo) return 0;
  const service = await app.xray.service();
  const today = Date.parse(`${app.clock().toISOString().slice(0, 10)}T12:00:00Z`);
  const audited = new Set((await auditDays(app.db, new Date(today - days * DAY_MS).toISOString().slice(0, 10))).map((d) => d));
  let runs = 0;
  for (let back = days - 1; back >= 1; back -= 1) {
    const at = new Date(today - back * DAY_MS);
    if (audited.has(at.toISOString().slice(0, 10))) continue;
    await service.auditMany(undefined, at);
    runs += 1;
  }
  return runs;
}

export async function runXray(app: App): Promise<AuditRunReport> {
  const ids = await dueProjects(app);
  if (ids.length === 0) return { audited: 0, failed: [], ms: 0 };
  return (await app.xray.service()).auditMany(ids);
}

/** The job: every hour (demo: every 10 minutes), each run auditing what is due. */
export function xrayJob(app: App): JobDefinition<AuditRunReport> {
  return {
    name: 'xray',
    everyMs: app.config.isDemo ? Math.min(XRAY_TICK_MS, 600_000) : XRAY_TICK_MS,
    // A live run reads several providers for up to XRAY_BATCH projects: longer than the default timeout allows.
    timeoutMs: 45 * 60_000,
    run: async () => {
      const report = await runXray(app);
      if (report.audited || report.failed.length)
        app.log.info({ audited: report.audited, failed: report.failed.length, ms: report.ms }, 'x-ray audits refreshed');
      for (const failure of report.failed.slice(0, 5))
        app.log.warn({ project: failure.id, err: failure.error }, 'x-ray audit failed');
      return report;
    },
  };
}
