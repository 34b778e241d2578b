// The session check on embedded PGlite (docs/performance.md "The dashboard"). PGlite runs one statement at a time on
// the server's thread, so under load the checks of concurrent requests queue for it anyway; rather than one statement
// each, the checks waiting when the database comes free are read together, in one named statement
// (`token_hash = any(…)`, db/pglite-statements.ts). Each check is still a read of the database made after its request
// arrived: a batch takes only checks already waiting when its statement starts, answers each from that statement's
// rows, and keeps nothing afterwards — so a session ended before a request was checked is refused, as with a statement
// per request. A check arriving while the database is idle is read at once, alone. PostgreSQL keeps its query per
// request (node-postgres runs them on several connections).
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { pgliteStatement, tableRow, type PgliteStatement } from '../db/pglite-statements';
import { sessions, users } from '../db/schema';
import type { SessionRow } from './sessions';
import type { UserRow } from './users';

export interface LiveSession {
  session: SessionRow;
  user: UserRow;
}

/** Distinct tokens read by one statement; more waiting checks go to the next one. */
export const MAX_BATCH = 100;

const SESSION_COLUMNS = getTableColumns(sessions);
const USER_COLUMNS = getTableColumns(users);
const USER_OFFSET = Object.keys(SESSION_COLUMNS).length;

interface Waiting {
  tokenHash: string;
  resolve: (found: LiveSession | undefined) => void;
  reject: (error: unknown) => void;
}

export class SessionBatches {
  private waiting: Waiting[] = [];
  private isReading = false;

  constructor(private readonly statement: PgliteStatement) {}

  /** The session with this token hash and its user unless ended (the caller applies the idle limit), read afresh. */
  find(tokenHash: string): Promise<LiveSession | undefined> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ tokenHash, resolve, reject });
      if (!this.isReading) void this.readWaiting();
    });
  }

  private async readWaiting(): Promise<void> {
    this.isReading = true;
    while (this.waiting.length > 0) {
      const batch = this.takeBatch();
      try {
        const rows = await this.statement.rows([[...new Set(batch.map((check) => check.tokenHash))]]);
        const found = new Map<string, LiveSession>();
        for (const row of rows) {
          const session = tableRow<SessionRow>(SESSION_COLUMNS, row);
          found.set(session.tokenHash, { session, user: tableRow<UserRow>(USER_COLUMNS, row, USER_OFFSET) });
        }
        for (const check of batch) check.resolve(found.get(check.tokenHash));
      } catch (error) {
        for (const check of batch) check.reject(error);
      }
    }
    this.isReading = false;
  }

  /** The waiting checks of at most MAX_BATCH distinct tokens, in arrival order. */
  private takeBatch(): Waiting[] {
    const tokens = new Set<string>();
    let end = 0;
    for (; end < this.waiting.length; end += 1) {
      const tokenHash = this.waiting[end]?.tokenHash ?? '';
      if (!tokens.has(tokenHash) && tokens.size === MAX_BATCH) break;
      tokens.add(tokenHash);
    }
    return this.waiting.splice(0, end);
  }
}

const batches = new WeakMap<Database, SessionBatches | null>();

/** The batches of `db` when it is a PGlite database, else null (the caller runs its query). */
export function sessionBatches(db: Database): SessionBatches | null {
  let found = batches.get(db);
  if (found === undefined) {
    const statement = pgliteStatement(
      db,
      'live_sessions',
      () =>
        db
          .select({ session: sessions, user: users })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(and(sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')})`, isNull(sessions.endedAt)))
          .toSQL().sql,
    );
    found = statement && new SessionBatches(statement);
    batches.set(db, found);
  }
  return found;
}
