// Users as the admin console sees them (issue 13 §4 "users by XP with their ledger"): a page of users by xp, each with
// the number of users they referred, and the role column. The ledger itself is read through repositories/xp-ledger.
import { count, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import type { UserRow } from './users';

export interface UserWithReferrals {
  user: UserRow;
  referrals: number;
}

// Spelt out: Drizzle leaves columns unqualified in a one-table select, which a correlated subquery cannot use. The
// users_referrer index answers it per row.
const referralCount = () =>
  sql<number>`(select count(*) from users referred where referred.referrer_id = users.id)`.mapWith(Number);

/**
 * Real users by xp, highest first (ties by id, so pages do not overlap), read along the users_xp index. The demo
 * community's generated members are not users: neither listed nor counted (docs/rewards.md "Demo community").
 */
export async function listUsersByXp(
  db: Database,
  page: { limit: number; offset: number },
): Promise<{ users: UserWithReferrals[]; total: number }> {
  const rows = await db
    .select({ user: users, referrals: referralCount() })
    .from(users)
    .where(eq(users.isDemo, false))
    .orderBy(sql`${users.xp} desc nulls last`, users.id)
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(users).where(eq(users.isDemo, false));
  return { users: rows, total: total?.n ?? 0 };
}

/** One user by wallet (EVM addresses in any case, Solana's exactly: services/auth/tokens.ts walletKey). */
export async function findUserWithReferrals(db: Database, id: string): Promise<UserWithReferrals | undefined> {
  const [row] = await db
    .select({ user: users, referrals: referralCount() })
    .from(users)
    .where(or(eq(users.id, id), eq(users.idLower, id.toLowerCase())));
  return row;
}

/** Sets the role column; answers the row before the change (locked for the transaction) and after it. */
export async function setUserRole(
  db: Database,
  id: string,
  role: string,
): Promise<{ before: UserRow; after: UserRow } | undefined> {
  const [before] = await db.select().from(users).where(eq(users.id, id)).for('update');
  if (!before) return undefined;
  const [after] = await db.update(users).set({ role }).where(eq(users.id, id)).returning();
  return after ? { before, after } : undefined;
}
