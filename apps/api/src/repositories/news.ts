// News rows (issue 10): items stored once by id, the coins each names, the feeds' conditional-GET state and last
// errors. Every write is idempotent (`on conflict do nothing`), so two workers ingesting the same feed store it once.
import { and, asc, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { NewsLang, NewsSentimentLabel } from '@k3/shared';
import type { Database } from '../db/client';
import { assets, newsFeeds, newsItemCoins, newsItems } from '../db/schema';

export type NewsItemRow = typeof newsItems.$inferSelect;
export type NewsItemInsert = typeof newsItems.$inferInsert;
export type NewsFeedRow = typeof newsFeeds.$inferSelect;

/** The ids among `ids` already stored. */
export async function existingNewsIds(db: Database, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: newsItems.id })
    .from(newsItems)
    .where(inArray(newsItems.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** Stories of `lang` published between `from` and `to`: candidates for grouping a new item with. */
export async function storyCandidates(
  db: Database,
  lang: NewsLang,
  from: Date,
  to: Date,
): Promise<{ id: string; storyId: string; titleKey: string; pubDate: Date }[]> {
  return db
    .select({ id: newsItems.id, storyId: newsItems.storyId, titleKey: newsItems.titleKey, pubDate: newsItems.pubDate })
    .from(newsItems)
    .where(and(eq(newsItems.lang, lang), gte(newsItems.pubDate, from), lt(newsItems.pubDate, to)))
    .orderBy(asc(newsItems.pubDate));
}

/**
 * Inserts items and their coin rows, in one transaction: an item is stored with its coins or not at all (a crash between
 * the two would otherwise leave items that a rerun skips as already stored, without their coins for good). An id
 * already stored is skipped. Returns the ids inserted.
 */
export async function insertNewsItems(db: Database, rows: readonly NewsItemInsert[]): Promise<string[]> {
  if (rows.length === 0) return [];
  return db.transaction((tx) => insertItemsAndCoins(tx, rows));
}

async function insertItemsAndCoins(db: Database, rows: readonly NewsItemInsert[]): Promise<string[]> {
  const inserted = await db
    .insert(newsItems)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: newsItems.id });
  const ids = new Set(inserted.map((row) => row.id));
  const coinRows = rows
    .filter((row) => ids.has(row.id))
    .flatMap((row) => row.coinIds.map((assetId) => ({ itemId: row.id, assetId, pubDate: row.pubDate })));
  if (coinRows.length > 0) {
    // Coins missing from the reference data (it changed since tagging) are left out rather than failing the batch.
    const known = new Set(
      (
        await db
          .select({ id: assets.id })
          .from(assets)
          .where(
            inArray(
              assets.id,
              coinRows.map((row) => row.assetId),
            ),
          )
      ).map((row) => row.id),
    );
    const valid = coinRows.filter((row) => known.has(row.assetId));
    if (valid.length > 0) await db.insert(newsItemCoins).values(valid).onConflictDoNothing();
  }
  return [...ids];
}

/** The publication date of the newest demo item stored; null when there is none. */
export async function latestDemoNewsDate(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ pubDate: newsItems.pubDate })
    .from(newsItems)
    .where(eq(newsItems.demo, true))
    .orderBy(desc(newsItems.pubDate))
    .limit(1);
  return row?.pubDate ?? null;
}

/** Items published at or after `since`, newest first, optionally of one language. */
export async function newsItemsSince(db: Database, since: Date, lang?: NewsLang): Promise<NewsItemRow[]> {
  const where = lang ? and(gte(newsItems.pubDate, since), eq(newsItems.lang, lang)) : gte(newsItems.pubDate, since);
  return db.select().from(newsItems).where(where).orderBy(desc(newsItems.pubDate), asc(newsItems.id));
}

/**
 * The items of the story that item `id` belongs to, oldest first (ties by id); empty when no item has that id. One
 * statement: the story is looked up by the item's `story_id`, so an item deleted in between cannot leave half a story.
 */
export async function newsStoryOfItem(db: Database, id: string): Promise<NewsItemRow[]> {
  const storyOfItem = db.select({ storyId: newsItems.storyId }).from(newsItems).where(eq(newsItems.id, id));
  return db
    .select()
    .from(newsItems)
    .where(inArray(newsItems.storyId, storyOfItem))
    .orderBy(asc(newsItems.pubDate), asc(newsItems.id));
}

/** Items scored by another scorer (or version) than `scorerId`, oldest first, at most `limit`. */
export async function itemsToRescore(db: Database, scorerId: string, limit: number): Promise<NewsItemRow[]> {
  return db.select().from(newsItems).where(ne(newsItems.scorer, scorerId)).orderBy(desc(newsItems.pubDate)).limit(limit);
}

export async function updateScore(
  db: Database,
  id: string,
  score: { impact: number; sentimentLabel: NewsSentimentLabel; sentimentScore: number; scorer: string },
): Promise<void> {
  await db.update(newsItems).set(score).where(eq(newsItems.id, id));
}

/** Deletes items published before `before` (their coin rows go with them). Returns how many. */
export async function deleteNewsBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db.delete(newsItems).where(lt(newsItems.pubDate, before)).returning({ id: newsItems.id });
  return deleted.length;
}

export interface CoinNewsFigures {
  count24h: number;
  /** The same stories per language: a story with items in both languages counts in both. */
  count24hByLang: Record<NewsLang, number>;
  sentiment7d: number | null;
}

/** Per coin: stories of the last day naming it (in all and per language), and the average sentiment of the last 7 days' items. */
export async function coinNewsFigures(
  db: Database,
  assetIds: readonly string[],
  dayStart: Date,
  weekStart: Date,
): Promise<Map<string, CoinNewsFigures>> {
  const figures = new Map<string, CoinNewsFigures>();
  const inDay = sql`${newsItemCoins.pubDate} >= ${dayStart.toISOString()}::timestamptz`;
  if (assetIds.length === 0) return figures;
  const rows = await db
    .select({
      assetId: newsItemCoins.assetId,
      count24h: sql<number>`count(distinct ${newsItems.storyId}) filter (where ${inDay})`,
      count24hEn: sql<number>`count(distinct ${newsItems.storyId}) filter (where ${inDay} and ${newsItems.lang} = 'en')`,
      count24hFr: sql<number>`count(distinct ${newsItems.storyId}) filter (where ${inDay} and ${newsItems.lang} = 'fr')`,
      sentiment7d: sql<number | null>`avg(${newsItems.sentimentScore})`,
    })
    .from(newsItemCoins)
    .innerJoin(newsItems, eq(newsItems.id, newsItemCoins.itemId))
    .where(and(inArray(newsItemCoins.assetId, [...assetIds]), gte(newsItemCoins.pubDate, weekStart)))
    .groupBy(newsItemCoins.assetId);
  for (const row of rows) {
    figures.set(row.assetId, {
      count24h: Number(row.count24h),
      count24hByLang: { en: Number(row.count24hEn), fr: Number(row.count24hFr) },
      sentiment7d: row.sentiment7d === null ? null : Number(row.sentiment7d),
    });
  }
  return figures;
}

/** Makes sure a row exists for each configured feed (its language may change with the configuration). */
export async function ensureFeeds(db: Database, feeds: readonly { url: string; lang: NewsLang }[]): Promise<void> {
  if (feeds.length === 0) return;
  await db
    .insert(newsFeeds)
    .values([...feeds])
    .onConflictDoUpdate({ target: newsFeeds.url, set: { lang: sql`excluded.lang` } });
}

export async function feedsByUrl(db: Database, urls: readonly string[]): Promise<NewsFeedRow[]> {
  if (urls.length === 0) return [];
  return db
    .select()
    .from(newsFeeds)
    .where(inArray(newsFeeds.url, [...urls]));
}

export async function recordFeedSuccess(
  db: Database,
  url: string,
  update: { title?: string | null; etag?: string | null; lastModified?: string | null; added: number; at: Date },
): Promise<void> {
  await db
    .update(newsFeeds)
    .set({
      ...(update.title !== undefined ? { title: update.title } : {}),
      ...(update.etag !== undefined ? { etag: update.etag } : {}),
      ...(update.lastModified !== undefined ? { lastModified: update.lastModified } : {}),
      lastPolledAt: update.at,
      lastSuccessAt: update.at,
      lastError: null,
      failures: 0,
      itemsAdded: sql`${newsFeeds.itemsAdded} + ${update.added}`,
    })
    .where(eq(newsFeeds.url, url));
}

export async function recordFeedFailure(db: Database, url: string, error: string, at: Date): Promise<void> {
  await db
    .update(newsFeeds)
    .set({
      lastPolledAt: at,
      lastError: error.slice(0, 500),
      lastErrorAt: at,
      failures: sql`${newsFeeds.failures} + 1`,
    })
    .where(eq(newsFeeds.url, url));
}

/** Per coin, the distinct stories naming it since `since` (X-Ray's "related news"). */
export async function coinStoryCounts(db: Database, assetIds: readonly string[], since: Date): Promise<Map<string, number>> {
  if (assetIds.length === 0) return new Map();
  const rows = await db
    .select({ assetId: newsItemCoins.assetId, count: sql<number>`count(distinct ${newsItems.storyId})` })
    .from(newsItemCoins)
    .innerJoin(newsItems, eq(newsItems.id, newsItemCoins.itemId))
    .where(and(inArray(newsItemCoins.assetId, [...assetIds]), gte(newsItemCoins.pubDate, since)))
    .groupBy(newsItemCoins.assetId);
  return new Map(rows.map((row) => [row.assetId, Number(row.count)]));
}

/** Any news stored at all (X-Ray says "no news stored" rather than "0 related stories" before the first run). */
export async function hasNews(db: Database): Promise<boolean> {
  const rows = await db.select({ id: newsItems.id }).from(newsItems).limit(1);
  return rows.length > 0;
}

/** A stored story of at least `minImpact` naming one of the assets, published since `since` (for the incident rule). */
export interface ImpactfulStoryRow {
  assetId: string;
  /** The asset's name and ticker, to tell whether the title names it. */
  name: string;
  symbol: string;
  id: string;
  title: string;
  source: string;
  pubDate: Date;
  fetchedAt: Date;
  impact: number;
  keywords: string[];
  categories: string[];
}

export async function impactfulStories(
  db: Database,
  assetIds: readonly string[] | null,
  since: Date,
  minImpact: number,
): Promise<ImpactfulStoryRow[]> {
  if (assetIds !== null && assetIds.length === 0) return [];
  return db
    .select({
      assetId: newsItemCoins.assetId,
      name: assets.name,
      symbol: assets.symbol,
      id: newsItems.id,
      title: newsItems.title,
      source: newsItems.source,
      pubDate: newsItems.pubDate,
      fetchedAt: newsItems.fetchedAt,
      impact: newsItems.impact,
      keywords: newsItems.keywords,
      categories: newsItems.categories,
    })
    .from(newsItemCoins)
    .innerJoin(newsItems, eq(newsItems.id, newsItemCoins.itemId))
    .innerJoin(assets, eq(assets.id, newsItemCoins.assetId))
    .where(
      and(
        assetIds === null ? undefined : inArray(newsItemCoins.assetId, [...assetIds]),
        gte(newsItemCoins.pubDate, since),
        gte(newsItems.impact, minImpact),
      ),
    )
    .orderBy(desc(newsItems.pubDate));
}
