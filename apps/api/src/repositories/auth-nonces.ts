// Data access for challenges (docs/auth.md "Verification"). A nonce is consumed by one DELETE … RETURNING that also
// checks expiry, so of two parallel verifications of one nonce exactly one gets the row. Sign-in reads only rows of
// purpose 'sign_in' issued to the same requester (issue 8 §3): nobody can crowd out, evict or use another client's
// challenge, and an ownership proof (purpose 'ownership', repositories/ownership-challenges.ts) never opens a session.
import { and, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authNonces } from '../db/schema';

export type AuthNonceRow = typeof authNonces.$inferSelect;

export async function insertNonce(db: Database, row: typeof authNonces.$inferInsert): Promise<void> {
  await db.insert(authNonces).values(row);
}

const signInChallengesOf = (wallet: string, requester: string) =>
  and(eq(authNonces.purpose, 'sign_in'), eq(authNonces.wallet, wallet), eq(authNonces.requester, requester));

/**
 * The sign-in challenges of `wallet` issued to `requester`, newest first, at most `limit` (the signatures checked
 * per verification stay bounded); expired ones included, so an expired one can be reported as such.
 */
export async function findSignInChallenges(
  db: Database,
  wallet: string,
  requester: string,
  limit: number,
): Promise<AuthNonceRow[]> {
  return db
    .select()
    .from(authNonces)
    .where(signInChallengesOf(wallet, requester))
    .orderBy(desc(authNonces.expiresAt))
    .limit(limit);
}

/**
 * Stores a sign-in challenge unless its requester already holds `cap` unexpired ones for that wallet; false when
 * refused. The count and the insert run in one transaction holding an advisory lock on (wallet, requester), so
 * parallel requests cannot pass the cap together; other requesters' challenges are neither counted nor touched.
 */
export async function insertSignInChallenge(
  db: Database,
  row: Pick<AuthNonceRow, 'nonce' | 'wallet' | 'message' | 'expiresAt' | 'requester'>,
  cap: number,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const lockKey = `auth_nonces:sign_in:${row.wallet}:${row.requester}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`);
    const [pending] = await tx
      .select({ n: count() })
      .from(authNonces)
      .where(and(signInChallengesOf(row.wallet, row.requester), gt(authNonces.expiresAt, now)));
    if ((pending?.n ?? 0) >= cap) return false;
    await tx.insert(authNonces).values({ ...row, purpose: 'sign_in' });
    return true;
  });
}

/** Consumes the nonce if it is still valid; true for exactly one caller. */
export async function consumeNonce(db: Database, nonce: string, now: Date): Promise<boolean> {
  const deleted = await db
    .delete(authNonces)
    .where(and(eq(authNonces.nonce, nonce), gt(authNonces.expiresAt, now)))
    .returning({ nonce: authNonces.nonce });
  return deleted.length === 1;
}

export async function deleteExpiredNonces(db: Database, now: Date): Promise<void> {
  await db.delete(authNonces).where(lte(authNonces.expiresAt, now));
}
