// The HTTP layer under every live adapter (docs/architecture.md "Providers": timeouts, retries with backoff, per-provider
// rate limits), against a local server: Retry-After honoured and capped, backoff with jitter, timeouts, FIFO spacing,
// typed errors, and API keys never in an error message. Waits are asserted on the injected clock, never on wall time.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SOURCE_CHANNEL, type SourceEvent } from '../../src/metrics/events';
import { createHttpClient, parseRetryAfter, ProviderError } from '../../src/providers/http';
import { countingFetch, manualHttpClock, sendJson, startServer, type LocalServer } from './local-server';

const okSchema = z.object({ ok: z.boolean() });
let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function rejection(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('retries', () => {
  it('waits the Retry-After seconds after a 429, then returns the 200 body', async () => {
    let calls = 0;
    server = await startServer((_request, response) => {
      calls += 1;
      if (calls === 1) sendJson(response, { status: { error_code: 429 } }, 429, { 'retry-after': '7' });
      else sendJson(response, { ok: true });
    });
    const clock = manualHttpClock();
    const http = createHttpClient({ name: 'test', baseUrl: server.url, clock });

    await expect(http.getJson('/thing', undefined, okSchema)).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
    expect(clock.sleeps).toEqual([7000]);
  });

  it('reads Retry-After as an HTTP date and caps a long one', async () => {
    const clock = manualHttpClock(Date.parse('2026-03-10T12:00:00Z'));
    expect(parseRetryAfter('Tue, 10 Mar 2026 12:00:05 GMT', clock.now())).toBe(5000);
    expect(parseRetryAfter('soon', clock.now())).toBeNull();

    let calls = 0;
    server = await startServer((_request, response) => {
      calls += 1;
      if (calls === 1) sendJson(response, {}, 503, { 'retry-after': '3600' });
      else sendJson(response, { ok: true });
    });
    const http = createHttpClient({ name: 'test', baseUrl: server.url, clock, maxRetryAfterMs: 60_000 });
    await http.getJson('/', undefined, okSchema);
    expect(clock.sleeps).toEqual([60_000]);
  });

  it('backs off exponentially with jitter on 5xx without Retry-After', async () => {
    let calls = 0;
    server = await startServer((_request, response) => {
      calls += 1;
      if (calls <= 3) sendJson(response, { error: 'upstream' }, 502);
      else sendJson(response, { ok: true });
    });
    const clock = manualHttpClock();
    const http = createHttpClient({ name: 'test', baseUrl: server.url, clock, backoffBaseMs: 100, random: () => 0.5 });

    await expect(http.getJson('/', undefined, okSchema)).resolves.toEqual({ ok: true });
    // 100 · 2^n, times a jitter factor in [0.5, 1): 0.75 with random() = 0.5.
    expect(clock.sleeps).toEqual([75, 150, 300]);
  });

  it('gives up after the last retry with the last status', async () => {
    server = await startServer((_request, response) => sendJson(response, {}, 500));
    const clock = manualHttpClock();
    const http = createHttpClient({ name: 'test', baseUrl: server.url, clock, retries: 2, random: () => 0 });

    const error = await rejection(http.getJson('/', undefined, okSchema));
    expect(error).toMatchObject({ provider: 'test', status: 500, retryable: true, kind: 'http' });
    expect(server.requests).toHaveLength(3);
    expect(clock.sleeps).toEqual([250, 500]);
  });

  it('does not retry a 4xx other than 429', async () => {
    server = await startServer((_request, response) => sendJson(response, { error: 'coin not found' }, 404));
    const http = createHttpClient({ name: 'test', baseUrl: server.url, clock: manualHttpClock() });

    const error = await rejection(http.getJson('/coins/nope', undefined, okSchema));
    expect(error).toMatchObject({ status: 404, retryable: false });
    expect(error.message).toContain('coin not found');
    expect(server.requests).toHaveLength(1);
  });

  it('times an unanswered request out, retries it, then fails with a timeout error', async () => {
    server = await startServer(() => undefined); // never answers
    const clock = manualHttpClock();
    const counted = countingFetch();
    const http = createHttpClient({
      name: 'slow',
      baseUrl: server.url,
      clock,
      timeoutMs: 50,
      retries: 2,
      random: () => 0,
      fetch: counted.fetch,
    });

    const error = await rejection(http.getJson('/', undefined, okSchema));
    expect(error).toMatchObject({ provider: 'slow', status: null, retryable: true, kind: 'timeout' });
    expect(error.message).toContain('timed out after 50 ms');
    expect(counted.calls()).toBe(3);
    expect(clock.sleeps).toEqual([250, 500]);
  });

  it('rejects a body of the wrong shape without retrying', async () => {
    server = await startServer((_request, response) => sendJson(response, { ok: 'yes' }));
    const http = createHttpClient({ name: 'test', baseUrl: server.url, clock: manualHttpClock() });

    const error = await rejection(http.getJson('/', undefined, okSchema));
    expect(error).toMatchObject({ kind: 'invalid-response', retryable: false });
    expect(error.message).toContain('ok');
    expect(server.requests).toHaveLength(1);
  });
});

describe('rate limit', () => {
  it('spaces sequential calls by the per-minute rate', async () => {
    server = await startServer((_request, response) => sendJson(response, { ok: true }));
    const clock = manualHttpClock();
    const http = createHttpClient({ name: 'test', baseUrl: server.url, clock, ratePerMinute: 30 });

    for (let i = 0; i < 3; i += 1) await http.getJson('/', { i }, okSchema);
    expect(clock.sleeps).toEqual([2000, 2000]);
  });

  it('queues concurrent calls first in, first out', async () => {
    server = await startServer((_request, response) => sendJson(response, { ok: true }));
    const clock = manualHttpClock();
    const http = createHttpClient({ name: 'test', baseUrl: server.url, clock, minIntervalMs: 500 });

    await Promise.all([0, 1, 2, 3].map((i) => http.getJson('/', { i }, okSchema)));
    // Each call reserved its slot when made: waits of 1, 2 and 3 intervals from the same instant.
    expect(clock.sleeps).toEqual([500, 1000, 1500]);
    expect(server.requests).toHaveLength(4);
  });

  it('counts retries against the rate limit', async () => {
    let calls = 0;
    server = await startServer((_request, response) => {
      calls += 1;
      if (calls === 1) sendJson(response, {}, 429, { 'retry-after': '1' });
      else sendJson(response, { ok: true });
    });
    const clock = manualHttpClock();
    const http = createHttpClient({ name: 'test', baseUrl: server.url, clock, ratePerMinute: 20 });

    await http.getJson('/', undefined, okSchema);
    // Retry-After 1 s, then the 3 s slot spacing still owes 2 s.
    expect(clock.sleeps).toEqual([1000, 2000]);
  });
});

describe('requests and secrets', () => {
  it('sends query, JSON body and headers', async () => {
    server = await startServer((_request, response) => sendJson(response, { ok: true }));
    const http = createHttpClient({ name: 'test', baseUrl: `${server.url}/api/v3`, headers: { 'x-thing': 'a' } });

    await http.getJson('/coins/markets', { ids: 'a,b', page: 1, skip: undefined, tags: ['x', 'y'] }, okSchema);
    await http.postJson('', { jsonrpc: '2.0' }, okSchema);
    const [get, post] = server.requests;
    expect(get?.url.pathname).toBe('/api/v3/coins/markets');
    expect([...(get?.url.searchParams ?? [])]).toEqual([
      ['ids', 'a,b'],
      ['page', '1'],
      ['tags', 'x'],
      ['tags', 'y'],
    ]);
    expect(get?.headers['x-thing']).toBe('a');
    expect(post).toMatchObject({ method: 'POST', body: { jsonrpc: '2.0' } });
    expect(post?.headers['content-type']).toBe('application/json');
  });

  it('never puts an API key from a header, the query, the base URL or the path in an error', async () => {
    server = await startServer((request, response) =>
      // A provider echoing what it received, keys included.
      sendJson(response, { error: `bad request ${request.url.href} ${String(request.headers['x-api-key'])}` }, 401),
    );
    const http = createHttpClient({
      name: 'test',
      baseUrl: `${server.url}/v3/PATHKEY-0123456789?api-key=BASEKEY-0123`,
      headers: { 'x-api-key': 'HEADERKEY-0123' },
      secrets: ['PATHKEY-0123456789'],
      clock: manualHttpClock(),
    });

    const error = await rejection(http.getJson('/thing', { apikey: 'QUERYKEY-0123', ids: 'bitcoin' }, okSchema));
    expect(error.status).toBe(401);
    for (const key of ['PATHKEY', 'BASEKEY', 'HEADERKEY', 'QUERYKEY']) expect(error.message).not.toContain(key);
    expect(error.message).toContain('***');
    expect(error.message).toContain('ids=bitcoin');
    expect(JSON.stringify(error)).not.toContain('KEY-0123');
  });

  it('reports an unreachable server as a retryable network error without the key', async () => {
    const closed = await startServer(() => undefined);
    await closed.close();
    const clock = manualHttpClock();
    const http = createHttpClient({
      name: 'down',
      baseUrl: `${closed.url}/?token=TOKEN-0123`,
      clock,
      retries: 1,
      random: () => 0,
    });

    const error = await rejection(http.getJson('/', undefined, okSchema));
    expect(error).toMatchObject({ kind: 'network', retryable: true, status: null });
    expect(error.message).toContain('ECONNREFUSED');
    expect(error.message).not.toContain('TOKEN-0123');
    expect(clock.sleeps).toEqual([250]);
  });
});

describe("each call's outcome, for the source's state (issue 31 §3)", () => {
  /** The source events published while `run` runs. */
  async function outcomes(run: () => Promise<unknown>): Promise<SourceEvent[]> {
    const events: SourceEvent[] = [];
    const listen = (message: unknown) => events.push(message as SourceEvent);
    subscribe(SOURCE_CHANNEL, listen);
    try {
      await run().catch(() => undefined);
    } finally {
      unsubscribe(SOURCE_CHANNEL, listen);
    }
    return events.filter((event) => event.source === 'states');
  }

  it('reports ok, a 404 as answered, a 503 as failing with the error, a 429 as rate-limited until its Retry-After', async () => {
    let status = 200;
    server = await startServer((_request, response) =>
      status === 200
        ? sendJson(response, { ok: true })
        : sendJson(response, { error: 'no' }, status, status === 429 ? { 'retry-after': '120' } : {}),
    );
    const clock = manualHttpClock();
    const http = createHttpClient({ name: 'states', baseUrl: server.url, clock, retries: 0 });
    const call = () => http.getJson('/thing', undefined, okSchema);

    expect(await outcomes(call)).toEqual([{ source: 'states', outcome: 'ok', at: clock.now() }]);
    status = 404;
    expect(await outcomes(call)).toEqual([{ source: 'states', outcome: 'ok', at: clock.now() }]);
    status = 503;
    expect(await outcomes(call)).toEqual([
      { source: 'states', outcome: 'failing', at: clock.now(), error: expect.stringContaining('HTTP 503') as string },
    ]);
    status = 429;
    expect(await outcomes(call)).toEqual([
      {
        source: 'states',
        outcome: 'rate-limited',
        at: clock.now(),
        error: expect.stringContaining('HTTP 429') as string,
        retryAt: clock.now() + 120_000,
      },
    ]);
  });

  it('reports a call that took over 5 s, retries included, as slow', async () => {
    let calls = 0;
    server = await startServer((_request, response) => {
      calls += 1;
      if (calls === 1) sendJson(response, { error: 'busy' }, 429, { 'retry-after': '6' });
      else sendJson(response, { ok: true });
    });
    const clock = manualHttpClock();
    const http = createHttpClient({ name: 'states', baseUrl: server.url, clock });
    const events = await outcomes(() => http.getJson('/thing', undefined, okSchema));
    expect(events.map((event) => event.outcome)).toEqual(['slow']);
  });
});
