// Data access for email validation codes: one per user (a new request replaces the code). Each check spends an
// attempt in the same statement that reads the hash, so parallel guesses cannot exceed the limit. A new code keeps the
// attempts already spent while the code it replaces is still live (issue 8 §5: resending must not buy more guesses).
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailCodes } from '../db/schema';

export type EmailCodeRow = typeof emailCodes.$inferSelect;

/** The user's code, live or not. */
export async function findEmailCode(db: Database, userId: string): Promise<EmailCodeRow | undefined> {
  const [row] = await db.select().from(emailCodes).where(eq(emailCodes.userId, userId));
  return row;
}

/** Stores a new code; its attempts start at 0 only when there was no code or the previous one had expired at `now`. */
export async function upsertEmailCode(db: Database, row: Omit<EmailCodeRow, 'attempts'>, now: Date): Promise<void> {
  await db
    .insert(emailCodes)
    .values({ ...row, attempts: 0 })
    .onConflictDoUpdate({
      target: emailCodes.userId,
      set: {
        email: row.email,
        codeHash: row.codeHash,
        expiresAt: row.expiresAt,
        // Compared in the statement, so a guess landing between a read and this write is never forgotten.
        attempts: sql`case when ${emailCodes.expiresAt} > ${now.toISOString()}::timestamptz then ${emailCodes.attempts} else 0 end`,
      },
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
