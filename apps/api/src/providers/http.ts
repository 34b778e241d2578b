// The one HTTP layer every live adapter calls through (docs/architecture.md "Providers": timeouts, retries with backoff,
// per-provider rate limits; issue 4 §1). Each client owns a FIFO rate limiter, times every attempt out with
// AbortSignal.timeout, retries network errors, timeouts, 429 and 5xx with exponential backoff and jitter (or the
// server's Retry-After, capped), validates JSON bodies with zod and throws a typed ProviderError whose message never
// holds an API key (sensitive query parameters, sensitive header values and declared secrets are redacted). `getRaw`
// serves sources that are not JSON (news feeds, issue 10 §1): the body as bytes under a size cap, the response headers,
// and a 304 answered to a conditional GET returned rather than thrown. A call that fails for good is reported once
// for the metrics (k3_provider_errors_total, metrics/events.ts). Every call ends at once when the work it runs for is
// stopped (stop-signal.ts, docs/reliability.md "Stopping"): its attempt, its wait for a rate-limit slot and its backoff
// are all cut by the scope's abort signal (and the client's own `signal`), with a non-retryable 'aborted' error.
import type { z } from 'zod';
import { reportProviderError, reportSource } from '../metrics/events';
import { abortable, currentAbortSignal, reasonOf } from '../stop-signal';
import { readBody } from './read-body';

export { ProviderError, createRateLimiter, explorerLimiter, sharedRateLimiter, systemClock } from './http-parts';
export type { HttpClock, ProviderErrorKind, RateLimiter } from './http-parts';
import { ProviderError, createRateLimiter, systemClock, type HttpClock, type RateLimiter } from './http-parts';

export type Query = Record<string, string | number | boolean | readonly string[] | undefined | null>;

export interface HttpClientOptions {
  /** Provider name, in every error message and log. */
  name: string;
  baseUrl: string;
  /** Per attempt. Default 10 s. */
  timeoutMs?: number;
  /** Attempts after the first one. Default 3. */
  retries?: number;
  /** Minimum spacing between calls; or give `ratePerMinute`. Default: no spacing. */
  minIntervalMs?: number;
  ratePerMinute?: number;
  /** A limiter shared with other clients of the same provider (overrides minIntervalMs/ratePerMinute). */
  limiter?: RateLimiter;
  headers?: Record<string, string>;
  /** Values never to appear in errors, e.g. an API key that is part of the URL path. */
  secrets?: readonly string[];
  /** First backoff delay (doubled each retry, with jitter) and its cap. Defaults 500 ms and 30 s. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Cap on a server's Retry-After. Default 60 s. */
  maxRetryAfterMs?: number;
  clock?: HttpClock;
  /** Uniform in [0, 1), for jitter. */
  random?: () => number;
  fetch?: typeof fetch;
  /** Ends every call of this client when aborted, on top of the scope's signal (stop-signal.ts). */
  signal?: AbortSignal;
}

export interface RequestOptions {
  /** Turns the raw body into JSON; default JSON.parse (an adapter may keep big integers as strings). */
  parse?: (text: string) => unknown;
}

export interface RawRequestOptions {
  /** Sent with this request only, over the client's own (e.g. accept, If-None-Match). */
  headers?: Record<string, string>;
  /** Largest body accepted, in bytes: a bigger one is a non-retryable invalid-response error. Default: no cap. */
  maxBytes?: number;
}

/** A 2xx response, or a 304 (only a conditional request can get one). */
export interface RawResponse {
  status: number;
  headers: Headers;
  body: Uint8Array;
}

export interface HttpClient {
  readonly name: string;
  getRaw(path: string, query: Query | undefined, options?: RawRequestOptions): Promise<RawResponse>;
  getJson<S extends z.ZodType>(path: string, query: Query | undefined, schema: S, options?: RequestOptions): Promise<z.infer<S>>;
  postJson<S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: S,
    options?: RequestOptions & { query?: Query },
  ): Promise<z.infer<S>>;
}

const SENSITIVE_NAME = /key|token|secret|auth|pass|signature|credential/i;
const SNIPPET = 200;

/** Retry-After as seconds or an HTTP date, in ms from now; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function buildUrl(baseUrl: string, path: string, query: Query | undefined): URL {
  const url = new URL(baseUrl);
  if (path) url.pathname = `${url.pathname.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value as readonly string[]) url.searchParams.append(name, item);
    else url.searchParams.set(name, String(value));
  }
  return url;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const {
    name,
    timeoutMs = 10_000,
    retries = 3,
    backoffBaseMs = 500,
    backoffMaxMs = 30_000,
    maxRetryAfterMs = 60_000,
    clock = systemClock,
    random = Math.random,
  } = options;
  const doFetch = options.fetch ?? fetch;
  const interval = options.ratePerMinute ? 60_000 / options.ratePerMinute : (options.minIntervalMs ?? 0);
  const limiter = options.limiter ?? createRateLimiter(interval, clock);
  const secrets = [
    ...(options.secrets ?? []),
    ...Object.entries(options.headers ?? {})
      .filter(([header]) => SENSITIVE_NAME.test(header))
      .map(([, value]) => value),
  ].filter((secret) => secret.length >= 4);
  // The base URL's own query (an RPC URL like https://rpc.example/?api-key=…) is redacted like any other.
  for (const [param, value] of new URL(options.baseUrl).searchParams)
    if (SENSITIVE_NAME.test(param) && value) secrets.push(value);

  const redactWith = (text: string, extra: readonly string[]): string =>
    [...secrets, ...extra].reduce((out, secret) => out.split(secret).join('***'), text);
  const describe = (method: string, url: URL, redact: (text: string) => string): string => {
    const shown = new URL(url);
    shown.username = '';
    shown.password = '';
    for (const param of [...shown.searchParams.keys()]) if (SENSITIVE_NAME.test(param)) shown.searchParams.set(param, '***');
    const search = shown.search.length > SNIPPET ? `${shown.search.slice(0, SNIPPET)}…` : shown.search;
    return redact(`${name} ${method} ${decodeURIComponent(shown.origin + shown.pathname)}${search}`);
  };
  const backoff = (attempt: number) => Math.min(backoffMaxMs, backoffBaseMs * 2 ** attempt) * (0.5 + random() / 2);
  /** The signal a call ends on: the scope's (the job run or request it is made for) and the client's own. */
  const callSignal = (): AbortSignal | undefined => {
    const scoped = currentAbortSignal();
    if (!options.signal || !scoped) return scoped ?? options.signal;
    return AbortSignal.any([scoped, options.signal]);
  };
  const abortedError = (label: string, signal: AbortSignal) =>
    new ProviderError(`${label}: aborted (${reasonOf(signal).message})`, {
      provider: name,
      status: null,
      retryable: false,
      kind: 'aborted',
    });

  /** One attempt: a 2xx (or, when asked, 304) response with its body, or a ProviderError. */
  async function attempt(
    method: string,
    url: URL,
    init: RequestInit,
    redact: (text: string) => string,
    accept: { notModified: boolean; maxBytes: number },
    signal: AbortSignal | undefined,
  ): Promise<RawResponse> {
    const label = describe(method, url, redact);
    let response: Response;
    let body: { bytes: Uint8Array; truncated: boolean };
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      response = await doFetch(url, { ...init, method, signal: signal ? AbortSignal.any([timeout, signal]) : timeout });
      body = await readBody(response, accept.maxBytes);
    } catch (error) {
      if (signal?.aborted) throw abortedError(label, signal);
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const reason = timedOut ? `timed out after ${timeoutMs} ms` : `network error (${networkReason(error)})`;
      throw new ProviderError(redact(`${label}: ${reason}`), {
        provider: name,
        status: null,
        retryable: true,
        kind: timedOut ? 'timeout' : 'network',
      });
    }
    const notModified = accept.notModified && response.status === 304;
    if (!response.ok && !notModified) {
      const retryable = response.status === 429 || response.status >= 500;
      const snippet = new TextDecoder().decode(body.bytes).slice(0, SNIPPET).replace(/\s+/g, ' ').trim();
      throw new ProviderError(redact(`${label}: HTTP ${response.status}${snippet ? ` ${snippet}` : ''}`), {
        provider: name,
        status: response.status,
        retryable,
        kind: 'http',
        retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), clock.now()),
      });
    }
    if (body.truncated)
      throw new ProviderError(redact(`${label}: response body is larger than ${accept.maxBytes} bytes`), {
        provider: name,
        status: response.status,
        retryable: false,
        kind: 'invalid-response',
      });
    return { status: response.status, headers: response.headers, body: body.bytes };
  }

  /**
   * Every attempt of one call: waits its rate-limit slot, retries what is retryable with backoff or Retry-After. An
   * abort of the call's signal ends it at any of these steps.
   */
  async function withRetries(
    label: string,
    run: (signal: AbortSignal | undefined) => Promise<RawResponse>,
  ): Promise<RawResponse> {
    const signal = callSignal();
    // A wait cut by the signal becomes the call's 'aborted' error.
    const waiting = (wait: Promise<void>) =>
      abortable(wait, signal).catch((error: unknown) => {
        throw signal?.aborted ? abortedError(label, signal) : error;
      });
    for (let tried = 0; ; tried += 1) {
      await waiting(limiter.acquire(signal));
      try {
        return await run(signal);
      } catch (error) {
        if (!(error instanceof ProviderError) || !error.retryable || tried >= retries) throw error;
        const wait = error.retryAfterMs === null ? backoff(tried) : Math.min(error.retryAfterMs, maxRetryAfterMs);
        await waiting(clock.sleep(wait, signal));
      }
    }
  }

  const querySecretsOf = (url: URL) =>
    [...url.searchParams].filter(([param, value]) => SENSITIVE_NAME.test(param) && value.length >= 4).map(([, value]) => value);

  async function request<S extends z.ZodType>(
    method: string,
    path: string,
    query: Query | undefined,
    body: unknown,
    schema: S,
    requestOptions: RequestOptions = {},
  ): Promise<z.infer<S>> {
    const url = buildUrl(options.baseUrl, path, query);
    // A key passed in this request's query is redacted too, wherever the provider echoes it.
    const querySecrets = querySecretsOf(url);
    const redact = (text: string) => redactWith(text, querySecrets);
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const init: RequestInit = { headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
    const parse = requestOptions.parse ?? ((text: string) => JSON.parse(text) as unknown);
    const response = await withRetries(describe(method, url, redact), (signal) =>
      attempt(method, url, init, redact, { notModified: false, maxBytes: Number.POSITIVE_INFINITY }, signal),
    );
    let data: unknown;
    try {
      data = parse(new TextDecoder().decode(response.body));
    } catch {
      throw new ProviderError(`${describe(method, url, redact)}: response is not JSON`, {
        provider: name,
        status: response.status,
        retryable: false,
        kind: 'invalid-response',
      });
    }
    const parsed = schema.safeParse(data);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    throw new ProviderError(
      redact(
        `${describe(method, url, redact)}: unexpected response shape (${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid'})`,
      ),
      { provider: name, status: 200, retryable: false, kind: 'invalid-response' },
    );
  }

  async function getRaw(path: string, query: Query | undefined, rawOptions: RawRequestOptions = {}): Promise<RawResponse> {
    const url = buildUrl(options.baseUrl, path, query);
    const querySecrets = querySecretsOf(url);
    const redact = (text: string) => redactWith(text, querySecrets);
    const init: RequestInit = { headers: { ...options.headers, ...rawOptions.headers } };
    const notModified = Object.keys(rawOptions.headers ?? {}).some((header) => /^if-(none-match|modified-since)$/i.test(header));
    return withRetries(describe('GET', url, redact), (signal) =>
      attempt('GET', url, init, redact, { notModified, maxBytes: rawOptions.maxBytes ?? Number.POSITIVE_INFINITY }, signal),
    );
  }

  /**
   * Reports how a call ended, retries included, for the metrics (a final ProviderError) and the source's state (ok,
   * slow, rate-limited, failing; an aborted call is not the provider's fault) and passes the result on.
   */
  async function reported<T>(run: () => Promise<T>): Promise<T> {
    const started = clock.now();
    try {
      const result = await run();
      const at = clock.now();
      reportSource({ source: name, outcome: at - started > SLOW_CALL_MS ? 'slow' : 'ok', at });
      return result;
    } catch (error) {
      if (error instanceof ProviderError && error.kind !== 'aborted') {
        reportProviderError({ provider: error.provider, kind: error.kind });
        const at = clock.now();
        const limited = error.status === 429;
        // A 404 or a 400 is the request's, not the source's: it answered (an unknown coin, an address it never saw).
        const answered = error.status !== null && error.status >= 400 && error.status < 500 && error.status !== 408 && !limited;
        if (answered) reportSource({ source: name, outcome: 'ok', at });
        else
          reportSource({
            source: name,
            outcome: limited ? 'rate-limited' : 'failing',
            at,
            error: error.message,
            ...(limited && error.retryAfterMs !== null ? { retryAt: at + error.retryAfterMs } : {}),
          });
      }
      throw error;
    }
  }

  return {
    name,
    getRaw: (path, query, rawOptions) => reported(() => getRaw(path, query, rawOptions)),
    getJson: (path, query, schema, requestOptions) =>
      reported(() => request('GET', path, query, undefined, schema, requestOptions)),
    postJson: (path, body, schema, requestOptions) =>
      reported(() => request('POST', path, requestOptions?.query, body, schema, requestOptions)),
  };
}

/** A call that took longer than this, retries included, reports its source as slow. */
export const SLOW_CALL_MS = 5_000;

/** The system error code under undici's "fetch failed" (ECONNREFUSED, ENOTFOUND…), never a URL. */
function networkReason(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (cause && typeof cause.code === 'string') return cause.code;
  return error instanceof Error ? error.message : 'unknown';
}
