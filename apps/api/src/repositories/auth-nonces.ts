// Data access for sign-in challenges (docs/auth.md "Challenge"). A nonce is consumed by one DELETE … RETURNING that
// also checks expiry, so of two parallel verifications of one nonce exactly one gets the row.
import { and, eq, gt, lte } from 'drizzle-orm';
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
