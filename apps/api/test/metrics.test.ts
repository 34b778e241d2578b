// GET /api/metrics (issue 15 §1; docs/operations.md "Metrics"): absent without METRICS_TOKEN, 401/403 without the
// right bearer, the Prometheus text format with it; requests counted by route pattern (never the raw URL), background
// job runs and failures, provider calls that fail after their retries, and kredits spent and refunded.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ErrorBody } from '@k3/shared';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessScheduler } from '../src/jobs/in-process-scheduler';
import { portfolioRefreshJob } from '../src/jobs/portfolio-refresh';
import type { Balance, BalancesPort } from '../src/providers/balances/port';
import { createFeedReader } from '../src/providers/news/rss';
import type { Agent } from '../src/services/agent/types';
import { bearer, evmWallet, manualClock, signIn, TEST_ENV } from './auth/helpers';
import { seedAssets } from './portfolio/known-market';
import { buildTestApp, createTestDatabase, tempDir, type TestApp } from './helpers/build-test-app';

const TOKEN = 'metrics-token-0123456789abcdef';
const clock = manualClock(new Date('2026-11-20T10:00:00Z'));
const HOLDINGS = new Map<string, Balance[]>();
const balances: BalancesPort = {
  demo: true,
  wallet: (target) => Promise.resolve(HOLDINGS.get(target.address) ?? []),
  exchange: () => Promise.resolve([]),
};
/** Agent K answers "ok", or fails before any text when `failNext` is set (the kredit is then refunded). */
let failNext = false;
const agent: Agent = {
  kind: 'offline',
  answer: () => {
    const fail = failNext;
    failNext = false;
    return {
      async *[Symbol.asyncIterator]() {
        await Promise.resolve();
        if (fail) throw new Error('upstream down');
        yield 'ok';
      },
    };
  },
};

let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({
    env: { ...TEST_ENV, DATA_DIR: dataDir.path, METRICS_TOKEN: TOKEN },
    clock: clock.now,
    balances,
    agent,
    news: {
      feedReader: createFeedReader({
        retries: 1,
        backoffBaseMs: 1,
        perHostIntervalMs: 0,
        timeoutMs: 5000,
        // The local feed server's address (the address guard is on by default).
        allowAddresses: ['127.0.0.1'],
      }),
    },
  });
  await seedAssets(t.app.db, ['kryll']);
}, 60_000);
afterAll(async () => {
  await t.close();
  await dataDir.remove();
});

async function scrape(app = t.app): Promise<string> {
  const response = await app.inject({ url: '/api/metrics', headers: bearer(TOKEN) });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

/** The value of the sample `name` whose labels are exactly `labels`; 0 when the series does not exist yet. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const found = new Map([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1] ?? '', m[2] ?? '']));
    const wanted = Object.entries(labels);
    if (wanted.length === found.size && wanted.every(([key, value]) => found.get(key) === value)) return Number(match[3]);
  }
  return 0;
}

describe('GET /api/metrics', () => {
  it('is absent without METRICS_TOKEN: 404 like any unknown path', async () => {
    const off = await buildTestApp({ env: TEST_ENV, database: t.database });
    try {
      const response = await off.app.inject({ url: '/api/metrics', headers: bearer(TOKEN) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, error: 'not_found', message: 'Route GET /api/metrics not found' });
    } finally {
      await off.close();
    }
  });

  it('answers 401 without a bearer and 403 with another token, in the error shape', async () => {
    const missing = await t.app.inject({ url: '/api/metrics' });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    expect(missing.json<ErrorBody>()).toMatchObject({ code: 401, error: 'unauthorized' });
    const wrong = await t.app.inject({ url: '/api/metrics', headers: bearer(`${TOKEN}x`) });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ code: 403, error: 'forbidden', message: 'Wrong metrics token' });
    expect(wrong.body).not.toContain('http_requests_total');
  });

  it('serves the Prometheus text format with the process metrics, uncached', async () => {
    const response = await t.app.inject({ url: '/api/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE http_requests_total counter');
    expect(response.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(response.body).toContain('# TYPE k3_kredits_spent_total counter');
    expect(sample(response.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(response.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('is documented in the OpenAPI document when enabled', async () => {
    const document = (await t.app.inject('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    expect(document.paths).toHaveProperty('/api/metrics');
  });
});

describe('request metrics', () => {
  it('counts requests and their latency by method, route pattern and status, never by raw URL', async () => {
    const route = { method: 'GET', route: '/api/ai/questions/:zone', status: '200' };
    const unknown = { method: 'GET', route: 'unmatched', status: '404' };
    const before = await scrape();
    for (const zone of ['news', 'dashboard']) expect((await t.app.inject(`/api/ai/questions/${zone}`)).statusCode).toBe(200);
    expect((await t.app.inject('/api/no-such-route-4b1f')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/ai/questions/news' })).statusCode).toBe(404);
    const after = await scrape();

    expect(sample(after, 'http_requests_total', route) - sample(before, 'http_requests_total', route)).toBe(2);
    const count = (text: string) => sample(text, 'http_request_duration_seconds_count', route);
    expect(count(after) - count(before)).toBe(2);
    const inf = (text: string) => sample(text, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' });
    expect(inf(after) - inf(before)).toBe(2);
    const unmatched = (text: string) => sample(text, 'http_requests_total', unknown);
    expect(unmatched(after) - unmatched(before)).toBe(1);
    expect(sample(after, 'http_requests_total', { ...unknown, method: 'POST' })).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain('/api/ai/questions/news');
    expect(after).not.toContain('no-such-route');
    // The scrape before this one is counted too, under its own route.
    expect(sample(after, 'http_requests_total', { method: 'GET', route: '/api/metrics', status: '200' })).toBeGreaterThan(0);
  });
});

describe('background job metrics', () => {
  const runs = (text: string, outcome: string) => sample(text, 'k3_job_runs_total', { job: 'portfolio-refresh', outcome });

  it('counts a job run, its duration and its last success', async () => {
    const before = await scrape();
    const scheduler = createInProcessScheduler(t.app);
    scheduler.register(portfolioRefreshJob(t.app));
    expect(await scheduler.run('portfolio-refresh')).toBe('ok');
    const after = await scrape();
    expect(runs(after, 'success') - runs(before, 'success')).toBe(1);
    const durations = (text: string) => sample(text, 'k3_job_duration_seconds_count', { job: 'portfolio-refresh' });
    expect(durations(after) - durations(before)).toBe(1);
    expect(sample(after, 'k3_job_last_success_timestamp_seconds', { job: 'portfolio-refresh' })).toBeGreaterThan(
      Date.now() / 1000 - 60,
    );
  });

  it('counts a run that fails (here its database is gone) as a failure', async () => {
    const database = await createTestDatabase();
    const broken = await buildTestApp({ env: { ...TEST_ENV, METRICS_TOKEN: TOKEN }, database });
    try {
      await database.destroy();
      const scheduler = createInProcessScheduler(broken.app);
      scheduler.register(portfolioRefreshJob(broken.app));
      expect(await scheduler.run('portfolio-refresh')).toBe('failed');
      const text = await scrape(broken.app);
      expect(runs(text, 'failure')).toBe(1);
      expect(runs(text, 'success')).toBe(0);
    } finally {
      await broken.app.close();
    }
  });
});

describe('provider errors', () => {
  it('counts each call that fails after its retries once, by provider and kind', async () => {
    let hits = 0;
    const server = createServer((_request, response) => {
      hits += 1;
      response.writeHead(503).end('down');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const labels = { provider: `news:${host}`, kind: 'http' };
      const before = sample(await scrape(), 'k3_provider_errors_total', labels);
      const read = t.app.news.feedReader.fetch({ url: `http://${host}/feed.xml`, etag: null, lastModified: null });
      await expect(read).rejects.toThrow(/HTTP 503/);
      expect(hits).toBe(2);
      expect(sample(await scrape(), 'k3_provider_errors_total', labels) - before).toBe(1);

      const refused = t.app.news.feedReader.fetch({ url: 'http://127.0.0.1:1/feed.xml', etag: null, lastModified: null });
      await expect(refused).rejects.toThrow(/network error/);
      expect(sample(await scrape(), 'k3_provider_errors_total', { provider: 'news:127.0.0.1:1', kind: 'network' })).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('kredit metrics', () => {
  it('counts the kredit of each answered prompt as spent, and a refunded one apart', async () => {
    const wallet = evmWallet(generatePrivateKey());
    HOLDINGS.set(wallet.address, [{ chain: 'ethereum', assetId: 'kryll', amount: '1' }]);
    const token = await signIn(t.app, wallet);
    const ask = () =>
      t.app.inject({ method: 'POST', url: '/api/ai/chat', headers: bearer(token), payload: { message: 'Hi', lang: 'en' } });
    const before = await scrape();
    expect((await ask()).body).toBe('19:0:true|ok');
    failNext = true;
    expect((await ask()).body).toContain('kredit was given back');
    const after = await scrape();
    expect(sample(after, 'k3_kredits_spent_total') - sample(before, 'k3_kredits_spent_total')).toBe(2);
    expect(sample(after, 'k3_kredits_refunded_total') - sample(before, 'k3_kredits_refunded_total')).toBe(1);
  });
});
