// Data access for Magic Konnect login codes (docs/auth.md "Login codes"): one code per session (a new one replaces it),
// redeemed by one DELETE … WHERE code AND not expired RETURNING, so a code works once even under parallel requests.
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginCodes } from '../db/schema';

export type LoginCodeRow = typeof loginCodes.$inferSelect;

export async function upsertLoginCode(db: Database, row: LoginCodeRow): Promise<void> {
  await db
    .insert(loginCodes)
    .values(row)
    .onConflictDoUpdate({ target: loginCodes.sessionId, set: { code: row.code, expiresAt: row.expiresAt } });
}

export async function redeemLoginCode(db: Database, code: string, now: Date): Promise<LoginCodeRow | undefined> {
  const [row] = await db
    .delete(loginCodes)
    .where(and(eq(loginCodes.code, code), gt(loginCodes.expiresAt, now)))
    .returning();
  return row;
}
