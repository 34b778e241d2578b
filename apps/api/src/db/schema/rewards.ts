// Rewards (issue 13 §1; spec §3 Quest, Ranking entry, Referrals): quests an admin publishes, each user's progress per
// period, the XP ledger (every grant with its source) and the posts submitted for spread-the-word quests.
// Invariants live here: one user_quests row per (user, quest, period), so a reward is granted once per period by the
// conditional update that moves it to completed; one submission per user and quest, and a post approved once overall.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LocalizedText, QuestParams, QuestSubmissionStatus } from '@k3/shared';
import { users } from './users';

export const quests = pgTable(
  'quests',
  {
    id: text('id').primaryKey(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    desc: jsonb('desc').$type<LocalizedText>().notNull(),
    image: text('image'),
    rewardXp: integer('reward_xp').notNull(),
    rewardKredits: integer('reward_kredits').notNull().default(0),
    priority: integer('priority').notNull().default(0),
    url: text('url'),
    hint: text('hint').notNull(),
    type: text('type').notNull(),
    /** once, daily (UTC day) or weekly (ISO week, UTC). */
    recurrence: text('recurrence').notNull().default('once'),
    /** Least time between two completions of a recurring quest, on top of the period. */
    cooldownHours: integer('cooldown_hours').notNull().default(0),
    params: jsonb('params').$type<QuestParams>().notNull().default({}),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    published: boolean('published').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quests_live').on(table.published, table.priority)],
);

/** A user's quest in one period: `once` for one-off quests, `2026-11-26` (UTC day) or `2026-W48` (ISO week). */
export const userQuests = pgTable(
  'user_quests',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questId: text('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    /** started or completed (pending is the absence of a row). */
    status: text('status').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.questId, table.period] }),
    index('user_quests_user_completed').on(table.userId, table.questId, table.completedAt),
  ],
);

/** Every XP (and quest kredits) grant, with its source: quest, referral (10% of a referred user's quest XP), admin, or demo (a generated demo member's XP, issue 24 §4). */
export const xpLedger = pgTable(
  'xp_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    kredits: integer('kredits').notNull().default(0),
    source: text('source').notNull(),
    questId: text('quest_id'),
    period: text('period'),
    fromUserId: text('from_user_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('xp_ledger_user_at').on(table.userId, table.at),
    // A quest's reward is written once per user and period, whatever races the claims run.
    uniqueIndex('xp_ledger_quest_once')
      .on(table.userId, table.questId, table.period)
      .where(sql`${table.source} = 'quest'`),
  ],
);

/**
 * Spread-the-word posts (issue 22 §7): one per user, quest and period (a recurring quest takes a new post each period,
 * as its user_quests row and ledger row are per period), pending until an admin checks the post is the user's.
 * Only an approved post is locked: a post (by its status id) is approved for one user only; a pending or rejected
 * claim of someone else's post locks nothing.
 */
export const questSubmissions = pgTable(
  'quest_submissions',
  {
    /** The admin console's handle on a submission. */
    id: uuid('id').notNull().defaultRandom().unique('quest_submissions_id_unique'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questId: text('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    postId: text('post_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** QUEST_SUBMISSION_STATUSES of @k3/shared, written out: drizzle-kit reads this file without loading the package. */
    status: text('status', { enum: ['pending', 'approved', 'rejected'] as const satisfies readonly QuestSubmissionStatus[] })
      .notNull()
      .default('pending'),
    /** The user quest's period the approval completes. */
    period: text('period').notNull().default('once'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The admin's wallet. */
    reviewedBy: text('reviewed_by'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.questId, table.period] }),
    uniqueIndex('quest_submissions_post')
      .on(table.postId)
      .where(sql`${table.status} = 'approved'`),
    index('quest_submissions_status_at').on(table.status, table.at),
  ],
);

/**
 * How many users hold each xp value above 0, kept by a trigger on users (migration 0009) in the same transaction as
 * every change of users.xp: one's own rank is 1 + the sum over the xp values above, a short range of this table's key
 * however many users there are (docs/rewards.md "Ranking").
 */
export const xpCounts = pgTable('xp_counts', {
  xp: integer('xp').primaryKey(),
  users: integer('users').notNull(),
});

/** The same counts per band of XP_BAND xp values: a rank sums the bands above and the values above within one band. */
export const xpBandCounts = pgTable('xp_band_counts', {
  band: integer('band').primaryKey(),
  users: integer('users').notNull(),
});

/**
 * The same counts per fine band of XP_FINE_BAND values (migration 0019): a rank sums the bands above, the fine bands
 * above within its band and the values above within its fine band — three ranges of at most 32 rows each beyond the
 * bands, where one range of up to 1,023 values scattered over the table cost most of the request.
 */
export const xpFineCounts = pgTable('xp_fine_counts', {
  fine: integer('fine').primaryKey(),
  users: integer('users').notNull(),
});
