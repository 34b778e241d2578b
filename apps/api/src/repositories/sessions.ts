// Data access for sessions (docs/auth.md "Sessions"): only the SHA-256 of a bearer token is stored; a session is live
// while ended_at is null and it was seen within the idle limit. Ending is an UPDATE, so history stays listable.
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedRead } from '../db/prepared';
import { sessions, users } from '../db/schema';
import type { UserRow } from './users';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(
  db: Database,
  row: Pick<SessionRow, 'userId' | 'tokenHash' | 'kind' | 'device' | 'createdAt' | 'lastSeenAt'>,
): Promise<SessionRow> {
  const [inserted] = await db.insert(sessions).values(row).returning();
  if (!inserted) throw new Error('session insert returned nothing');
  return inserted;
}

const openSessionQuery = preparedRead('open_session', (db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.endedAt)))
    .prepare('open_session'),
);

/**
 * The live session with this token hash and its user, in one query (read on every authenticated call): not ended, and
 * seen after `seenAfter`. On PGlite it runs as a named statement (db/pglite-named.ts), and is answered from memory while
 * nothing was written to the embedded database since the same token's last check (db/read-cache.ts): ending a session
 * is a write, so an ended session is refused at once either way.
 */
export async function findLiveSession(
  db: Database,
  tokenHash: string,
  seenAfter: Date,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await openSessionQuery(db).execute({ tokenHash });
  return row && row.session.lastSeenAt > seenAfter ? row : undefined;
}

export async function isSessionLive(db: Database, id: string, seenAfter: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, id), isNull(sessions.endedAt), gt(sessions.lastSeenAt, seenAfter)));
  return row !== undefined;
}

/** Conditional, so concurrent calls within `olderThan` write once. */
export async function touchSession(db: Database, id: string, now: Date, olderThan: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, olderThan)));
}

export async function listLiveSessions(db: Database, userId: string, seenAfter: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), gt(sessions.lastSeenAt, seenAfter)))
    .orderBy(desc(sessions.lastSeenAt));
}

/** Ends one session of the user (or all of them without `id`); returns how many were live. */
export async function endSessions(db: Database, userId: string, now: Date, id?: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), id === undefined ? undefined : eq(sessions.id, id)))
    .returning({ id: sessions.id });
  return ended.length;
}
