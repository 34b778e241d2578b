// Pre-registrations on the teaser pages (spec §1, issue 2 §5). UNIQUE(page, contact) makes a repeat a no-op.
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

export const preregistrations = pgTable(
  'preregistrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    page: text('page').notNull(),
    /** Normalised: emails and EVM addresses lower-cased, Solana addresses as given (they are case-sensitive). */
    contact: text('contact').notNull(),
    kind: text('kind', { enum: ['email', 'wallet'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('preregistrations_page_contact_unique').on(table.page, table.contact),
    check('preregistrations_kind_check', sql`${table.kind} in ('email', 'wallet')`),
  ],
);
