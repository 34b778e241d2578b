// API budget (ARCHITECTURE.md "Performance budgets"): /api/health through the full middleware stack
// (the built server, helmet, CORS, rate limit, logging, error handling) must reach >= 70% of a bare
// Node http server's requests/s, measured in the same run. Needs `npm run build` first.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startChild } from './lib.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function measure(url) {
  // A short warm-up so JIT and connection setup do not count.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

export async function benchApi() {
  const dataDir = mkdtempSync(join(tmpdir(), 'k3-bench-'));
  const barePort = await freePort();
  const bare = await startChild('node', ['bench/bare-server.mjs'], { PORT: String(barePort) }, `http://127.0.0.1:${barePort}/`);
  const bareResult = await measure(`http://127.0.0.1:${barePort}/api/health`);
  await bare.stop();

  const apiPort = await freePort();
  const api = await startChild(
    'node',
    ['apps/api/dist/server.js'],
    { PORT: String(apiPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000' },
    `http://127.0.0.1:${apiPort}/api/health`,
  );
  const apiResult = await measure(`http://127.0.0.1:${apiPort}/api/health`);
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });

  const ratio = apiResult.rps / bareResult.rps;
  return { bare: bareResult, api: apiResult, ratio, target: 0.7, ok: ratio >= 0.7 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchApi();
  console.log(`bare node http: ${r.bare.rps.toFixed(0)} req/s (p99 ${r.bare.p99} ms)`);
  console.log(`/api/health:    ${r.api.rps.toFixed(0)} req/s (p99 ${r.api.p99} ms, ${r.api.errors} errors)`);
  console.log(`ratio ${(r.ratio * 100).toFixed(1)}% (target >= 70%) ${r.ok ? 'OK' : 'OVER BUDGET'}`);
}
