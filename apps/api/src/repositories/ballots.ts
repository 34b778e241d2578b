// Data access for ballots (issue 13 §3; spec §5 "Vote: points total must be valid"). One ballot per user and poll is the
// table's primary key, so the insert itself decides between two racing ballots; results are summed by the database.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ballots } from '../db/schema';

export type BallotRow = typeof ballots.$inferSelect;

/** Stores the ballot unless the user already has one on this poll: false then (the primary key decides under races). */
export async function insertBallot(db: Database, ballot: BallotRow): Promise<boolean> {
  const rows = await db.insert(ballots).values(ballot).onConflictDoNothing().returning({ pollId: ballots.pollId });
  return rows.length > 0;
}

/** Ballots cast per poll (polls without any are absent). */
export async function countBallots(db: Database, pollIds: readonly number[]): Promise<Map<number, number>> {
  if (pollIds.length === 0) return new Map();
  const rows = await db
    .select({ pollId: ballots.pollId, ballots: count() })
    .from(ballots)
    .where(inArray(ballots.pollId, [...pollIds]))
    .groupBy(ballots.pollId);
  return new Map(rows.map((row) => [row.pollId, row.ballots]));
}

export interface ChoiceTally {
  pollId: number;
  index: number;
  /** Sum of the points every ballot gave this choice. */
  points: number;
  /** Ballots that gave it more than zero. */
  voters: number;
}

/** Points and voters per choice of each poll, summed over the ballots' `points` objects (choices no one chose are absent). */
export async function tallyBallots(db: Database, pollIds: readonly number[]): Promise<ChoiceTally[]> {
  if (pollIds.length === 0) return [];
  const entry = sql`jsonb_each_text(${ballots.points})`;
  // Drizzle checks that selected columns belong to a table it joined; ballots comes through the raw FROM, so its column
  // is selected as SQL too.
  return db
    .select({
      pollId: sql<number>`${ballots.pollId}`.mapWith(Number),
      index: sql<number>`(choice.key)::int`.mapWith(Number),
      points: sql<number>`sum((choice.value)::bigint)`.mapWith(Number),
      voters: sql<number>`count(*) filter (where (choice.value)::bigint > 0)`.mapWith(Number),
    })
    .from(sql`${ballots} cross join lateral ${entry} as choice`)
    .where(inArray(ballots.pollId, [...pollIds]))
    .groupBy(ballots.pollId, sql`choice.key`);
}

/** The user's ballots on these polls, by poll id. */
export async function findUserBallots(
  db: Database,
  userId: string,
  pollIds: readonly number[],
): Promise<Map<number, Record<string, number>>> {
  if (pollIds.length === 0) return new Map();
  const rows = await db
    .select({ pollId: ballots.pollId, points: ballots.points })
    .from(ballots)
    .where(and(eq(ballots.userId, userId), inArray(ballots.pollId, [...pollIds])));
  return new Map(rows.map((row) => [row.pollId, row.points]));
}
