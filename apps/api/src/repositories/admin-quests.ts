// Quests as the admin console sees them (issue 13 §4; spec §3 Quest): every quest, archived ones included, with how
// many times it was completed. The user-facing reads live in services/rewards; this module only serves the console.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AdminQuest, QuestInput } from '@k3/shared';
import type { Database } from '../db/client';
import { quests, userQuests } from '../db/schema';

export type QuestRow = typeof quests.$inferSelect;
/** A quest as the audit log records it: the console's view without the completions count. */
export type QuestRecord = Omit<AdminQuest, 'completions'>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toQuestRecord(row: QuestRow): QuestRecord {
  return {
    id: row.id,
    name: { en: row.name.en, fr: row.name.fr, es: row.name.es },
    desc: { en: row.desc.en, fr: row.desc.fr, es: row.desc.es },
    image: row.image,
    reward: { xp: row.rewardXp, kredits: row.rewardKredits },
    priority: row.priority,
    url: row.url,
    // The columns hold what QuestInputSchema accepted; the response schema checks them again on the way out.
    hint: row.hint as QuestInput['hint'],
    type: row.type as QuestInput['type'],
    recurrence: row.recurrence as QuestInput['recurrence'],
    cooldownHours: row.cooldownHours,
    params: row.params,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    published: row.published,
    archivedAt: iso(row.archivedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns an admin edits, from a validated input. */
function editable(input: QuestInput) {
  return {
    name: input.name,
    desc: input.desc,
    image: input.image,
    rewardXp: input.reward.xp,
    rewardKredits: input.reward.kredits,
    priority: input.priority,
    url: input.url,
    hint: input.hint,
    type: input.type,
    recurrence: input.recurrence,
    cooldownHours: input.cooldownHours,
    params: input.params,
    startsAt: input.startsAt === null ? null : new Date(input.startsAt),
    endsAt: input.endsAt === null ? null : new Date(input.endsAt),
  };
}

// Spelt out: Drizzle leaves columns unqualified in a one-table select, which a correlated subquery cannot use.
const completed = () =>
  sql<number>`(select count(*) from user_quests done where done.quest_id = quests.id and done.status = 'completed')`.mapWith(
    Number,
  );

/** Every quest, live ones first (published, then by priority), archived ones last. */
export async function listAdminQuests(db: Database): Promise<AdminQuest[]> {
  const rows = await db
    .select({ quest: quests, completions: completed() })
    .from(quests)
    .orderBy(sql`${quests.archivedAt} is not null`, desc(quests.published), desc(quests.priority), quests.id);
  return rows.map((row) => ({ ...toQuestRecord(row.quest), completions: row.completions }));
}

export async function countCompletions(db: Database, id: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userQuests)
    .where(and(eq(userQuests.questId, id), eq(userQuests.status, 'completed')));
  return row?.n ?? 0;
}

/** The quest locked for the rest of the transaction, so two edits of one quest audit in order. */
export async function lockQuest(db: Database, id: string): Promise<QuestRow | undefined> {
  const [row] = await db.select().from(quests).where(eq(quests.id, id)).for('update');
  return row;
}

/** Inserts a new, unpublished quest; undefined when the id is taken (the primary key decides under races). */
export async function insertQuest(db: Database, input: QuestInput, now: Date): Promise<QuestRow | undefined> {
  const [row] = await db
    .insert(quests)
    .values({ id: input.id, ...editable(input), published: false, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: quests.id })
    .returning();
  return row;
}

export async function updateQuest(db: Database, input: QuestInput, now: Date): Promise<QuestRow | undefined> {
  const [row] = await db
    .update(quests)
    .set({ ...editable(input), updatedAt: now })
    .where(eq(quests.id, input.id))
    .returning();
  return row;
}

/** Sets the published flag and the archive time (null to bring an archived quest back). */
export async function setQuestState(
  db: Database,
  id: string,
  state: { published: boolean; archivedAt: Date | null },
  now: Date,
): Promise<QuestRow | undefined> {
  const [row] = await db
    .update(quests)
    .set({ ...state, updatedAt: now })
    .where(eq(quests.id, id))
    .returning();
  return row;
}
