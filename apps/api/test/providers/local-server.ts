// A local HTTP server on 127.0.0.1 (random port) for provider adapter tests (docs/architecture.md "Live adapters are
// tested against local servers that speak the real protocol"), recording each request, plus a manual clock whose
// sleeps are recorded instead of waited.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HttpClock } from '../../src/providers/http';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export type Handler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

export interface LocalServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startServer(handler: Handler): Promise<LocalServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        url: new URL(incoming.url ?? '/', 'http://127.0.0.1'),
        headers: incoming.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      requests.push(request);
      void handler(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        // Requests left unanswered on purpose (timeouts) would keep close() waiting.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: ServerResponse, body: unknown, status = 200, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** A clock that only moves when told or when slept on; `sleeps` lists every wait asked for, in ms. */
export function manualHttpClock(
  start = Date.parse('2026-03-10T12:00:00Z'),
): HttpClock & { sleeps: number[]; advance(ms: number): void } {
  let now = start;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => now,
    // Time moves once the sleeper resumes, to the end of its own wait: concurrent sleeps overlap as real ones do.
    sleep: (ms) => {
      sleeps.push(ms);
      const until = now + ms;
      return Promise.resolve().then(() => {
        now = Math.max(now, until);
      });
    },
    advance: (ms) => {
      now += ms;
    },
  };
}

/**
 * fetch counting the attempts a client makes: timeout tests count here, since an aborted request may be cut before
 * a busy machine's server has even read it.
 */
export function countingFetch(): { fetch: typeof fetch; calls: () => number } {
  let calls = 0;
  return {
    fetch: (input, init) => {
      calls += 1;
      return fetch(input, init);
    },
    calls: () => calls,
  };
}
