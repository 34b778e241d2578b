// One run of the X-Ray watch (issue 30 §4; docs/xray-watch.md): every token some user holds (watchedAssets) is checked again
// once per period (XRAY_WATCH_MINUTES) — claimed in xray_watch first, so however many workers run, one checks it —
// within a budget of requests to the chains' nodes per minute (XRAY_WATCH_RPC_PER_MINUTE; the job runs every minute,
// and the tokens past the budget stay due for the next run). Each check reads the token's state (state.ts), compares
// it with the last one (changes.ts), and stores the state, the changes and one notification per holder together
// (repositories/watch.ts); the changes then go to the holders' Telegram (telegram.ts). A stop signal ends the run
// between two tokens: a token being checked is released unchecked.
import type { Severity } from '@k3/shared';
import type { Database } from '../../../db/client';
import { EVM_NATIVE_ASSET } from '../../../providers/balances/demo';
import { catalogueSymbols, heldFoundTokens } from '../../../repositories/wallet-tokens';
import { claimDue, heldAssetIds, releaseClaim, saveCheck } from '../../../repositories/watch';
import { foundTokenSpam } from '../../portfolio/found-tokens';
import { latestAudits } from '../../../repositories/xray';
import type { Catalogue } from '../catalogue';
import type { StoredAudit } from '../compute';
import type { AuditAsset } from '../sources';
import { cleanText, shortAddress, tokenIdOf } from '../tokens';
import { recentIncidents } from '../incidents';
import { mergeWatchState, watchChanges } from './changes';
import { readWatchState, type WatchReadDeps, type WatchState } from './state';
import type { WatchTelegramChange } from './telegram';

/** How long a claim holds a token: longer than any check takes, so a crashed worker's tokens come back. */
export const CLAIM_MS = 5 * 60_000;
/** Tokens claimed at a time. */
export const CLAIM_BATCH = 50;
/** A run checks no new token after this long, so it ends within its minute and its claims never run out mid-run. */
export const RUN_DEADLINE_MS = 45_000;

export interface WatchRunDeps extends Omit<WatchReadDeps, 'onRpcRequest' | 'now'> {
  db: Database;
  now: Date;
  periodMs: number;
  rpcPerMinute: number;
  catalogue: Catalogue;
  /** Sends the changes to Telegram (absent without a bot); returns the messages sent. */
  telegram?: ((changes: WatchTelegramChange[]) => Promise<number>) | undefined;
  signal?: AbortSignal | undefined;
}

export interface WatchRunReport {
  held: number;
  checked: number;
  changes: number;
  notifications: number;
  telegram: number;
  rpcRequests: number;
  /** The budget (or the run's time) ran out before every due token was checked. */
  budgetReached: boolean;
  failed: number;
}

const SEVERE: ReadonlySet<Severity> = new Set(['high', 'critical']);

/** The high and critical alerts of each asset's latest stored audit. */
async function auditAlerts(db: Database, ids: readonly string[]) {
  const audits = await latestAudits(db, ids);
  const out = new Map<string, WatchState['alerts']>();
  for (const id of ids) {
    const stored = audits.get(id)?.result as unknown as StoredAudit | undefined;
    if (!stored) continue;
    out.set(
      id,
      stored.alerts.filter((a) => SEVERE.has(a.severity)).map((a) => ({ key: a.key, severity: a.severity, because: a.because })),
    );
  }
  return out;
}

/**
 * What the watch checks: the catalogue assets some user holds, and the tokens outside the catalogue a wallet's read
 * found (`<chain>:<address>`, as X-Ray audits them by address) that meet no spam rule — an airdropped lure stays
 * hidden, and unwatched, until its holder looks at it.
 */
export async function watchedAssets(db: Database, catalogue: Catalogue): Promise<Map<string, AuditAsset>> {
  const out = new Map<string, AuditAsset>();
  for (const id of await heldAssetIds(db)) {
    const project = catalogue.byId.get(id);
    if (project) out.set(id, project);
  }
  const rows = await heldFoundTokens(db);
  if (rows.length === 0) return out;
  const symbols = await catalogueSymbols(db);
  // Watched when some holder sees it unhidden: one wallet's read that meets no spam rule is enough.
  for (const row of rows) {
    const id = tokenIdOf(row);
    if (out.has(id) || foundTokenSpam(row, symbols).length > 0) continue;
    const fallback = shortAddress(row.address);
    out.set(id, {
      id,
      symbol: cleanText(row.symbol, 24) ?? fallback,
      name: cleanText(row.name, 64) ?? fallback,
      rank: 0,
      image: null,
      addresses: { [row.chain]: row.address },
      nativeChain: null,
      listed: false,
    });
  }
  return out;
}

export async function runWatch(deps: WatchRunDeps): Promise<WatchRunReport> {
  const report: WatchRunReport = {
    held: 0,
    checked: 0,
    changes: 0,
    notifications: 0,
    telegram: 0,
    rpcRequests: 0,
    budgetReached: false,
    failed: 0,
  };
  const watched = await watchedAssets(deps.db, deps.catalogue);
  const held = [...watched.keys()].sort();
  report.held = held.length;
  const nativePriceUsd = (chain: string) => {
    const native = chain === 'solana' ? 'solana' : EVM_NATIVE_ASSET[chain];
    return native === undefined ? null : (deps.catalogue.byId.get(native)?.market?.price ?? null);
  };
  const reads: WatchReadDeps = { ...deps, onRpcRequest: () => void (report.rpcRequests += 1) };
  const toTelegram: WatchTelegramChange[] = [];
  // Claims are timed from when they are taken (the run's clock moved on by the time spent).
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  const clockNow = () => new Date(deps.now.getTime() + elapsed());
  // A token is tried once a run: one whose check failed is released, due again at the next run, not this one.
  const tried = new Set<string>();
  while (!report.budgetReached) {
    const left = held.filter((id) => !tried.has(id));
    const until = new Date(clockNow().getTime() + CLAIM_MS);
    const claimed = await claimDue(deps.db, left, clockNow(), deps.periodMs, until, CLAIM_BATCH);
    if (claimed.length === 0) break;
    const ids = claimed.map((c) => c.assetId);
    for (const id of ids) tried.add(id);
    const [alerts, incidents] = await Promise.all([auditAlerts(deps.db, ids), recentIncidents(deps.db, ids, deps.now)]);
    for (const [index, { assetId, state }] of claimed.entries()) {
      if (deps.signal?.aborted || report.rpcRequests >= deps.rpcPerMinute || elapsed() >= RUN_DEADLINE_MS) {
        // Past the budget or the run's time (or stopping): this token and the rest of the batch wait for the next run.
        report.budgetReached = !deps.signal?.aborted;
        for (const rest of claimed.slice(index)) await releaseClaim(deps.db, rest.assetId);
        break;
      }
      const project = watched.get(assetId)!;
      try {
        const before = state as unknown as WatchState | null;
        const now = await readWatchState(reads, project, {
          alerts: alerts.get(assetId),
          incidents: (incidents.get(assetId) ?? []).map((i) => ({ storyId: i.storyId, title: i.title })),
          nativePriceUsd,
          last: before,
        });
        const changes = watchChanges(before, now);
        const stored = await saveCheck(
          deps.db,
          assetId,
          until,
          mergeWatchState(before, now) as unknown as Record<string, unknown>,
          changes.map(({ because, evidence, ...rest }) => ({ ...rest, detail: { because, evidence } })),
          deps.now,
        );
        // Another worker took the token over (this claim ran out): its check is the one that counts.
        if (stored === null) continue;
        report.checked += 1;
        report.changes += changes.length;
        for (const [i, { changeId, users }] of stored.entries()) {
          report.notifications += users.length;
          const change = changes[i]!;
          toTelegram.push({
            changeId,
            users,
            assetId,
            symbol: project.symbol,
            severity: change.severity,
            because: change.because,
          });
        }
      } catch {
        report.failed += 1;
        await releaseClaim(deps.db, assetId);
      }
    }
    if (deps.signal?.aborted) break;
  }
  // A stopped run sends nothing more: its changes stay in the app.
  if (deps.telegram && toTelegram.length && !deps.signal?.aborted) report.telegram = await deps.telegram(toTelegram);
  return report;
}
