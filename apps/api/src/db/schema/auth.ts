// Sign-in state (ARCHITECTURE.md "Security", docs/auth.md): challenges (single-use nonces with the exact message the
// server issued), sessions (only a hash of the bearer token), Magic Konnect login codes (one per session) and email
// validation codes (one per user, hashed).
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const authNonces = pgTable('auth_nonces', {
  nonce: text('nonce').primaryKey(),
  wallet: text('wallet').notNull(),
  message: text('message').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_unique'),
    kind: text('kind', { enum: ['wallet', 'phone'] }).notNull(),
    device: text('device').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [check('sessions_kind_check', sql`${table.kind} in ('wallet', 'phone')`)],
);

export const loginCodes = pgTable('login_codes', {
  code: text('code').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .unique('login_codes_session_id_unique')
    .references(() => sessions.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const emailCodes = pgTable('email_codes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
});
