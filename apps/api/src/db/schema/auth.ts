// Sign-in state (docs/architecture.md "Security", docs/auth.md): challenges (single-use nonces with the exact message the
// server issued, bound to the client that asked), sessions (only a hash of the bearer token), Magic Konnect login
// codes (one per session), email validation codes (one per user, hashed) and the shared rate counters.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const authNonces = pgTable(
  'auth_nonces',
  {
    nonce: text('nonce').primaryKey(),
    wallet: text('wallet').notNull(),
    message: text('message').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Who asked for the challenge (the client IP as Fastify resolves it): only that client's challenges are tried. */
    requester: text('requester').notNull().default(''),
    /** 'sign_in' opens a session; 'ownership' proves an added wallet belongs to `user_id` (issue 8 §6). */
    purpose: text('purpose', { enum: ['sign_in', 'ownership'] })
      .notNull()
      .default('sign_in'),
    /** The signed-in user proving ownership (purpose 'ownership' only). */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('auth_nonces_wallet_idx').on(table.wallet),
    check('auth_nonces_purpose_check', sql`${table.purpose} in ('sign_in', 'ownership')`),
  ],
);

/**
 * Fixed-window counters shared by every API process (issue 8 §4-§7): one row per key and window, incremented by one
 * atomic upsert that returns the new count, so the check and the increment are a single step.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] }), index('rate_counters_expires_idx').on(table.expiresAt)],
);

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
