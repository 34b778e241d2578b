// Soak (docs/performance.md "Soak"): mixed traffic for SOAK_MINUTES (default 10) against the built server, as one
// process on the embedded database and as the cluster (scripts/start-cluster.mjs: 2 API processes + 1 worker) on
// PostgreSQL and Redis. Every route of the mix has its own autocannon at once — the dashboard, the news list, the
// X-Ray list and a project's page, a chat with the offline agent, the quests — so each gets its own throughput,
// p50/p99 and error count; the resident memory (RSS) of every server process is read after a warm-up and at the end.
// Fails (exit 1) on any error, timeout (SOAK_TIMEOUT_S, default 30) or non-2xx answer, or when a process grew more than
// SOAK_RSS_BOUND (default 20%) over the second half of the soak (end against half-way, once caches have filled).
//
//   npm run build && node bench/soak.mjs                       # both topologies (the cluster needs the two URLs below)
//   SOAK_TOPOLOGY=single|cluster SOAK_MINUTES=3 node bench/soak.mjs
//   DATABASE_URL=postgres://…/postgres REDIS_URL=redis://…/14   # the cluster gets a fresh database on that server
//
// Writes bench/results/soak.json.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { freePort, waitForHttp } from './lib.mjs';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const WARMUP_S = Number(process.env.SOAK_WARMUP_S ?? 30);
const RSS_BOUND = Number(process.env.SOAK_RSS_BOUND ?? 0.2);
/** A request unanswered this long counts as an error (autocannon's own default, 10 s, is below a loaded 2-core p99). */
const TIMEOUT_S = Number(process.env.SOAK_TIMEOUT_S ?? 30);
const TOPOLOGIES = (process.env.SOAK_TOPOLOGY ?? 'single,cluster').split(',');
const USERS = 4;
const KREDITS = 10_000_000;
/** The mix: each route with its own connections (a chat holds its connection for the whole streamed answer). */
const ROUTES = [
  { name: 'GET /api/me/dashboard', connections: 8, path: () => '/api/me/dashboard', signedIn: true },
  { name: 'GET /api/news', connections: 4, path: () => '/api/news' },
  { name: 'GET /api/x-ray/projects', connections: 4, path: () => '/api/x-ray/projects' },
  { name: 'GET /api/x-ray/projects/:id', connections: 4, path: (ids) => `/api/x-ray/projects/${ids[0]}`, ids: true },
  { name: 'POST /api/ai/chat', connections: 4, path: () => '/api/ai/chat', signedIn: true, chat: true },
  { name: 'GET /api/me/quests', connections: 4, path: () => '/api/me/quests', signedIn: true },
];
const CHAT_QUESTIONS = ['What is my portfolio worth?', 'Is ETH safe?', 'News about bitcoin', 'What plan am I on?'];

const SERVER_ENV = {
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '1000000000',
  AUTH_RATE_LIMIT: '100000',
  WEB_DIST: join(tmpdir(), 'k3-soak-no-web'),
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** Spawns a process; `lines` collects what it prints (the cluster's primary names its processes' pids). */
function launch(args, env) {
  // The bench's own DATABASE_URL and REDIS_URL are the cluster's servers: the one process runs on its embedded database.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, args, { env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = [];
  let rest = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    lines.push(...parts);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    lines,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function signIn(origin, key) {
  const account = privateKeyToAccount(key);
  const { data } = await json(`${origin}/api/user/auth/${account.address}`);
  const signed = await json(`${origin}/api/user/auth/${account.address}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ signature: await account.signMessage({ message: data.msg }) }),
  });
  return { wallet: account.address, token: signed.data.token };
}

/** The bench measures the paths, not the allowance: every bench user gets enough kredits for the whole run. */
const GRANT_SQL = `UPDATE users SET kredits = ${KREDITS}, kredits_granted = ${KREDITS}, kredits_period = to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM') WHERE id = ANY($1)`;

/** Waits until the worker's first runs are visible: demo news and audited X-Ray projects. */
async function waitForData(origin) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      const news = await json(`${origin}/api/news`);
      const projects = await json(`${origin}/api/x-ray/projects`);
      const ids = (projects.data?.items ?? projects.data ?? []).map((project) => project.id).filter(Boolean);
      if ((news.data?.items ?? news.data ?? []).length > 0 && ids.length > 0) return ids;
    } catch {
      // not ready yet
    }
    await sleep(1000);
  }
  throw new Error('no news or X-Ray projects after 3 minutes');
}

/** One topology: starts it, signs the bench users in, grants kredits, warms up, soaks, reads memory, stops it. */
async function soak(topology) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `k3-soak-${topology}-`));
  const env = { ...SERVER_ENV, PORT: String(port), DATA_DIR: dataDir };
  let database = null;
  let server;
  const start = async () => {
    server =
      topology === 'single'
        ? launch(['apps/api/dist/server.js'], env)
        : launch(['scripts/start-cluster.mjs'], {
            ...env,
            DATABASE_URL: database.url,
            REDIS_URL: process.env.REDIS_URL,
            SECRETS_KEY: randomBytes(32).toString('hex'),
          });
    let isStarting = true;
    const exited = new Promise((_resolve, reject) =>
      server.child.once('exit', (code) => {
        if (isStarting) reject(new Error(`${topology}: the server exited (${code}) while starting`));
      }),
    );
    await Promise.race([waitForHttp(`${origin}/api/health`, 180_000), exited]).finally(() => (isStarting = false));
  };
  const pids = () =>
    topology === 'single'
      ? [{ name: 'all', pid: server.child.pid }]
      : [...new Set(server.lines.map((line) => /^start-cluster: (\S+) started \(pid (\d+)\)/.exec(line)).filter(Boolean))]
          .map((match) => ({ name: match[1], pid: Number(match[2]) }))
          .filter((entry, index, all) => all.findLastIndex((other) => other.name === entry.name) === index);

  try {
    if (topology === 'cluster') database = await createDatabase();
    await start();
    const ids = await waitForData(origin);
    const users = [];
    for (let i = 0; i < USERS; i++) users.push(await signIn(origin, generatePrivateKey()));
    const wallets = users.map((user) => user.wallet);
    if (topology === 'cluster') {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query(GRANT_SQL, [wallets]);
      await client.end();
    } else {
      // The embedded database belongs to the running process: stop it, grant, start it again.
      await server.stop();
      const db = await PGlite.create(join(dataDir, 'pglite'));
      await db.query(GRANT_SQL, [wallets]);
      await db.close();
      await start();
    }

    const run = (seconds) =>
      Promise.all(
        ROUTES.map((route, index) => {
          const user = users[index % users.length];
          const headers = route.signedIn ? { authorization: `Bearer ${user.token}` } : {};
          if (route.chat)
            return autocannon({
              url: origin,
              connections: route.connections,
              duration: seconds,
              timeout: TIMEOUT_S,
              requests: CHAT_QUESTIONS.map((message) => ({
                method: 'POST',
                path: route.path(ids),
                headers: { ...headers, 'content-type': 'application/json' },
                body: JSON.stringify({ message, lang: 'en' }),
              })),
            });
          return autocannon({
            url: `${origin}${route.path(ids)}`,
            connections: route.connections,
            duration: seconds,
            timeout: TIMEOUT_S,
            headers,
          });
        }),
      );

    console.log(`${topology}: warming up ${WARMUP_S} s`);
    await run(WARMUP_S);
    const rssStart = pids().map((entry) => ({ ...entry, mb: rssMb(entry.pid) }));
    // Every 10 s: each process's RSS, to find its peak and its value half-way.
    const samples = new Map(rssStart.map((entry) => [entry.pid, [entry.mb]]));
    const sampler = setInterval(() => {
      for (const entry of pids()) {
        try {
          samples.set(entry.pid, [...(samples.get(entry.pid) ?? []), rssMb(entry.pid)]);
        } catch {
          // a process that is gone is reported by the restart check below
        }
      }
    }, 10_000);
    console.log(`${topology}: soaking ${MINUTES} min`);
    const results = await run(Math.round(MINUTES * 60));
    clearInterval(sampler);
    const rssEnd = pids().map((entry) => ({ ...entry, mb: rssMb(entry.pid) }));
    const restarted = rssEnd.filter((entry) => !rssStart.some((other) => other.pid === entry.pid)).map((entry) => entry.name);

    const routes = ROUTES.map((route, index) => {
      const result = results[index];
      return {
        route: route.name,
        connections: route.connections,
        requests: result.requests.total,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        // autocannon counts its timeouts among its errors.
        errors: result.errors + result.non2xx,
        detail: {
          connectionErrors: result.errors - result.timeouts,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          statuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count])),
        },
      };
    });
    // The bound is checked on the second half of the soak (end against half-way): the first half is where caches
    // fill and the heap finds its size; a leak keeps growing after it.
    const memory = rssStart.map((entry) => {
      const end = rssEnd.find((other) => other.name === entry.name);
      const series = samples.get(entry.pid) ?? [entry.mb];
      const midMb = series[Math.floor(series.length / 2)] ?? entry.mb;
      return {
        process: entry.name,
        startMb: entry.mb,
        midMb,
        endMb: end?.mb ?? null,
        peakMb: Math.max(...series, end?.mb ?? 0),
        growth: end ? (end.mb - midMb) / midMb : null,
        growthFromStart: end ? (end.mb - entry.mb) / entry.mb : null,
      };
    });
    return { topology, minutes: MINUTES, warmupS: WARMUP_S, routes, memory, restarted };
  } finally {
    await server?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A fresh database on DATABASE_URL's server for the cluster, dropped afterwards. */
async function createDatabase() {
  const admin = process.env.DATABASE_URL;
  if (!admin || !process.env.REDIS_URL) throw new Error('the cluster soak needs DATABASE_URL and REDIS_URL');
  const name = `k3_soak_${randomBytes(4).toString('hex')}`;
  const query = async (sql) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await query(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

const percent = (ratio) => (ratio === null ? '?' : `${ratio >= 0 ? '+' : ''}${(ratio * 100).toFixed(1)}%`);

function describe(result) {
  const lines = [`${result.topology}: ${result.minutes} min after a ${result.warmupS} s warm-up`];
  for (const r of result.routes)
    lines.push(
      `  ${r.route.padEnd(30)} ${r.rps.toFixed(1).padStart(7)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(5)} ms  errors ${r.errors}/${r.requests}${r.errors ? ` ${JSON.stringify(r.detail)}` : ''}`,
    );
  for (const m of result.memory)
    lines.push(
      `  RSS ${m.process.padEnd(9)} ${m.startMb.toFixed(0)} MB, half-way ${m.midMb.toFixed(0)} MB, end ${m.endMb?.toFixed(0) ?? '?'} MB (peak ${m.peakMb.toFixed(0)} MB; second half ${percent(m.growth)}, whole soak ${percent(m.growthFromStart)})`,
    );
  if (result.restarted.length > 0) lines.push(`  restarted during the soak: ${result.restarted.join(', ')}`);
  return lines.join('\n');
}

const results = [];
for (const topology of TOPOLOGIES) {
  const result = await soak(topology);
  console.log(describe(result));
  results.push(result);
  // Written after each topology: a later one that fails to start leaves the earlier figures.
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/soak.json', JSON.stringify({ date: new Date().toISOString(), results }, null, 2));
}

const problems = results.flatMap((result) => [
  ...result.routes.filter((r) => r.errors > 0).map((r) => `${result.topology} ${r.route}: ${r.errors} errors`),
  ...result.memory
    .filter((m) => m.growth === null || m.growth > RSS_BOUND)
    .map((m) => `${result.topology} ${m.process}: RSS grew beyond ${RSS_BOUND * 100}% in the second half`),
  ...result.restarted.map((name) => `${result.topology} ${name} was restarted`),
]);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
