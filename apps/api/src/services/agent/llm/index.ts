// Agent K's LLM adapter (issue 12 §2 "LLM adapter", issue 28 §3; docs/agent-llm.md): any OpenAI-compatible
// chat-completions API (OpenAI, Ollama, vLLM, llama.cpp's server…) reasons with the user's tools. Each round is one
// `client.chat.completions.create({ stream: true, … })` of the official `openai` client (client.ts), which sends the
// request, parses the event stream and retries a short 429; content deltas are yielded as they arrive, tool-call deltas
// are joined (tool-calls.ts) and the calls run through the user's ToolRunner, their results sent back as `tool`
// messages. At most `maxToolRounds` rounds run tools; then the model is asked once more with `tool_choice: 'none'` to
// answer with what it has. A backend that refuses to stream with tools is asked without streaming from then on.
// Deadlines cover the response and every gap between chunks; the user's abort cancels the upstream request and ends
// the answer quietly. Errors never hold the API key. What each request carries is bounded (budget.ts): the history
// within its budget, tool calls within their caps (tool-batch.ts), results cut.
import type OpenAI from 'openai';
import type { Stream } from 'openai/core/streaming';
import type {
  ChatCompletion,
  ChatCompletionChunk,
  ChatCompletionCreateParamsBase,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import type { Agent, AgentRequest, AgentUsage } from '../types';
import { LLM_BUDGET, shorten, TOOL_CALL_CAPS } from './budget';
import { createLlmClient, type FailureContext, llmFailure } from './client';
import { type ChatMessage, openingMessages } from './system-prompt';
import { createToolBatch, type ToolBatch, type ToolCallCaps } from './tool-batch';
import { ToolCallAccumulator, type ToolCallDelta } from './tool-calls';
import { type RoundMeter, UsageMeter } from './usage-meter';
import { deadline, errorDetail, LlmError, smallChunks, textOf, toolOf, type Turn, usageOf } from './protocol';

export { BUSY_MESSAGE, RETRY_AFTER_MAX_MS } from './client';
export { LlmError, type LlmErrorCode, retryAfterMs, smallChunks } from './protocol';

export { systemPrompt } from './system-prompt';

/** Defaults of the adapter's options, documented in docs/agent-llm.md. */
export const LLM_AGENT_DEFAULTS = { timeoutMs: 30_000, maxToolRounds: 4 } as const;

export interface LlmAgentOptions {
  /** The API's base URL, ending before `/chat/completions` (e.g. https://api.openai.com/v1). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` when set; local servers need none. Never logged, never in an error. */
  apiKey: string | null;
  model: string;
  /** For the response, and for every gap between streamed chunks. Default 30 000 ms. */
  timeoutMs?: number;
  /** Rounds whose tool calls are run; the next request then forbids tools. Default 4. */
  maxToolRounds?: number;
  /** Tool calls run per round and per prompt, and at once (default TOOL_CALL_CAPS: 8, 16, 4). */
  toolCallCaps?: Partial<ToolCallCaps>;
  /** The fetch the SDK calls (default: the global one). */
  fetch?: typeof fetch;
  logger?: { info(obj: object, msg: string): void };
}

/** A round's request: what every round sends, before `stream` and `stream_options`. */
type RoundParams = Omit<ChatCompletionCreateParamsBase, 'stream' | 'stream_options'>;

/** One request to the model: its own controller, aborted by K3's deadlines and at the round's end; the user's stop aborts its signal too. */
interface Call {
  controller: AbortController;
  signal: AbortSignal;
}

/** A streamed round once its response started: the SDK's stream, or a whole answer a server sent instead. */
type Opened = { call: Call; stream: Stream<ChatCompletionChunk> } | { call: Call; whole: unknown };

export function createLlmAgent(options: LlmAgentOptions): Agent {
  const { model, apiKey, logger } = options;
  const timeoutMs = options.timeoutMs ?? LLM_AGENT_DEFAULTS.timeoutMs;
  const maxToolRounds = Math.max(0, options.maxToolRounds ?? LLM_AGENT_DEFAULTS.maxToolRounds);
  const toolCallCaps: ToolCallCaps = { ...TOOL_CALL_CAPS, ...options.toolCallCaps };
  const seconds = `${timeoutMs / 1000} s`;
  const client: OpenAI = createLlmClient({
    baseUrl: options.baseUrl,
    apiKey,
    timeoutMs,
    fetch: options.fetch,
    onRetry: (waitMs) => logger?.info({ model, waitMs }, 'agent k: the AI service answered 429, retrying once'),
  });
  /** Cleared once the backend refused a streamed request with tools and answered the same one unstreamed. */
  let canStreamTools = true;

  const failure = (error: unknown, timedOut: boolean, phase: FailureContext['phase']) =>
    llmFailure(error, { apiKey, seconds, timedOut, phase });

  function newCall(userSignal: AbortSignal): Call {
    const controller = new AbortController();
    return { controller, signal: AbortSignal.any([userSignal, controller.signal]) };
  }

  /**
   * Awaits the SDK within LLM_TIMEOUT_MS (the response, the SDK's retry and its wait included, or a whole answer). The
   * deadline aborts the request through its signal, so the SDK takes it for the caller's abort and does not retry it.
   * The user's stop is rethrown as is: the answer then ends quietly.
   */
  async function within<T>(call: Call, userSignal: AbortSignal, promise: Promise<T>): Promise<T> {
    const timer = deadline(call.controller, timeoutMs);
    try {
      return await promise;
    } catch (error) {
      if (userSignal.aborted) throw error;
      throw failure(error, timer.fired, 'response');
    } finally {
      timer.clear();
    }
  }

  /**
   * Sends a streamed round; resolves once the response started. 'cannot-stream': the backend refused a streamed
   * request with tools (400/422 naming stream or tools).
   */
  async function openStream(params: RoundParams, userSignal: AbortSignal, meter: RoundMeter): Promise<Opened | 'cannot-stream'> {
    const body = { ...params, stream: true, stream_options: { include_usage: true } } as const;
    // The last request sent is what the model read (a refused streamed one and its unstreamed retry are one round).
    meter.sent = JSON.stringify(body).length;
    const call = newCall(userSignal);
    try {
      const { data: stream, response } = await within(
        call,
        userSignal,
        client.chat.completions.create(body, { signal: call.signal }).withResponse(),
      );
      // A server that ignores `stream` answers with one JSON document.
      if (/application\/json/i.test(response.headers.get('content-type') ?? '')) {
        const whole: unknown = await within(call, userSignal, response.json());
        return { call, whole };
      }
      return { call, stream };
    } catch (error) {
      call.controller.abort();
      // The message after "The AI service answered HTTP 400:" is the server's own.
      const said = error instanceof LlmError ? error.message.slice(error.message.indexOf(':') + 1) : '';
      if (
        params.tools !== undefined &&
        error instanceof LlmError &&
        (error.status === 400 || error.status === 422) &&
        /stream|tool/i.test(said)
      )
        return 'cannot-stream';
      throw error;
    }
  }

  /** Sends an unstreamed round; resolves with the whole answer. */
  async function askWhole(params: RoundParams, userSignal: AbortSignal, meter: RoundMeter): Promise<unknown> {
    const body = { ...params, stream: false } as const;
    meter.sent = JSON.stringify(body).length;
    const call = newCall(userSignal);
    try {
      return await within(call, userSignal, client.chat.completions.create(body, { signal: call.signal }));
    } finally {
      call.controller.abort();
    }
  }

  /** Reads a streamed response: yields content as it arrives, returns the round's text, tool calls and usage. */
  async function* readStream(
    call: Call,
    stream: Stream<ChatCompletionChunk>,
    userSignal: AbortSignal,
    round: number,
    meter: RoundMeter,
  ): AsyncGenerator<string, Turn> {
    const chunks = stream[Symbol.asyncIterator]();
    const calls = new ToolCallAccumulator();
    let content = '';
    let usage: AgentUsage | null = null;
    try {
      for (;;) {
        const timer = deadline(call.controller, timeoutMs);
        let next: IteratorResult<ChatCompletionChunk>;
        try {
          next = await chunks.next();
          // The SDK ends a stream quietly when its request is aborted: by the deadline, or by the user's stop.
          if (next.done && timer.fired) throw new Error('no chunk within the timeout');
        } catch (error) {
          if (userSignal.aborted) throw error;
          throw failure(error, timer.fired, 'stream');
        } finally {
          timer.clear();
        }
        if (next.done) break;
        const chunk = next.value as Partial<ChatCompletionChunk>;
        usage = usageOf(chunk.usage) ?? usage;
        // Some servers put a whole `message` in a chunk rather than a `delta`.
        const choice = (Array.isArray(chunk.choices) ? chunk.choices[0] : undefined) as
          { delta?: unknown; message?: unknown } | undefined;
        const delta = (choice?.delta ?? choice?.message) as { content?: unknown; tool_calls?: unknown } | undefined;
        if (!delta) continue;
        if (Array.isArray(delta.tool_calls)) {
          meter.received += JSON.stringify(delta.tool_calls).length;
          for (const piece of delta.tool_calls as ToolCallDelta[]) calls.add(piece);
        }
        const text = textOf(delta.content);
        if (text !== '') {
          content += text;
          meter.received += text.length;
          yield text;
          // Stopped while the chunk was handed on: nothing more of this round is yielded.
          userSignal.throwIfAborted();
        }
      }
      userSignal.throwIfAborted();
    } finally {
      // At the end, on an early return or an error: the connection is released (and the upstream generation stopped).
      call.controller.abort();
      await chunks.return?.()?.catch(() => undefined);
    }
    return { content, toolCalls: calls.calls(round), usage };
  }

  /** A whole (non-streamed) completion: yields its content in small pieces, returns its tool calls and usage. */
  function* readWhole(whole: unknown, userSignal: AbortSignal, round: number, meter: RoundMeter): Generator<string, Turn> {
    if (!whole || typeof whole !== 'object') throw new LlmError('The AI service sent a malformed answer', 'stream');
    const record = whole as Partial<ChatCompletion> & { error?: unknown };
    if (record.error !== undefined && record.error !== null)
      throw new LlmError(`The AI service failed${errorDetail(JSON.stringify(record), apiKey)}`, 'stream');
    const choice = Array.isArray(record.choices) ? (record.choices[0] as { message?: unknown } | undefined) : undefined;
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
  async function* ask(
    params: RoundParams,
    userSignal: AbortSignal,
    round: number,
    meter: RoundMeter,
  ): AsyncGenerator<string, Turn> {
    const withTools = params.tools !== undefined;
    if (withTools && !canStreamTools)
      return yield* readWhole(await askWhole(params, userSignal, meter), userSignal, round, meter);
    const opened = await openStream(params, userSignal, meter);
    if (opened !== 'cannot-stream') {
      if ('whole' in opened) {
        opened.call.controller.abort();
        return yield* readWhole(opened.whole, userSignal, round, meter);
      }
      return yield* readStream(opened.call, opened.stream, userSignal, round, meter);
    }
    const whole = await askWhole(params, userSignal, meter);
    canStreamTools = false;
    logger?.info({ model }, 'agent k: the AI service cannot stream with tools; its rounds with tools are no longer streamed');
    return yield* readWhole(whole, userSignal, round, meter);
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
    const tools: ChatCompletionTool[] = request.tools.specs.map(toolOf);
    const messages = openingMessages(request.lang, request.history, request.message);
    const meter = new UsageMeter();
    const batch = createToolBatch(request, toolCallCaps);
    let answered = false;
    try {
      for (let round = 0; !signal.aborted; round++) {
        const last = round >= maxToolRounds;
        const params: RoundParams = {
          model,
          messages,
          ...(tools.length > 0 ? { tools, ...(last ? { tool_choice: 'none' as const } : {}) } : {}),
        };
        const roundMeter = meter.start();
        // yield* hands an early return (the consumer stopped) down to the round, which then closes its connection.
        const turn = yield* ask(params, signal, round, roundMeter);
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
