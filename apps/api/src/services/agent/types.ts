// The contract between Agent K's parts (issue 12 §2): the chat route hands an agent the user's message, their history
// and a tool runner scoped to them; the agent yields answer text as it is produced. Two agents implement it: the
// offline one (intents, docs/agent.md "Offline agent") and the LLM one (OpenAI-compatible, "LLM adapter"). Both reach
// data only through the tools, so every figure they give comes from the user's own records.
import type { Locale } from '@k3/shared';

export interface AgentMessage {
  sender: 'user' | 'agent';
  message: string;
}

/** What a tool answers: its data, and whether that data is generated demo data (the agent must say so). */
export type ToolResult =
  | { ok: true; demo: boolean; data: Record<string, unknown> }
  | { ok: false; error: string; /** e.g. close matches of an unknown token */ suggestions?: string[] };

/** A tool as an LLM sees it: name, what it does, its arguments as JSON Schema. */
export interface ToolSpec {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/**
 * The user's tools: read-only, scoped to the signed-in user, arguments validated (zod) before running. `call` never
 * throws: an unknown tool, bad arguments or a failing source come back as `{ ok: false, error }`.
 */
export interface ToolRunner {
  readonly specs: readonly ToolSpec[];
  call(name: string, args: unknown, signal?: AbortSignal): Promise<ToolResult>;
  /** The known tokens a free text names (id, symbol or name, whole words, accents and case aside), longest match first. */
  findAssets(text: string): Promise<{ id: string; symbol: string; name: string }[]>;
}

export interface AgentUsage {
  promptTokens: number;
  completionTokens: number;
}

export interface AgentRequest {
  lang: Locale;
  /** The prompt, trimmed, ≤ AI_MESSAGE_MAX characters. */
  message: string;
  /** The conversation before this prompt, oldest first. */
  history: readonly AgentMessage[];
  tools: ToolRunner;
  /** Aborted when the user stops the answer or closes the connection: the agent stops and cancels upstream calls. */
  signal: AbortSignal;
  /** Called with the tools used and, for an LLM, the tokens spent (logged per user). */
  onUsage?: (usage: AgentUsage) => void;
  onTool?: (name: string) => void;
}

export interface Agent {
  readonly kind: 'offline' | 'llm';
  /** The answer as text chunks. Throws (or rejects) on failure; chunks already yielded stay with the user. */
  answer(request: AgentRequest): AsyncIterable<string>;
}
