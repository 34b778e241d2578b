// Agent K's LLM adapter (issue 12 §2 "LLM adapter"; docs/agent-llm.md): any OpenAI-compatible chat-completions API
// (OpenAI, Ollama, vLLM, llama.cpp's server…) reasons with the user's tools. Each round is one streamed
// `POST {baseUrl}/chat/completions`; content deltas are yielded as they arrive, tool-call deltas are accumulated
// (tool-calls.ts) and the calls run through the user's ToolRunner, their results sent back as `tool` messages. At most
// `maxToolRounds` rounds run tools; then the model is asked once more with `tool_choice: 'none'` to answer with what it
// has. A backend that refuses to stream with tools is asked without streaming from then on. Timeouts cover the
// response headers and every gap between chunks; a 429 is retried once when its Retry-After is short; the user's abort
// cancels the upstream request and ends the answer quietly. Errors never hold the API key. What each request carries is
// bounded (budget.ts): the history within its budget, tool calls within their caps (tool-batch.ts), results cut.
import { setTimeout as delay } from 'node:timers/promises';
import type { Agent, AgentRequest, AgentUsage } from '../types';
import { LLM_BUDGET, shorten, TOOL_CALL_CAPS } from './budget';
import { SseParser } from './sse';
import { type ChatMessage, openingMessages } from './system-prompt';
import { createToolBatch, type ToolBatch, type ToolCallCaps } from './tool-batch';
import { ToolCallAccumulator, type ToolCallDelta } from './tool-calls';
import { type RoundMeter, UsageMeter } from './usage-meter';
import {
  type ChatBody,
  chunkOf,
  errorDetail,
  LlmError,
  type Opened,
  type Turn,
  deadline,
  retryAfterMs,
  smallChunks,
  textOf,
  toolOf,
  usageOf,
} from './protocol';

export { LlmError, type LlmErrorCode, retryAfterMs, smallChunks } from './protocol';

export { systemPrompt } from './system-prompt';

/** Defaults of the adapter's options, documented in docs/agent-llm.md. */
export const LLM_AGENT_DEFAULTS = { timeoutMs: 30_000, maxToolRounds: 4 } as const;
/** A 429 is retried once when the wait it asks for (Retry-After) is at most this; otherwise the user is told to retry. */
export const RETRY_AFTER_MAX_MS = 2_000;
export const BUSY_MESSAGE = 'The AI service is busy, try again in a moment';

export interface LlmAgentOptions {
  /** The API's base URL, ending before `/chat/completions` (e.g. https://api.openai.com/v1). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` when set; local servers need none. Never logged, never in an error. */
  apiKey: string | null;
  model: string;
  /** For the response headers, and for every gap between streamed chunks. Default 30 000 ms. */
  timeoutMs?: number;
  /** Rounds whose tool calls are run; the next request then forbids tools. Default 4. */
  maxToolRounds?: number;
  /** Tool calls run per round and per prompt, and at once (default TOOL_CALL_CAPS: 8, 16, 4). */
  toolCallCaps?: Partial<ToolCallCaps>;
  fetch?: typeof fetch;
  logger?: { info(obj: object, msg: string): void };
}

export function createLlmAgent(options: LlmAgentOptions): Agent {
  const { model, apiKey, logger } = options;
  const timeoutMs = options.timeoutMs ?? LLM_AGENT_DEFAULTS.timeoutMs;
  const maxToolRounds = Math.max(0, options.maxToolRounds ?? LLM_AGENT_DEFAULTS.maxToolRounds);
  const fetchImpl = options.fetch ?? fetch;
  const toolCallCaps: ToolCallCaps = { ...TOOL_CALL_CAPS, ...options.toolCallCaps };
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const seconds = `${timeoutMs / 1000} s`;
  /** Cleared once the backend refused a streamed request with tools and answered the same one unstreamed. */
  let canStreamTools = true;

  const detail = (text: string): string => errorDetail(text, apiKey);

  /** Reads a whole body within the timeout. */
  async function readText(opened: Opened, userSignal: AbortSignal): Promise<string> {
    const timer = deadline(opened.controller, timeoutMs);
    try {
      return await opened.response.text();
    } catch (error) {
      if (timer.fired) throw new LlmError(`The AI service stopped answering for ${seconds}`, 'timeout', null, { cause: error });
      if (userSignal.aborted) throw error;
      throw new LlmError('The AI service connection broke mid-answer', 'stream', null, { cause: error });
    } finally {
      timer.clear();
    }
  }

  /**
   * Sends one request; resolves once a 2xx response's headers arrived. A 429 is retried once when its wait is short.
   * 'cannot-stream': the backend refused a streamed request with tools (400/422 naming stream or tools).
   */
  async function open(
    body: ChatBody,
    userSignal: AbortSignal,
    streamed: boolean,
    meter: RoundMeter,
  ): Promise<Opened | 'cannot-stream'> {
    const payload = JSON.stringify(body);
    // The last request sent is what the model read (a refused streamed one and its unstreamed retry are one round).
    meter.sent = payload.length;
    for (let attempt = 0; ; attempt++) {
      const controller = new AbortController();
      const timer = deadline(controller, timeoutMs);
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: streamed ? 'text/event-stream' : 'application/json',
            ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
          },
          body: payload,
          signal: AbortSignal.any([userSignal, controller.signal]),
        });
      } catch (error) {
        if (userSignal.aborted) throw error;
        if (timer.fired) throw new LlmError(`The AI service did not answer within ${seconds}`, 'timeout', null, { cause: error });
        const code = (error as { cause?: { code?: unknown } }).cause?.code;
        const reason = typeof code === 'string' ? ` (${code})` : '';
        throw new LlmError(`The AI service could not be reached${reason}`, 'network', null, { cause: error });
      } finally {
        timer.clear();
      }
      const opened = { response, controller };
      if (response.ok && response.body) return opened;
      if (response.status === 429) {
        const waitMs = retryAfterMs(response.headers);
        await response.body?.cancel().catch(() => undefined);
        if (attempt === 0 && waitMs <= RETRY_AFTER_MAX_MS) {
          logger?.info({ model, waitMs }, 'agent k: the AI service answered 429, retrying once');
          await delay(waitMs, undefined, { signal: userSignal });
          continue;
        }
        throw new LlmError(BUSY_MESSAGE, 'busy', 429);
      }
      const text = await readText(opened, userSignal);
      if (streamed && 'tools' in body && (response.status === 400 || response.status === 422) && /stream|tool/i.test(text))
        return 'cannot-stream';
      throw new LlmError(`The AI service answered HTTP ${response.status}${detail(text)}`, 'http', response.status);
    }
  }

  /** Reads a streamed response: yields content as it arrives, returns the round's text, tool calls and usage. */
  async function* readStream(
    opened: Opened,
    userSignal: AbortSignal,
    round: number,
    meter: RoundMeter,
  ): AsyncGenerator<string, Turn> {
    const reader = (opened.response.body as NonNullable<Response['body']>).getReader();
    const parser = new SseParser();
    const calls = new ToolCallAccumulator();
    let content = '';
    let usage: AgentUsage | null = null;
    let ended = false;
    try {
      reading: for (;;) {
        const timer = deadline(opened.controller, timeoutMs);
        let result: Awaited<ReturnType<typeof reader.read>>;
        try {
          result = await reader.read();
        } catch (error) {
          if (userSignal.aborted) throw error;
          if (timer.fired)
            throw new LlmError(`The AI service stopped answering for ${seconds}`, 'timeout', null, { cause: error });
          throw new LlmError('The AI service connection broke mid-answer', 'stream', null, { cause: error });
        } finally {
          timer.clear();
        }
        if (result.done) ended = true;
        for (const event of result.done ? parser.end() : parser.push(result.value as Uint8Array)) {
          if (event.data.trim() === '[DONE]') break reading;
          const chunk = chunkOf(event, apiKey);
          usage = usageOf(chunk.usage) ?? usage;
          const choice = Array.isArray(chunk.choices) ? (chunk.choices[0] as Record<string, unknown> | undefined) : undefined;
          const delta = (choice?.delta ?? choice?.message) as { content?: unknown; tool_calls?: unknown } | undefined;
          if (!delta) continue;
          if (Array.isArray(delta.tool_calls)) {
            meter.received += JSON.stringify(delta.tool_calls).length;
            for (const call of delta.tool_calls as ToolCallDelta[]) calls.add(call);
          }
          const text = textOf(delta.content);
          if (text !== '') {
            content += text;
            meter.received += text.length;
            yield text;
            // Stopped while the chunk was handed on: nothing more of this read is yielded.
            userSignal.throwIfAborted();
          }
        }
        if (ended) break;
      }
    } finally {
      // After [DONE], an early return or an error: the connection is released (and the upstream generation stopped).
      if (!ended) await reader.cancel().catch(() => undefined);
      opened.controller.abort();
    }
    return { content, toolCalls: calls.calls(round), usage };
  }

  /** Reads a whole (non-streamed) completion and yields its content in small pieces. */
  async function* readWhole(
    opened: Opened,
    userSignal: AbortSignal,
    round: number,
    meter: RoundMeter,
  ): AsyncGenerator<string, Turn> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readText(opened, userSignal));
    } catch (error) {
      if (error instanceof LlmError || userSignal.aborted) throw error;
      throw new LlmError('The AI service sent a malformed answer', 'stream');
    } finally {
      opened.controller.abort();
    }
    const record = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
    if (record.error !== undefined && record.error !== null)
      throw new LlmError(`The AI service failed${detail(JSON.stringify(record))}`, 'stream');
    const choice = Array.isArray(record.choices) ? (record.choices[0] as Record<string, unknown> | undefined) : undefined;
    const message = (choice?.message ?? {}) as { content?: unknown; tool_calls?: unknown };
    const calls = new ToolCallAccumulator();
    if (Array.isArray(message.tool_calls))
      (message.tool_calls as ToolCallDelta[]).forEach((call, index) => calls.add({ ...call, index }));
    const content = textOf(message.content);
    meter.received += content.length + (JSON.stringify(message.tool_calls) ?? '').length;
    for (const piece of smallChunks(content)) {
      yield piece;
      userSignal.throwIfAborted();
    }
    return { content, toolCalls: calls.calls(round), usage: usageOf(record.usage) };
  }

  /** One round: streamed, or whole when the backend cannot stream with tools (learnt on the first refusal). */
  async function* ask(base: ChatBody, userSignal: AbortSignal, round: number, meter: RoundMeter): AsyncGenerator<string, Turn> {
    const withTools = 'tools' in base;
    if (withTools && !canStreamTools) {
      const opened = await open({ ...base, stream: false }, userSignal, false, meter);
      return yield* readWhole(opened as Opened, userSignal, round, meter);
    }
    const opened = await open({ ...base, stream: true, stream_options: { include_usage: true } }, userSignal, true, meter);
    if (opened !== 'cannot-stream') {
      // A server that ignores `stream` answers with one JSON document.
      if (/application\/json/i.test(opened.response.headers.get('content-type') ?? ''))
        return yield* readWhole(opened, userSignal, round, meter);
      return yield* readStream(opened, userSignal, round, meter);
    }
    const whole = await open({ ...base, stream: false }, userSignal, false, meter);
    canStreamTools = false;
    logger?.info({ model }, 'agent k: the AI service cannot stream with tools; its rounds with tools are no longer streamed');
    return yield* readWhole(whole as Opened, userSignal, round, meter);
  }

  /** Runs a round's calls within the caps and appends the assistant's calls and their results to `messages`. */
  async function runTools(turn: Turn, batch: ToolBatch, messages: ChatMessage[]): Promise<void> {
    const { listed, refused, dropped } = await batch.round(turn.toolCalls);
    if (refused > 0)
      logger?.info({ model, refused, dropped }, 'agent k: tool calls past the per-round or per-prompt cap refused');
    messages.push({
      role: 'assistant',
      // The round's own text goes back shortened: the model wrote it, the next request need not carry all of it.
      content: turn.content === '' ? null : shorten(turn.content, LLM_BUDGET.roundTextChars),
      tool_calls: listed.map(({ call }) => ({
        id: call.id,
        type: 'function',
        function: { name: call.name, arguments: call.arguments },
      })),
    });
    for (const { call, content } of listed) messages.push({ role: 'tool', tool_call_id: call.id, content });
  }

  async function* answer(request: AgentRequest): AsyncGenerator<string, void> {
    const { signal } = request;
    const tools = request.tools.specs.map(toolOf);
    const messages = openingMessages(request.lang, request.history, request.message);
    const meter = new UsageMeter();
    const batch = createToolBatch(request, toolCallCaps);
    let answered = false;
    try {
      for (let round = 0; !signal.aborted; round++) {
        const last = round >= maxToolRounds;
        const body: ChatBody = {
          model,
          messages,
          ...(tools.length > 0 ? { tools, ...(last ? { tool_choice: 'none' } : {}) } : {}),
        };
        const roundMeter = meter.start();
        // yield* hands an early return (the consumer stopped) down to the round, which then closes its connection.
        const turn = yield* ask(body, signal, round, roundMeter);
        meter.close(turn.usage);
        if (turn.content !== '') answered = true;
        if (turn.toolCalls.length === 0) break;
        if (last) {
          logger?.info({ model, calls: turn.toolCalls.length }, 'agent k: tool calls past the round cap ignored');
          break;
        }
        await runTools(turn, batch, messages);
        if (signal.aborted) return;
        if (round + 1 === maxToolRounds)
          logger?.info({ model, rounds: maxToolRounds }, 'agent k: tool-round cap reached, asking for an answer without tools');
      }
      if (!answered && !signal.aborted) throw new LlmError('The AI service returned an empty answer', 'empty');
    } catch (error) {
      // The user stopped the answer: whatever failed because of it ends the answer quietly.
      if (signal.aborted) return;
      throw error;
    } finally {
      // A round cut short (stop, failure) counts its estimate.
      meter.close(null);
      request.onUsage?.(meter.total);
    }
  }

  return { kind: 'llm', answer: (request) => answer(request) };
}
