// The migrations drizzle has recorded as applied (issue 15 §1, readiness). Drizzle's migrator keeps one row per applied
// migration in drizzle.__drizzle_migrations, `created_at` being the migration's `when` in drizzle/meta/_journal.json
// (that is how it decides what is pending). The table is drizzle's own, so it is declared here and not in db/schema,
// which drizzle-kit reads to generate migrations.
import { sql } from 'drizzle-orm';
import { bigint, pgSchema, serial, text } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

const drizzleSchema = pgSchema('drizzle');
export const drizzleMigrations = drizzleSchema.table('__drizzle_migrations', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }),
});

/** One round trip that needs nothing but a live connection. */
export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The `when` of every migration recorded as applied. */
export async function appliedMigrationTimes(db: Database): Promise<Set<number>> {
  const rows = await db.select({ createdAt: drizzleMigrations.createdAt }).from(drizzleMigrations);
  return new Set(rows.flatMap((row) => (row.createdAt === null ? [] : [row.createdAt])));
}
