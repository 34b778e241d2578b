// Data access for ownership challenges (issue 8 §6, docs/portfolio.md "Which wallets count"): rows of auth_nonces
// with purpose 'ownership', bound to the signed-in user who asked. A user keeps at most one pending challenge per
// wallet (asking again replaces it; nobody else can ask on their behalf). Consumed like sign-in nonces: one
// DELETE … RETURNING (repositories/auth-nonces.ts consumeNonce).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authNonces } from '../db/schema';
import type { AuthNonceRow } from './auth-nonces';

const ownedBy = (userId: string, wallet: string) =>
  and(eq(authNonces.purpose, 'ownership'), eq(authNonces.userId, userId), eq(authNonces.wallet, wallet));

/** Stores the user's new challenge for `wallet`, replacing any earlier one of theirs, in one transaction. */
export async function replaceOwnershipChallenge(
  db: Database,
  row: Pick<AuthNonceRow, 'nonce' | 'wallet' | 'message' | 'expiresAt' | 'requester'> & { userId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(authNonces).where(ownedBy(row.userId, row.wallet));
    await tx.insert(authNonces).values({ ...row, purpose: 'ownership' });
  });
}

/** The user's pending challenge for `wallet`, expired or not (so expiry can be reported as such). */
export async function findOwnershipChallenge(db: Database, userId: string, wallet: string): Promise<AuthNonceRow | undefined> {
  const [row] = await db.select().from(authNonces).where(ownedBy(userId, wallet));
  return row;
}
