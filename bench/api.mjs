// API budget (docs/architecture.md "Performance budgets"): /api/health through the full middleware stack
// (the built server: security headers, CORS, rate limit, request ids, logging, error handling) must reach >= 70%
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
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PATH = '/api/health';

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

async function withServer(args, env, run) {
  const port = await freePort();
  const [command, commandArgs] = serverCommand(args);
  const server = await startChild(command, commandArgs, { ...env, PORT: String(port) }, `http://127.0.0.1:${port}${PATH}`);
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
  const api = () => withServer(['apps/api/dist/server.js'], apiEnv, rps);
  // First start loads the demo dataset; capture the exact response to mirror it in the bare server.
  const mirror = await withServer(['apps/api/dist/server.js'], apiEnv, async (port) => {
    const res = await fetch(`http://127.0.0.1:${port}${PATH}`);
    const headers = Object.fromEntries(
      [...res.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'content-length', 'x-request-id'].includes(name)),
    );
    return { BARE_HEADERS: JSON.stringify(headers), BARE_BODY: await res.text() };
  });
  const bare = () => withServer(['bench/bare-server.mjs'], mirror, rps);
  const bareMinimal = () => withServer(['bench/bare-server.mjs'], {}, rps);

  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) {
    const b = await bare();
    const m = await bareMinimal();
    const a = await api();
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
    target: 0.7,
    ok: ratio >= 0.7,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchApi();
  for (const x of r.rounds)
    console.log(
      `round: bare ${x.bare.toFixed(0)}, bare minimal ${x.bareMinimal.toFixed(0)}, api ${x.api.toFixed(0)} req/s (p99 ${x.apiP99} ms)`,
    );
  console.log(
    `median ratio ${(r.ratio * 100).toFixed(1)}% of bare (target >= 70%) ${r.ok ? 'OK' : 'OVER BUDGET'}; ${(r.ratioMinimal * 100).toFixed(1)}% of a minimal bare response; CPU pinning ${r.pinned ? 'on' : 'off'}`,
  );
}
