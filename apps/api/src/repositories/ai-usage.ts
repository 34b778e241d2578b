// Agent K usage per user and UTC day (issue 22 §4; docs/agent.md "Usage and the daily ceiling"): one row per user and
// day, added to in one upsert as each prompt ends (in the prompt's closing transaction), read by the chat's daily
// ceiling and listed for the admin console.
import type { AdminAiUsage } from '@k3/shared';
import { desc, eq, and, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { aiUsageDays } from '../db/schema';

/** The UTC day of a moment, YYYY-MM-DD (the row's key). */
export const usageDay = (now: Date): string => now.toISOString().slice(0, 10);

/** Adds one finished prompt and its tokens to the user's row of `day`. */
export async function addUsage(
  db: Database,
  entry: { userId: string; day: string; promptTokens: number; completionTokens: number },
): Promise<void> {
  await db
    .insert(aiUsageDays)
    .values({ ...entry, prompts: 1 })
    .onConflictDoUpdate({
      target: [aiUsageDays.userId, aiUsageDays.day],
      set: {
        prompts: sql`${aiUsageDays.prompts} + 1`,
        promptTokens: sql`${aiUsageDays.promptTokens} + ${entry.promptTokens}`,
        completionTokens: sql`${aiUsageDays.completionTokens} + ${entry.completionTokens}`,
      },
    });
}

/** Prompt and completion tokens the user spent on `day`. */
export async function tokensOn(db: Database, userId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ tokens: sql<number>`${aiUsageDays.promptTokens} + ${aiUsageDays.completionTokens}`.mapWith(Number) })
    .from(aiUsageDays)
    .where(and(eq(aiUsageDays.userId, userId), eq(aiUsageDays.day, day)));
  return row?.tokens ?? 0;
}

/** The prompts finished on `day` and their tokens (prompt and completion). */
export async function usageOn(db: Database, userId: string, day: string): Promise<{ prompts: number; tokens: number }> {
  const [row] = await db
    .select({
      prompts: aiUsageDays.prompts,
      tokens: sql<number>`${aiUsageDays.promptTokens} + ${aiUsageDays.completionTokens}`.mapWith(Number),
    })
    .from(aiUsageDays)
    .where(and(eq(aiUsageDays.userId, userId), eq(aiUsageDays.day, day)));
  return row ?? { prompts: 0, tokens: 0 };
}

/** The rows from `since` (a day) on, newest day first, the biggest spenders of a day first. */
export async function listUsage(
  db: Database,
  query: { since: string; limit: number; offset: number },
): Promise<Omit<AdminAiUsage, 'overLimit'>[]> {
  const total = sql<number>`${aiUsageDays.promptTokens} + ${aiUsageDays.completionTokens}`;
  return db
    .select({
      day: aiUsageDays.day,
      userId: aiUsageDays.userId,
      prompts: aiUsageDays.prompts,
      promptTokens: aiUsageDays.promptTokens,
      completionTokens: aiUsageDays.completionTokens,
    })
    .from(aiUsageDays)
    .where(gte(aiUsageDays.day, query.since))
    .orderBy(desc(aiUsageDays.day), desc(total), aiUsageDays.userId)
    .limit(query.limit)
    .offset(query.offset);
}
