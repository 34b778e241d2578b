// Demo-only state (DATA_MODE=demo with no SMTP_URL): the demo inbox keeps the last message mailed to each user, so a
// newcomer can read their validation code in the app (docs/auth.md "Demo inbox"). Never written in live mode.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const demoInbox = pgTable('demo_inbox', {
  /** One row per user: the last message replaces the one before. */
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});
