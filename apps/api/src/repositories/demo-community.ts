// Data access for the demo community (demo/community/seed.ts): members inserted once (ON CONFLICT DO NOTHING on every
// unique key: a wallet or a username a real user already holds is skipped), their referrals, ledger rows and ballots.
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ballots, polls, users, xpLedger } from '../db/schema';

export type NewDemoMember = Pick<typeof users.$inferInsert, 'id' | 'idLower' | 'username' | 'xp' | 'createdAt'>;

/** Inserts the members flagged demo; answers the ids actually inserted. */
export async function insertDemoMembers(db: Database, members: readonly NewDemoMember[]): Promise<Set<string>> {
  if (members.length === 0) return new Set();
  const rows = await db
    .insert(users)
    .values(members.map((member) => ({ ...member, isDemo: true, kredits: 0 })))
    .onConflictDoNothing()
    .returning({ id: users.id });
  return new Set(rows.map((row) => row.id));
}

export async function setDemoReferrer(db: Database, userId: string, referrerId: string): Promise<void> {
  await db
    .update(users)
    .set({ referrerId })
    .where(and(eq(users.id, userId), eq(users.isDemo, true)));
}

export async function insertDemoLedger(db: Database, rows: readonly (typeof xpLedger.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(xpLedger).values([...rows]);
}

export async function insertDemoBallots(db: Database, rows: readonly (typeof ballots.$inferInsert)[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(ballots)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ pollId: ballots.pollId });
  return inserted.length;
}

/** The published polls whose English question is one of `questions` (the demo polls are found by their text). */
export async function findPollsByQuestion(db: Database, questions: readonly string[]) {
  if (questions.length === 0) return [];
  return db
    .select()
    .from(polls)
    .where(and(eq(polls.published, true), inArray(sql<string>`${polls.question}->>'en'`, [...questions])));
}

/** Polls whose English question is not one of `questions`: an admin's own polls. */
export async function countOtherPolls(db: Database, questions: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(polls)
    .where(notInArray(sql<string>`${polls.question}->>'en'`, [...questions]));
  return Number(row?.n ?? 0);
}
