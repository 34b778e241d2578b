// Granting a quest's reward (docs/rewards.md "Once only"), in the caller's transaction: the user's quest moves from
// started to completed with one conditional UPDATE (null: someone else already did it), the ledger row is written (its
// partial unique index guards the same), the XP and kredits are added atomically and the referrer is paid. Used by a
// claim (claim.ts) and by an admin's approval of a spread-the-word post (services/admin/quest-submissions.ts).
import type { QuestReward } from '@k3/shared';
import type { Database } from '../../db/client';
import { completeUserQuest, type UserQuestRow } from '../../repositories/quests';
import { addXp, insertLedger } from '../../repositories/xp-ledger';
import { grantKreditsRefilled } from '../agent/kredits';
import { grantReferral } from './referrals';

export interface Grant {
  userId: string;
  questId: string;
  period: string;
  granted: QuestReward;
  /** The user's kredit allowance, read before the transaction: the refill counted before the kredits are added. */
  allowance: number;
  at: Date;
}

/** The grant's writes; null (nothing written) when the user's quest is not `started` in that period. */
export async function grantQuest(tx: Database, grant: Grant): Promise<{ row: UserQuestRow; xp: number; kredits: number } | null> {
  const { userId, questId, period, granted, at } = grant;
  const row = await completeUserQuest(tx, { userId, questId, period }, at);
  if (!row) return null;
  await insertLedger(tx, { userId, amount: granted.xp, kredits: granted.kredits, source: 'quest', questId, period, at });
  // The user's row is updated (and so locked) before the referral reads the ledger: see grantReferral.
  const xp = await addXp(tx, userId, granted.xp);
  const kredits = await grantKreditsRefilled(tx, userId, granted.kredits, grant.allowance, at);
  await grantReferral(tx, userId, at);
  return { row, xp, kredits: kredits ?? 0 };
}
