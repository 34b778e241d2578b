// Agent K conversations (issue 12 §1): one per user, kept in the database so every API process agrees on it and a
// restart keeps it. Appends are one UPDATE of the row whose id the caller holds: an answer never lands in a
// conversation that was cleared or replaced meanwhile.
import { AI_CONVERSATION_MAX } from '@k3/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { aiConversations, type StoredChatMessage } from '../db/schema';

export type ConversationRow = typeof aiConversations.$inferSelect;

export async function findConversation(db: Database, userId: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(aiConversations).where(eq(aiConversations.userId, userId));
  return row;
}

/** Starts a conversation (replacing the user's current one) holding `messages`. */
export async function startConversation(
  db: Database,
  userId: string,
  id: string,
  messages: StoredChatMessage[],
  now: Date,
): Promise<ConversationRow> {
  const kept = messages.slice(-AI_CONVERSATION_MAX);
  const [row] = await db
    .insert(aiConversations)
    .values({ userId, id, messages: kept, updatedAt: now })
    .onConflictDoUpdate({ target: aiConversations.userId, set: { id, messages: kept, updatedAt: now } })
    .returning();
  if (!row) throw new Error('conversation not stored');
  return row;
}

/** Appends to conversation `id` (the oldest messages go past AI_CONVERSATION_MAX); false when it is no longer current. */
export async function appendMessages(
  db: Database,
  userId: string,
  id: string,
  messages: StoredChatMessage[],
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(aiConversations)
    .set({
      // jsonb concatenation, then the newest AI_CONVERSATION_MAX kept, in one statement.
      messages: sql`(select coalesce(jsonb_agg(m order by n), '[]'::jsonb) from (
        select m, n from jsonb_array_elements(${aiConversations.messages} || ${JSON.stringify(messages)}::jsonb)
          with ordinality as e(m, n)
        order by n desc limit ${AI_CONVERSATION_MAX}) kept)`,
      updatedAt: now,
    })
    .where(and(eq(aiConversations.userId, userId), eq(aiConversations.id, id)))
    .returning({ id: aiConversations.id });
  return rows.length > 0;
}

export async function clearConversation(db: Database, userId: string): Promise<void> {
  await db.delete(aiConversations).where(eq(aiConversations.userId, userId));
}
