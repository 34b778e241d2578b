// What one Agent K prompt may send to the model (issue 22 §4, §5; docs/agent-llm.md "Budget"). Whatever the client
// sends (40 history messages of 8,000 characters) and whatever the model asks for (thousands of tool calls), every
// request to the model stays within fixed sizes: the newest history within HISTORY_CHARS, each message shortened to
// MESSAGE_CHARS, each tool result cut to TOOL_RESULT_CHARS and all of a prompt's results within TOOL_RESULTS_CHARS,
// at most TOOL_CALLS_PER_ROUND and TOOL_CALLS_PER_PROMPT calls run. Token counts are estimated from characters only
// where the model reports none.
import type { AgentMessage } from '../types';

export const LLM_BUDGET = {
  /** History characters sent with a prompt: the newest messages that fit, oldest dropped first. */
  historyChars: 8_000,
  /** A longer history message keeps its start and ends with SHORTENED. */
  messageChars: 2_000,
  /** A round's own text sent back with its tool calls (the user got all of it), shortened the same way. */
  roundTextChars: 1_000,
  /** One tool result as the model reads it (the demo's largest is about 1,800). */
  toolResultChars: 4_000,
  /** All tool results of one prompt; past it a result is replaced by a short error. */
  toolResultsChars: 16_000,
  /** A call's arguments as the model wrote them; longer ones are refused (the tools take a name or a number). */
  toolArgumentChars: 500,
} as const;

export const TOOL_CALL_CAPS = {
  /** Distinct calls run in one round; further ones get an error result. */
  perRound: 8,
  /** Distinct calls run in one prompt (all rounds). */
  perPrompt: 16,
  /** Calls running at once. */
  concurrency: 4,
  /** Refused calls a round still lists with their error (the rest are dropped from the conversation sent back). */
  refusedListed: 8,
} as const;

/** About 4 characters a token for English text and JSON: the estimate used where the model reports no usage. */
export const CHARS_PER_TOKEN = 4;
export const SHORTENED = ' … [shortened]';

export const estimateTokens = (chars: number): number => Math.ceil(chars / CHARS_PER_TOKEN);

/** `text` cut to at most `max` characters (whole code points), marked as shortened when cut. */
export function shorten(text: string, max: number = LLM_BUDGET.messageChars): string {
  if (text.length <= max) return text;
  const kept = Array.from(text.slice(0, max - SHORTENED.length));
  // A surrogate pair split by the cut: drop its lone half.
  const last = kept.at(-1) ?? '';
  if (last.length === 1 && /[\uD800-\uDBFF]/.test(last)) kept.pop();
  return `${kept.join('')}${SHORTENED}`;
}

/** The newest messages of `history` that fit in `budget` characters once each is shortened, oldest first. */
export function historyWithinBudget(history: readonly AgentMessage[], budget: number = LLM_BUDGET.historyChars): AgentMessage[] {
  const kept: AgentMessage[] = [];
  let used = 0;
  for (let i = history.length - 1; i >= 0; i--) {
    const entry = history[i];
    if (!entry) continue;
    const message = shorten(entry.message);
    if (used + message.length > budget) break;
    used += message.length;
    kept.unshift({ sender: entry.sender, message });
  }
  return kept;
}
