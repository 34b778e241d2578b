// Ranking and signed-in budgets (docs/rewards.md "Ranking", docs/performance.md "Signed-in paths"): with 1,000,000 users (one INSERT … generate_series, xp spread with ties),
// GET /api/ranking (public, the per-process copy) and GET /api/me/ranking (one's own rank: 1 + the users above, summed
// over xp_band_counts, xp_fine_counts and xp_counts, the users per band, fine band and xp value kept by a trigger) for a mid-table user and a top one at 50 connections, the
// uncached top-100 and own-rank queries, and the plans PostgreSQL picks for them (the top: an index scan, never a sort);
// then, in the same app, the signed-in paths users hit most (GET /api/me, /api/me/quests, /api/me/news, /api/me/x-ray)
// for the same user, whose wallet holds the demo balances. PGlite in a fresh data folder (or DATABASE_URL). Run with
// `npx tsx bench/ranking.ts` (or `npm run bench`).
import { rmSync } from 'node:fs';
import { RANKING_SIZE } from '@k3/shared';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { countAbove, topByXp, XP_BAND, XP_FINE_BAND } from '../apps/api/src/repositories/xp-ledger';
import { autocannon, benchConfig, type LoadResult, signInBench } from './bench-app';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const USERS = Number(process.env.BENCH_RANKING_USERS ?? 1_000_000);
const KEY: `0x${string}` = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

export interface RankingBench {
  users: number;
  insertMs: number;
  topQueryMs: number;
  ownRankQueryMs: number;
  ownRank: number;
  plan: string[];
  topPlan: string[];
  ranking: LoadResult;
  me: LoadResult;
  meTop: LoadResult;
  /** The signed-in paths, by path. */
  signedIn: { path: string; result: LoadResult }[];
}

/** The signed-in paths measured after the ranking, with their budget (docs/architecture.md "Performance budgets"). */
export const SIGNED_IN_PATHS = ['/api/me', '/api/me/quests', '/api/me/news', '/api/me/x-ray'] as const;
export const SIGNED_IN_P99_MS = 50;
export const OWN_RANK_P99_MS = 30;

export async function benchRanking(): Promise<RankingBench> {
  const { config, dataDir } = benchConfig('ranking');
  const app = await buildApp(config);
  try {
    const inserted = performance.now();
    // xp 0–49,999 in a scrambled order: many ties, and about 1 user in 50,000 with no xp. A bulk load, so the per-row
    // trigger is off during the INSERT and the counts are filled once after it, as migration 0009 fills them.
    await app.db.execute(sql`alter table users disable trigger users_xp_counts`);
    await app.db.execute(sql`insert into users (id, id_lower, xp)
      select '0xbench' || g, '0xbench' || g, (g::bigint * 7919) % 50000 from generate_series(1, ${USERS}) g`);
    await app.db.execute(sql`alter table users enable trigger users_xp_counts`);
    await app.db.execute(sql`insert into xp_counts (xp, users)
      select xp, count(*)::int from users where xp > 0 group by xp`);
    await app.db.execute(sql`insert into xp_band_counts (band, users)
      select xp / ${sql.raw(String(XP_BAND))}, count(*)::int from users where xp > 0 group by 1`);
    await app.db.execute(sql`insert into xp_fine_counts (fine, users)
      select xp / ${sql.raw(String(XP_FINE_BAND))}, count(*)::int from users where xp > 0 group by 1`);
    await app.db.execute(sql`vacuum analyze users`);
    await app.db.execute(sql`vacuum analyze xp_counts`);
    await app.db.execute(sql`vacuum analyze xp_band_counts`);
    await app.db.execute(sql`vacuum analyze xp_fine_counts`);
    const insertMs = performance.now() - inserted;

    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { token, wallet } = await signInBench(address, KEY);
    // The bench user sits in the middle of the table: half the users are above.
    await app.db.execute(sql`update users set xp = 25000 where id = ${wallet}`);

    let started = performance.now();
    const top = await topByXp(app.db, RANKING_SIZE);
    const topQueryMs = performance.now() - started;
    if (top.length !== RANKING_SIZE) throw new Error(`top has ${top.length} rows`);
    started = performance.now();
    const ownRank = 1 + (await countAbove(app.db, 25000));
    const ownRankQueryMs = performance.now() - started;
    // PGlite and node-postgres both answer `{ rows }`; the Drizzle type of execute() is driver-neutral.
    const explain = async (query: ReturnType<typeof sql>) => {
      const explained: unknown = await app.db.execute(sql`explain ${query}`);
      const plan = (explained as { rows: { 'QUERY PLAN': string }[] }).rows.map((row) => row['QUERY PLAN']);
      if (!plan.some((line) => /Index (Only )?Scan/.test(line)) || plan.some((line) => /Seq Scan|Sort/.test(line)))
        throw new Error(`not an index scan:\n${plan.join('\n')}`);
      return plan;
    };
    const sumPlan: unknown = await app.db.execute(
      sql`explain select coalesce(sum(users), 0) from xp_counts where xp = any(${'{' + Array.from({ length: 23 }, (_, i) => 25001 + i).join(',') + '}'}::int[])`,
    );
    const plan = (sumPlan as { rows: { 'QUERY PLAN': string }[] }).rows.map((row) => row['QUERY PLAN']);
    const topPlan = await explain(
      sql`select id, username, xp from users where xp > 0 order by xp desc nulls last, id limit ${RANKING_SIZE}`,
    );

    const load = async (url: string, headers?: Record<string, string>) => {
      const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, workers: 1, headers });
      if (result.errors + result.non2xx > 0) throw new Error(`${url}: ${result.errors + result.non2xx} failed requests`);
      return result;
    };
    const ranking = await load(`${address}/api/ranking`);
    const first = await fetch(`${address}/api/me/ranking`, { headers: { authorization: `Bearer ${token}` } });
    const firstRank = ((await first.json()) as { data: { rank: number } }).data.rank;
    if (firstRank !== ownRank) throw new Error(`the API ranks the user ${firstRank}, the count ${ownRank}`);
    const exact: unknown = await app.db.execute(sql`select count(*)::int as n from users where xp > 25000`);
    const counted = 1 + Number((exact as { rows: { n: number }[] }).rows[0]?.n);
    if (counted !== ownRank) throw new Error(`xp_counts ranks the user ${ownRank}, a count of users ${counted}`);
    const me = await load(`${address}/api/me/ranking`, { authorization: `Bearer ${token}` });
    // A user within the top table: a handful of xp values above.
    await app.db.execute(sql`update users set xp = 49990 where id = ${wallet}`);
    const meTop = await load(`${address}/api/me/ranking`, { authorization: `Bearer ${token}` });
    const signedIn = [];
    for (const path of SIGNED_IN_PATHS)
      signedIn.push({ path, result: await load(`${address}${path}`, { authorization: `Bearer ${token}` }) });
    return { users: USERS, insertMs, topQueryMs, ownRankQueryMs, ownRank, plan, topPlan, ranking, me, meTop, signedIn };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function describeRankingBench(r: RankingBench): string[] {
  const line = (name: string, x: LoadResult) =>
    `${name} (${CONNECTIONS} connections, ${r.users.toLocaleString('en')} users): ${x.requests.average.toFixed(0)} req/s, p50 ${x.latency.p50} ms, p99 ${x.latency.p99} ms`;
  return [
    `ranking: ${r.users.toLocaleString('en')} users inserted in ${(r.insertMs / 1000).toFixed(1)} s; uncached top-${RANKING_SIZE} query ${r.topQueryMs.toFixed(1)} ms; uncached own-rank sum for a mid-table user (rank ${r.ownRank.toLocaleString('en')}) ${r.ownRankQueryMs.toFixed(1)} ms`,
    `ranking own-rank plan: ${r.plan.map((s) => s.trim()).join(' / ')}`,
    `ranking top plan: ${r.topPlan.map((s) => s.trim()).join(' / ')}`,
    line('GET /api/ranking', r.ranking),
    line('GET /api/me/ranking (mid-table user)', r.me),
    line('GET /api/me/ranking (user within the top table)', r.meTop),
    ...r.signedIn.map(({ path, result }) => line(`GET ${path}`, result)),
  ];
}

/** Prints each breach as `OVER BUDGET: …` and makes the run exit non-zero, as the web bench does. */
export function reportRankingBreaches(r: RankingBench): string[] {
  const breaches = rankingBreaches(r);
  for (const line of breaches) console.error(`OVER BUDGET: ${line}`);
  if (breaches.length > 0) process.exitCode = 1;
  return breaches;
}

/** The figures over their budget: own rank p99 over 30 ms, a signed-in path's over 50 ms. */
export function rankingBreaches(r: RankingBench): string[] {
  const over = (name: string, x: LoadResult, budget: number) =>
    x.latency.p99 > budget ? [`${name} p99 ${x.latency.p99} ms (budget ${budget} ms)`] : [];
  return [
    ...over('GET /api/me/ranking (mid-table user)', r.me, OWN_RANK_P99_MS),
    ...over('GET /api/me/ranking (user within the top table)', r.meTop, OWN_RANK_P99_MS),
    ...r.signedIn.flatMap(({ path, result }) => over(`GET ${path}`, result, SIGNED_IN_P99_MS)),
  ];
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const result = await benchRanking();
  console.log(describeRankingBench(result).join('\n'));
  reportRankingBreaches(result);
}
