// Agent K's LLM adapter against a local scripted OpenAI-compatible server (helpers/scripted-llm.ts; issue 12 §4): text
// streamed in order, tool calls in fragments, in parallel or whole (Ollama), malformed arguments answered as a tool
// error, an error mid-stream, 429s, timeouts, the user's abort, the tool-round cap, the non-streaming fallback, usage,
// the Authorization header and the system prompt. The ToolRunner is an in-memory one: the protocol is under test here.
import { z } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config';
import { BUSY_MESSAGE, createLlmAgent, type LlmAgentOptions, LlmError } from '../../src/services/agent/llm';
import { ToolCallAccumulator } from '../../src/services/agent/llm/tool-calls';
import { TOOL_ARGS, TOOL_DESCRIPTIONS, TOOL_NAMES } from '../../src/services/agent/tools/catalogue';
import type { Agent, AgentRequest, AgentUsage, ToolResult, ToolRunner } from '../../src/services/agent/types';
import {
  completion,
  errorChunk,
  hang,
  httpError,
  type ScriptedLlm,
  sse,
  startScriptedLlm,
  textChunks,
  toolCallChunks,
  usageChunk,
} from '../helpers/scripted-llm';

const KEY = 'sk-test-very-secret-key-0123456789';
let llm: ScriptedLlm;
beforeAll(async () => {
  llm = await startScriptedLlm();
});
afterAll(() => llm.close());
beforeEach(() => llm.reset());

const PORTFOLIO = { total: 12_345.67, change24h: { value: 120.5, percent: 0.98 } };

/** An in-memory ToolRunner with the real catalogue's specs; records each call. */
function memoryTools(answers: Partial<Record<string, (args: unknown) => ToolResult>> = {}) {
  const calls: { name: string; args: unknown }[] = [];
  const runner: ToolRunner = {
    specs: TOOL_NAMES.map((name) => ({
      name,
      description: TOOL_DESCRIPTIONS[name],
      parameters: z.toJSONSchema(TOOL_ARGS[name]),
    })),
    call(name, args) {
      calls.push({ name, args });
      const answer = answers[name];
      if (answer) return Promise.resolve(answer(args));
      if (name === 'portfolio_summary') return Promise.resolve({ ok: true, demo: true, data: PORTFOLIO });
      return Promise.resolve({ ok: true, demo: false, data: { name, args } });
    },
    findAssets: () => Promise.resolve([]),
  };
  return { runner, calls };
}

function agent(options: Partial<LlmAgentOptions> = {}) {
  return createLlmAgent({ baseUrl: llm.url, apiKey: KEY, model: 'test-model', ...options });
}

interface Run {
  pieces: string[];
  text: string;
  error: unknown;
  usage: AgentUsage[];
  tools: string[];
}

/** Runs one answer of `options.agent` (or of a new agent made with `options`), collecting what it reports. */
async function run(
  options: Partial<LlmAgentOptions> & { agent?: Agent } = {},
  request: Partial<AgentRequest> = {},
  onPiece?: (piece: string, pieces: string[]) => void,
): Promise<Run> {
  const result: Run = { pieces: [], text: '', error: undefined, usage: [], tools: [] };
  const { agent: given, ...agentOptions } = options;
  const target = given ?? agent(agentOptions);
  try {
    for await (const piece of target.answer({
      lang: 'en',
      message: 'What is my portfolio worth?',
      history: [],
      tools: memoryTools().runner,
      signal: new AbortController().signal,
      onUsage: (usage) => result.usage.push(usage),
      onTool: (name) => result.tools.push(name),
      ...request,
    })) {
      result.pieces.push(piece);
      onPiece?.(piece, result.pieces);
    }
  } catch (error) {
    result.error = error;
  }
  result.text = result.pieces.join('');
  return result;
}

const toolMessages = (index: number) => llm.requests[index]?.body.messages.filter((message) => message.role === 'tool') ?? [];

describe('streaming', () => {
  it('yields the text chunks in order as they arrive; their concatenation is the answer', async () => {
    llm.script(sse(textChunks('Your portfolio is worth **$12,345.67** today.'), usageChunk(42, 9)));
    const { pieces, text, error, usage } = await run();
    expect(error).toBeUndefined();
    expect(pieces).toEqual(['Your ', 'portfolio ', 'is ', 'worth ', '**$12,345.67** ', 'today.']);
    expect(text).toBe('Your portfolio is worth **$12,345.67** today.');
    expect(usage).toEqual([{ promptTokens: 42, completionTokens: 9 }]);
    const body = llm.requests[0]?.body;
    expect(body).toMatchObject({ model: 'test-model', stream: true, stream_options: { include_usage: true } });
    expect(body?.tool_choice).toBeUndefined();
    expect(body?.tools?.map((tool) => tool.function.name)).toEqual(TOOL_NAMES);
    const holding = body?.tools?.find((tool) => tool.function.name === 'holding_detail');
    expect(holding).toMatchObject({
      type: 'function',
      function: { description: TOOL_DESCRIPTIONS.holding_detail, parameters: { type: 'object', required: ['asset'] } },
    });
    expect(holding?.function.parameters.$schema).toBeUndefined();
  });

  it('hands each chunk on before the next one is sent', async () => {
    llm.script(sse(textChunks('one two three', { delayMs: 150 })));
    const at: number[] = [];
    const started = Date.now();
    const { text } = await run({}, {}, () => at.push(Date.now() - started));
    expect(text).toBe('one two three');
    expect(at).toHaveLength(3);
    expect((at[2] as number) - (at[0] as number)).toBeGreaterThanOrEqual(250);
  });

  it('puts the history as user and assistant messages before the message, after the system prompt', async () => {
    llm.script(sse(textChunks('Ok.')));
    await run(
      {},
      {
        message: 'And this week?',
        history: [
          { sender: 'user', message: 'What is my portfolio worth?' },
          { sender: 'agent', message: 'It is worth $12,345.67.' },
        ],
      },
    );
    expect(llm.requests[0]?.body.messages.map(({ role, content }) => [role, role === 'system' ? '…' : content])).toEqual([
      ['system', '…'],
      ['user', 'What is my portfolio worth?'],
      ['assistant', 'It is worth $12,345.67.'],
      ['user', 'And this week?'],
    ]);
  });

  it('sends no tools when the runner has none', async () => {
    llm.script(sse(textChunks('Hello.')));
    const { text } = await run({}, { tools: { ...memoryTools().runner, specs: [] } });
    expect(text).toBe('Hello.');
    expect(llm.requests[0]?.body.tools).toBeUndefined();
  });
});

describe('tool calls', () => {
  it('accumulates arguments arriving in fragments, runs the tool and sends its result back with the call id', async () => {
    const { runner, calls } = memoryTools();
    llm.script(
      sse(toolCallChunks([{ id: 'call_frag', name: 'holding_detail', args: { asset: 'bitcoin' }, fragments: 6 }])),
      sse(textChunks('You hold bitcoin.')),
    );
    const { text, tools, error } = await run({}, { tools: runner });
    expect(error).toBeUndefined();
    expect(text).toBe('You hold bitcoin.');
    expect(calls).toEqual([{ name: 'holding_detail', args: { asset: 'bitcoin' } }]);
    expect(tools).toEqual(['holding_detail']);
    const second = llm.requests[1]?.body.messages ?? [];
    expect(second.at(-2)).toEqual({
      role: 'assistant',
      content: null,
      tool_calls: [{ id: 'call_frag', type: 'function', function: { name: 'holding_detail', arguments: '{"asset":"bitcoin"}' } }],
    });
    expect(second.at(-1)).toEqual({
      role: 'tool',
      tool_call_id: 'call_frag',
      content: JSON.stringify({ ok: true, demo: false, data: { name: 'holding_detail', args: { asset: 'bitcoin' } } }),
    });
  });

  it('runs two parallel calls (fragments interleaved by index) and sends both results with their ids', async () => {
    const { runner, calls } = memoryTools();
    llm.script(
      sse(
        toolCallChunks(
          [
            { id: 'call_a', name: 'portfolio_summary', args: {}, fragments: 2 },
            { id: 'call_b', name: 'market_asset', args: { asset: 'ETH' }, fragments: 4 },
          ],
          { interleave: true },
        ),
      ),
      sse(textChunks('Done.')),
    );
    const { text, tools } = await run({}, { tools: runner });
    expect(text).toBe('Done.');
    expect(calls).toEqual([
      { name: 'portfolio_summary', args: {} },
      { name: 'market_asset', args: { asset: 'ETH' } },
    ]);
    expect(tools).toEqual(['portfolio_summary', 'market_asset']);
    const assistant = llm.requests[1]?.body.messages.find((message) => message.role === 'assistant');
    expect(assistant?.tool_calls?.map((call) => [call.id, call.function.name, call.function.arguments])).toEqual([
      ['call_a', 'portfolio_summary', '{}'],
      ['call_b', 'market_asset', '{"asset":"ETH"}'],
    ]);
    expect(
      toolMessages(1).map((message) => [message.tool_call_id, (JSON.parse(message.content ?? '') as ToolResult).ok]),
    ).toEqual([
      ['call_a', true],
      ['call_b', true],
    ]);
    expect(JSON.parse(toolMessages(1)[0]?.content ?? '')).toEqual({ ok: true, demo: true, data: PORTFOLIO });
  });

  it('takes calls arriving whole in one chunk (Ollama), with text or object arguments', async () => {
    for (const objectArgs of [false, true]) {
      llm.reset();
      const { runner, calls } = memoryTools();
      llm.script(
        sse(
          toolCallChunks(
            [
              { id: 'call_1', name: 'xray_audit', args: { asset: 'PEPE' } },
              { id: 'call_2', name: 'news_search', args: { asset: 'PEPE', window_hours: 24 } },
            ],
            { whole: true, objectArgs },
          ),
        ),
        sse(textChunks('PEPE scores 41.')),
      );
      const { text, error } = await run({}, { tools: runner });
      expect(error).toBeUndefined();
      expect(text).toBe('PEPE scores 41.');
      expect(calls).toEqual([
        { name: 'xray_audit', args: { asset: 'PEPE' } },
        { name: 'news_search', args: { asset: 'PEPE', window_hours: 24 } },
      ]);
      const assistant = llm.requests[1]?.body.messages.find((message) => message.role === 'assistant');
      // Sent back as JSON text, whatever form it came in.
      expect(assistant?.tool_calls?.map((call) => call.function.arguments)).toEqual([
        '{"asset":"PEPE"}',
        '{"asset":"PEPE","window_hours":24}',
      ]);
      expect(toolMessages(1).map((message) => message.tool_call_id)).toEqual(['call_1', 'call_2']);
    }
  });

  it('answers malformed arguments with a tool error message, without running the tool, and still completes', async () => {
    const { runner, calls } = memoryTools();
    llm.script(
      sse(toolCallChunks([{ id: 'call_bad', name: 'holding_detail', args: '{"asset": "bitcoin"', fragments: 3 }])),
      sse(textChunks('I could not read that token.')),
    );
    const { text, error, tools } = await run({}, { tools: runner });
    expect(error).toBeUndefined();
    expect(text).toBe('I could not read that token.');
    expect(calls).toEqual([]);
    expect(tools).toEqual([]);
    const [message] = toolMessages(1);
    expect(message?.tool_call_id).toBe('call_bad');
    const result = JSON.parse(message?.content ?? '') as { ok: boolean; error: string };
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(/^arguments are not valid JSON: /);
    // The model sees what it wrote.
    expect(llm.requests[1]?.body.messages.at(-2)?.tool_calls?.[0]?.function.arguments).toBe('{"asset": "bitcoin"');
  });

  it('makes up ids a backend leaves out, so each result still matches its call', async () => {
    llm.script(sse(toolCallChunks([{ id: null, name: 'quests', args: {} }], { whole: true })), sse(textChunks('Two quests.')));
    const { text } = await run();
    expect(text).toBe('Two quests.');
    const id = llm.requests[1]?.body.messages.at(-2)?.tool_calls?.[0]?.id;
    expect(id).toMatch(/^call_0_0$/);
    expect(toolMessages(1)[0]?.tool_call_id).toBe(id);
  });

  it('stops running tools after maxToolRounds and asks once more with tool_choice none', async () => {
    const { runner, calls } = memoryTools();
    // Distinct calls: an identical one would not run again (tool-batch.ts).
    const call = (id: string) => sse(toolCallChunks([{ id, name: 'market_asset', args: { asset: id } }]));
    llm.script(call('call_r1'), call('call_r2'), sse(textChunks('Your portfolio is worth $12,345.67.')));
    const { text, error } = await run({ maxToolRounds: 2 }, { tools: runner });
    expect(error).toBeUndefined();
    expect(text).toBe('Your portfolio is worth $12,345.67.');
    expect(calls).toHaveLength(2);
    expect(llm.requests.map((request) => request.body.tool_choice)).toEqual([undefined, undefined, 'none']);
    expect(llm.requests[2]?.body.tools).toHaveLength(TOOL_NAMES.length);
  });

  it('uses 4 tool rounds by default and ignores tool calls the model still makes after the cap', async () => {
    const { runner, calls } = memoryTools();
    for (let i = 0; i < 5; i++)
      llm.script(
        sse(textChunks(`Step ${i}. `), toolCallChunks([{ id: `call_${i}`, name: 'market_asset', args: { asset: `coin${i}` } }])),
      );
    const { text, error } = await run({}, { tools: runner });
    expect(error).toBeUndefined();
    expect(llm.requests).toHaveLength(5);
    expect(llm.requests[4]?.body.tool_choice).toBe('none');
    expect(calls).toHaveLength(4);
    // Text sent beside the calls is part of the answer, and of the assistant message sent back.
    expect(text).toBe('Step 0. Step 1. Step 2. Step 3. Step 4. ');
    expect(llm.requests[1]?.body.messages.at(-2)?.content).toBe('Step 0. ');
  });
});

describe('failures', () => {
  it('throws on an error mid-stream, after yielding the text before it', async () => {
    llm.script(sse(textChunks('Your portfolio', { finish: false }), errorChunk('model overloaded')));
    const { text, error } = await run();
    expect(text).toBe('Your portfolio');
    expect(error).toBeInstanceOf(LlmError);
    expect((error as Error).message).toMatch(/mid-answer: model overloaded/);
  });

  it('retries a 429 once when Retry-After is short (1 s)', async () => {
    llm.script(httpError(429, 'Rate limit reached', { 'retry-after': '1' }), sse(textChunks('Here it is.')));
    const started = Date.now();
    const { text, error } = await run();
    expect(error).toBeUndefined();
    expect(text).toBe('Here it is.');
    expect(llm.requests).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('throws the busy error on a 429 with a long Retry-After, and on a second 429', async () => {
    llm.script(httpError(429, 'Rate limit reached', { 'retry-after': '30' }));
    const long = await run();
    expect((long.error as Error).message).toBe(BUSY_MESSAGE);
    expect((long.error as LlmError).status).toBe(429);
    expect(llm.requests).toHaveLength(1);

    llm.reset();
    llm.script(httpError(429, 'slow', { 'retry-after-ms': '20' }), httpError(429, 'slow', { 'retry-after-ms': '20' }));
    const logged: string[] = [];
    const twice = await run({ logger: { info: (_obj, msg) => void logged.push(msg) } });
    expect((twice.error as Error).message).toBe(BUSY_MESSAGE);
    expect(llm.requests).toHaveLength(2);
    expect(logged).toEqual(['agent k: the AI service answered 429, retrying once']);
  });

  it('times out when the response never starts, and when the stream stops mid-answer', async () => {
    llm.script(hang());
    const started = Date.now();
    const silent = await run({ timeoutMs: 200 });
    expect((silent.error as LlmError).code).toBe('timeout');
    expect((silent.error as Error).message).toBe('The AI service did not answer within 0.2 s');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await llm.requests[0]?.closed).toBe(true);

    llm.reset();
    llm.script({ kind: 'sse', events: [...textChunks('Half an', { finish: false }), { hang: true }] });
    const stalled = await run({ timeoutMs: 200 });
    expect(stalled.text).toBe('Half an');
    expect((stalled.error as Error).message).toBe('The AI service stopped answering for 0.2 s');
    expect(await llm.requests[0]?.closed).toBe(true);
  });

  it('throws an error naming the status, never the key', async () => {
    llm.script(httpError(401, `Incorrect API key provided: ${KEY}`));
    const { error } = await run();
    expect(error).toBeInstanceOf(LlmError);
    expect((error as Error).message).toBe('The AI service answered HTTP 401: Incorrect API key provided: ***');
    expect((error as LlmError).status).toBe(401);

    llm.reset();
    llm.script(httpError(500, 'internal'));
    expect(((await run()).error as Error).message).toBe('The AI service answered HTTP 500: internal');
  });

  it('says so when the service cannot be reached, without the key', async () => {
    const closed = await startScriptedLlm();
    await closed.close();
    const { error } = await run({ baseUrl: closed.url });
    expect((error as LlmError).code).toBe('network');
    expect((error as Error).message).toMatch(/^The AI service could not be reached/);
    expect((error as Error).message).not.toContain(KEY);
  });

  it('throws when the model answers nothing at all', async () => {
    llm.script(sse(textChunks('', { finish: true })));
    const { error } = await run();
    expect((error as LlmError).code).toBe('empty');
  });

  it("keeps a server's error text whatever its shape, and retries no status but a short 429", async () => {
    llm.script(
      { kind: 'json', status: 422, body: { detail: 'model "qwen" not found' } },
      { kind: 'json', status: 503, body: 'upstream\n  unavailable' },
      { kind: 'json', status: 400, body: { error: 'Cannot decode the request' } },
    );
    expect(((await run()).error as Error).message).toBe('The AI service answered HTTP 422: model "qwen" not found');
    expect(((await run()).error as Error).message).toBe('The AI service answered HTTP 503: upstream unavailable');
    expect(((await run()).error as Error).message).toBe('The AI service answered HTTP 400: Cannot decode the request');
    // One request each: a 5xx is not retried (the user is refunded and can ask again).
    expect(llm.requests).toHaveLength(3);
  });

  it('fails with the stream error when the connection is cut mid-answer, after yielding the text before it', async () => {
    const cut: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      let reads = 0;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          // The first read holds the first chunks; then the connection breaks as undici reports it.
          if (reads++ === 1) return controller.error(new TypeError('terminated'));
          const { done, value } = await reader.read();
          if (done) controller.close();
          else controller.enqueue(value);
        },
        cancel: () => reader.cancel(),
      });
      return new Response(body, { status: response.status, headers: response.headers });
    };
    llm.script({ kind: 'sse', events: [...textChunks('Half', { finish: false }), { hang: true }] });
    const { text, error } = await run({ fetch: cut });
    expect(text).toBe('Half');
    expect(error).toBeInstanceOf(LlmError);
    expect((error as Error).message).toBe('The AI service connection broke mid-answer');
  });

  it('retries once a connection that failed before any response', async () => {
    let attempts = 0;
    const flaky: typeof fetch = (input, init) =>
      ++attempts === 1
        ? Promise.reject(new TypeError('fetch failed', { cause: Object.assign(new Error('reset'), { code: 'ECONNRESET' }) }))
        : fetch(input, init);
    llm.script(sse(textChunks('Back again.')));
    const { text, error } = await run({ fetch: flaky });
    expect(error).toBeUndefined();
    expect(text).toBe('Back again.');
    expect(attempts).toBe(2);
  });

  it("ends at once when the user stops during a 429's wait", async () => {
    llm.script(httpError(429, 'slow down', { 'retry-after-ms': '1500' }), sse(textChunks('never sent')));
    const controller = new AbortController();
    const started = Date.now();
    const stopping = run({}, { signal: controller.signal });
    await vi.waitFor(() => expect(llm.requests).toHaveLength(1));
    controller.abort();
    const { error, pieces } = await stopping;
    expect(error).toBeUndefined();
    expect(pieces).toEqual([]);
    // Before the 1.5 s the retry would have waited: the stop did not wait for it.
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(llm.requests).toHaveLength(1);
  });
});

describe("the user's abort", () => {
  it('closes the upstream connection mid-stream and ends the iteration quietly', async () => {
    llm.script(sse(textChunks('one two three four five six seven eight', { delayMs: 60 })));
    const controller = new AbortController();
    const { pieces, error, usage } = await run({}, { signal: controller.signal }, (_piece, list) => {
      if (list.length === 2) controller.abort();
    });
    expect(error).toBeUndefined();
    expect(pieces).toEqual(['one ', 'two ']);
    expect(await llm.requests[0]?.closed).toBe(true);
    // The cut round reported no usage: it counts an estimate, 4 characters a token of what was sent and received.
    const sent = JSON.stringify(llm.requests[0]?.body).length;
    expect(usage).toEqual([{ promptTokens: Math.ceil(sent / 4), completionTokens: Math.ceil('one two '.length / 4) }]);
  });

  it('cancels a request still waiting for its response', async () => {
    llm.script(hang());
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    const { error, pieces } = await run({ timeoutMs: 5_000 }, { signal: controller.signal });
    expect(error).toBeUndefined();
    expect(pieces).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await llm.requests[0]?.closed).toBe(true);
  });

  it('closes the upstream connection when the consumer stops reading', async () => {
    llm.script(sse(textChunks('one two three four five six', { delayMs: 60 })));
    const answer = agent().answer({
      lang: 'en',
      message: 'hi',
      history: [],
      tools: memoryTools().runner,
      signal: new AbortController().signal,
    });
    for await (const piece of answer) {
      expect(piece).toBe('one ');
      break;
    }
    expect(await llm.requests[0]?.closed).toBe(true);
  });

  it('stops handing on a whole answer, and starts no round after tools that ran while it was stopped', async () => {
    llm.script(completion('one two three four five six'));
    const stopped = new AbortController();
    const whole = await run({}, { signal: stopped.signal }, (_piece, list) => {
      if (list.length === 2) stopped.abort();
    });
    expect(whole).toMatchObject({ pieces: ['one ', 'two '], error: undefined });

    llm.reset();
    const during = new AbortController();
    const { runner } = memoryTools({
      quests: () => {
        during.abort();
        return { ok: true, demo: false, data: { quests: [] } };
      },
    });
    llm.script(sse(toolCallChunks([{ name: 'quests', args: {} }])), sse(textChunks('never asked')));
    const tools = await run({}, { signal: during.signal, tools: runner });
    expect(tools).toMatchObject({ pieces: [], error: undefined, tools: ['quests'] });
    expect(llm.requests).toHaveLength(1);
    expect(llm.pending()).toBe(1);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const { pieces, error } = await run({}, { signal: AbortSignal.abort() });
    expect(error).toBeUndefined();
    expect(pieces).toEqual([]);
    expect(llm.requests).toHaveLength(0);
  });
});

describe('non-streaming fallback', () => {
  it('retries a round unstreamed when the backend refuses to stream with tools, and remembers it', async () => {
    const { runner, calls } = memoryTools();
    const shared = agent();
    const answer = 'Your portfolio is worth **$12,345.67** (demo data).';
    llm.script(
      httpError(400, 'Cannot use tools with stream'),
      completion(null, { toolCalls: [{ id: 'call_ns', name: 'portfolio_summary', args: {} }], usage: [30, 5] }),
      completion(answer, { usage: [60, 12] }),
    );
    const first = await run({ agent: shared }, { tools: runner });
    expect(first.error).toBeUndefined();
    expect(first.text).toBe(answer);
    expect(first.pieces.length).toBeGreaterThan(3);
    expect(calls).toEqual([{ name: 'portfolio_summary', args: {} }]);
    expect(first.usage).toEqual([{ promptTokens: 90, completionTokens: 17 }]);
    expect(llm.requests.map((request) => request.body.stream)).toEqual([true, false, false]);
    expect(llm.requests[1]?.body.stream_options).toBeUndefined();
    expect(toolMessages(2)[0]?.tool_call_id).toBe('call_ns');

    // The same agent no longer tries to stream with tools.
    llm.reset();
    llm.script(completion('Again.'));
    const second = await run({ agent: shared });
    expect(second.text).toBe('Again.');
    expect(llm.requests.map((request) => request.body.stream)).toEqual([false]);
  });

  it('takes whole tool calls with object arguments from an unstreamed answer', async () => {
    const { runner, calls } = memoryTools();
    llm.script(
      httpError(422, 'streaming is not supported with tools'),
      completion('', { toolCalls: [{ id: 'c1', name: 'market_asset', args: { asset: 'SOL' }, objectArgs: true }] }),
      completion('SOL is rank 5.'),
    );
    const { text } = await run({}, { tools: runner });
    expect(text).toBe('SOL is rank 5.');
    expect(calls).toEqual([{ name: 'market_asset', args: { asset: 'SOL' } }]);
  });

  it('does not fall back on a 400 that is about something else', async () => {
    llm.script(httpError(400, 'maximum context length exceeded'));
    const { error } = await run();
    expect((error as LlmError).status).toBe(400);
    expect(llm.requests).toHaveLength(1);
  });

  it('reads a JSON answer sent to a streamed request', async () => {
    llm.script(completion('Plain JSON.'));
    const { text } = await run();
    expect(text).toBe('Plain JSON.');
  });
});

describe('usage and headers', () => {
  it('sums the usage of every round; an estimate (4 characters a token) when the backend sends none', async () => {
    llm.script(
      sse(toolCallChunks([{ id: 'call_u', name: 'plan_status', args: {} }]), usageChunk(100, 10)),
      sse(textChunks('You are on Pro.'), usageChunk(150, 20)),
    );
    expect((await run()).usage).toEqual([{ promptTokens: 250, completionTokens: 30 }]);

    llm.reset();
    llm.script(sse(textChunks('No usage.')));
    const { usage } = await run();
    const sent = JSON.stringify(llm.requests[0]?.body).length;
    expect(usage).toEqual([{ promptTokens: Math.ceil(sent / 4), completionTokens: Math.ceil('No usage.'.length / 4) }]);
  });

  it('goes through the official openai client, which reads no OPENAI_* variable', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      OPENAI_API_KEY: 'sk-from-the-environment',
      OPENAI_ORG_ID: 'org-env',
      OPENAI_PROJECT_ID: 'proj-env',
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
    });
    try {
      llm.script(sse(textChunks('a')));
      const { text } = await run({ apiKey: null });
      expect(text).toBe('a');
    } finally {
      for (const name of ['OPENAI_API_KEY', 'OPENAI_ORG_ID', 'OPENAI_PROJECT_ID', 'OPENAI_BASE_URL'])
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
    }
    const { headers } = llm.requests[0]!;
    expect(headers['user-agent']).toMatch(/^OpenAI\/JS \d/);
    expect(headers.authorization).toBeUndefined();
    expect(headers['openai-organization']).toBeUndefined();
    expect(headers['openai-project']).toBeUndefined();
  });

  it('sends Authorization only when a key is set', async () => {
    llm.script(sse(textChunks('a')), sse(textChunks('b')));
    await run();
    await run({ apiKey: null });
    expect(llm.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(llm.requests[1]?.headers.authorization).toBeUndefined();
  });

  it('logs the fallback and the cap without the key', async () => {
    const lines: { obj: object; msg: string }[] = [];
    const logger = { info: (obj: object, msg: string) => void lines.push({ obj, msg }) };
    llm.script(
      httpError(400, 'tool streaming unsupported'),
      completion(null, { toolCalls: [{ id: 'c', name: 'quests', args: {} }] }),
      completion('Fine.'),
    );
    await run({ logger, maxToolRounds: 1 });
    expect(lines.map((line) => line.msg)).toEqual([
      expect.stringMatching(/cannot stream with tools/),
      expect.stringMatching(/tool-round cap reached/),
    ]);
    expect(JSON.stringify(lines)).not.toContain(KEY);
  });
});

describe('system prompt', () => {
  it('demands figures from tools only, missing data said, demo data labelled, the format, and the user language', async () => {
    const expected = { en: 'English', fr: 'French', es: 'Spanish' } as const;
    for (const lang of ['en', 'fr', 'es'] as const) {
      llm.reset();
      llm.script(sse(textChunks('ok')));
      await run({}, { lang });
      const system = llm.requests[0]?.body.messages[0];
      expect(system?.role).toBe('system');
      const prompt = system?.content ?? '';
      expect(prompt).toContain('Agent K');
      expect(prompt).toContain(`Answer in ${expected[lang]}`);
      expect(prompt).toMatch(/every figure .* from the tool results/i);
      expect(prompt).toMatch(/never invent/i);
      expect(prompt).toMatch(/not available|say so plainly/i);
      expect(prompt).toContain('"demo": true');
      expect(prompt).toMatch(/\*\*bold\*\*, \*italic\* and \[links\]/);
      expect(prompt).toMatch(/no tables, no headings/);
      expect(prompt).toMatch(/not financial advice/i);
    }
  });
});

describe('parsers', () => {
  it('SSE through the client: events split across reads and inside a character, CRLF, comments, multi-line data, no last blank line', async () => {
    const chunk = (content: string) =>
      JSON.stringify({
        id: 'c',
        object: 'chat.completion.chunk',
        created: 0,
        model: 'm',
        choices: [{ index: 0, delta: { content }, finish_reason: null }],
      });
    // One event on two `data:` lines, cut between two JSON members (the lines are joined with a newline).
    const second = chunk('au lait');
    const cut = second.indexOf('"choices"');
    const wire = `: keep-alive\r\n\r\ndata: ${chunk('Café ')}\r\n\r\ndata: ${second.slice(0, cut)}\ndata: ${second.slice(cut)}`;
    const bytes = new TextEncoder().encode(wire);
    // Cut between the two bytes of "é", and inside the CRLF after its event.
    const e = bytes.indexOf(0xc3);
    const crlf = bytes.indexOf(0x0a, e) - 1;
    const cuts = [0, 7, e + 1, crlf + 1, bytes.length];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 1; i < cuts.length; i++) controller.enqueue(bytes.slice(cuts[i - 1], cuts[i]));
        controller.close();
      },
    });
    const wired: typeof fetch = () => Promise.resolve(new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
    const { text, error } = await run({ fetch: wired });
    expect(error).toBeUndefined();
    expect(text).toBe('Café au lait');
  });

  it('tool calls: by id when indexes repeat, a repeated name not doubled, deltas without index continuing the last call', () => {
    const calls = new ToolCallAccumulator();
    calls.add({ index: 0, id: 'a', function: { name: 'quests', arguments: '{' } });
    calls.add({ index: 0, function: { name: 'quests', arguments: '}' } });
    calls.add({ index: 0, id: 'b', function: { name: 'plan_status', arguments: '' } });
    calls.add({ function: { arguments: '{}' } });
    expect(calls.calls(0)).toEqual([
      { id: 'a', name: 'quests', arguments: '{}' },
      { id: 'b', name: 'plan_status', arguments: '{}' },
    ]);
  });
});

describe('configuration', () => {
  it('reads LLM_TIMEOUT_MS into config.llm (default 30 000) and keeps config.llm null without LLM_BASE_URL', () => {
    expect(loadConfig({ LLM_TIMEOUT_MS: '5000' }).llm).toBeNull();
    expect(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' }).llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: null,
      model: 'gpt-4o-mini',
      timeoutMs: 30_000,
    });
    expect(loadConfig({ LLM_BASE_URL: 'https://api.openai.com/v1', LLM_TIMEOUT_MS: '5000' }).llm?.timeoutMs).toBe(5_000);
    expect(() => loadConfig({ LLM_TIMEOUT_MS: 'soon' })).toThrow(
      'LLM_TIMEOUT_MS must be a positive integer (milliseconds) (got "soon")',
    );
  });
});

describe('the scripted server', () => {
  it('answers 500 once its script is used up, or its `otherwise` response', async () => {
    const { error } = await run();
    expect((error as Error).message).toBe('The AI service answered HTTP 500: no scripted response');

    const endless = await startScriptedLlm({ otherwise: sse(textChunks('Again and again.')), record: false });
    try {
      for (let i = 0; i < 3; i++) expect((await run({ baseUrl: endless.url })).text).toBe('Again and again.');
      expect(endless.requests).toEqual([]);
    } finally {
      await endless.close();
    }
  });
});
