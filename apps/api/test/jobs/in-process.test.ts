// The in-process scheduler (the embedded database's; docs/operations.md "Jobs") and what every process reads of the
// jobs: a run recorded in job_states (start, outcome, holder, next run), a failure recorded with a short message and
// no secret, the slot timers and stop() (which aborts the runs in progress), and GET /api/admin/jobs (admins only).
import type { AdminJob } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createInProcessScheduler } from '../../src/jobs/in-process-scheduler';
import { HOLDER, jobErrorMessage, type Scheduler } from '../../src/jobs/scheduler';
import { createHttpClient } from '../../src/providers/http';
import { listJobStates } from '../../src/repositories/job-states';
import { type AdminSetup, adminSetup, call, ok } from '../admin/helpers';
import { startServer } from '../providers/local-server';

let s: AdminSetup;
const schedulers: Scheduler[] = [];
beforeAll(async () => {
  s = await adminSetup();
}, 60_000);
afterAll(async () => {
  await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
  await s.t.close();
});

const scheduler = () => {
  const created = createInProcessScheduler(s.t.app);
  schedulers.push(created);
  return created;
};
const state = async (name: string) => (await listJobStates(s.t.app.db)).find((row) => row.name === name);

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the in-process scheduler', () => {
  it('runs a job now and records the run: holder, outcome, counters, next slot', async () => {
    let runs = 0;
    const jobs = scheduler();
    jobs.register({ name: 'test-now', everyMs: 3_600_000, run: () => Promise.resolve(void (runs += 1)) });
    const before = Date.now();
    expect(await jobs.run('test-now')).toBe('ok');
    expect(runs).toBe(1);
    const row = await state('test-now');
    expect(row).toMatchObject({
      status: 'ok',
      runs: 1,
      failures: 0,
      consecutiveFailures: 0,
      lastHolder: HOLDER,
      lastError: null,
    });
    expect(row?.lastSuccessAt?.getTime()).toBeGreaterThanOrEqual(before);
    expect(row?.lastFinishedAt?.getTime()).toBe(row?.lastSuccessAt?.getTime());
    // The next slot of an hourly job: the next full hour.
    expect(row?.nextRunAt?.getTime()).toBe((Math.floor(Date.now() / 3_600_000) + 1) * 3_600_000);
  });

  it('records a failure with the first line of its message, secrets removed, and a success after it', async () => {
    let fail = true;
    const jobs = scheduler();
    jobs.register({
      name: 'test-failing',
      everyMs: 3_600_000,
      run: () =>
        fail
          ? Promise.reject(
              new Error('GET https://bob:hunter2@feeds.test/rss?api_key=s3cret&x=1 failed: 503\n    at fetch (rss.ts:1:1)'),
            )
          : Promise.resolve(),
    });
    expect(await jobs.run('test-failing')).toBe('failed');
    expect(await jobs.run('test-failing')).toBe('failed');
    const failed = await state('test-failing');
    expect(failed).toMatchObject({ status: 'failed', runs: 2, failures: 2, consecutiveFailures: 2, lastSuccessAt: null });
    expect(failed?.lastError).toBe('GET https://[redacted]@feeds.test/rss?api_key=[redacted]&x=1 failed: 503');

    fail = false;
    expect(await jobs.run('test-failing')).toBe('ok');
    expect(await state('test-failing')).toMatchObject({ status: 'ok', runs: 3, failures: 2, consecutiveFailures: 0 });
  });

  it('runs at start and at each slot, one run at a time, and not after stop()', async () => {
    let runs = 0;
    let active = 0;
    let overlapped = false;
    const jobs = scheduler();
    jobs.register({
      name: 'test-slots',
      everyMs: 250,
      runAtStart: true,
      run: async () => {
        active += 1;
        overlapped ||= active > 1;
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 30));
        active -= 1;
      },
    });
    await jobs.start();
    // The current slot's run is the one start() began: waiting on it does not run the job again.
    expect(await jobs.runSlot('test-slots')).toBe('ok');
    await until(() => Promise.resolve(runs >= 4), 'four runs');
    await jobs.stop();
    const stopped = runs;
    expect(overlapped).toBe(false);
    expect((await state('test-slots'))?.runs).toBe(stopped);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(runs).toBe(stopped);
    expect((await state('test-slots'))?.everyMs).toBe(250);
  });

  it('stop() aborts a run waiting on an outside call: the run ends at once, recorded as stopped', async () => {
    const provider = await startServer(() => undefined); // accepts, never answers
    try {
      // Unaborted, this call would wait a minute per attempt, far past the test's time limit.
      const http = createHttpClient({ name: 'hung', baseUrl: provider.url, timeoutMs: 60_000 });
      const jobs = scheduler();
      jobs.register({ name: 'test-stopped', everyMs: 3_600_000, run: () => http.getJson('/', undefined, z.unknown()) });
      const outcome = jobs.run('test-stopped');
      await until(() => Promise.resolve(provider.requests.length === 1), 'the call in flight');

      await jobs.stop();
      expect(await outcome).toBe('failed');
      expect(await state('test-stopped')).toMatchObject({ status: 'failed', lastError: 'K3 is stopping' });
      expect(await jobs.run('test-stopped')).toBe('failed');
      expect(provider.requests).toHaveLength(1);
    } finally {
      await provider.close();
    }
  });

  it('keeps stacks and tokens out of a message', () => {
    expect(jobErrorMessage(new Error('call to https://api.telegram.org/bot123:ABC-def/getMe failed'))).toBe(
      'call to https://api.telegram.org/bot[redacted]/getMe failed',
    );
    expect(jobErrorMessage(new Error('Authorization: Bearer abc.def refused'))).toBe('Authorization: Bearer [redacted] refused');
    expect(jobErrorMessage('x'.repeat(1000))).toHaveLength(300);
    expect(jobErrorMessage(new Error(''))).toBe('Error');
  });
});

describe('GET /api/admin/jobs', () => {
  it('answers 403 forbidden to a user who is not an admin, and to a visitor', async () => {
    for (const token of [s.user, null]) {
      const response = await call(s.t.app, { url: '/api/admin/jobs', token });
      expect(response.statusCode).toBe(403);
      expect(response.json<{ error: string }>().error).toBe('forbidden');
    }
  });

  it('lists every job’s state to an admin', async () => {
    const { jobs } = await ok<{ jobs: AdminJob[] }>(s.t.app, { url: '/api/admin/jobs', token: s.admin });
    const failing = jobs.find((job) => job.name === 'test-failing');
    expect(failing).toMatchObject({ status: 'ok', runs: 3, failures: 2, consecutiveFailures: 0, everyMs: null });
    expect(failing?.lastError).toContain('[redacted]');
    expect(jobs.find((job) => job.name === 'test-slots')).toMatchObject({ everyMs: 250, lastHolder: HOLDER });
    expect(jobs.map((job) => job.name)).toEqual([...jobs.map((job) => job.name)].sort());
  });
});
