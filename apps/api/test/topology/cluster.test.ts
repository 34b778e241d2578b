// K3 as several processes (docs/operations.md "Running several processes"): `scripts/start-cluster.mjs` starts two API
// processes sharing one port and two workers, on a fresh PostgreSQL database and Redis, and a caller sees one K3:
// requests spread over both API processes, one rate limit, a logout seen by every process at once, each job slot run
// once however many workers run, and no acknowledged write lost when an API process is killed mid-load.
// Runs on the PostgreSQL lane when TEST_REDIS_URL is set too (the cluster needs both); skipped otherwise.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evmWallet } from '../auth/helpers';
import { createPostgresDatabase, TEST_LANE } from '../helpers/build-test-app';
import { type Answer, call, clientIp, type RunningCluster, startCluster } from './cluster';

const redisUrl = process.env.TEST_REDIS_URL;
const skipReason =
  TEST_LANE !== 'postgres'
    ? 'the cluster needs PostgreSQL: it runs on the PostgreSQL lane (TEST_DB=postgres and TEST_DATABASE_URL)'
    : !redisUrl
      ? 'TEST_REDIS_URL is not set: the cluster shares its limits through Redis'
      : null;
if (skipReason) console.log(`topology/cluster.test.ts skipped: ${skipReason}`);

/** The global limit per client IP and window: small, so that case (b) reaches it; every other case uses fresh IPs. */
const RATE_LIMIT_MAX = 8;
const ORIGIN = 'https://k3.test';
const INSTANCES = ['topology-api-1', 'topology-api-2'];

/** Polls `check` every 20 ms until it holds, or fails naming `what` after `timeoutMs`. */
async function until(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(skipReason !== null)('K3 as 2 API processes and 2 workers on PostgreSQL and Redis', () => {
  let cluster: RunningCluster;
  let database: { url: string; drop: () => Promise<void> };
  let db: pg.Client;
  let redis: Redis;
  let dataDir: string;
  let startedAt: number;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'k3-topology-'));
    // Redis keys are isolated by a logical database of their own (the app prefixes every key with `k3:`), emptied after.
    const redisDb = 1 + ((randomBytes(1)[0] ?? 0) % 15);
    const clusterRedisUrl = new URL(redisUrl ?? '');
    clusterRedisUrl.pathname = `/${redisDb}`;
    redis = new Redis(clusterRedisUrl.toString(), { lazyConnect: true });
    await redis.connect();
    startedAt = Date.now();
    cluster = await startCluster(
      {
        DATABASE_URL: database.url,
        REDIS_URL: clusterRedisUrl.toString(),
        API_PROCESSES: '2',
        WORKER_PROCESSES: '2',
        K3_INSTANCE_ID: 'topology',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: join(dataDir, 'no-web'),
        PUBLIC_ORIGIN: ORIGIN,
        SECRETS_KEY: randomBytes(32).toString('hex'),
        TRUST_PROXY: 'loopback',
        RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
        RATE_LIMIT_WINDOW: '600',
        AUTH_RATE_LIMIT: '100000',
        PREREGISTER_RATE_LIMIT: '100000',
        // The demo series' extension every minute: a job whose slots pass while the test runs, on both workers.
        MARKET_REFRESH_MINUTES: '1',
        LOG_LEVEL: 'info',
      },
      150_000,
    );
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  }, 200_000);

  afterAll(async () => {
    await db?.end();
    if (cluster) expect(await cluster.stop()).toBe(0);
    if (redis) {
      const keys = await redis.keys('k3:*');
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  const get = (path: string, headers: Record<string, string> = {}) =>
    call(cluster.url, 'GET', path, { headers: { 'x-forwarded-for': clientIp(), ...headers } });

  it('(a) spreads requests over both API processes', async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 6; i++) answers.push(await get('/api/health'));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((answer) => answer.instance))).toEqual(new Set(INSTANCES));
  });

  it('(b) shares one rate limit: the N+1st request over both processes is refused', async () => {
    const ip = clientIp();
    const answers: Answer[] = [];
    for (let i = 0; i < RATE_LIMIT_MAX; i++)
      answers.push(await call(cluster.url, 'GET', '/api/chains', { headers: { 'x-forwarded-for': ip } }));
    expect(answers.map((answer) => answer.status)).toEqual(Array(RATE_LIMIT_MAX).fill(200));
    expect(new Set(answers.map((answer) => answer.instance))).toEqual(new Set(INSTANCES));
    // Each process alone has counted only about half: only a shared counter refuses these.
    for (let i = 0; i < 2; i++) {
      const refused = await call(cluster.url, 'GET', '/api/chains', { headers: { 'x-forwarded-for': ip } });
      expect(refused.status, refused.body).toBe(429);
    }
  });

  it('(c) ends a session everywhere at once: logout through one process, refused by the other', async () => {
    const wallet = evmWallet();
    const ip = clientIp();
    const challenge = await call(cluster.url, 'GET', `/api/user/auth/${wallet.address}`, { headers: { 'x-forwarded-for': ip } });
    expect(challenge.status, challenge.body).toBe(200);
    const message = (JSON.parse(challenge.body) as { data: { msg: string } }).data.msg;
    const signedIn = await call(cluster.url, 'POST', `/api/user/auth/${wallet.address}`, {
      headers: { 'x-forwarded-for': ip },
      json: { signature: await wallet.sign(message) },
    });
    expect(signedIn.status, signedIn.body).toBe(200);
    const token = (JSON.parse(signedIn.body) as { data: { token: string } }).data.token;
    const auth = { authorization: `Bearer ${token}` };

    const before = [await get('/api/me', auth), await get('/api/me', auth)];
    expect(before.map((answer) => answer.status)).toEqual([200, 200]);
    expect(new Set(before.map((answer) => answer.instance))).toEqual(new Set(INSTANCES));

    const logout = await call(cluster.url, 'DELETE', `/api/user/auth/${wallet.address}`, {
      headers: { 'x-forwarded-for': clientIp(), ...auth },
    });
    expect(logout.status, logout.body).toBe(200);
    // The very next requests, one on each process (round-robin), include the one that did not serve the logout.
    const after = [await get('/api/me', auth), await get('/api/me', auth)];
    expect(new Set(after.map((answer) => answer.instance))).toEqual(new Set(INSTANCES));
    for (const answer of after) expect([401, 403], answer.body).toContain(answer.status);
  });

  it('(e) loses no acknowledged write when an API process is killed mid-load', async () => {
    const acknowledged: string[] = [];
    let failed = 0;
    let serverErrors = 0;
    let sent = 0;
    let isLoading = true;
    const runId = randomBytes(3).toString('hex');
    const client = async () => {
      while (isLoading) {
        const contact = `load-${runId}-${sent++}@k3.test`;
        try {
          const answer = await call(cluster.url, 'POST', '/api/preregistrations', {
            headers: { 'x-forwarded-for': clientIp() },
            json: { page: 'harpoon', contact },
          });
          if (answer.status >= 200 && answer.status < 300) acknowledged.push(contact);
          else failed += 1;
          if (answer.status >= 500) serverErrors += 1;
        } catch {
          failed += 1; // the connection died with the process: not acknowledged
        }
      }
    };
    const clients = Array.from({ length: 6 }, client);
    const victim = cluster.pidOf('api-2');
    const linesBefore = cluster.lines.length;
    // Conditions, not durations: some writes acknowledged before the kill, and more after it.
    await until(() => acknowledged.length >= 10, 'writes acknowledged before the kill');
    const ackedBeforeKill = acknowledged.length;
    process.kill(victim, 'SIGKILL');
    await cluster.waitFor(/^start-cluster: api-2 exited \(signal SIGKILL\)/, 5000, linesBefore);
    await until(() => acknowledged.length >= ackedBeforeKill + 10, 'writes acknowledged after the kill');
    isLoading = false;
    await Promise.all(clients);

    expect(ackedBeforeKill).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(ackedBeforeKill);
    const { rows } = await db.query<{ contact: string }>('SELECT contact FROM preregistrations WHERE contact LIKE $1', [
      `load-${runId}-%`,
    ]);
    const stored = new Set(rows.map((row) => row.contact));
    expect(acknowledged.filter((contact) => !stored.has(contact))).toEqual([]);
    // The refused or cut requests were not acknowledged, so they may or may not be there; the acknowledged ones are.
    expect(stored.size).toBeGreaterThanOrEqual(acknowledged.length);
    expect(failed + acknowledged.length).toBe(sent);
    // The surviving process answered everything it was given: a request is lost with its connection, never a 5xx.
    expect(serverErrors).toBe(0);

    // The cluster starts the killed process again, and requests spread over both once more.
    await cluster.waitFor(/^start-cluster: api-2 listening again/, 120_000, linesBefore);
    const answers = [await get('/api/health'), await get('/api/health'), await get('/api/health')];
    expect(new Set(answers.map((answer) => answer.instance))).toEqual(new Set(INSTANCES));
  }, 150_000);

  it('(d) runs each job slot once with two workers', async () => {
    // Both workers have been through their start sequence (each asks for the start slot of news and X-Ray).
    await cluster.waitFor(/"msg":"K3 worker started"/, 60_000);
    await expect
      .poll(() => cluster.lines.filter((line) => line.includes('"msg":"K3 worker started"')).length, { timeout: 60_000 })
      .toBe(2);
    const { rows } = await db.query<{ name: string; every_ms: string | null; runs: string }>(
      'SELECT name, every_ms, runs FROM job_states ORDER BY name',
    );
    const now = Date.now();
    const ran = rows.filter((row) => Number(row.runs) > 0);
    expect(ran.length, JSON.stringify(rows)).toBeGreaterThan(0);
    for (const row of ran) {
      const everyMs = Number(row.every_ms);
      // Slots aligned on the epoch: how many slots the cluster's life touched. One run per slot at most.
      const slots = Math.floor(now / everyMs) - Math.floor(startedAt / everyMs) + 1;
      expect(Number(row.runs), `${row.name} (every ${everyMs} ms)`).toBeLessThanOrEqual(slots);
    }
  }, 130_000);
});
