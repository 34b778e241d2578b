// The official `openai` client as Agent K uses it (issue 28 §3; docs/agent-llm.md "Client"). The SDK speaks the
// protocol: the request, the event stream and its chunks, the error bodies, its retry with Retry-After. K3 sets it up
// for any OpenAI-compatible server: the base URL and key from K3's configuration (never the SDK's OPENAI_* variables),
// no Authorization header without a key, no SDK log line (they can hold model text), and one retry that K3's retry
// policy (`x-should-retry`, which the SDK obeys) keeps for a 429 asking for a short wait and for connection failures.
// `llmFailure` turns whatever the SDK throws into an LlmError whose message holds no secret.
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { errorDetail, LlmError, retryAfterMs } from './protocol';

/** A 429 is retried once when the wait it asks for (Retry-After) is at most this; otherwise the user is told to retry. */
export const RETRY_AFTER_MAX_MS = 2_000;
export const BUSY_MESSAGE = 'The AI service is busy, try again in a moment';

export interface LlmClientOptions {
  baseUrl: string;
  apiKey: string | null;
  /** The SDK's own timeout for each attempt's response headers (K3's deadlines in index.ts come first). */
  timeoutMs: number;
  fetch?: typeof fetch | undefined;
  /** Told about each 429 the SDK will retry. */
  onRetry?: (waitMs: number) => void;
}

/** Error bodies in other servers' shapes (`{ message }`, `{ detail }`, plain text) as OpenAI's `{ error: { message } }`. */
function openAiErrorBody(text: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text.trim() === '' ? text : JSON.stringify({ error: { message: text } });
  }
  if (!parsed || typeof parsed !== 'object' || 'error' in parsed) return text;
  const { message, detail } = parsed as { message?: unknown; detail?: unknown };
  const said = typeof message === 'string' ? message : typeof detail === 'string' ? detail : undefined;
  return said === undefined ? text : JSON.stringify({ error: { message: said } });
}

/**
 * K3's retry policy, as a fetch the SDK calls: a failed response says whether to retry it (`x-should-retry`). Only a
 * 429 whose wait is at most RETRY_AFTER_MAX_MS is retried (the SDK waits what Retry-After says); any other status
 * fails at once, so the user is not kept waiting and is refunded. The SDK also retries a connection that failed.
 */
function withRetryPolicy(fetchImpl: typeof fetch, onRetry?: (waitMs: number) => void): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    if (response.ok) return response;
    const waitMs = response.status === 429 ? retryAfterMs(response.headers) : Infinity;
    // The SDK numbers its attempts: a retried request is not retried again (its `maxRetries` is 1 anyway).
    const first = (new Headers(init?.headers).get('x-stainless-retry-count') ?? '0') === '0';
    const retry = first && waitMs <= RETRY_AFTER_MAX_MS;
    if (retry) onRetry?.(waitMs);
    const headers = new Headers(response.headers);
    headers.set('x-should-retry', String(retry));
    // The body is read here: the headers that told its length and encoding no longer apply.
    headers.delete('content-length');
    headers.delete('content-encoding');
    const body = openAiErrorBody(await response.text());
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  };
}

export function createLlmClient(options: LlmClientOptions): OpenAI {
  const { apiKey } = options;
  return new OpenAI({
    baseURL: options.baseUrl.replace(/\/+$/, ''),
    // The SDK wants a key; a local server needs none, and then the Authorization header is removed (null unsets it).
    apiKey: apiKey ?? 'unset',
    ...(apiKey ? {} : { defaultHeaders: { Authorization: null } }),
    // Set, so that the SDK reads no OPENAI_* environment variable for them.
    adminAPIKey: null,
    organization: null,
    project: null,
    webhookSecret: null,
    timeout: options.timeoutMs,
    maxRetries: 1,
    fetch: withRetryPolicy(options.fetch ?? fetch, options.onRetry),
    logLevel: 'off',
  });
}

/** The backend's error text as the SDK kept it (`error.error`): short, on one line, without the key. */
function detailOf(error: APIError<number | undefined>, apiKey: string | null): string {
  const body: unknown = error.error;
  const text =
    typeof body === 'string'
      ? body
      : body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : body === undefined || body === null
          ? ''
          : JSON.stringify(body);
  return errorDetail(text, apiKey);
}

/** The error code of a connection failure (ECONNREFUSED, ENOTFOUND…), found along its causes. */
function systemCode(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 5; depth++) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && /^E[A-Z_]+$/.test(code)) return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

export interface FailureContext {
  apiKey: string | null;
  /** `12 s`: LLM_TIMEOUT_MS as the user reads it. */
  seconds: string;
  /** K3's deadline fired (rather than the user's stop). */
  timedOut: boolean;
  /** Waiting for the response (headers, or a whole answer), or reading a streamed one. */
  phase: 'response' | 'stream';
}

/**
 * What the SDK threw, as an LlmError: its message is safe to log (no key, no URL) and says what the user's chat reports.
 * The SDK's own errors are never kept as `cause` (a server's error body can repeat the key).
 */
export function llmFailure(error: unknown, context: FailureContext): LlmError {
  const { apiKey, seconds, phase } = context;
  if (error instanceof LlmError) return error;
  if (context.timedOut || error instanceof APIConnectionTimeoutError)
    return phase === 'response'
      ? new LlmError(`The AI service did not answer within ${seconds}`, 'timeout')
      : new LlmError(`The AI service stopped answering for ${seconds}`, 'timeout');
  if (error instanceof APIConnectionError) {
    const code = systemCode(error.cause);
    return new LlmError(`The AI service could not be reached${code ? ` (${code})` : ''}`, 'network', null, {
      cause: error.cause,
    });
  }
  if (!(error instanceof APIUserAbortError) && error instanceof APIError) {
    const answered = error as APIError<number | undefined>;
    const { status } = answered;
    if (status === 429) return new LlmError(BUSY_MESSAGE, 'busy', 429);
    if (status !== undefined)
      return new LlmError(`The AI service answered HTTP ${status}${detailOf(answered, apiKey)}`, 'http', status);
    // An error chunk in the stream (`data: {"error": …}`): the status line is long gone.
    return new LlmError(`The AI service failed mid-answer${detailOf(answered, apiKey)}`, 'stream');
  }
  if (error instanceof SyntaxError)
    return new LlmError(
      phase === 'stream' ? 'The AI service sent a malformed stream chunk' : 'The AI service sent a malformed answer',
      'stream',
    );
  return new LlmError('The AI service connection broke mid-answer', 'stream');
}
