// The record of Agent K prompts (issue 12 §1): one row per prompt that spent a kredit, finished with its outcome,
// the tools used and the tokens an LLM reported (token usage per user; AI-usage quests count the answered ones).
import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { aiPrompts } from '../db/schema';

/** abandoned: left pending by a process that died mid-answer, its kredit given back by the sweep (prompt-sweep.ts). */
export type PromptStatus = 'pending' | 'answered' | 'refunded' | 'failed' | 'abandoned';

export async function recordPrompt(
  db: Database,
  row: { userId: string; conversationId: string; at: Date; agent: 'offline' | 'llm' },
): Promise<number> {
  const [inserted] = await db
    .insert(aiPrompts)
    .values({ ...row, status: 'pending' })
    .returning({ id: aiPrompts.id });
  if (!inserted) throw new Error('prompt not recorded');
  return inserted.id;
}

/** Records a prompt's outcome; false when it was no longer pending (the sweep took it as abandoned and refunded it). */
export async function finishPrompt(
  db: Database,
  id: number,
  outcome: { status: PromptStatus; tools: string[]; promptTokens: number | null; completionTokens: number | null },
): Promise<boolean> {
  const rows = await db
    .update(aiPrompts)
    .set(outcome)
    .where(and(eq(aiPrompts.id, id), eq(aiPrompts.status, 'pending')))
    .returning({ id: aiPrompts.id });
  return rows.length > 0;
}

/**
 * Marks the prompts still pending since before `before` abandoned, and returns their users (one entry per prompt).
 * Conditional on `pending`, so two sweeps, or a sweep and a late finishPrompt, never both count one prompt.
 */
export async function abandonPendingPrompts(db: Database, before: Date): Promise<string[]> {
  const rows = await db
    .update(aiPrompts)
    .set({ status: 'abandoned' })
    .where(and(eq(aiPrompts.status, 'pending'), lt(aiPrompts.at, before)))
    .returning({ userId: aiPrompts.userId });
  return rows.map((row) => row.userId);
}

/** The user's prompts still pending (answers under way) started at or after `since`. */
export async function countPending(db: Database, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(aiPrompts)
    .where(and(eq(aiPrompts.userId, userId), eq(aiPrompts.status, 'pending'), gte(aiPrompts.at, since)));
  return row?.n ?? 0;
}
