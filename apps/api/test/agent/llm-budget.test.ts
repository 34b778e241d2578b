// What one Agent K prompt may cost (issue 22 §4, §5; docs/agent-llm.md "Budget" and "Tool-call caps"): whatever the
// client's history and whatever tool calls the model makes, each request to the model stays within the documented
// sizes, at most 8 distinct tool calls run a round and 16 a prompt (4 at once), an identical call runs once, and every
// call not run gets an error result the model reads. Against the local scripted server (helpers/scripted-llm.ts).
import { AI_HISTORY_MAX, AI_ANSWER_MAX } from '@k3/shared';
import { z } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLlmAgent } from '../../src/services/agent/llm';
import { LLM_BUDGET, SHORTENED, TOOL_CALL_CAPS } from '../../src/services/agent/llm/budget';
import { TOOL_ARGS, TOOL_DESCRIPTIONS, TOOL_NAMES } from '../../src/services/agent/tools/catalogue';
import type { AgentMessage, AgentRequest, ToolResult, ToolRunner } from '../../src/services/agent/types';
import { type ScriptedLlm, sse, startScriptedLlm, textChunks, toolCallChunks } from '../helpers/scripted-llm';

/**
 * The most characters one request body may hold (docs/agent-llm.md "Budget"): the system prompt and tool schemas
 * (about 4,500), the history (8,000), the message (2,000), tool results (16,000 a prompt, plus short errors), the
 * calls sent back (8 answered with arguments ≤ 500 and 8 refused without a round) and the rounds' own text (1,000 each).
 */
const REQUEST_CHARS_MAX = 60_000;

let llm: ScriptedLlm;
beforeAll(async () => {
  llm = await startScriptedLlm();
});
afterAll(() => llm.close());
beforeEach(() => llm.reset());

/** An in-memory runner with the real catalogue's specs: records each call and how many ran at once. */
function countingTools(
  answer: (name: string, args: unknown) => ToolResult = (name, args) => ({ ok: true, demo: false, data: { name, args } }),
) {
  const calls: { name: string; args: unknown }[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const runner: ToolRunner = {
    specs: TOOL_NAMES.map((name) => ({
      name,
      description: TOOL_DESCRIPTIONS[name],
      parameters: z.toJSONSchema(TOOL_ARGS[name]),
    })),
    async call(name, args) {
      calls.push({ name, args });
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      // Each call yields to the event loop a few times, so calls started together overlap.
      for (let i = 0; i < 3; i++) await new Promise<void>((resolve) => setImmediate(resolve));
      running--;
      return answer(name, args);
    },
    findAssets: () => Promise.resolve([]),
  };
  return { runner, calls, mostAtOnce: () => mostAtOnce };
}

async function answer(request: Partial<AgentRequest>): Promise<{ text: string; error: unknown }> {
  const agent = createLlmAgent({ baseUrl: llm.url, apiKey: null, model: 'test-model' });
  let text = '';
  try {
    for await (const piece of agent.answer({
      lang: 'en',
      message: 'Audit everything',
      history: [],
      tools: countingTools().runner,
      signal: new AbortController().signal,
      ...request,
    }))
      text += piece;
    return { text, error: undefined };
  } catch (error) {
    return { text, error };
  }
}

const bodySize = (index: number) => JSON.stringify(llm.requests[index]?.body).length;
const toolContents = (index: number) =>
  llm.requests[index]?.body.messages.filter((m) => m.role === 'tool').map((m) => m.content ?? '') ?? [];
const audits = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => ({ id: `call_${from + i}`, name: 'xray_audit', args: { asset: `coin-${from + i}` } }));

describe('the history the model receives', () => {
  it(`sends the newest messages within ${LLM_BUDGET.historyChars} characters, each shortened to ${LLM_BUDGET.messageChars}`, async () => {
    // The largest history a client may send: AI_HISTORY_MAX messages of AI_ANSWER_MAX characters (320,000 in all).
    const history: AgentMessage[] = Array.from({ length: AI_HISTORY_MAX }, (_, i) => ({
      sender: i % 2 === 0 ? 'user' : 'agent',
      message: `message ${i} `.padEnd(AI_ANSWER_MAX, 'x'),
    }));
    llm.script(sse(textChunks('Done.')));
    const { error } = await answer({ history });
    expect(error).toBeUndefined();
    const sent = llm.requests[0]!.body.messages.slice(1, -1);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.reduce((sum, m) => sum + (m.content ?? '').length, 0)).toBeLessThanOrEqual(LLM_BUDGET.historyChars);
    for (const m of sent) {
      expect(m.content!.length).toBeLessThanOrEqual(LLM_BUDGET.messageChars);
      expect(m.content!.endsWith(SHORTENED)).toBe(true);
    }
    // The newest are the ones kept, in their order, and the prompt comes last.
    expect(sent.at(-1)?.content?.startsWith(`message ${AI_HISTORY_MAX - 1} `)).toBe(true);
    expect(llm.requests[0]!.body.messages.at(-1)).toEqual({ role: 'user', content: 'Audit everything' });
    expect(bodySize(0)).toBeLessThan(REQUEST_CHARS_MAX);
  });

  it('keeps a short history whole', async () => {
    llm.script(sse(textChunks('Done.')));
    const history: AgentMessage[] = [
      { sender: 'user', message: 'What is my portfolio worth?' },
      { sender: 'agent', message: 'About $12,345.' },
    ];
    await answer({ history });
    expect(llm.requests[0]!.body.messages.slice(1, -1)).toEqual([
      { role: 'user', content: 'What is my portfolio worth?' },
      { role: 'assistant', content: 'About $12,345.' },
    ]);
  });
});

describe('tool-call caps', () => {
  it(`runs at most ${TOOL_CALL_CAPS.perRound} calls a round and ${TOOL_CALL_CAPS.perPrompt} a prompt; the others get an error the model reads`, async () => {
    const tools = countingTools();
    llm.script(
      sse(toolCallChunks(audits(2000))),
      sse(toolCallChunks(audits(20, 2000))),
      sse(toolCallChunks(audits(5, 3000))),
      sse(textChunks('Here is what I found.')),
    );
    const { text, error } = await answer({ tools: tools.runner });
    expect(error).toBeUndefined();
    expect(text).toBe('Here is what I found.');
    expect(tools.calls).toHaveLength(TOOL_CALL_CAPS.perPrompt);
    // Round 1: the first 8 ran; 8 refused calls are listed with an error, the other 1,984 dropped.
    expect(tools.calls.slice(0, 8).map((c) => c.args)).toEqual(audits(8).map((c) => c.args));
    const first = toolContents(1);
    expect(first).toHaveLength(16);
    expect(first.slice(8).every((content) => content.includes('not run: at most 8 tool calls a round and 16 a prompt'))).toBe(
      true,
    );
    // Round 3: the prompt's 16 are spent, so nothing more runs.
    expect(
      toolContents(3)
        .slice(-5)
        .every((content) => content.includes('not run')),
    ).toBe(true);
    for (let i = 0; i < llm.requests.length; i++) expect(bodySize(i)).toBeLessThan(REQUEST_CHARS_MAX);
  });

  it('runs identical calls once (arguments in any key order) and gives each the same result', async () => {
    const tools = countingTools();
    llm.script(
      sse(
        toolCallChunks([
          { id: 'a', name: 'news_search', args: { asset: 'BTC', limit: 3 } },
          { id: 'b', name: 'news_search', args: '{"limit":3,"asset":"BTC"}' },
          { id: 'c', name: 'news_search', args: { asset: 'BTC', limit: 3 } },
        ]),
      ),
      sse(toolCallChunks([{ id: 'd', name: 'news_search', args: { limit: 3, asset: 'BTC' } }])),
      sse(textChunks('No news.')),
    );
    await answer({ tools: tools.runner });
    expect(tools.calls).toEqual([{ name: 'news_search', args: { asset: 'BTC', limit: 3 } }]);
    const [a, b, c] = toolContents(1);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(toolContents(2).at(-1)).toBe(a);
  });

  it(`runs at most ${TOOL_CALL_CAPS.concurrency} calls at once`, async () => {
    const tools = countingTools();
    llm.script(sse(toolCallChunks(audits(8))), sse(textChunks('Done.')));
    await answer({ tools: tools.runner });
    expect(tools.calls).toHaveLength(8);
    expect(tools.mostAtOnce()).toBe(TOOL_CALL_CAPS.concurrency);
  });

  it(`refuses arguments over ${LLM_BUDGET.toolArgumentChars} characters without running the tool`, async () => {
    const tools = countingTools();
    llm.script(
      sse(toolCallChunks([{ id: 'long', name: 'xray_audit', args: { asset: 'x'.repeat(5000) } }])),
      sse(textChunks('Sorry.')),
    );
    await answer({ tools: tools.runner });
    expect(tools.calls).toHaveLength(0);
    expect(toolContents(1)).toEqual([JSON.stringify({ ok: false, error: 'arguments longer than 500 characters' })]);
    const sentBack = llm.requests[1]!.body.messages.find((m) => m.role === 'assistant')?.tool_calls?.[0];
    expect(sentBack?.function.arguments).toBe('{}');
  });
});

describe('the whole request', () => {
  it(`stays under ${REQUEST_CHARS_MAX} characters with the largest history, 2,000 long calls a round and huge results`, async () => {
    const huge = countingTools(() => ({ ok: true, demo: false, data: { text: 'y'.repeat(10_000) } }));
    const round = (r: number) =>
      sse(
        textChunks('z'.repeat(6000), { size: 500 }),
        toolCallChunks(
          Array.from({ length: 2000 }, (_, i) => ({
            id: `c${r}_${i}`,
            name: 'xray_audit',
            args: { asset: `${'q'.repeat(480)}${r}-${i}` },
          })),
        ),
      );
    llm.script(round(0), round(1), round(2), round(3), sse(textChunks('Done.')));
    const history: AgentMessage[] = Array.from({ length: AI_HISTORY_MAX }, (_, i) => ({
      sender: i % 2 === 0 ? 'user' : 'agent',
      message: 'h'.repeat(AI_ANSWER_MAX),
    }));
    const { error } = await answer({ history, message: 'm'.repeat(2000), tools: huge.runner });
    expect(error).toBeUndefined();
    expect(llm.requests).toHaveLength(5);
    for (let i = 0; i < llm.requests.length; i++) expect(bodySize(i)).toBeLessThan(REQUEST_CHARS_MAX);
  });
});

describe('tool results', () => {
  it(`cuts a result to ${LLM_BUDGET.toolResultChars} characters and keeps a prompt's results within ${LLM_BUDGET.toolResultsChars}`, async () => {
    const big = (): ToolResult => ({ ok: true, demo: false, data: { text: 'y'.repeat(10_000) } });
    const tools = countingTools(big);
    llm.script(sse(toolCallChunks(audits(6))), sse(textChunks('Done.')));
    await answer({ tools: tools.runner });
    const contents = toolContents(1);
    expect(contents).toHaveLength(6);
    // Four cut results fill the 16,000; the next ones say the budget is spent.
    expect(contents.slice(0, 4).every((c) => c.length === LLM_BUDGET.toolResultChars && c.includes('[cut: the result had'))).toBe(
      true,
    );
    expect(contents.slice(4).every((c) => c.includes('reached their size budget'))).toBe(true);
    expect(bodySize(1)).toBeLessThan(REQUEST_CHARS_MAX);
  });
});
