// Data access for pre-registrations. The UNIQUE(page, contact) key makes a repeat a no-op in one statement
// (docs/architecture.md "Invariants live in the database"), so concurrent repeats cannot create two rows.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preregistrations } from '../db/schema';

export type PreregistrationRow = typeof preregistrations.$inferSelect;

/** Inserts the pre-registration unless (page, contact) exists; true when a row was created. */
export async function insertPreregistration(
  db: Database,
  row: Pick<PreregistrationRow, 'page' | 'contact' | 'kind'>,
): Promise<boolean> {
  const inserted = await db
    .insert(preregistrations)
    .values(row)
    .onConflictDoNothing({ target: [preregistrations.page, preregistrations.contact] })
    .returning({ id: preregistrations.id });
  return inserted.length > 0;
}

export async function findPreregistrations(
  db: Database,
  where: { page: string; contact: string },
): Promise<PreregistrationRow[]> {
  return db
    .select()
    .from(preregistrations)
    .where(and(eq(preregistrations.page, where.page), eq(preregistrations.contact, where.contact)));
}
