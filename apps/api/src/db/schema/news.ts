// News (issue 10): the feeds polled and their conditional-GET state, the scored items, and which coins each names.
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { NewsCategory, NewsLang, NewsSentimentLabel } from '@k3/shared';
import { assets } from './assets';

/** One row per configured feed URL: what the last poll learnt, for conditional GET and for the admin console. */
export const newsFeeds = pgTable('news_feeds', {
  url: text('url').primaryKey(),
  lang: text('lang').$type<NewsLang>().notNull(),
  /** The feed's own title, once read. */
  title: text('title'),
  etag: text('etag'),
  lastModified: text('last_modified'),
  lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  /** The last failure's message (cleared by a success) and when it happened. */
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  /** Consecutive failures: the next poll waits longer (backoff). */
  failures: integer('failures').notNull().default(0),
  /** Items this feed added, all time. */
  itemsAdded: integer('items_added').notNull().default(0),
});

export const newsItems = pgTable(
  'news_items',
  {
    /** Stable id from the normalised link (or the guid when there is no link). */
    id: text('id').primaryKey(),
    /** The story this item belongs to: the id of its first item (near-identical title within a day). */
    storyId: text('story_id').notNull(),
    lang: text('lang').$type<NewsLang>().notNull(),
    title: text('title').notNull(),
    /** The title normalised for grouping (lower case, no accents or punctuation). */
    titleKey: text('title_key').notNull(),
    description: text('description').notNull(),
    link: text('link').notNull(),
    source: text('source').notNull(),
    /** The feed it came from; null for demo items. */
    feedUrl: text('feed_url'),
    keywords: jsonb('keywords').$type<string[]>().notNull(),
    coinIds: jsonb('coin_ids').$type<string[]>().notNull(),
    categories: jsonb('categories').$type<NewsCategory[]>().notNull(),
    pubDate: timestamp('pub_date', { withTimezone: true }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
    impact: integer('impact').notNull(),
    sentimentLabel: text('sentiment_label').$type<NewsSentimentLabel>().notNull(),
    sentimentScore: doublePrecision('sentiment_score').notNull(),
    /** Which scorer and version produced impact and sentiment ("offline@1"); a new version rescores. */
    scorer: text('scorer').notNull(),
    search: text('search').notNull(),
    demo: boolean('demo').notNull().default(false),
  },
  (table) => [
    index('news_items_pub_date_idx').on(table.pubDate.desc()),
    index('news_items_story_idx').on(table.storyId),
    index('news_items_title_key_idx').on(table.titleKey, table.pubDate),
    index('news_items_scorer_idx').on(table.scorer),
  ],
);

/** Which coins an item names, for "news about what you hold" and the per-coin counts. */
export const newsItemCoins = pgTable(
  'news_item_coins',
  {
    itemId: text('item_id')
      .notNull()
      .references(() => newsItems.id, { onDelete: 'cascade' }),
    assetId: text('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    pubDate: timestamp('pub_date', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.assetId] }),
    index('news_item_coins_asset_idx').on(table.assetId, table.pubDate.desc()),
  ],
);
