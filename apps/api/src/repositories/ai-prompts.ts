// The record of Agent K prompts (issue 12 §1): one row per prompt that spent a kredit, finished with its outcome,
// the tools used and the tokens an LLM reported (token usage per user; AI-usage quests count the answered ones).
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { aiPrompts } from '../db/schema';

export type PromptStatus = 'pending' | 'answered' | 'refunded' | 'failed';

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

export async function finishPrompt(
  db: Database,
  id: number,
  outcome: { status: PromptStatus; tools: string[]; promptTokens: number | null; completionTokens: number | null },
): Promise<void> {
  await db.update(aiPrompts).set(outcome).where(eq(aiPrompts.id, id));
}
