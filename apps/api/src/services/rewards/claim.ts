// Claiming a quest (spec §4 "Claim leads to completed", §7 POST /me/quests/complete; docs/rewards.md "Once only"):
// the server verifies the quest from its own records, then ONE transaction moves the user's row from started to
// completed with a conditional UPDATE (zero rows: someone else already claimed it — 100 parallel claims give one
// reward), writes the ledger row (its partial unique index guards the same), adds the XP and kredits atomically and
// pays the referrer (grant.ts). Recurring quests are claimable once per period and not within cooldownHours of the
// last claim. A spread-the-word claim submits the post for an admin's review instead (submissions.ts).
import type { Locale, Quest, QuestRecurrence, QuestReward } from '@k3/shared';
import { HttpError } from '../../plugins/app/errors';
import { QuestPlatformUnavailableError } from '../../providers/quester/port';
import { findLiveQuest, findUserQuest, lastCompletions, startUserQuest, type QuestRow } from '../../repositories/quests';
import { findUserById, type UserRow } from '../../repositories/users';
import { aiAllowance } from '../agent/kredits';
import { grantQuest } from './grant';
import { nextAvailable, periodOf } from './periods';
import { questNotFound, questView, type RewardsDeps } from './quests';
import { submitForReview } from './submissions';
import { verifyQuest } from './verify';

export interface ClaimResult {
  quest: Quest;
  granted: QuestReward;
  xp: number;
  kredits: number;
}

const cooldown = (until: Date) =>
  new HttpError(409, 'cooldown', `This quest can be claimed again from ${until.toISOString()}`, {
    nextAvailableAt: until.toISOString(),
  });

/** The refusal for a row that is already completed: once-quests are done for good, recurring ones come back. */
function completedError(quest: QuestRow, completedAt: Date, now: Date): HttpError {
  const next = nextAvailable(quest.recurrence as QuestRecurrence, quest.cooldownHours, completedAt, now);
  if (quest.recurrence === 'once' || !next) return new HttpError(409, 'already_completed', 'This quest is already completed');
  return cooldown(next);
}

function notCompleted(quest: QuestRow): HttpError {
  return new HttpError(409, 'not_completed', 'The quest is not completed yet', quest.url ? { url: quest.url } : {});
}

/** POST /api/me/quests/complete. `url`: the post on X of a spread-the-word quest. */
export async function completeQuest(
  deps: RewardsDeps,
  user: UserRow,
  body: { questId: string; url?: string | undefined },
  lang: Locale,
): Promise<ClaimResult> {
  const now = deps.clock();
  const quest = await findLiveQuest(deps.db, body.questId, now);
  if (!quest) throw questNotFound();
  const recurrence = quest.recurrence as QuestRecurrence;
  const period = periodOf(recurrence, now);
  const row = await findUserQuest(deps.db, user.id, quest.id, period);
  if (!row) throw new HttpError(409, 'not_started', 'Start the quest before claiming it');
  if (row.status === 'completed' && row.completedAt) throw completedError(quest, row.completedAt, now);
  const last = recurrence === 'once' ? undefined : (await lastCompletions(deps.db, user.id, [quest.id])).get(quest.id);
  if (last && quest.cooldownHours > 0) {
    const until = new Date(last.getTime() + quest.cooldownHours * 3_600_000);
    if (until > now) throw cooldown(until);
  }

  // Issue 22 §7: a post on X is paid once an admin checks it is the user's; the claim only submits it.
  if (quest.type === 'spread_the_word') return submitForReview(deps, user, { quest, row, period, url: body.url }, lang, now);
  let verdict: { done: boolean; xp: number };
  try {
    verdict = await verifyQuest({ ...deps, now }, quest, user, row.startedAt);
  } catch (error) {
    if (error instanceof QuestPlatformUnavailableError)
      throw new HttpError(503, 'quest_platform_unavailable', 'The quest platform cannot be reached; please try again later');
    throw error;
  }
  if (!verdict.done) throw notCompleted(quest);
  const granted = { xp: verdict.xp, kredits: quest.rewardKredits };
  // The allowance decides the refill counted before the kredits are added (read outside the transaction), so the
  // balance answered is the one /api/me shows.
  const allowance = (await aiAllowance({ ...deps.syncDeps(), now }, user)).allowance;

  const totals = await deps.db.transaction(async (tx) => {
    const done = await grantQuest(tx, { userId: user.id, questId: quest.id, period, granted, allowance, at: now });
    if (!done) throw completedError(quest, now, now);
    return done;
  });
  return {
    quest: questView(quest, lang, now, { row: totals.row, lastCompletedAt: now, progress: null }),
    granted,
    xp: totals.xp,
    kredits: totals.kredits,
  };
}

/**
 * POST /api/me/share also completes today's share-and-earn quests (spec §2 "& Earn" until a share today, UTC): each is
 * started and claimed for the user; one already claimed this period is skipped. What the share granted, or null.
 */
export async function rewardShare(deps: RewardsDeps, userId: string, lang: Locale): Promise<QuestReward | null> {
  const now = deps.clock();
  const user = await findUserById(deps.db, userId);
  if (!user) return null;
  const quests = (await deps.liveQuests(now)).filter((quest) => quest.type === 'share_and_earn');
  const total: QuestReward = { xp: 0, kredits: 0 };
  let claimed = false;
  for (const quest of quests) {
    await startUserQuest(deps.db, {
      userId,
      questId: quest.id,
      period: periodOf(quest.recurrence as QuestRecurrence, now),
      at: now,
    });
    try {
      const { granted } = await completeQuest(deps, user, { questId: quest.id }, lang);
      total.xp += granted.xp;
      total.kredits += granted.kredits;
      claimed = true;
    } catch (error) {
      // Already claimed this period (or in its cooldown): the share is recorded, nothing more is due.
      if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
    }
  }
  return claimed ? total : null;
}
