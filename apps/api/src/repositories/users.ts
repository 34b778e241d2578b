// Data access for users (spec §3 "User"). Creation is one INSERT … ON CONFLICT DO NOTHING on the case-insensitive key,
// so two first sign-ins of one wallet in parallel create one row; username uniqueness is a unique index on lower().
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** Creates the user unless the wallet has one; returns the row and whether it is new. */
export async function findOrCreateUser(
  db: Database,
  user: { id: string; idLower: string; referrerId: string | null; createdAt: Date },
): Promise<{ user: UserRow; created: boolean }> {
  const [inserted] = await db.insert(users).values(user).onConflictDoNothing({ target: users.idLower }).returning();
  if (inserted) return { user: inserted, created: true };
  const existing = await findUserByKey(db, user.idLower);
  if (!existing) throw new Error(`user ${user.id} vanished during sign-in`);
  return { user: existing, created: false };
}

export async function findUserByKey(db: Database, idLower: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.idLower, idLower));
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Sets the username; 'taken' when another user holds it in any case (the unique index decides under races). */
export async function updateUsername(db: Database, id: string, username: string): Promise<UserRow | 'taken'> {
  try {
    const [row] = await db.update(users).set({ username }).where(eq(users.id, id)).returning();
    if (!row) throw new Error(`user ${id} not found`);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

/** Records a share to X (spec §3 system.lastShare). */
export async function recordShare(db: Database, id: string, at: Date): Promise<UserRow> {
  const [row] = await db.update(users).set({ lastShareAt: at }).where(eq(users.id, id)).returning();
  if (!row) throw new Error(`user ${id} not found`);
  return row;
}

/** Records a validated email; boosts the user when they were created before `legacyBefore` (spec §6). */
export async function markEmailValidated(
  db: Database,
  id: string,
  email: string,
  now: Date,
  legacyBefore: Date | null,
): Promise<UserRow | undefined> {
  const isLegacy = legacyBefore === null ? sql`false` : lt(users.createdAt, legacyBefore);
  const [row] = await db
    .update(users)
    .set({ email, emailValidatedAt: now, boosted: sql`${users.boosted} or coalesce(${isLegacy}, false)` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** The constraint (or unique index) a unique violation names, wherever it sits in the cause chain; undefined otherwise. */
export function uniqueViolationConstraint(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : undefined;
  }
  return undefined;
}

/** PostgreSQL 23505, whether the driver error is thrown as is or wrapped by Drizzle (as its cause). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}
