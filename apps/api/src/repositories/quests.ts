// Data access for quests (spec §3 Quest, §4 quest states): the published catalogue, each user's quest per period, and
// what the quest types count (prompts answered, referred users); spread-the-word posts are in quest-submissions.ts.
// The once-only guarantee is the conditional UPDATE of completeUserQuest (only a row still `started` moves to
// `completed`) backed by the ledger's partial unique index (docs/rewards.md).
import { and, count, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedRead } from '../db/prepared';
import { aiPrompts, holdings, portfolios, quests, userQuests, users } from '../db/schema';

export type QuestRow = typeof quests.$inferSelect;
export type NewQuestRow = typeof quests.$inferInsert;
export type UserQuestRow = typeof userQuests.$inferSelect;

/** Published, not archived, inside its window at `now`: what users see and may start. */
function liveAt(now: Date) {
  return and(
    eq(quests.published, true),
    isNull(quests.archivedAt),
    or(isNull(quests.startsAt), lte(quests.startsAt, now)),
    or(isNull(quests.endsAt), gte(quests.endsAt, now)),
  );
}

/** The published, not archived quests whatever their window, highest priority first (the cached catalogue's read). */
export function listPublishedQuests(db: Database): Promise<QuestRow[]> {
  return db
    .select()
    .from(quests)
    .where(and(eq(quests.published, true), isNull(quests.archivedAt)))
    .orderBy(desc(quests.priority), quests.id);
}

export async function findLiveQuest(db: Database, id: string, now: Date): Promise<QuestRow | undefined> {
  const [row] = await db
    .select()
    .from(quests)
    .where(and(eq(quests.id, id), liveAt(now)));
  return row;
}

/** Inserts quests that do not exist yet (by id); several processes seeding at once insert each one once. */
export async function insertQuestsIfMissing(db: Database, rows: NewQuestRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(quests).values(rows).onConflictDoNothing().returning({ id: quests.id });
  return inserted.length;
}

export async function countQuests(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(quests);
  return row?.n ?? 0;
}

const userQuestsInQuery = preparedRead('user_quests_in', (db) =>
  db
    .select()
    .from(userQuests)
    .where(
      and(
        eq(userQuests.userId, sql.placeholder('userId')),
        sql`(${userQuests.questId}, ${userQuests.period}) in (select * from unnest(${sql.placeholder('questIds')}::text[], ${sql.placeholder('periods')}::text[]))`,
      ),
    )
    .prepare('user_quests_in'),
);

/** The user's rows of these quests in these periods (one prepared statement for a whole list). */
export function userQuestsIn(db: Database, userId: string, keys: { questId: string; period: string }[]): Promise<UserQuestRow[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return userQuestsInQuery(db).execute({
    userId,
    questIds: keys.map((key) => key.questId),
    periods: keys.map((key) => key.period),
  });
}

export async function findUserQuest(db: Database, userId: string, questId: string, period: string) {
  const [row] = await db
    .select()
    .from(userQuests)
    .where(and(eq(userQuests.userId, userId), eq(userQuests.questId, questId), eq(userQuests.period, period)));
  return row;
}

/** Starts the quest for the period unless it already is (started or completed): the row as it stands. */
export async function startUserQuest(
  db: Database,
  row: { userId: string; questId: string; period: string; at: Date },
): Promise<UserQuestRow> {
  await db
    .insert(userQuests)
    .values({ userId: row.userId, questId: row.questId, period: row.period, status: 'started', startedAt: row.at })
    .onConflictDoNothing();
  const stored = await findUserQuest(db, row.userId, row.questId, row.period);
  if (!stored) throw new Error(`user quest ${row.questId} vanished after its start`);
  return stored;
}

/** started → completed in one conditional statement: null when the row was not `started` (someone else claimed it). */
export async function completeUserQuest(
  db: Database,
  key: { userId: string; questId: string; period: string },
  at: Date,
): Promise<UserQuestRow | null> {
  const [row] = await db
    .update(userQuests)
    .set({ status: 'completed', completedAt: at })
    .where(
      and(
        eq(userQuests.userId, key.userId),
        eq(userQuests.questId, key.questId),
        eq(userQuests.period, key.period),
        eq(userQuests.status, 'started'),
      ),
    )
    .returning();
  return row ?? null;
}

const lastCompletionsQuery = preparedRead('last_completions', (db) =>
  db
    .select({ questId: userQuests.questId, at: sql<Date | string | null>`max(${userQuests.completedAt})` })
    .from(userQuests)
    .where(
      and(
        eq(userQuests.userId, sql.placeholder('userId')),
        sql`${userQuests.questId} = any(${sql.placeholder('questIds')}::text[])`,
      ),
    )
    .groupBy(userQuests.questId)
    .prepare('last_completions'),
);

/** The user's latest completion of each quest in any period (cooldowns of recurring quests). */
export async function lastCompletions(db: Database, userId: string, questIds: string[]): Promise<Map<string, Date>> {
  if (questIds.length === 0) return new Map();
  const rows = await lastCompletionsQuery(db).execute({ userId, questIds });
  return new Map(rows.flatMap((row) => (row.at ? [[row.questId, new Date(row.at)] as const] : [])));
}

/** The quests' rows of one user that /api/me lists (fullQuests): ids with status, newest first. */
export function userQuestsOf(db: Database, userId: string, questIds: string[]): Promise<UserQuestRow[]> {
  if (questIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(userQuests)
    .where(and(eq(userQuests.userId, userId), inArray(userQuests.questId, questIds)))
    .orderBy(desc(userQuests.startedAt));
}

/** Agent K prompts answered for the user since `since` (AI-usage quests). */
export async function countAnsweredPrompts(db: Database, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(aiPrompts)
    .where(and(eq(aiPrompts.userId, userId), eq(aiPrompts.status, 'answered'), gte(aiPrompts.at, since)));
  return row?.n ?? 0;
}

/** Users whose referrer is `userId`: a users row exists only after a signed sign-in, so each of them signed in. */
export async function countReferred(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.referrerId, userId));
  return row?.n ?? 0;
}

/**
 * Referred users who count for refer-friends quests (issue 22 §7): those whose portfolios that count toward their own
 * plan held at least `rule.min` of the token `rule.assetId` (KRL) at their last read. A farm of empty wallets signs in
 * for free; it does not hold KRL, and a wallet's KRL counts toward one account only (services/portfolio/counted.ts).
 */
export async function countQualifiedReferred(
  db: Database,
  userId: string,
  rule: { assetId: string; min: number },
): Promise<number> {
  const [row] = await qualifiedReferredQuery(db).execute({ userId, assetId: rule.assetId, min: String(rule.min) });
  return row?.n ?? 0;
}

const qualifiedReferredQuery = preparedRead('qualified_referred', (db) => {
  const held = sql`(select coalesce(sum(${holdings.amount}), 0) from ${holdings}
    inner join ${portfolios} on ${portfolios.id} = ${holdings.portfolioId}
    where ${portfolios.userId} = ${users.id} and ${portfolios.verifiedAt} is not null and ${holdings.assetId} = ${sql.placeholder('assetId')})`;
  return db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.referrerId, sql.placeholder('userId')), sql`${held} >= ${sql.placeholder('min')}::numeric`))
    .prepare('qualified_referred');
});
