// Which version of each packaged dataset is in the database, so a start reloads only when the file changed.
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const datasets = pgTable('datasets', {
  /** e.g. "reference" for apps/api/generated/reference.json. */
  key: text('key').primaryKey(),
  version: text('version').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
  /** Where the data came from (packages, versions, licences, generator), copied from the dataset file. */
  provenance: jsonb('provenance').$type<Record<string, unknown>>().notNull(),
});
