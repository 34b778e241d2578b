// X-Ray budgets (issue 11 §5): the time to compute one audit from stored inputs (median and p99 over the bundled set:
// sources gathered once, then only the engine — rules, score, tags, technical analysis, sections — is timed), the
// whole bundled set audited by the job (gathering and storing included), GET /api/x-ray/projects/{id} at 50
// connections for a visitor and for a signed-in Shrimp user, without and with gzip (issue 25 §5: p99 <= 50 ms on
// PGlite), and the search's p99. Demo data on a fresh PGlite (or DATABASE_URL). Run with `npx tsx bench/xray.ts` (or `npm run bench`).
import { rmSync } from 'node:fs';
import { buildApp } from '../apps/api/src/app';
import { runXray } from '../apps/api/src/jobs/xray';
import { buildCatalogue } from '../apps/api/src/services/xray/catalogue';
import { computeAudit } from '../apps/api/src/services/xray/compute';
import { gatherSources } from '../apps/api/src/services/xray/gather';
import { autocannon, benchConfig, type LoadResult, signInBench } from './bench-app';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** A hardhat-style test key: the demo gives its wallet 700–3,500 KRL, a plan with X-Ray. */
const KEY: `0x${string}` = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

export interface XrayBench {
  projects: number;
  computeMedianMs: number;
  computeP99Ms: number;
  runMs: number;
  detail: { visitor: LoadResult; shrimp: LoadResult; shrimpGzip: LoadResult };
  search: LoadResult;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export async function benchXray(): Promise<XrayBench> {
  const { config, dataDir } = benchConfig('xray');
  const app = await buildApp(config, { loadReference: true });
  try {
    const run = await runXray(app);
    if (run.failed.length) throw new Error(`${run.failed.length} audits failed: ${run.failed[0]?.error}`);
    const service = await app.xray.service();
    const now = app.clock();
    const catalogue = await buildCatalogue(app.db, now, false);
    // The gathering is what the job does anyway; reuse its batch inputs through a one-project audit per project.
    const deps = (service as unknown as { deps: Parameters<typeof gatherSources>[0] }).deps;
    const batch = await (
      service as unknown as {
        batchContext: (ids: string[], c: typeof catalogue, at: Date) => Promise<Parameters<typeof gatherSources>[2]>;
      }
    ).batchContext(
      catalogue.projects.map((p) => p.id),
      catalogue,
      now,
    );
    const times: number[] = [];
    for (const project of catalogue.projects) {
      const sources = await gatherSources({ ...deps, now }, project, batch);
      const started = performance.now();
      computeAudit(sources);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);

    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { token } = await signInBench(address, KEY);
    const detailUrl = `${address}/api/x-ray/projects/kryll`;
    const check = (await (await fetch(detailUrl, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { access: string };
    };
    if (check.data.access !== 'full') throw new Error(`the bench user sees ${check.data.access}, not full`);
    const load = async (url: string, headers?: Record<string, string>, requests?: { path: string }[]) => {
      const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, workers: 1, headers, requests });
      if (result.errors + result.non2xx > 0) throw new Error(`${url}: ${result.errors + result.non2xx} failed requests`);
      return result;
    };
    const visitor = await load(detailUrl);
    const shrimp = await load(detailUrl, { authorization: `Bearer ${token}` });
    // As the web app's requests do: every browser offers gzip (the answer is gzipped once per audit and access level).
    const shrimpGzip = await load(detailUrl, { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br, zstd' });
    const words = ['bit', 'eth', 'sol', 'krl', 'doge', 'chain', 'usd', 'pepe', 'ü', 'lin'];
    const search = await load(
      `${address}/api/x-ray/projects?search=bit`,
      undefined,
      words.map((w) => ({ path: `/api/x-ray/projects?search=${encodeURIComponent(w)}` })),
    );
    return {
      projects: catalogue.projects.length,
      computeMedianMs: quantile(times, 0.5),
      computeP99Ms: quantile(times, 0.99),
      runMs: run.ms,
      detail: { visitor, shrimp, shrimpGzip },
      search,
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function describeXrayBench(r: XrayBench): string[] {
  const line = (name: string, x: LoadResult) =>
    `${name} (${CONNECTIONS} connections): ${x.requests.average.toFixed(0)} req/s, p50 ${x.latency.p50} ms, p99 ${x.latency.p99} ms`;
  return [
    `x-ray compute one audit from stored inputs: median ${r.computeMedianMs.toFixed(2)} ms, p99 ${r.computeP99Ms.toFixed(2)} ms (${r.projects} projects)`,
    `x-ray whole bundled set audited by the job (gather + compute + store): ${(r.runMs / 1000).toFixed(1)} s for ${r.projects} projects`,
    line('GET /api/x-ray/projects/{id} visitor', r.detail.visitor),
    `${line('GET /api/x-ray/projects/{id} Shrimp user (all sections)', r.detail.shrimp)} (target p99 <= 50 ms)`,
    `${line('GET /api/x-ray/projects/{id} Shrimp user, gzip accepted', r.detail.shrimpGzip)} (target p99 <= 50 ms)`,
    line('GET /api/x-ray/projects?search=', r.search),
  ];
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  console.log(describeXrayBench(await benchXray()).join('\n'));
}
