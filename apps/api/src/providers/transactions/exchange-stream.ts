// One ccxt list read by `since` (issue 29 §1; docs/transactions-sources.md "Exchanges"): deposits, withdrawals, or the
// trades of one market. ccxt returns items at or after `since`; the page's last time becomes the next `since`, and the
// items already returned at or after it are remembered (`seen`) so the overlap is not returned twice. A deposit or
// withdrawal still pending holds `since` at its time so it is read again once it completes. An exchange that answers
// only a window after `since` (Binance deposits and withdrawals: 90 days, as ccxt's binance.js sends it) moves on by
// that window when the window came back short.
import { z } from 'zod';
import { TransactionReadError } from './port';

export const streamSchema = z.object({ since: z.number().int(), seen: z.record(z.string(), z.number()) });
export type StreamState = z.infer<typeof streamSchema>;

export interface StreamItem<T> {
  raw: T;
  key: string;
  timestamp: number;
  /** ok: returned; pending: read again later; dropped: final but not a movement (failed, cancelled). */
  status: 'ok' | 'pending' | 'dropped';
}

export interface StreamPage<T> {
  ok: T[];
  dropped: number;
  state: StreamState;
  /** The list came back full: more items wait after this page. */
  full: boolean;
  /** Nothing new and nothing more to read now. */
  caughtUp: boolean;
}

/** The largest page asked for (Binance's own maximum for these lists is 1,000). */
const MAX_LIMIT = 1_000;

function describeAll<T>(rows: T[], describe: (raw: T) => Omit<StreamItem<T>, 'raw'>): StreamItem<T>[] {
  return rows
    .map((raw) => ({ raw, ...describe(raw) }))
    .filter((item) => Number.isFinite(item.timestamp))
    .sort((a, b) => a.timestamp - b.timestamp);
}

/** A window is only skipped once it ends this long before now: an exchange's clock and ours may differ. */
const WINDOW_MARGIN_MS = 24 * 3_600_000;

export async function readStream<T>(
  state: StreamState,
  fetch: (since: number, limit: number) => Promise<T[]>,
  describe: (raw: T) => Omit<StreamItem<T>, 'raw'>,
  options: { limit: number; windowMs?: number | undefined; now: number },
): Promise<StreamPage<T>> {
  // More items at `since` than a page holds (one order filled against many at the same millisecond): ask for more.
  let limit = options.limit;
  let rows = await fetch(state.since, limit);
  let items = describeAll(rows, describe);
  let fresh = items.filter((item) => !Object.hasOwn(state.seen, item.key));
  while (rows.length >= limit && fresh.length === 0) {
    if (limit >= MAX_LIMIT) throw new TransactionReadError(`more than ${limit} items at one time`);
    limit = Math.min(limit * 2, MAX_LIMIT);
    rows = await fetch(state.since, limit);
    items = describeAll(rows, describe);
    fresh = items.filter((item) => !Object.hasOwn(state.seen, item.key));
  }
  const full = rows.length >= limit;

  let since = Math.max(state.since, ...items.map((item) => item.timestamp));
  const windowEnd = options.windowMs ? state.since + options.windowMs : null;
  if (!full && windowEnd !== null && windowEnd < options.now - WINDOW_MARGIN_MS) since = Math.max(since, windowEnd);
  const pending = fresh.filter((item) => item.status === 'pending');
  // In a full page a pending item is passed over: it is rare there (pending items are the newest).
  if (!full && pending.length) since = Math.min(since, ...pending.map((item) => item.timestamp));

  const seen: Record<string, number> = {};
  for (const [key, time] of Object.entries(state.seen)) if (time >= since) seen[key] = time;
  for (const item of fresh) if (item.status !== 'pending' && item.timestamp >= since) seen[item.key] = item.timestamp;

  const done = fresh.filter((item) => item.status !== 'pending');
  return {
    ok: done.filter((item) => item.status === 'ok').map((item) => item.raw),
    dropped: done.filter((item) => item.status === 'dropped').length,
    state: { since, seen },
    full,
    caughtUp: !full && done.length === 0 && since === state.since,
  };
}
