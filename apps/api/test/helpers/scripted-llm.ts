// A local OpenAI-compatible chat-completions server (node:http on 127.0.0.1, port 0) scripted per test: each
// `POST /v1/chat/completions` takes the next scripted response (SSE chunks with optional delays, a JSON body with any
// status, or a hang) and every request is recorded (headers, body, whether the client closed the connection early), so
// tests assert on the messages and tools sent. Used by the LLM adapter's tests, the chat route's grounding test and the
// bench; nothing reaches the outside network. docs/agent-llm.md "Tests".
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One SSE event: a chunk object (sent as JSON), raw text after `data: `, or a stop that keeps the stream open. */
export type ScriptedEvent = { delayMs?: number } & ({ data: unknown } | { raw: string } | { hang: true });

export type ScriptedResponse =
  /** A 200 `text/event-stream`: the events, then `data: [DONE]` unless `done` is false (the connection then ends). */
  | { kind: 'sse'; events: ScriptedEvent[]; done?: boolean; headers?: Record<string, string>; delayMs?: number }
  /** Any status with a JSON (or text) body: an error, a 429, or a non-streamed completion. */
  | { kind: 'json'; status?: number; body: unknown; headers?: Record<string, string>; delayMs?: number }
  /** Never answers: no status, no header (the client's timeout or abort ends it). */
  | { kind: 'hang' };

export interface ChatRequestBody {
  model?: string;
  stream?: boolean;
  stream_options?: unknown;
  messages: {
    role: string;
    content: string | null;
    tool_call_id?: string;
    tool_calls?: { id: string; type: string; function: { name: string; arguments: string } }[];
  }[];
  tools?: { type: string; function: { name: string; description: string; parameters: Record<string, unknown> } }[];
  tool_choice?: unknown;
  [key: string]: unknown;
}

export interface ScriptedRequest {
  headers: IncomingHttpHeaders;
  body: ChatRequestBody;
  /** Set when the client closed the connection before the response was complete. */
  closedEarly: boolean;
  /** Settles once the connection is done with (complete or closed), true when the client closed it early. */
  closed: Promise<boolean>;
}

/** A scripted response, or a function of the request (e.g. to answer with figures from the tool messages). */
export type Scripted = ScriptedResponse | ((request: ScriptedRequest) => ScriptedResponse);

export interface ScriptedLlm {
  /** The base URL to configure (LLM_BASE_URL), ending in /v1. */
  url: string;
  requests: ScriptedRequest[];
  /** Appends responses; each request takes the next one (none left: `otherwise`, else HTTP 500 "no scripted response"). */
  script(...responses: Scripted[]): void;
  /** Scripted responses not taken yet. */
  pending(): number;
  /** Forgets the script and the recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

const MODEL = 'scripted';
let serial = 0;

function chunk(delta: Record<string, unknown>, finishReason: string | null = null) {
  return {
    id: 'chatcmpl-scripted',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: MODEL,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
}

/** A text answer as stream events, in pieces of one word and its spaces (or `size` characters), `delayMs` apart. */
export function textChunks(text: string, options: { size?: number; delayMs?: number; finish?: boolean } = {}): ScriptedEvent[] {
  const pieces = options.size
    ? (text.match(new RegExp(`[\\s\\S]{1,${options.size}}`, 'g')) ?? [])
    : (text.match(/\S+\s*|\s+/g) ?? []);
  const events: ScriptedEvent[] = pieces.map((piece, i) => ({
    data: chunk(i === 0 ? { role: 'assistant', content: piece } : { content: piece }),
    ...(options.delayMs ? { delayMs: options.delayMs } : {}),
  }));
  if (options.finish !== false) events.push({ data: chunk({}, 'stop') });
  return events;
}

export interface ScriptedToolCall {
  /** Default `call_<n>`. Null: the backend sends no id. */
  id?: string | null;
  name: string;
  /** An object is sent as JSON text (or as is with `objectArgs`); a string is sent verbatim (malformed JSON included). */
  args: unknown;
  /** Pieces the arguments text is cut into (OpenAI streams them in fragments). Default 1. */
  fragments?: number;
  /** Default: its position. */
  index?: number;
}

/**
 * Tool calls as stream events. Default (OpenAI): per call, a chunk with its id, name and empty arguments, then the
 * arguments in `fragments` pieces; `interleave` alternates the calls' fragments. `whole` (Ollama): every call complete
 * in one chunk, with `objectArgs` sending the arguments as an object rather than text.
 */
export function toolCallChunks(
  calls: ScriptedToolCall[],
  options: { whole?: boolean; objectArgs?: boolean; interleave?: boolean; finish?: boolean } = {},
): ScriptedEvent[] {
  const described = calls.map((call, position) => {
    const text = typeof call.args === 'string' ? call.args : JSON.stringify(call.args);
    const count = Math.max(1, Math.min(call.fragments ?? 1, text.length || 1));
    const size = Math.ceil(text.length / count);
    const fragments = Array.from({ length: count }, (_, i) => text.slice(i * size, (i + 1) * size));
    return {
      index: call.index ?? position,
      id: call.id === undefined ? `call_${++serial}` : call.id,
      name: call.name,
      text,
      args: options.objectArgs && typeof call.args !== 'string' ? call.args : text,
      fragments,
    };
  });
  const withId = (call: (typeof described)[number]) => (call.id === null ? {} : { id: call.id });
  const events: ScriptedEvent[] = [];
  if (options.whole) {
    events.push({
      data: chunk({
        role: 'assistant',
        content: '',
        tool_calls: described.map((call) => ({
          index: call.index,
          ...withId(call),
          type: 'function',
          function: { name: call.name, arguments: call.args },
        })),
      }),
    });
  } else {
    const heads = described.map((call) => ({
      data: chunk({
        tool_calls: [{ index: call.index, ...withId(call), type: 'function', function: { name: call.name, arguments: '' } }],
      }),
    }));
    const parts = described.map((call) =>
      call.fragments.map((fragment) => ({
        data: chunk({ tool_calls: [{ index: call.index, function: { arguments: fragment } }] }),
      })),
    );
    if (options.interleave) {
      events.push(...heads);
      const longest = Math.max(0, ...parts.map((list) => list.length));
      for (let i = 0; i < longest; i++) for (const list of parts) if (list[i]) events.push(list[i] as ScriptedEvent);
    } else {
      described.forEach((_, i) => events.push(heads[i] as ScriptedEvent, ...(parts[i] as ScriptedEvent[])));
    }
  }
  if (options.finish !== false) events.push({ data: chunk({}, 'tool_calls') });
  return events;
}

/** The last chunk of a stream asked with `stream_options.include_usage`: no choices, the round's token counts. */
export function usageChunk(promptTokens = 10, completionTokens = 5): ScriptedEvent {
  return {
    data: {
      id: 'chatcmpl-scripted',
      object: 'chat.completion.chunk',
      created: 1_700_000_000,
      model: MODEL,
      choices: [],
      usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
    },
  };
}

/** An error sent inside the stream, as OpenAI-compatible servers do once the status line is gone. */
export function errorChunk(message = 'The model crashed'): ScriptedEvent {
  return { data: { error: { message, type: 'server_error' } } };
}

/** A streamed response from events (chunks, usage…); `[DONE]` is appended. */
export function sse(...events: (ScriptedEvent | ScriptedEvent[])[]): ScriptedResponse {
  return { kind: 'sse', events: events.flat() };
}

/** A non-streamed completion: `{ choices: [{ message }], usage }`. */
export function completion(
  content: string | null,
  options: { toolCalls?: { id: string; name: string; args: unknown; objectArgs?: boolean }[]; usage?: [number, number] } = {},
): ScriptedResponse {
  const toolCalls = options.toolCalls?.map((call) => ({
    id: call.id,
    type: 'function',
    function: {
      name: call.name,
      arguments: call.objectArgs || typeof call.args === 'string' ? call.args : JSON.stringify(call.args),
    },
  }));
  return {
    kind: 'json',
    body: {
      id: 'chatcmpl-scripted',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: MODEL,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, ...(toolCalls ? { tool_calls: toolCalls } : {}) },
          finish_reason: toolCalls ? 'tool_calls' : 'stop',
        },
      ],
      ...(options.usage ? { usage: { prompt_tokens: options.usage[0], completion_tokens: options.usage[1] } } : {}),
    },
  };
}

/** An HTTP error (OpenAI's error body by default). */
export function httpError(status: number, message: string, headers?: Record<string, string>): ScriptedResponse {
  return { kind: 'json', status, body: { error: { message, type: 'invalid_request_error' } }, ...(headers ? { headers } : {}) };
}

export function hang(): ScriptedResponse {
  return { kind: 'hang' };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ScriptedLlmOptions {
  /** Answers requests once the script is used up (the bench's endless stream); default: HTTP 500. */
  otherwise?: Scripted;
  /** Keep every request (default true); the bench turns it off. */
  record?: boolean;
}

export async function startScriptedLlm(options: ScriptedLlmOptions = {}): Promise<ScriptedLlm> {
  const queue: Scripted[] = [];
  const requests: ScriptedRequest[] = [];

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (data: Buffer) => chunks.push(data));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      let body: ChatRequestBody;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequestBody;
      } catch {
        response
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'invalid JSON' } }));
        return;
      }
      let settle: (early: boolean) => void = () => undefined;
      const recorded: ScriptedRequest = {
        headers: request.headers,
        body,
        closedEarly: false,
        closed: new Promise<boolean>((resolve) => (settle = resolve)),
      };
      if (options.record !== false) requests.push(recorded);
      response.on('close', () => {
        recorded.closedEarly = !response.writableFinished;
        settle(recorded.closedEarly);
      });
      const next = queue.shift() ?? options.otherwise;
      const scripted = typeof next === 'function' ? next(recorded) : next;
      void respond(scripted, response).catch(() => response.destroy());
    });
  });

  async function respond(scripted: ScriptedResponse | undefined, response: ServerResponse): Promise<void> {
    const gone = () => response.destroyed || response.writableEnded;
    if (!scripted) {
      response
        .writeHead(500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'no scripted response' } }));
      return;
    }
    if (scripted.kind === 'hang') return;
    if (scripted.delayMs) await sleep(scripted.delayMs);
    if (gone()) return;
    if (scripted.kind === 'json') {
      const text = typeof scripted.body === 'string' ? scripted.body : JSON.stringify(scripted.body);
      response.writeHead(scripted.status ?? 200, { 'content-type': 'application/json', ...scripted.headers }).end(text);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...scripted.headers });
    response.flushHeaders();
    for (const event of scripted.events) {
      if (event.delayMs) await sleep(event.delayMs);
      if (gone()) return;
      if ('hang' in event) return;
      response.write(`data: ${'raw' in event ? event.raw : JSON.stringify(event.data)}\n\n`);
    }
    if (scripted.done !== false) response.write('data: [DONE]\n\n');
    response.end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...responses) => void queue.push(...responses),
    pending: () => queue.length,
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
