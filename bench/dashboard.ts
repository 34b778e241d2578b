// Dashboard budget (issue 4 §7): GET /api/me/dashboard p50/p99 and requests/s at 50 connections, for a user with
// 10 portfolios of 200 holdings each (target p99 <= 50 ms). The app is built in-process on a fresh PGlite (or
// DATABASE_URL) with the demo reference data, and a balances adapter that gives every wallet 200 holdings — the
// seeded load the issue names. Run with `npx tsx bench/dashboard.ts` (or `npm run bench`).
import { rmSync } from 'node:fs';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { buildApp } from '../apps/api/src/app';
import { autocannon, benchConfig } from './bench-app';
import { assets } from '../apps/api/src/db/schema';
import type { Balance, BalancesPort } from '../apps/api/src/providers/balances/port';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const PORTFOLIOS = 10;
const HOLDINGS = 200;

export interface DashboardBench {
  portfolios: number;
  holdingsPerPortfolio: number;
  rps: number;
  p50: number;
  p99: number;
  coldMs: number;
  /** The server thread's CPU time per request (µs): what the load costs, whatever else the machine runs. */
  serverCpuUs: number;
}

export async function benchDashboard(): Promise<DashboardBench> {
  let assetIds: string[] = [];
  // Every wallet holds the same 200 assets (the first by rank), KRL included so the tier allows 10 portfolios.
  const balances: BalancesPort = {
    demo: true,
    wallet: () =>
      Promise.resolve(
        assetIds.map((assetId, index): Balance => ({
          chain: index % 2 ? 'ethereum' : 'base',
          assetId,
          amount: assetId === 'kryll' ? '5000' : `${index + 1}.5`,
        })),
      ),
    exchange: () => Promise.resolve([]),
  };
  const { config, dataDir } = benchConfig('dashboard');
  const app = await buildApp(config, { loadReference: true, balances });
  try {
    const rows = await app.db.select({ id: assets.id, rank: assets.rank }).from(assets);
    assetIds = rows
      .sort((a, b) => a.rank - b.rank)
      .slice(0, HOLDINGS - 1)
      .map((row) => row.id)
      .concat('kryll');

    const account = privateKeyToAccount(generatePrivateKey());
    const challenge = await app.inject({ url: `/api/user/auth/${account.address}` });
    const msg = challenge.json<{ data: { msg: string } }>().data.msg;
    const verify = await app.inject({
      method: 'POST',
      url: `/api/user/auth/${account.address}`,
      payload: { signature: await account.signMessage({ message: msg }) },
    });
    const token = verify.json<{ data: { token: string } }>().data.token;
    const authorization = `Bearer ${token}`;
    for (let i = 1; i < PORTFOLIOS; i += 1) {
      const added = await app.inject({
        method: 'POST',
        url: '/api/me/wallets',
        headers: { authorization },
        payload: { address: privateKeyToAccount(generatePrivateKey()).address },
      });
      if (added.statusCode !== 200) throw new Error(`seeding failed: ${added.body}`);
    }

    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/api/me/dashboard?min=0.01`;
    const started = performance.now();
    const first = await fetch(url, { headers: { authorization } });
    const body = (await first.json()) as { data: { coins: unknown[] } };
    const coldMs = performance.now() - started;
    if (!first.ok || body.data.coins.length === 0) throw new Error('the dashboard did not answer');

    // The load runs in a worker thread: the server keeps this process's event loop to itself.
    const cpuBefore = process.threadCpuUsage();
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      // As the web app's requests do: every browser offers gzip, and the dashboard is sent pre-compressed.
      headers: { authorization, ...(process.env.BENCH_IDENTITY ? {} : { 'accept-encoding': 'gzip, deflate, br, zstd' }) },
      workers: 1,
    });
    if (result.errors + result.non2xx > 0)
      throw new Error(
        `${result.errors + result.non2xx} failed requests (${JSON.stringify(result.statusCodeStats)}, ${result.timeouts} timeouts)`,
      );
    const cpu = process.threadCpuUsage(cpuBefore);
    const requests = (result.requests as { total?: number }).total ?? result.requests.average * DURATION_S;
    return {
      serverCpuUs: (cpu.user + cpu.system) / requests,
      portfolios: PORTFOLIOS,
      holdingsPerPortfolio: HOLDINGS,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      coldMs,
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const figures = await benchDashboard();
  console.log(
    `GET /api/me/dashboard (${figures.portfolios} portfolios x ${figures.holdingsPerPortfolio} holdings, ${CONNECTIONS} connections): ` +
      `${figures.rps.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms (target <= 50 ms); first (uncached) answer ${figures.coldMs.toFixed(0)} ms; ` +
      `server thread CPU ${figures.serverCpuUs.toFixed(0)} µs per request`,
  );
}
