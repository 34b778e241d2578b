// What the LLM adapter (index.ts) reads out of the chat-completions protocol once the `openai` client (client.ts) has
// parsed it: its error type, a round's outcome, tools as OpenAI lists them, content and usage as servers send them,
// Retry-After, and the deadline that aborts a silent request.
import type { AgentUsage, ToolSpec } from '../types';
import type { ToolCall } from './tool-calls';

/** The wait a 429 that gives no Retry-After is taken to ask for (the SDK then waits its own backoff, about 0.5 s). */
export const RETRY_AFTER_DEFAULT_MS = 1_000;

export type LlmErrorCode = 'busy' | 'timeout' | 'http' | 'network' | 'stream' | 'empty';

/** Why an answer failed; the message is fit for a log line and holds no secret. */
export class LlmError extends Error {
  override name = 'LlmError';
  readonly code: LlmErrorCode;
  /** The HTTP status, when the backend answered one. */
  readonly status: number | null;

  constructor(message: string, code: LlmErrorCode, status: number | null = null, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
    this.status = status;
  }
}

export interface Turn {
  content: string;
  toolCalls: ToolCall[];
  usage: AgentUsage | null;
}

/** An OpenAI `tools` entry from a ToolSpec (the JSON Schema's `$schema` key dropped: some servers refuse it). */
export function toolOf(spec: ToolSpec) {
  const { $schema: _schema, ...parameters } = spec.parameters;
  return { type: 'function', function: { name: spec.name, description: spec.description, parameters } } as const;
}

/** Content as OpenAI sends it: a string, or (some servers) an array of text parts. */
export function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part: unknown) =>
      part && typeof part === 'object' && 'text' in part && typeof part.text === 'string' ? part.text : '',
    )
    .join('');
}

export function usageOf(value: unknown): AgentUsage | null {
  if (!value || typeof value !== 'object') return null;
  const { prompt_tokens: prompt, completion_tokens: completion } = value as Record<string, unknown>;
  const count = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.round(n) : 0);
  return { promptTokens: count(prompt), completionTokens: count(completion) };
}

/** The wait a 429 asks for: `retry-after-ms` (OpenAI), else `Retry-After` in seconds or as an HTTP date. */
export function retryAfterMs(headers: Headers, now = Date.now()): number {
  const number = /^\s*\d+(\.\d+)?\s*$/;
  const ms = headers.get('retry-after-ms');
  if (ms && number.test(ms)) return Number(ms);
  const value = headers.get('retry-after');
  if (!value) return RETRY_AFTER_DEFAULT_MS;
  if (number.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? RETRY_AFTER_DEFAULT_MS : Math.max(0, date - now);
}

/** Small pieces of a whole answer (the non-streaming fallback): a word and the spaces after it, so they join back. */
export function smallChunks(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

/** A timer that aborts `controller` after `ms`; `fired` tells a timeout from any other failure. */
export function deadline(controller: AbortController, ms: number) {
  let fired = false;
  const timer = setTimeout(() => {
    fired = true;
    controller.abort();
  }, ms);
  return {
    get fired() {
      return fired;
    },
    clear: () => clearTimeout(timer),
  };
}

/** The backend's error text, short, on one line, without the key. */
export function errorDetail(text: string, apiKey: string | null): string {
  let message = text;
  try {
    const parsed = JSON.parse(text) as { error?: unknown; message?: unknown; detail?: unknown };
    const error = parsed.error ?? parsed.message ?? parsed.detail;
    if (typeof error === 'string') message = error;
    else if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
      message = error.message;
  } catch {
    // not JSON: the text itself
  }
  if (apiKey) message = message.replaceAll(apiKey, '***');
  message = message.replace(/\s+/g, ' ').trim().slice(0, 200);
  return message ? `: ${message}` : '';
}
