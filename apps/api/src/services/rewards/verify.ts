// Quest verification by the server from K3's own records (issue 13 §1; docs/rewards.md "Quest types"), never the
// client's word:
// - hold_token: the KRL of the portfolios that count toward the plan (the sign-in wallet, wallets proven by signature,
//   exchange accounts — not watch-only wallets, which anyone can add) ≥ params.minKrl at claim time, as last read by
//   the portfolio sync; XP = min(reward.xp, ⌊KRL × params.xpPerKrl⌋) when xpPerKrl is set, in exact decimals;
// - ai_usage: ≥ params.prompts Agent K prompts answered since the quest was started (ai_prompts);
// - share_and_earn: a share recorded today, UTC (users.last_share_at, written by POST /api/me/share);
// - spread_the_word: never by a claim — the claim submits the post and an admin's approval grants it (issue 22 §7);
// - refer_friends: ≥ params.friends users whose referrer is the user and whose counted portfolios hold at least
//   REFERRAL_MIN_KRL KRL (issue 22 §7: a farm of empty wallets does not count);
// - quester: the external platform says the wallet completed params.platformQuestId.
import { REFERRAL_MIN_KRL, type QuestParams } from '@k3/shared';
import { toDecimalString } from '../../providers/decimal';
import type { QuesterPort } from '../../providers/quester/port';
import { countAnsweredPrompts, countQualifiedReferred, type QuestRow } from '../../repositories/quests';
import type { UserRow } from '../../repositories/users';
import { compareDecimals, multiplyDecimals } from '../portfolio/decimal';
import { countsTowardTier } from '../portfolio/ownership';
import { krlHeld, syncUnreadPortfolios } from '../portfolio/portfolios';
import { KRL_ASSET_ID } from '../portfolio/tier';
import type { SyncDeps } from '../portfolio/sync';
import type { Database } from '../../db/client';

export interface VerifyDeps {
  db: Database;
  syncDeps: () => SyncDeps;
  quester: QuesterPort;
  now: Date;
  /**
   * The counted KRL as GET /api/me shows it (the dashboard cache, at most 30 s behind), for a hold quest's progress
   * line; a claim always reads it exactly (countedKrl). Without it, progress reads it exactly too.
   */
  heldKrl?: (user: UserRow) => Promise<string>;
}

export interface Progress {
  current: number;
  target: number;
}

const paramsOf = (quest: QuestRow): QuestParams => quest.params ?? {};

/** KRL held in the portfolios that count toward the plan (a new user's wallets read first, as /api/me does). */
export async function countedKrl(deps: VerifyDeps, user: UserRow): Promise<string> {
  const rows = await syncUnreadPortfolios({ ...deps.syncDeps(), now: deps.now }, user);
  return krlHeld(deps.syncDeps(), rows.filter(countsTowardTier));
}

/** The XP a hold-the-token quest grants for `krl` held: capped at reward.xp. */
export function holdTokenXp(quest: Pick<QuestRow, 'rewardXp' | 'params'>, krl: string): number {
  const perKrl = quest.params?.xpPerKrl;
  if (perKrl === undefined) return quest.rewardXp;
  const whole = multiplyDecimals(krl, toDecimalString(perKrl)).split('.')[0] ?? '0';
  return Math.min(quest.rewardXp, Number(whole));
}

/** How far the user is toward a counting quest's goal; null for the quests that are done or not (binary). */
export async function measure(
  deps: VerifyDeps,
  quest: QuestRow,
  user: UserRow,
  startedAt: Date | null,
): Promise<Progress | null> {
  const params = paramsOf(quest);
  switch (quest.type) {
    case 'hold_token':
      return { current: Number(await (deps.heldKrl ?? ((held) => countedKrl(deps, held)))(user)), target: params.minKrl ?? 0 };
    case 'ai_usage':
      return { current: startedAt ? await countAnsweredPrompts(deps.db, user.id, startedAt) : 0, target: params.prompts ?? 1 };
    case 'refer_friends':
      return {
        current: await countQualifiedReferred(deps.db, user.id, { assetId: KRL_ASSET_ID, min: REFERRAL_MIN_KRL }),
        target: params.friends ?? 1,
      };
    default:
      return null;
  }
}

/** Whether the quest is done now, and the XP it grants when it is (spread_the_word: only by an admin's approval). */
export async function verifyQuest(
  deps: VerifyDeps,
  quest: QuestRow,
  user: UserRow,
  startedAt: Date,
): Promise<{ done: boolean; xp: number }> {
  const params = paramsOf(quest);
  switch (quest.type) {
    case 'hold_token': {
      const krl = await countedKrl(deps, user);
      const done = compareDecimals(krl, toDecimalString(params.minKrl ?? 0)) >= 0 && compareDecimals(krl, '0') > 0;
      return { done, xp: done ? holdTokenXp(quest, krl) : 0 };
    }
    case 'ai_usage':
    case 'refer_friends': {
      const progress = await measure(deps, quest, user, startedAt);
      return { done: progress !== null && progress.current >= progress.target, xp: quest.rewardXp };
    }
    case 'share_and_earn': {
      const today = deps.now.toISOString().slice(0, 10);
      return { done: user.lastShareAt?.toISOString().slice(0, 10) === today, xp: quest.rewardXp };
    }
    case 'spread_the_word':
      // Never done by a claim: an admin's approval of the post grants it (submissions.ts).
      return { done: false, xp: 0 };
    case 'quester': {
      if (!params.platformQuestId) return { done: false, xp: 0 };
      const done = await deps.quester.completed({ platformQuestId: params.platformQuestId, wallet: user.id, startedAt });
      return { done, xp: quest.rewardXp };
    }
    default:
      return { done: false, xp: 0 };
  }
}
