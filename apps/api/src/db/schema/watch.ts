// The X-Ray watch (issue 30 §4; docs/xray-watch.md): what was last read of each held token, the changes that matter
// found between two reads, and each holder's notification of a change (read or not, sent to Telegram or not).
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One row per watched asset (a catalogue id): its last state and who may check it now. */
export const xrayWatch = pgTable('xray_watch', {
  assetId: text('asset_id').primaryKey(),
  /** The last check's reading (services/xray/watch/state.ts WatchState); null before the first check. */
  state: jsonb('state').$type<Record<string, unknown>>(),
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  /** A check in progress holds the token until then: one check per token and period across processes. */
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
});

/** A change that matters, found by comparing two checks of one asset. */
export const xrayWatchChanges = pgTable(
  'xray_watch_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assetId: text('asset_id').notNull(),
    code: text('code').notNull(),
    severity: text('severity').notNull(),
    chain: text('chain'),
    before: text('before'),
    after: text('after'),
    /** en/fr/es explanation and the evidence (NotificationSchema's `because` and `evidence`). */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('xray_watch_changes_asset').on(table.assetId, table.detectedAt)],
);

/** A holder's notification of a change: one per user and change. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    changeId: uuid('change_id')
      .notNull()
      .references(() => xrayWatchChanges.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notifications_user_change').on(table.userId, table.changeId),
    index('notifications_user_created').on(table.userId, table.createdAt),
    index('notifications_user_unread')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);
