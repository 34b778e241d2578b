// The stop test's tools (stop-bound.test.ts): a provider that never answers, the live environment pointing every
// outside source K3 reads with no key at a local address, a stop measured on the process's exit event, and what must
// hold in the database after a stop.
import { createServer, type Socket } from 'node:net';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { newsProblems } from './invariants';

export interface HungProvider {
  /** Its base URL (http://127.0.0.1:<port>). */
  url: string;
  /** Resolves once a request has arrived (a call is in flight, waiting for its answer). */
  requested: () => Promise<void>;
  close: () => Promise<void>;
}

/** A local HTTP server that accepts connections and reads requests but never answers one. */
export async function hungProvider(): Promise<HungProvider> {
  const sockets = new Set<Socket>();
  let onRequest: () => void = () => {};
  const firstRequest = new Promise<void>((resolve) => (onRequest = resolve));
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('data', () => onRequest());
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requested: () => firstRequest,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * DATA_MODE=live with CoinGecko (prices, X-Ray profiles) and the news feeds at `base`: K3's other live sources need a
 * setting to be read at all, so nothing here reaches the internet.
 */
export function liveEnv(base: string): Record<string, string> {
  return {
    DATA_MODE: 'live',
    SECRETS_KEY: '5a'.repeat(32),
    PUBLIC_ENDPOINTS: 'false',
    COINGECKO_BASE_URL: `${base}/api/v3`,
    NEWS_FEEDS_EN: `${base}/en/feed.xml`,
    NEWS_FEEDS_FR: `${base}/fr/feed.xml`,
  };
}

export interface StoppedProcess {
  /** From the SIGTERM to the exit event (or to the give-up, when the process did not exit). */
  ms: number;
  /** The exit code; null when it did not exit by itself and was killed. */
  code: number | null;
}

/**
 * Sends SIGTERM and measures until the process is gone. A process still there after `giveUpMs` (far past the bound)
 * is killed so the test can report it; its time is then the give-up time and its code null.
 */
export async function measuredStop(
  label: string,
  process: { stop(): Promise<number | null>; kill(): Promise<void> },
  giveUpMs: number,
): Promise<StoppedProcess> {
  const start = performance.now();
  let giveUp: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    process.stop().then((code) => ({ code })),
    new Promise<null>((resolve) => (giveUp = setTimeout(() => resolve(null), giveUpMs))),
  ]);
  clearTimeout(giveUp);
  const ms = Math.round(performance.now() - start);
  console.log(`stop of ${label}: ${outcome ? `exit code ${outcome.code} after ${ms} ms` : `still running after ${ms} ms`}`);
  if (outcome) return { ms, code: outcome.code };
  await process.kill();
  return { ms, code: null };
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

/** The jobs' records: status and last error by name. */
export async function jobRecords(db: Database): Promise<Map<string, { status: string; lastError: string | null }>> {
  const found = await rows<{ name: string; status: string; last_error: string | null }>(
    db,
    sql`select name, status, last_error from job_states`,
  );
  return new Map(found.map((row) => [row.name, { status: row.status, lastError: row.last_error }]));
}

/**
 * What must hold after any stop: no job left marked running (each run the stop cut is recorded as ended), no audit
 * stored from inputs the stop cut, no feed charged with a failure that was the stop's, news stories whole.
 */
export async function stopProblems(db: Database): Promise<string[]> {
  const problems: string[] = [];
  for (const [name, record] of await jobRecords(db))
    if (record.status === 'running') problems.push(`job ${name} is still marked running`);
  for (const row of await rows<{ asset_id: string }>(
    db,
    sql`select asset_id from xray_audits where result::text like '%aborted%' or result::text like '%K3 is stopping%'`,
  ))
    problems.push(`the audit of ${row.asset_id} was stored from inputs the stop cut`);
  for (const row of await rows<{ url: string }>(
    db,
    sql`select url from news_feeds where last_error like '%aborted%' or last_error like '%K3 is stopping%'`,
  ))
    problems.push(`feed ${row.url} was charged with the stop as its failure`);
  return [...problems, ...(await newsProblems(db))];
}
