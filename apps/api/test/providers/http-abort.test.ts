// The HTTP layer's abort (docs/reliability.md "Stopping", issue 22 §12): a call ends at once when the work it is made
// for stops — the scope's signal (stop-signal.ts: a job run's, a request's) or the client's own — whether it is
// waiting for its answer, for its rate-limit slot or for its backoff, with a non-retryable 'aborted' error that is not
// counted against the provider. Each call here would otherwise wait a minute: the tests' own time limit catches one
// that does not end on the abort.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PROVIDER_ERROR_CHANNEL } from '../../src/metrics/events';
import { createHttpClient, ProviderError } from '../../src/providers/http';
import { StopError, withAbortSignal } from '../../src/stop-signal';
import { sendJson, startServer, type LocalServer } from './local-server';

const okSchema = z.object({ ok: z.boolean() });
const MINUTE = 60_000;
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

/** Until the local server has received `count` requests. */
async function received(count: number): Promise<void> {
  while ((server?.requests.length ?? 0) < count) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('aborting calls', () => {
  it('ends a call waiting for its answer when its scope is aborted: not retried, not counted as a provider error', async () => {
    server = await startServer(() => undefined); // never answers
    const http = createHttpClient({ name: 'hung', baseUrl: server.url, timeoutMs: MINUTE, retries: 3 });
    const reported: unknown[] = [];
    const onError = (message: unknown) => reported.push(message);
    subscribe(PROVIDER_ERROR_CHANNEL, onError);
    try {
      const stop = new AbortController();
      const call = withAbortSignal(stop.signal, () => http.getJson('/', undefined, okSchema));
      await received(1);
      stop.abort(new StopError());

      const error = await rejection(call);
      expect(error).toMatchObject({ provider: 'hung', kind: 'aborted', retryable: false, status: null });
      expect(error.message).toContain('aborted (K3 is stopping)');
      expect(server.requests).toHaveLength(1);
      expect(reported).toEqual([]);
    } finally {
      unsubscribe(PROVIDER_ERROR_CHANNEL, onError);
    }
  });

  it('ends a call waiting for its rate-limit slot, before it is sent', async () => {
    server = await startServer((_request, response) => sendJson(response, { ok: true }));
    const http = createHttpClient({ name: 'paced', baseUrl: server.url, ratePerMinute: 1 });
    await http.getJson('/', undefined, okSchema);

    const stop = new AbortController();
    const queued = withAbortSignal(stop.signal, () => http.getJson('/', undefined, okSchema));
    stop.abort(new StopError());
    expect(await rejection(queued)).toMatchObject({ kind: 'aborted', retryable: false });
    expect(server.requests).toHaveLength(1);
  });

  it("ends a call in its backoff when the client's own signal is aborted", async () => {
    server = await startServer((_request, response) => sendJson(response, {}, 503));
    const stop = new AbortController();
    const http = createHttpClient({
      name: 'failing',
      baseUrl: server.url,
      backoffBaseMs: MINUTE,
      backoffMaxMs: MINUTE,
      signal: stop.signal,
    });

    const call = http.getJson('/', undefined, okSchema);
    await received(1);
    stop.abort(new StopError());
    expect(await rejection(call)).toMatchObject({ kind: 'aborted', retryable: false });
    expect(server.requests).toHaveLength(1);
  });

  it('sends nothing once the scope is aborted, and leaves calls outside it alone', async () => {
    server = await startServer((_request, response) => sendJson(response, { ok: true }));
    const http = createHttpClient({ name: 'test', baseUrl: server.url });
    const stop = new AbortController();
    stop.abort(new StopError());

    expect(await rejection(withAbortSignal(stop.signal, () => http.getJson('/', undefined, okSchema)))).toMatchObject({
      kind: 'aborted',
    });
    expect(await http.getJson('/', undefined, okSchema)).toEqual({ ok: true });
    expect(server.requests).toHaveLength(1);
  });
});
