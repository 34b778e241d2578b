// Votes (issue 13 §3; spec §3 "Poll or ballot", §4 Polls, §5 vote validity): polls an admin publishes and the ballots
// cast on them. One ballot per user and poll is the primary key: a second ballot, however raced, is refused.
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@k3/shared';
import { users } from './users';

export const polls = pgTable(
  'polls',
  {
    id: serial('id').primaryKey(),
    question: jsonb('question').$type<LocalizedText>().notNull(),
    choices: jsonb('choices').$type<LocalizedText[]>().notNull(),
    /** Points each voter may distribute (a whole number). */
    budget: integer('budget').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    liveResults: boolean('live_results').notNull().default(false),
    published: boolean('published').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('polls_window').on(table.published, table.endsAt)],
);

export const ballots = pgTable(
  'ballots',
  {
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Points per 0-based choice index, as cast: `{ "0": 60, "2": 40 }`. */
    points: jsonb('points').$type<Record<string, number>>().notNull(),
    total: integer('total').notNull(),
    castAt: timestamp('cast_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.pollId, table.userId] })],
);
