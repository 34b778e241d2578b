// Data access for sign-in challenges (docs/auth.md "Challenge"). A nonce is consumed by one DELETE … RETURNING that
// also checks expiry, so of two parallel verifications of one nonce exactly one gets the row.
import { and, desc, eq, gt, lte, notInArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authNonces } from '../db/schema';

export type AuthNonceRow = typeof authNonces.$inferSelect;

export async function insertNonce(db: Database, row: AuthNonceRow): Promise<void> {
  await db.insert(authNonces).values(row);
}

/** Every stored challenge of the wallet, expired ones included (so an expired one can be reported as such). */
export async function findNoncesOfWallet(db: Database, wallet: string): Promise<AuthNonceRow[]> {
  return db.select().from(authNonces).where(eq(authNonces.wallet, wallet));
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

/** Deletes all but the `keep` newest challenges of the wallet, so verification checks a bounded set. */
export async function keepNewestNonces(db: Database, wallet: string, keep: number): Promise<void> {
  const newest = db
    .select({ nonce: authNonces.nonce })
    .from(authNonces)
    .where(eq(authNonces.wallet, wallet))
    .orderBy(desc(authNonces.expiresAt))
    .limit(keep);
  await db.delete(authNonces).where(and(eq(authNonces.wallet, wallet), notInArray(authNonces.nonce, newest)));
}
