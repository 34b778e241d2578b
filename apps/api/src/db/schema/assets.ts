// Assets (tokens and coins) and their daily market figures. Amounts are numeric, never floats (docs/architecture.md "Data").
import { boolean, date, integer, jsonb, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const assets = pgTable('assets', {
  /** CoinGecko-style id, e.g. "bitcoin", "kryll". */
  id: text('id').primaryKey(),
  symbol: text('symbol').notNull(),
  name: text('name').notNull(),
  rank: integer('rank').notNull(),
  /** Icon path on our own origin; null when no icon is packaged. */
  image: text('image'),
  /** Contract address per chain id; native coins have none. */
  addresses: jsonb('addresses').$type<Record<string, string>>().notNull(),
});

export const assetMarketDays = pgTable(
  'asset_market_days',
  {
    assetId: text('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    price: numeric('price').notNull(),
    marketCap: numeric('market_cap'),
    volume: numeric('volume').notNull(),
    /** true for generated demo figures (issue 2 §3 "marked synthetic"), never shown as live data. */
    synthetic: boolean('synthetic').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.assetId, table.day] })],
);
