// API budget (docs/architecture.md "Performance budgets"): /api/health through the full middleware stack
// (the built server: security headers, CORS, rate limit, request ids, logging, error handling) must reach >= 85%
// of a bare Node http server's requests/s, measured in the same run. Needs `npm run build` first.
//
// Method, chosen for a small shared machine: the servers run pinned to one CPU and autocannon to the other
// (when taskset exists); bare and full-stack runs alternate for ROUNDS rounds and the median ratio is reported.
// The bare server writes the same bytes as the full stack (its headers are captured first), so the ratio
// measures framework and middleware work; the ratio against a minimal bare response is reported too.
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startChild } from './lib.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PATH = '/api/health';
/** The budget (docs/architecture.md "Performance budgets", issue 27 §2): the full stack at 85% of the bare server's req/s. */
export const HEALTH_RATIO_TARGET = 0.85;

/** Prints a broken budget as `OVER BUDGET: …` and makes the run exit non-zero, as the web and ranking benches do. */
export function reportApiBreaches(r) {
  if (r.ok) return [];
  const line = `/api/health at ${(r.ratio * 100).toFixed(1)}% of the bare server (budget ${HEALTH_RATIO_TARGET * 100}%)`;
  console.error(`OVER BUDGET: ${line}`);
  process.exitCode = 1;
  return [line];
}

const pinSelf = (cpus) => spawnSync('taskset', ['-cp', cpus, String(process.pid)], { stdio: 'ignore' }).status === 0;
let canPin = false;
const serverCommand = (args) => (canPin ? ['taskset', ['-c', '1', process.execPath, ...args]] : [process.execPath, args]);

async function rps(port) {
  const url = `http://127.0.0.1:${port}${PATH}`;
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.errors + result.non2xx > 0) throw new Error(`${result.errors + result.non2xx} failed requests on ${url}`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function withServer(args, env, run, options) {
  const port = await freePort();
  const [command, commandArgs] = serverCommand(args);
  const server = await startChild(
    command,
    commandArgs,
    { ...env, PORT: String(port) },
    `http://127.0.0.1:${port}${PATH}`,
    options,
  );
  try {
    return await run(port);
  } finally {
    await server.stop();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchApi() {
  canPin = cpus().length >= 2 && pinSelf('0');
  try {
    return await measureAll();
  } finally {
    if (canPin) pinSelf(`0-${cpus().length - 1}`);
  }
}

async function measureAll() {
  const dataDir = mkdtempSync(join(tmpdir(), 'k3-bench-'));
  const apiEnv = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000' };
  // The measured server runs as an API process (`--role api`, as behind a load balancer: no job timers), so the rounds
  // measure the request path, not a news or market job that happens to run in the middle of one.
  const api = () => withServer(['apps/api/dist/server.js', '--role', 'api'], apiEnv, rps);
  // First start loads the demo dataset and, once it listens, audits the demo's week of history in the background (about
  // 30 s): the bench waits for it, else the first measured rounds would share the server's thread with it (each later
  // start resumes what is left). It also captures the exact response to mirror it in the bare server.
  const firstStart = { ...apiEnv, LOG_LEVEL: 'info' };
  const mirror = await withServer(
    ['apps/api/dist/server.js'],
    firstStart,
    async (port) => {
      const res = await fetch(`http://127.0.0.1:${port}${PATH}`);
      const headers = Object.fromEntries(
        [...res.headers].filter(
          ([name]) => !['date', 'connection', 'keep-alive', 'content-length', 'x-request-id'].includes(name),
        ),
      );
      return { BARE_HEADERS: JSON.stringify(headers), BARE_BODY: await res.text() };
    },
    { logLine: 'x-ray demo history ready' },
  );
  const bare = () => withServer(['bench/bare-server.mjs'], mirror, rps);
  const bareMinimal = () => withServer(['bench/bare-server.mjs'], {}, rps);

  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) {
    // The pair the budget compares runs back to back, so a change in the machine's load between them is least likely.
    const b = await bare();
    const a = await api();
    const m = await bareMinimal();
    rounds.push({
      bare: b.rps,
      bareMinimal: m.rps,
      api: a.rps,
      apiP99: a.p99,
      ratio: a.rps / b.rps,
      ratioMinimal: a.rps / m.rps,
    });
  }
  rmSync(dataDir, { recursive: true, force: true });
  const ratio = median(rounds.map((r) => r.ratio));
  return {
    pinned: canPin,
    rounds,
    bare: median(rounds.map((r) => r.bare)),
    bareMinimal: median(rounds.map((r) => r.bareMinimal)),
    api: median(rounds.map((r) => r.api)),
    ratio,
    ratioMinimal: median(rounds.map((r) => r.ratioMinimal)),
    target: HEALTH_RATIO_TARGET,
    ok: ratio >= HEALTH_RATIO_TARGET,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchApi();
  for (const x of r.rounds)
    console.log(
      `round: bare ${x.bare.toFixed(0)}, bare minimal ${x.bareMinimal.toFixed(0)}, api ${x.api.toFixed(0)} req/s (p99 ${x.apiP99} ms)`,
    );
  console.log(
    `median ratio ${(r.ratio * 100).toFixed(1)}% of bare (target >= ${HEALTH_RATIO_TARGET * 100}%) ${r.ok ? 'OK' : 'OVER BUDGET'}; ${(r.ratioMinimal * 100).toFixed(1)}% of a minimal bare response; CPU pinning ${r.pinned ? 'on' : 'off'}`,
  );
  reportApiBreaches(r);
}
