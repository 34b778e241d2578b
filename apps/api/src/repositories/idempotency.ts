// Data access for Idempotency-Key records (docs/api.md "Idempotent retries"). Claiming a key is one upsert that every
// API process agrees on: the first request inserts `pending`; a later one takes the row over only when it has expired
// (older than the key lifetime) or is a `pending` left by a crashed process (untouched past the stale delay) for the
// same operation and body. Whoever gets no row back reads the record and is answered from it.
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

export interface KeyClaim {
  userId: string;
  key: string;
  scope: string;
  requestHash: string;
  now: Date;
  /** Records created before this are expired: the key is free again. */
  expiredBefore: Date;
  /** A `pending` record untouched since before this was left by a crashed process. */
  staleBefore: Date;
}

/** Claims `key` for this request: true when the caller now owns it (`pending`), false when another record holds it. */
export async function claimKey(db: Database, claim: KeyClaim): Promise<boolean> {
  const { userId, key, scope, requestHash, now } = claim;
  const rows = await db
    .insert(idempotencyKeys)
    .values({ userId, key, scope, requestHash, state: 'pending', createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { scope, requestHash, state: 'pending', statusCode: null, response: null, createdAt: now, updatedAt: now },
      setWhere: or(
        lt(idempotencyKeys.createdAt, claim.expiredBefore),
        and(
          eq(idempotencyKeys.state, 'pending'),
          lt(idempotencyKeys.updatedAt, claim.staleBefore),
          eq(idempotencyKeys.scope, scope),
          eq(idempotencyKeys.requestHash, requestHash),
        ),
      ),
    })
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function findKey(db: Database, userId: string, key: string): Promise<IdempotencyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/** The claim a process holds: its key still pending, created by this claim (a taken-over record is another claim). */
type OwnedKey = { userId: string; key: string; createdAt: Date };
const ownedPending = (owned: OwnedKey) =>
  and(
    eq(idempotencyKeys.userId, owned.userId),
    eq(idempotencyKeys.key, owned.key),
    eq(idempotencyKeys.state, 'pending'),
    eq(idempotencyKeys.createdAt, owned.createdAt),
  );

/** Stores the first answer of an owned key; `createdAt` identifies the claim, so a taken-over record is left alone. */
export async function completeKey(
  db: Database,
  owned: OwnedKey,
  answer: { statusCode: number; response: string; now: Date },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', statusCode: answer.statusCode, response: answer.response, updatedAt: answer.now })
    .where(ownedPending(owned));
}

/** Frees an owned key whose request failed (5xx, cut stream): a retry runs the operation again. */
export async function releaseKey(db: Database, owned: OwnedKey): Promise<void> {
  await db.delete(idempotencyKeys).where(ownedPending(owned));
}

/** Deletes the records created before `expiredBefore`; answers how many. */
export async function deleteExpiredKeys(db: Database, expiredBefore: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, expiredBefore))
    .returning({ one: sql<number>`1` });
  return rows.length;
}
