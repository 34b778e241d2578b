// The pg-boss scheduler (PostgreSQL; docs/operations.md "Jobs"): with two schedulers on one database each slot of a
// job runs exactly once (counted in the job's own writes and in job_states.runs), and a run whose worker process is
// killed mid-run is retried and completed by the other worker; stop() aborts a run waiting on an outside call rather
// than waiting for it (docs/reliability.md "Stopping"). PostgreSQL lane only.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { z } from 'zod';
import { createPgBossScheduler } from '../../src/jobs/pg-boss-scheduler';
import { HOLDER, type JobHost, type Scheduler } from '../../src/jobs/scheduler';
import { REPO_ROOT } from '../../src/paths';
import { createHttpClient } from '../../src/providers/http';
import { listJobStates } from '../../src/repositories/job-states';
import { createPostgresDatabase, TEST_LANE } from '../helpers/build-test-app';
import { startServer } from '../providers/local-server';
import { CRASH_JOB, crashTestOptions } from './fixtures/crash-job';

const onPostgres = TEST_LANE === 'postgres';
if (!onPostgres) console.info('pg-boss scheduler tests skipped: they need PostgreSQL (TEST_DB=postgres and TEST_DATABASE_URL)');

const silent = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

async function until(check: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!onPostgres)('the pg-boss scheduler', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let handle: DatabaseHandle;
  let host: JobHost;
  const running: Scheduler[] = [];
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    handle = await openDatabase({ kind: 'postgres', url: database.url });
    await handle.db.execute(sql`CREATE TABLE tick_runs (slot timestamptz NOT NULL, instance text NOT NULL)`);
    await handle.db.execute(sql`CREATE TABLE crash_test_runs (event text NOT NULL, pid integer NOT NULL)`);
    host = { db: handle.db, log: silent, metrics: { render: null, contentType: 'text/plain', job: (_name, run) => run() } };
  }, 30_000);
  afterAll(async () => {
    child?.kill('SIGKILL');
    await Promise.all(running.map((scheduler) => scheduler.stop()));
    await handle.close();
    await database.drop();
  }, 60_000);

  const state = async (name: string) => (await listJobStates(handle.db)).find((row) => row.name === name);
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
    const result: unknown = await handle.db.execute(query);
    return (result as { rows: T[] }).rows;
  };

  it('runs each slot once with two schedulers on one database', async () => {
    const start = (instance: string) => {
      const scheduler = createPgBossScheduler(host, {
        connectionString: database.url,
        schema: 'pgboss_once',
        pollingIntervalSeconds: 0.5,
      });
      scheduler.register({
        name: 'tick',
        everyMs: 2000,
        runAtStart: true,
        run: async ({ slot }) => {
          await handle.db.execute(
            sql`INSERT INTO tick_runs (slot, instance) VALUES (${slot?.toISOString() ?? null}, ${instance})`,
          );
        },
      });
      running.push(scheduler);
      return scheduler;
    };
    const [a, b] = [start('a'), start('b')];
    await Promise.all([a.start(), b.start()]);
    const slots = () =>
      rows<{ slot: string; runs: number }>(sql`SELECT slot::text, count(*)::int AS runs FROM tick_runs GROUP BY slot`);
    await until(async () => (await slots()).length >= 4, 'four slots', 30_000);
    await Promise.all([a.stop(), b.stop()]);

    const ran = await slots();
    expect(ran.length).toBeGreaterThanOrEqual(4);
    expect(ran.filter((slot) => slot.runs !== 1)).toEqual([]);
    expect(await state('tick')).toMatchObject({ runs: ran.length, failures: 0, status: 'ok', everyMs: 2000 });
  }, 60_000);

  it('retries a run whose worker was killed mid-run, and the other worker completes it', async () => {
    const schema = 'pgboss_crash';
    const fixture = join(REPO_ROOT, 'apps/api/test/jobs/fixtures/hanging-worker.ts');
    const output: string[] = [];
    child = spawn(process.execPath, ['--import', 'tsx', fixture, database.url, schema], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    const events = (event: string) =>
      rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM crash_test_runs WHERE event = ${event}`).then((r) => r[0]?.n ?? 0);
    await until(async () => (await events('started')) === 1, `the worker's run (worker said: ${output.join('')})`, 40_000);
    expect(await state('crash-test')).toMatchObject({ status: 'running', runs: 0 });
    child.kill('SIGKILL');
    await exited;

    const survivor = createPgBossScheduler(host, { connectionString: database.url, schema, ...crashTestOptions });
    running.push(survivor);
    survivor.register({
      ...CRASH_JOB,
      // This process does not send the slot again: what it runs is the dead worker's job, retried.
      runAtStart: false,
      run: async () => {
        await handle.db.execute(sql`INSERT INTO crash_test_runs (event, pid) VALUES ('completed', ${process.pid})`);
      },
    });
    await survivor.start();
    await until(async () => (await events('completed')) === 1, 'the retried run', 40_000);
    await survivor.stop();
    expect(await events('started')).toBe(1);
    expect(await events('completed')).toBe(1);
    expect(await state('crash-test')).toMatchObject({ status: 'ok', runs: 1, failures: 0, lastHolder: HOLDER });
  }, 90_000);

  it('stop() aborts a run waiting on an outside call: it ends at once, recorded as stopped', async () => {
    const provider = await startServer(() => undefined); // accepts, never answers
    try {
      // Unaborted, the call waits a minute, and a graceful stop of pg-boss waits for it up to its own timeout.
      const http = createHttpClient({ name: 'hung', baseUrl: provider.url, timeoutMs: 60_000 });
      const scheduler = createPgBossScheduler(host, {
        connectionString: database.url,
        schema: 'pgboss_stop',
        pollingIntervalSeconds: 0.5,
      });
      running.push(scheduler);
      scheduler.register({ name: 'hung', everyMs: 3_600_000, run: () => http.getJson('/', undefined, z.unknown()) });
      await scheduler.start();
      const outcome = scheduler.run('hung');
      await until(() => Promise.resolve(provider.requests.length === 1), 'the call in flight', 20_000);

      await scheduler.stop();
      expect(await outcome).toBe('failed');
      expect(await state('hung')).toMatchObject({ status: 'failed', lastError: 'K3 is stopping', runs: 1 });
      expect(provider.requests).toHaveLength(1);
    } finally {
      await provider.close();
    }
  }, 30_000);
});
