// Users (spec §3 "User"): one row per wallet that has signed in. The id is the wallet in canonical form (EIP-55 for
// EVM, base58 as given for Solana); id_lower makes lookups case-insensitive; kredits can never go below zero.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    idLower: text('id_lower').notNull().unique('users_id_lower_unique'),
    username: text('username'),
    email: text('email'),
    emailValidatedAt: timestamp('email_validated_at', { withTimezone: true }),
    boosted: boolean('boosted').notNull().default(false),
    referrerId: text('referrer_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    xp: integer('xp').notNull().default(0),
    kredits: integer('kredits').notNull().default(10),
    /** The kredit period (UTC month, `YYYY-MM`) whose allowance was last granted; null before the first grant. */
    kreditsPeriod: text('kredits_period'),
    /** The allowance already granted in kredits_period (an upgrade mid-period grants the difference). */
    kreditsGranted: integer('kredits_granted').notNull().default(0),
    /** spec §3 system.lastShare: the last share to X (the dashboard's Share button adds "& Earn" until one today, UTC). */
    lastShareAt: timestamp('last_share_at', { withTimezone: true }),
    /** user or admin (issue 13 §4); wallets in ADMIN_WALLETS are admins whatever this says. */
    role: text('role').notNull().default('user'),
    /**
     * A generated member of the demo community (docs/rewards.md "Demo community"): ranked and voting like anyone, but
     * never a real account — no sign-in, no email or Telegram, not counted among the admin console's users.
     */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_lower_unique').on(sql`lower(${table.username})`),
    check('users_kredits_check', sql`${table.kredits} >= 0`),
    // The ranking (issue 13 §1): the top by xp, and one's own rank as a count of the users above, read from this index.
    index('users_xp').on(table.xp.desc(), table.id),
    index('users_referrer').on(table.referrerId),
  ],
);
