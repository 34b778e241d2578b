// X-Ray (issue 11): what is known of each project (profile facts from the project-data port), its audits (one row per
// project and UTC day: the latest audit of that day, so the score's history is the rows), and each user's favorites.
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, boolean } from 'drizzle-orm/pg-core';
import { assets } from './assets';
import { users } from './users';

/** The project facts the audit reads that do not come from the market series: profile, social, tickers, links. */
export const xrayProfiles = pgTable('xray_profiles', {
  assetId: text('asset_id')
    .primaryKey()
    .references(() => assets.id, { onDelete: 'cascade' }),
  /** Which adapter wrote it: "demo" (generated, labelled) or "coingecko". */
  source: text('source').notNull(),
  /** Category ids (lower-case slugs) the project belongs to. */
  categories: jsonb('categories').$type<string[]>().notNull(),
  /** The ProjectProfile as the adapter returned it (services/xray/profile.ts). */
  profile: jsonb('profile').$type<Record<string, unknown>>().notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
});

export const xrayAudits = pgTable(
  'xray_audits',
  {
    assetId: text('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    /** UTC day of the audit: a later audit the same day replaces the row. */
    day: date('day', { mode: 'string' }).notNull(),
    auditedAt: timestamp('audited_at', { withTimezone: true }).notNull(),
    /** 0–100; null when no rule could run. */
    score: integer('score'),
    alertCount: integer('alert_count').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    demo: boolean('demo').notNull(),
    /** The stored audit (sections, alerts, checks, coverage, tags with reasons): services/xray/audit.ts StoredAudit. */
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    /** When each source of the inputs was read (market, profile, onchain, contract, website, news). */
    inputsAsOf: jsonb('inputs_as_of').$type<Record<string, string>>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.assetId, table.day] }), index('xray_audits_audited_at').on(table.auditedAt)],
);

export const xrayFavorites = pgTable('xray_favorites', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Asset ids, in the user's order. */
  ids: jsonb('ids').$type<string[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
