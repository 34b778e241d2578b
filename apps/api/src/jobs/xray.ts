// The X-Ray job (issue 11 §1 "Audits are stored with their inputs' timestamps, recomputed by a job (live: daily and on
// demand, rate-limited; demo: at start)"): each run audits the projects whose latest audit is older than the refresh
// interval (demo: not yet audited today), oldest first, at most XRAY_BATCH a run in live mode (every audit reads
// CoinGecko, an explorer, an RPC and the project's website). Writes are one row per project and day, so two workers
// running together store each audit once (the later one wins).
import type { App } from '../app';
import { latestAuditSummaries } from '../repositories/xray';
import type { AuditRunReport } from '../services/xray/service';

/** Projects audited per live run: with the default 30 CoinGecko calls a minute, half for profiles, about 4 minutes. */
export const XRAY_BATCH = 60;
/** How often the job looks for due audits. */
export const XRAY_TICK_MS = 3_600_000;

export interface XrayJob {
  run(): Promise<AuditRunReport>;
  stop(): void;
}

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

export async function runXray(app: App): Promise<AuditRunReport> {
  const ids = await dueProjects(app);
  if (ids.length === 0) return { audited: 0, failed: [], ms: 0 };
  return (await app.xray.service()).auditMany(ids);
}

export function startXray(app: App): XrayJob {
  let running: Promise<AuditRunReport> | null = null;
  const run = () =>
    (running ??= runXray(app)
      .then((report) => {
        if (report.audited || report.failed.length)
          app.log.info({ audited: report.audited, failed: report.failed.length, ms: report.ms }, 'x-ray audits refreshed');
        for (const failure of report.failed.slice(0, 5))
          app.log.warn({ project: failure.id, err: failure.error }, 'x-ray audit failed');
        return report;
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'x-ray audit run failed');
        return { audited: 0, failed: [], ms: 0 };
      })
      .finally(() => {
        running = null;
      }));
  const timer = setInterval(() => void run(), app.config.isDemo ? Math.min(XRAY_TICK_MS, 600_000) : XRAY_TICK_MS);
  timer.unref();
  return { run, stop: () => clearInterval(timer) };
}
