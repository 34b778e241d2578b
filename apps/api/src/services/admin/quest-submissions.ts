// The review queue of spread-the-word posts (issue 22 §7; docs/admin.md "Post reviews"; docs/rewards.md "Spread the
// word"). An admin opens each post on X and approves it when it is the user's: in ONE transaction the submission moves
// from pending to approved (a conditional UPDATE; the partial unique index refuses a post already approved for anyone),
// the quest's reward is granted as a claim grants it (services/rewards/grant.ts) and the audit entry is written.
// A rejection frees the user to submit another post. Two admins reviewing one post at once: one wins, the other gets
// 409 already_reviewed.
import type { AdminQuestSubmission, QuestReward, QuestSubmissionStatus } from '@k3/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { quests } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { writeAudit } from '../../repositories/admin-audit';
import { findSubmission, listSubmissions, reviewSubmission, type SubmissionRow } from '../../repositories/quest-submissions';
import { findUserById, uniqueViolationConstraint } from '../../repositories/users';
import { aiAllowance } from '../agent/kredits';
import type { SyncDeps } from '../portfolio/sync';
import { grantQuest } from '../rewards/grant';

export interface ReviewDeps {
  db: Database;
  now: Date;
  syncDeps: () => SyncDeps;
}

/** The partial unique index locking an approved post (db/schema/rewards.ts). */
const POST_LOCK = 'quest_submissions_post';

type Reviewed = { submission: AdminQuestSubmission; granted: QuestReward | null };

function toAdminSubmission(row: SubmissionRow, questName: string, postTaken: boolean): AdminQuestSubmission {
  return {
    id: row.id,
    userId: row.userId,
    questId: row.questId,
    questName,
    url: row.url,
    postId: row.postId,
    status: row.status,
    at: row.at.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewedBy: row.reviewedBy,
    postTaken,
  };
}

/** GET /api/admin/quest-submissions: one state's submissions (the pending ones oldest first) and their number. */
export async function listQuestSubmissions(
  deps: Pick<ReviewDeps, 'db'>,
  filter: { status: QuestSubmissionStatus; limit: number; offset: number },
): Promise<{ submissions: AdminQuestSubmission[]; total: number }> {
  const { items, total } = await listSubmissions(deps.db, filter);
  return { submissions: items.map((item) => toAdminSubmission(item, item.questName, item.postTaken)), total };
}

const alreadyReviewed = (status: string) => new HttpError(409, 'already_reviewed', `This post was already ${status}`);

/** The pending submission and its quest; 404 / 409 otherwise. */
async function pending(db: Database, id: string) {
  const row = await findSubmission(db, id);
  if (!row) throw new HttpError(404, 'submission_not_found', 'No such submission');
  if (row.status !== 'pending') throw alreadyReviewed(row.status);
  const [quest] = await db.select().from(quests).where(eq(quests.id, row.questId));
  if (!quest) throw new HttpError(404, 'submission_not_found', 'No such submission');
  return { row, quest };
}

/** POST …/{id}/approve: the post is the user's — the quest is completed and its reward granted, once. */
export async function approveSubmission(deps: ReviewDeps, actorId: string, id: string): Promise<Reviewed> {
  const { row, quest } = await pending(deps.db, id);
  const user = await findUserById(deps.db, row.userId);
  if (!user) throw new HttpError(404, 'submission_not_found', 'No such submission');
  // Read outside the transaction, as a claim does: the month's refill is counted before the kredits are added.
  const { allowance } = await aiAllowance({ ...deps.syncDeps(), now: deps.now }, user);
  const granted = { xp: quest.rewardXp, kredits: quest.rewardKredits };
  const grant = { userId: row.userId, questId: row.questId, period: row.period, granted, allowance, at: deps.now };
  try {
    return await deps.db.transaction(async (tx) => {
      const reviewed = await reviewSubmission(tx, id, { status: 'approved', by: actorId, at: deps.now });
      if (!reviewed) throw alreadyReviewed('reviewed');
      if (!(await grantQuest(tx, grant)))
        throw new HttpError(409, 'quest_not_open', 'The user’s quest is no longer open for this post');
      const after = toAdminSubmission(reviewed, quest.name.en, false);
      await audit(tx, actorId, 'quest_submission.approve', toAdminSubmission(row, quest.name.en, false), after, deps.now);
      return { submission: after, granted };
    });
  } catch (error) {
    // Only the post's own lock means "already used"; any other refusal (the XP ledger's, inside grantQuest) is a fault.
    if (uniqueViolationConstraint(error) === POST_LOCK)
      throw new HttpError(409, 'post_already_used', 'This post was already approved for a quest: it pays once');
    throw error;
  }
}

/** POST …/{id}/reject: not the user's post (or not a post about K3) — nothing is paid; they may submit another. */
export async function rejectSubmission(deps: Pick<ReviewDeps, 'db' | 'now'>, actorId: string, id: string): Promise<Reviewed> {
  const { row, quest } = await pending(deps.db, id);
  return deps.db.transaction(async (tx) => {
    const reviewed = await reviewSubmission(tx, id, { status: 'rejected', by: actorId, at: deps.now });
    if (!reviewed) throw alreadyReviewed('reviewed');
    const after = toAdminSubmission(reviewed, quest.name.en, false);
    await audit(tx, actorId, 'quest_submission.reject', toAdminSubmission(row, quest.name.en, false), after, deps.now);
    return { submission: after, granted: null };
  });
}

function audit(
  tx: Database,
  actorId: string,
  action: string,
  before: AdminQuestSubmission,
  after: AdminQuestSubmission,
  at: Date,
) {
  return writeAudit(tx, { actorId, action, targetType: 'quest_submission', targetId: after.id, before, after, at });
}
