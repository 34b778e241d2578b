// Shared Agent K chats (issue 12 §1 "a shared chat is a snapshot; its owner can withdraw it"). A share is written once
// and never edited; withdrawal stamps withdrawn_at in one conditional UPDATE on (id, owner), so another user's id and
// an already withdrawn one both change nothing and read as "no such share".
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { aiShares } from '../db/schema';

export type ShareRow = typeof aiShares.$inferSelect;

export async function insertShare(db: Database, share: Omit<ShareRow, 'withdrawnAt'>): Promise<void> {
  await db.insert(aiShares).values(share);
}

/** The share `id` unless it is unknown or withdrawn. */
export async function findLiveShare(db: Database, id: string): Promise<ShareRow | undefined> {
  const [row] = await db
    .select()
    .from(aiShares)
    .where(and(eq(aiShares.id, id), isNull(aiShares.withdrawnAt)));
  return row;
}

/** Withdraws the user's live share `id`; false when it is not theirs, unknown or already withdrawn. */
export async function withdrawShare(db: Database, userId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(aiShares)
    .set({ withdrawnAt: now })
    .where(and(eq(aiShares.id, id), eq(aiShares.userId, userId), isNull(aiShares.withdrawnAt)))
    .returning({ id: aiShares.id });
  return rows.length > 0;
}

/** The user's live shares, newest first, at most `limit`. */
export async function listLiveShares(db: Database, userId: string, limit: number): Promise<ShareRow[]> {
  return db
    .select()
    .from(aiShares)
    .where(and(eq(aiShares.userId, userId), isNull(aiShares.withdrawnAt)))
    .orderBy(desc(aiShares.createdAt), desc(aiShares.id))
    .limit(limit);
}
