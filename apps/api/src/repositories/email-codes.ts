// Data access for email validation codes: one per user (a new request replaces it and resets attempts). Each check
// spends an attempt in the same statement that reads the hash, so parallel guesses cannot exceed the limit.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailCodes } from '../db/schema';

export type EmailCodeRow = typeof emailCodes.$inferSelect;

export async function upsertEmailCode(db: Database, row: Omit<EmailCodeRow, 'attempts'>): Promise<void> {
  await db
    .insert(emailCodes)
    .values({ ...row, attempts: 0 })
    .onConflictDoUpdate({
      target: emailCodes.userId,
      set: { email: row.email, codeHash: row.codeHash, expiresAt: row.expiresAt, attempts: 0 },
    });
}

/** Spends one attempt on the user's live code; undefined when there is none left to try. */
export async function spendEmailCodeAttempt(
  db: Database,
  userId: string,
  now: Date,
  maxAttempts: number,
): Promise<EmailCodeRow | undefined> {
  const [row] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(eq(emailCodes.userId, userId), gt(emailCodes.expiresAt, now), lt(emailCodes.attempts, maxAttempts)))
    .returning();
  return row;
}

/** Consumes the code once it matched; true for exactly one caller. */
export async function consumeEmailCode(db: Database, userId: string, codeHash: string): Promise<boolean> {
  const deleted = await db
    .delete(emailCodes)
    .where(and(eq(emailCodes.userId, userId), eq(emailCodes.codeHash, codeHash)))
    .returning({ userId: emailCodes.userId });
  return deleted.length === 1;
}
