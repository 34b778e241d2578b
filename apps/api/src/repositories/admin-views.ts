// Read-only views of the admin console (issue 13 §4): the news feeds' status and the chat's feedback reports.
import { asc, count, desc, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { AdminFeed, AdminReport } from '@k3/shared';
import type { Database } from '../db/client';
import { aiReports, newsFeeds, newsItems } from '../db/schema';

/**
 * Every polled feed with its last successful fetch, its last error (cleared by a success), its consecutive failures and
 * the items from it stored now. `items` counts news_items rows whose feed_url is the feed: what readers can see today,
 * after de-duplication and the retention period, rather than the all-time `items_added` counter.
 */
export async function listFeedStatus(db: Database): Promise<AdminFeed[]> {
  const stored = db
    .select({ feedUrl: newsItems.feedUrl, n: count().as('n') })
    .from(newsItems)
    .groupBy(newsItems.feedUrl)
    .as('stored');
  const rows = await db
    .select({ feed: newsFeeds, items: sql<number>`coalesce(${stored.n}, 0)`.mapWith(Number) })
    .from(newsFeeds)
    .leftJoin(stored, eq(stored.feedUrl, newsFeeds.url))
    .orderBy(asc(newsFeeds.lang), asc(newsFeeds.url));
  return rows.map(({ feed, items }) => ({
    url: feed.url,
    lang: feed.lang,
    lastFetchAt: feed.lastSuccessAt?.toISOString() ?? null,
    lastError: feed.lastError,
    failures: feed.failures,
    items,
  }));
}

/** Feedback reports, newest first; `messages` is the length of the chat history sent with the report. */
export async function listReports(db: Database, page: { limit: number; offset: number }): Promise<AdminReport[]> {
  const rows = await db
    .select({
      id: aiReports.id,
      userId: aiReports.userId,
      category: aiReports.category,
      description: aiReports.description,
      route: aiReports.route,
      messages: sql<number>`jsonb_array_length(${aiReports.chatHistory})`.mapWith(Number),
      at: aiReports.createdAt,
    })
    .from(aiReports)
    .orderBy(desc(aiReports.createdAt), desc(aiReports.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
