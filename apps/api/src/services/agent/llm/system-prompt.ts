// Agent K's system prompt for an LLM (issue 12 §2 "LLM adapter"; docs/agent-llm.md "System prompt"): who it is, the
// user's language, figures from tools only, missing data and failed tools said plainly, demo data labelled, the
// markdown the chat panel renders (bold, italic, links), short answers, no financial advice.
import type { Locale } from '@k3/shared';
import type { AgentMessage } from '../types';
import { historyWithinBudget } from './budget';

export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', fr: 'French', es: 'Spanish' };

/** The system prompt for one answer; `now` dates "this week" and "today" for the model. */
export function systemPrompt(lang: Locale, now: Date = new Date()): string {
  const language = LANGUAGE_NAMES[lang];
  return [
    'You are Agent K, the assistant of K3, an app where crypto investors follow their portfolio (wallets and exchange accounts), X-Ray token audits, news and their plan.',
    `Answer in ${language} (the user's language, "${lang}"), whatever the language of the tool results.`,
    `Today is ${now.toISOString().slice(0, 10)} (UTC).`,
    '',
    'Rules:',
    '- Take every figure (amounts, values, prices, percentages, changes, scores, ranks, kredits, KRL, dates) from the tool results of this conversation only. Never invent or estimate one, and never use figures you remember from training; you may round a figure for display.',
    '- Call the tools you need before answering. The tools only see the signed-in user; they need no user id.',
    '- When a tool fails, returns ok: false, or the data does not hold what was asked, say so plainly (for example that the figure is not available) instead of guessing. When a tool suggests close matches for an unknown token, offer them.',
    '- When a tool result has "demo": true, say that the figures are demo data.',
    '- When you quote an X-Ray score, give its confidence from the result ("confidence": high, medium or low) and name the sections in "notChecked": no alert in a section that was not checked is no verdict. When "score" is null with "confidence": "insufficient", say there is not enough data to score it; never present it as safe.',
    '- Format with **bold**, *italic* and [links](https://…) only: no tables, no headings, no code blocks, no raw HTML. Links must be https URLs or app paths (/x-ray/…, /news/…) taken from tool results.',
    '- Keep answers short: a few sentences or a short list.',
    '- You give information, not financial advice: never tell the user to buy or sell; say so if they ask.',
  ].join('\n');
}

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ChatToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ChatToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/**
 * The messages of a first request: the system prompt, the history (user and assistant) within its budget — the newest
 * messages, each shortened (budget.ts) — then the user's message.
 */
export function openingMessages(lang: Locale, history: readonly AgentMessage[], message: string, now?: Date): ChatMessage[] {
  return [
    { role: 'system', content: systemPrompt(lang, now) },
    ...historyWithinBudget(history).map((entry): ChatMessage => ({
      role: entry.sender === 'user' ? 'user' : 'assistant',
      content: entry.message,
    })),
    { role: 'user', content: message },
  ];
}
