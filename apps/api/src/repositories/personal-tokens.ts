// Data access for personal access tokens (issue 28 §4; docs/mcp.md "Tokens"): only a token's SHA-256 is stored; a
// token is live while revoked_at is null. The cap holds under parallel creations: the count and the insert run in one
// transaction under a row lock on the user, so two requests cannot both pass a count neither has added to.
import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { personalTokens, users } from '../db/schema';
import type { UserRow } from './users';

export type PersonalTokenRow = typeof personalTokens.$inferSelect;

/** Inserts a token unless the user already holds `max` live ones ('full'). */
export async function insertPersonalToken(
  db: Database,
  row: Pick<PersonalTokenRow, 'userId' | 'name' | 'tokenHash' | 'createdAt'>,
  max: number,
): Promise<PersonalTokenRow | 'full'> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
    const [live] = await tx
      .select({ n: count() })
      .from(personalTokens)
      .where(and(eq(personalTokens.userId, row.userId), isNull(personalTokens.revokedAt)));
    if ((live?.n ?? 0) >= max) return 'full' as const;
    const [inserted] = await tx.insert(personalTokens).values(row).returning();
    if (!inserted) throw new Error('personal token insert returned nothing');
    return inserted;
  });
}

/** The user's live tokens, newest first. */
export function listLivePersonalTokens(db: Database, userId: string): Promise<PersonalTokenRow[]> {
  return db
    .select()
    .from(personalTokens)
    .where(and(eq(personalTokens.userId, userId), isNull(personalTokens.revokedAt)))
    .orderBy(desc(personalTokens.createdAt), desc(personalTokens.id));
}

/** Revokes one of the user's live tokens; false when there is none with this id (another user's, or revoked). */
export async function revokePersonalToken(db: Database, userId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(personalTokens)
    .set({ revokedAt: now })
    .where(and(eq(personalTokens.id, id), eq(personalTokens.userId, userId), isNull(personalTokens.revokedAt)))
    .returning({ id: personalTokens.id });
  return rows.length > 0;
}

/** The live token with this hash and its user. */
export async function findLivePersonalToken(
  db: Database,
  tokenHash: string,
): Promise<{ token: PersonalTokenRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ token: personalTokens, user: users })
    .from(personalTokens)
    .innerJoin(users, eq(users.id, personalTokens.userId))
    .where(and(eq(personalTokens.tokenHash, tokenHash), isNull(personalTokens.revokedAt)))
    .limit(1);
  return row;
}

/** Records a use, unless one was recorded after `olderThan` (so a busy client writes once a minute at most). */
export async function touchPersonalToken(db: Database, id: string, now: Date, olderThan: Date): Promise<void> {
  await db
    .update(personalTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(personalTokens.id, id), or(isNull(personalTokens.lastUsedAt), lt(personalTokens.lastUsedAt, olderThan))));
}
