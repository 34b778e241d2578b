// Running a round's tool calls within the caps (issue 22 §5; docs/agent-llm.md "Tool-call caps"). A model may ask for
// thousands of calls in one round; K3 answers at most TOOL_CALL_CAPS.perRound calls a round and runs at most perPrompt
// distinct calls a prompt, concurrency at a time. A call identical to one already made in this prompt (same tool, same
// arguments, key order aside) is not run again: it gets the same result. Every other call gets an error result the
// model can read, and past `refusedListed` of those a round's extra calls are dropped from the conversation sent back,
// so what the next request carries stays bounded whatever the model wrote. Results are cut to the budget (budget.ts).
import type { AgentRequest, ToolResult } from '../types';
import { LLM_BUDGET, TOOL_CALL_CAPS } from './budget';
import { parseToolArguments, type ToolCall } from './tool-calls';

export type ToolCallCaps = { [K in keyof typeof TOOL_CALL_CAPS]: number };

/** One call as it goes back to the model: the call (arguments as sent back) and its tool message's content. */
export interface ListedCall {
  call: ToolCall;
  content: string;
}

export interface RoundOutcome {
  listed: ListedCall[];
  /** Calls not run because of a cap (listed with an error, or dropped). */
  refused: number;
  /** Calls left out of the conversation sent back (past `refusedListed` refusals). */
  dropped: number;
}

type Plan = { call: ToolCall; result: Promise<ToolResult> } | { call: ToolCall; error: string };

const capError = (caps: ToolCallCaps) =>
  `not run: at most ${caps.perRound} tool calls a round and ${caps.perPrompt} a prompt are run. Answer with the results you have.`;
const BUDGET_ERROR = JSON.stringify({
  ok: false,
  error: `not sent: this prompt's tool results reached their size budget (${LLM_BUDGET.toolResultsChars} characters). Answer with the results you have.`,
});

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` name the same call. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Runs `tasks` with at most `limit` at once, in order; stops starting new ones once `signal` is aborted. */
async function pool(tasks: (() => Promise<void>)[], limit: number, signal: AbortSignal): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length && !signal.aborted) await tasks[next++]?.();
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), tasks.length) }, worker));
}

/** The result as the model reads it: JSON, cut to the per-result budget with a note saying so. */
function resultText(result: ToolResult): string {
  const text = JSON.stringify(result);
  if (text.length <= LLM_BUDGET.toolResultChars) return text;
  const note = ` … [cut: the result had ${text.length} characters]`;
  return text.slice(0, LLM_BUDGET.toolResultChars - note.length) + note;
}

/** The tool runner of one answer: remembers the calls made and the result characters sent across its rounds. */
export function createToolBatch(request: AgentRequest, caps: ToolCallCaps = TOOL_CALL_CAPS) {
  const made = new Map<string, Promise<ToolResult>>();
  let resultChars = 0;

  async function run(call: ToolCall, args: unknown): Promise<ToolResult> {
    request.onTool?.(call.name);
    try {
      return await request.tools.call(call.name, args, request.signal);
    } catch {
      // ToolRunner.call never throws by contract; a broken one still does not end the answer.
      return { ok: false, error: 'the tool failed' };
    }
  }

  /**
   * Decides each call's fate in order: an error, a result already made, or a new run (queued in `tasks`). At most
   * `perRound` calls of a round get a result, run or repeated: 1,000 copies of one call are not 1,000 results to send.
   */
  function plan(calls: readonly ToolCall[], tasks: (() => Promise<void>)[]): Plan[] {
    let answered = 0;
    return calls.map((call): Plan => {
      if (call.arguments.length > LLM_BUDGET.toolArgumentChars)
        return { call: { ...call, arguments: '{}' }, error: `arguments longer than ${LLM_BUDGET.toolArgumentChars} characters` };
      const parsed = parseToolArguments(call.arguments);
      if (!parsed.ok) return { call, error: parsed.error };
      if (call.name === '') return { call, error: 'the tool call names no tool' };
      const key = `${call.name}\u0000${canonical(parsed.args)}`;
      const known = made.get(key);
      // Sent back without its arguments: it was not run, and they would only weigh on the next request.
      if (answered >= caps.perRound || (!known && made.size >= caps.perPrompt))
        return { call: { ...call, arguments: '{}' }, error: capError(caps) };
      answered++;
      if (known) return { call, result: known };
      let settle: (result: ToolResult) => void = () => undefined;
      const result = new Promise<ToolResult>((resolve) => (settle = resolve));
      made.set(key, result);
      tasks.push(async () => settle(await run(call, parsed.args)));
      return { call, result };
    });
  }

  /** The message content of one planned call, counted against the prompt's result budget. */
  async function contentOf(planned: Plan): Promise<string> {
    const text = 'error' in planned ? JSON.stringify({ ok: false, error: planned.error }) : resultText(await planned.result);
    if (resultChars + text.length > LLM_BUDGET.toolResultsChars) return BUDGET_ERROR;
    resultChars += text.length;
    return text;
  }

  async function round(calls: readonly ToolCall[]): Promise<RoundOutcome> {
    const tasks: (() => Promise<void>)[] = [];
    const plans = plan(calls, tasks);
    await pool(tasks, caps.concurrency, request.signal);
    // Stopped: calls never started have no result to wait for, and no round follows.
    if (request.signal.aborted) return { listed: [], refused: 0, dropped: 0 };
    const capped = capError(caps);
    const refused = plans.filter((p) => 'error' in p && p.error === capped).length;
    let errorsListed = 0;
    const kept = plans.filter((p) => !('error' in p) || errorsListed++ < caps.refusedListed);
    const listed: ListedCall[] = [];
    // In order: the budget is spent by the calls the model made first.
    for (const planned of kept) listed.push({ call: planned.call, content: await contentOf(planned) });
    return { listed, refused, dropped: plans.length - kept.length };
  }

  return { round };
}
export type ToolBatch = ReturnType<typeof createToolBatch>;
