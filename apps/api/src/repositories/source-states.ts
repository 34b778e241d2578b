// The source_states table (issue 31 §3): the latest state each process saw of each outside source. A write keeps what
// the event does not say (the last success of a source now failing, the last error of one now ok).
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sourceStates } from '../db/schema';
import type { SourceEvent } from '../metrics/events';

export type SourceStateRow = typeof sourceStates.$inferSelect;

export async function saveSourceEvents(db: Database, events: readonly SourceEvent[]): Promise<void> {
  for (const event of events) {
    const at = new Date(event.at);
    const ok = event.outcome === 'ok' || event.outcome === 'slow';
    await db
      .insert(sourceStates)
      .values({
        source: event.source,
        state: event.outcome,
        lastOkAt: ok ? at : null,
        lastError: ok ? null : (event.error ?? null),
        lastErrorAt: ok ? null : at,
        retryAt: event.retryAt === undefined ? null : new Date(event.retryAt),
        updatedAt: at,
      })
      .onConflictDoUpdate({
        target: sourceStates.source,
        // An older event (another process's, late) never overwrites a newer one.
        setWhere: sql`${sourceStates.updatedAt} <= excluded.updated_at`,
        set: {
          state: sql`excluded.state`,
          lastOkAt: sql`coalesce(excluded.last_ok_at, ${sourceStates.lastOkAt})`,
          lastError: sql`coalesce(excluded.last_error, ${sourceStates.lastError})`,
          lastErrorAt: sql`coalesce(excluded.last_error_at, ${sourceStates.lastErrorAt})`,
          retryAt: sql`excluded.retry_at`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
}

export function listSourceStates(db: Database): Promise<SourceStateRow[]> {
  return db.select().from(sourceStates).orderBy(sourceStates.source);
}
