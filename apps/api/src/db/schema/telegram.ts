// Telegram (issue 14): the link between a K3 user and a Telegram account (one each way), the one-time link tokens,
// the updates already handled (a redelivered update does nothing twice), the news alerts already sent (once per user
// and story), and the leases that let exactly one process poll Telegram.
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const telegramLinks = pgTable('telegram_links', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Telegram user ids fit in 52 bits (Bot API): a JavaScript number holds them exactly. */
  telegramUserId: bigint('telegram_user_id', { mode: 'number' }).notNull().unique('telegram_links_telegram_user_unique'),
  /** The private chat with the bot, where answers and alerts go. */
  chatId: bigint('chat_id', { mode: 'number' }).notNull(),
  name: text('name').notNull(),
  username: text('username'),
  lang: text('lang').notNull().default('en'),
  alertsEnabled: boolean('alerts_enabled').notNull().default(false),
  alertsThreshold: integer('alerts_threshold').notNull().default(8),
  /** Alerts consider news published after this (turning alerts on does not replay the backlog). */
  alertsSince: timestamp('alerts_since', { withTimezone: true }),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
});

export const telegramLinkTokens = pgTable(
  'telegram_link_tokens',
  {
    /** sha256 of the token (hex): the token itself is only in the deep link. */
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('telegram_link_tokens_user').on(table.userId), index('telegram_link_tokens_expiry').on(table.expiresAt)],
);

export const telegramUpdates = pgTable(
  'telegram_updates',
  {
    botId: bigint('bot_id', { mode: 'number' }).notNull(),
    updateId: bigint('update_id', { mode: 'number' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.botId, table.updateId] }), index('telegram_updates_received').on(table.receivedAt)],
);

export const telegramAlerts = pgTable(
  'telegram_alerts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The news story (news_items.story_id): a grouped story is one alert. */
    storyId: text('story_id').notNull(),
    /** false when the day's cap had been reached: recorded so the story is never sent later either. */
    sent: boolean('sent').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.storyId] }), index('telegram_alerts_day').on(table.userId, table.at)],
);

/** A named lease one process holds at a time (the Telegram poller): taken when free or expired, renewed by its holder. */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
