// Spread-the-word claims (issue 22 §7; docs/rewards.md "Spread the word"): K3 cannot read X, so a post URL proves
// nothing about who wrote it. A claim records the post as pending and pays nothing; an admin checks in the console
// that the post is the user's and approves it (the reward is granted then: services/admin/quest-submissions.ts) or
// rejects it (the user may submit another). A pending or rejected post locks nothing: someone else's post claimed
// first never blocks its real author.
import { X_POST_URL_PATTERN, type Locale } from '@k3/shared';
import { HttpError } from '../../plugins/app/errors';
import { submitPost } from '../../repositories/quest-submissions';
import type { QuestRow, UserQuestRow } from '../../repositories/quests';
import { findUserById, type UserRow } from '../../repositories/users';
import { aiAllowance, balanceAfterRefill } from '../agent/kredits';
import type { ClaimResult } from './claim';
import { questView, type RewardsDeps } from './quests';

/** The claim of a spread-the-word quest: its post submitted for review; nothing granted yet. */
export async function submitForReview(
  deps: RewardsDeps,
  user: UserRow,
  claim: { quest: QuestRow; row: UserQuestRow; period: string; url: string | undefined },
  lang: Locale,
  now: Date,
): Promise<ClaimResult> {
  const { quest, row, period, url } = claim;
  const postId = url ? X_POST_URL_PATTERN.exec(url)?.[2] : undefined;
  if (!url || !postId)
    throw new HttpError(400, 'validation_error', 'body.url: the URL of your post on X is required for this quest');
  const outcome = await submitPost(deps.db, { userId: user.id, questId: quest.id, url, postId, period, at: now });
  if (outcome === 'already_pending') throw new HttpError(409, 'review_pending', 'Your post is waiting for an admin’s review');
  if (outcome === 'already_approved') throw new HttpError(409, 'already_completed', 'This quest is already completed');
  const fresh = (await findUserById(deps.db, user.id)) ?? user;
  const { allowance } = await aiAllowance({ ...deps.syncDeps(), now }, fresh);
  return {
    quest: questView(quest, lang, now, { row, progress: null, review: 'pending' }),
    granted: { xp: 0, kredits: 0 },
    xp: fresh.xp,
    kredits: balanceAfterRefill(fresh, allowance, now),
  };
}
