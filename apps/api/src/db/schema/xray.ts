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

/**
 * Tokens audited by their address (issue 30 §1): not in the catalogue, named by a user as a chain and a contract
 * address (or a Solana mint). Their id is `<chain>:<address>` (EIP-55 checksummed on EVM chains); their audits are
 * stored in xray_audits under that id, beside the catalogue's.
 */
export const xrayTokens = pgTable('xray_tokens', {
  id: text('id').primaryKey(),
  chain: text('chain').notNull(),
  address: text('address').notNull(),
  /** As the contract reports them (name(), symbol()), cleaned and cut short; null when it publishes none. */
  symbol: text('symbol'),
  name: text('name'),
  decimals: integer('decimals'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const xrayAudits = pgTable(
  'xray_audits',
  {
    /** A catalogue asset's id, or an xray_tokens id (`<chain>:<address>`). */
    assetId: text('asset_id').notNull(),
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
