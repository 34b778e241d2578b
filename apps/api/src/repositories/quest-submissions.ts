// Data access for spread-the-word submissions (issue 22 §7; docs/rewards.md "Spread the word"): a post on X submitted
// for a quest waits, pending, until an admin checks it is the user's. One submission per user, quest and period (the
// primary key; a one-off quest's period is `once`, a recurring quest's the day or week, as user_quests and the ledger
// key them); a rejected one may be replaced by another post within its period. Only an approved post is locked: the partial unique index
// `quest_submissions_post` refuses a second approval of the same post, so a claim of someone else's post locks nothing.
import type { QuestSubmissionStatus } from '@k3/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedRead } from '../db/prepared';
import { questSubmissions, quests } from '../db/schema';

export type SubmissionRow = typeof questSubmissions.$inferSelect;
export type SubmitOutcome = 'pending' | 'already_pending' | 'already_approved';

/**
 * Records the user's post for the quest as pending: a first submission, or one replacing a rejected post. A pending or
 * approved submission is left as it is (one statement: the upsert only updates a rejected row) and its state answered.
 */
export async function submitPost(
  db: Database,
  row: { userId: string; questId: string; url: string; postId: string; period: string; at: Date },
): Promise<SubmitOutcome> {
  const fresh = { url: row.url, postId: row.postId, period: row.period, at: row.at };
  const written = await db
    .insert(questSubmissions)
    .values({ ...row, status: 'pending' })
    .onConflictDoUpdate({
      target: [questSubmissions.userId, questSubmissions.questId, questSubmissions.period],
      set: { ...fresh, status: 'pending', reviewedAt: null, reviewedBy: null },
      setWhere: eq(questSubmissions.status, 'rejected'),
    })
    .returning({ status: questSubmissions.status });
  if (written.length) return 'pending';
  const [existing] = await db
    .select({ status: questSubmissions.status })
    .from(questSubmissions)
    .where(
      and(
        eq(questSubmissions.userId, row.userId),
        eq(questSubmissions.questId, row.questId),
        eq(questSubmissions.period, row.period),
      ),
    );
  return existing?.status === 'approved' ? 'already_approved' : 'already_pending';
}

const submissionStatesQuery = preparedRead('submission_states', (db) =>
  db
    .select({ questId: questSubmissions.questId, status: questSubmissions.status })
    .from(questSubmissions)
    .where(
      and(
        eq(questSubmissions.userId, sql.placeholder('userId')),
        sql`(${questSubmissions.questId}, ${questSubmissions.period}) in (select * from unnest(${sql.placeholder('questIds')}::text[], ${sql.placeholder('periods')}::text[]))`,
      ),
    )
    .prepare('submission_states'),
);

/** The review state of the user's submissions for these quests, each in its current period (the quest list's `review`). */
export async function submissionStates(
  db: Database,
  userId: string,
  keys: readonly { questId: string; period: string }[],
): Promise<Map<string, QuestSubmissionStatus>> {
  if (keys.length === 0) return new Map();
  const rows = await submissionStatesQuery(db).execute({
    userId,
    questIds: keys.map((key) => key.questId),
    periods: keys.map((key) => key.period),
  });
  return new Map(rows.map((row) => [row.questId, row.status]));
}

export interface SubmissionListItem extends SubmissionRow {
  questName: string;
  /** Another submission of the same post is already approved: approving this one would be refused. */
  postTaken: boolean;
}

/** Submissions in one state, oldest first (the queue is worked from its head), with the quest's English name. */
export async function listSubmissions(
  db: Database,
  filter: { status: QuestSubmissionStatus; limit: number; offset: number },
): Promise<{ items: SubmissionListItem[]; total: number }> {
  const other = sql`exists (select 1 from ${questSubmissions} as taken where taken.post_id = ${questSubmissions.postId}
    and taken.status = 'approved' and taken.id <> ${questSubmissions.id})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: questSubmissions, questName: sql<string>`${quests.name}->>'en'`, postTaken: sql<boolean>`${other}` })
      .from(questSubmissions)
      .innerJoin(quests, eq(quests.id, questSubmissions.questId))
      .where(eq(questSubmissions.status, filter.status))
      .orderBy(filter.status === 'pending' ? questSubmissions.at : desc(questSubmissions.reviewedAt), questSubmissions.id)
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(questSubmissions).where(eq(questSubmissions.status, filter.status)),
  ]);
  return {
    items: rows.map(({ row, questName, postTaken }) => ({ ...row, questName, postTaken: Boolean(postTaken) })),
    total: total?.n ?? 0,
  };
}

export async function findSubmission(db: Database, id: string): Promise<SubmissionRow | undefined> {
  const [row] = await db.select().from(questSubmissions).where(eq(questSubmissions.id, id));
  return row;
}

/**
 * pending → approved or rejected in one conditional statement: undefined when the submission is not pending (already
 * reviewed, or no such id). An approval of a post another approval holds throws the unique index's violation.
 */
export async function reviewSubmission(
  db: Database,
  id: string,
  review: { status: Exclude<QuestSubmissionStatus, 'pending'>; by: string; at: Date },
): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .update(questSubmissions)
    .set({ status: review.status, reviewedBy: review.by, reviewedAt: review.at })
    .where(and(eq(questSubmissions.id, id), eq(questSubmissions.status, 'pending')))
    .returning();
  return row;
}
