// Data access for polls (issue 13 §3; spec §4 Polls): the public lists read published, unarchived polls by their window
// against the caller's clock; the admin console reads and writes every poll. Ballots live in repositories/ballots.ts.
import { and, asc, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { polls } from '../db/schema';

export type PollRow = typeof polls.$inferSelect;
export type NewPoll = typeof polls.$inferInsert;

/** The open lists show at most this many polls. */
export const POLL_LIST_LIMIT = 50;

const visible = and(eq(polls.published, true), isNull(polls.archivedAt));

/** Current polls (startsAt ≤ now < endsAt) closing soonest first, or past ones (endsAt ≤ now) latest ended first. */
export async function listVisiblePolls(db: Database, status: 'current' | 'past', now: Date): Promise<PollRow[]> {
  const window = status === 'current' ? and(lte(polls.startsAt, now), gt(polls.endsAt, now)) : lte(polls.endsAt, now);
  return db
    .select()
    .from(polls)
    .where(and(visible, window))
    .orderBy(status === 'current' ? asc(polls.endsAt) : desc(polls.endsAt), desc(polls.id))
    .limit(POLL_LIST_LIMIT);
}

/** The poll `id` when the public may see it (published and not archived). */
export async function findVisiblePoll(db: Database, id: number): Promise<PollRow | undefined> {
  const [row] = await db
    .select()
    .from(polls)
    .where(and(eq(polls.id, id), visible));
  return row;
}

/**
 * The visible poll `id`, read under FOR KEY SHARE: a ballot validated against its choices and budget is inserted before
 * an admin's edit (which takes FOR UPDATE) can change them.
 */
export async function findVisiblePollForBallot(db: Database, id: number): Promise<PollRow | undefined> {
  const [row] = await db
    .select()
    .from(polls)
    .where(and(eq(polls.id, id), visible))
    .for('key share');
  return row;
}

/** Any poll, locked for the rest of the transaction (admin changes). */
export async function findPollForUpdate(db: Database, id: number): Promise<PollRow | undefined> {
  const [row] = await db.select().from(polls).where(eq(polls.id, id)).for('update');
  return row;
}

/** Every poll, newest first (the admin console). */
export async function listAllPolls(db: Database): Promise<PollRow[]> {
  return db.select().from(polls).orderBy(desc(polls.createdAt), desc(polls.id));
}

export async function insertPoll(db: Database, poll: NewPoll): Promise<PollRow> {
  const [row] = await db.insert(polls).values(poll).returning();
  if (!row) throw new Error('poll insert returned no row');
  return row;
}

export async function updatePoll(db: Database, id: number, changes: Partial<NewPoll>): Promise<PollRow> {
  const [row] = await db.update(polls).set(changes).where(eq(polls.id, id)).returning();
  if (!row) throw new Error(`poll ${id} vanished during an update`);
  return row;
}

/**
 * Inserts `poll` only when no poll exists yet (the demo poll). An advisory lock held to the end of the transaction makes
 * processes starting together check and insert one after the other, so exactly one of them seeds.
 */
export async function insertPollIfNone(db: Database, poll: NewPoll): Promise<PollRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('k3.polls.seed', 0))`);
    const [existing] = await tx.select({ id: polls.id }).from(polls).limit(1);
    if (existing) return undefined;
    return insertPoll(tx, poll);
  });
}
