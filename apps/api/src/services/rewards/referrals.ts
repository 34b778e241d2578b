// Referral rewards (spec §9 "Referral reward: 10% of each referred user's points"; docs/rewards.md "Referrals"): the
// referrer earns REFERRAL_PERCENT of the XP each referred user earns from quests, as it is earned, written to the
// ledger (source 'referral', from_user_id). Integer maths with no drift: after each grant the referrer holds
// ⌊10% × the referred user's cumulative quest XP⌋ from them, so 15, 15, 15 give 1, 2, 1 (total 4 = ⌊45 × 10%⌋) where
// per-grant rounding would give 3 or 6. Referral XP is never passed on: only source 'quest' rows are counted, so there
// are no referrals of referrals.
import { REFERRAL_PERCENT } from '@k3/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { addXp, insertLedger, ledgerSum } from '../../repositories/xp-ledger';
import { countReferred } from '../../repositories/quests';

/** What the referrer is owed now: ⌊percent × cumulative⌋ minus what they already got from this user. */
export function referralDue(cumulativeQuestXp: number, alreadyGranted: number, percent = REFERRAL_PERCENT): number {
  return Math.max(0, Math.floor((cumulativeQuestXp * percent) / 100) - alreadyGranted);
}

/**
 * Grants the referrer their share of `userId`'s quest XP, inside the caller's transaction, after the user's own grant
 * has updated (and so locked) their users row: a parallel grant of the same user waits for this one to commit and then
 * reads its rows, so the floor rule stays exact. Returns the XP granted to the referrer (0 when none is due).
 */
export async function grantReferral(tx: Database, userId: string, at: Date): Promise<number> {
  const [row] = await tx.select({ referrerId: users.referrerId }).from(users).where(eq(users.id, userId));
  const referrerId = row?.referrerId;
  if (!referrerId) return 0;
  const earned = await ledgerSum(tx, userId, { source: 'quest' });
  const granted = await ledgerSum(tx, referrerId, { source: 'referral', fromUserId: userId });
  const due = referralDue(earned, granted);
  if (due === 0) return 0;
  await insertLedger(tx, { userId: referrerId, amount: due, source: 'referral', fromUserId: userId, at });
  await addXp(tx, referrerId, due);
  return due;
}

/** GET /api/me/referrals: referred users who signed in, and the XP earned from them. */
export async function referralSummary(db: Database, userId: string): Promise<{ count: number; xp: number }> {
  const [count, xp] = await Promise.all([countReferred(db, userId), ledgerSum(db, userId, { source: 'referral' })]);
  return { count, xp };
}
