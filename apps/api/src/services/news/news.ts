// Reading news (issue 10 §3): the scored items of a time window, each story once with all its sources; the items
// about what a user holds, ranked by impact × exposure; one story by an item's id (issue 24 §3); per-coin figures for
// the dashboard and SmartFolio. Plain functions of the database, so Agent K's tools and the Telegram bot call them as
// the routes do. Every item leaves here through toItem, which gives a demo item's links as the in-app article path.
import {
  type CoinNewsStats,
  type MyNewsItem,
  type NewsCoin,
  type NewsItem,
  type NewsLang,
  NEWS_IMPACT,
  newsArticlePath,
  type NewsSource,
} from '@k3/shared';
import type { Database } from '../../db/client';
import { coinNewsFigures, type NewsItemRow, newsItemsSince, newsStoryOfItem } from '../../repositories/news';
import type { NewsAsset } from './types';

const HOUR_MS = 3_600_000;

function coinOf(asset: NewsAsset): NewsCoin {
  return { id: asset.id, symbol: asset.symbol, name: asset.name, url: `/x-ray/${asset.id}` };
}

/**
 * Where an item leads a reader: its outlet's story for live news; for a demo item, its in-app article (`/news/{id}`),
 * since the stored link names a host that never resolves (`demo.k3.invalid`). The stored link stays as it is: it is
 * the item's identity (its id is a hash of it), so a rerun of the demo generator still adds nothing.
 */
export function newsItemLink(row: Pick<NewsItemRow, 'id' | 'link' | 'demo'>): string {
  return row.demo ? newsArticlePath(row.id) : row.link;
}

function toItem(primary: NewsItemRow, story: readonly NewsItemRow[], assets: ReadonlyMap<string, NewsAsset>): NewsItem {
  const sources: NewsSource[] = [];
  const seen = new Set<string>();
  for (const row of story) {
    if (seen.has(row.source)) continue;
    seen.add(row.source);
    sources.push({ name: row.source, link: newsItemLink(row) });
  }
  return {
    id: primary.id,
    title: primary.title,
    source: primary.source,
    link: newsItemLink(primary),
    sources,
    description: primary.description,
    keywords: primary.keywords,
    coins: primary.coinIds.flatMap((id) => {
      const asset = assets.get(id);
      return asset ? [coinOf(asset)] : [];
    }),
    category: primary.categories,
    lang: primary.lang,
    pubDate: primary.pubDate.toISOString(),
    impact: Math.min(NEWS_IMPACT.max, Math.max(NEWS_IMPACT.min, primary.impact)),
    sentiment: { label: primary.sentimentLabel, score: primary.sentimentScore },
    scorer: primary.scorer,
    search: primary.search,
    demo: primary.demo,
  };
}

/**
 * The stories published in the last `window` hours, newest first. A story is shown as its first item in the window
 * (its outlet is `source`), with every outlet that carried it in `sources`; its impact is the highest of its items.
 */
export async function listNews(
  db: Database,
  assets: ReadonlyMap<string, NewsAsset>,
  options: { window: number; lang?: NewsLang | undefined; now: Date },
): Promise<NewsItem[]> {
  const rows = await newsItemsSince(db, new Date(options.now.getTime() - options.window * HOUR_MS), options.lang);
  const stories = new Map<string, NewsItemRow[]>();
  for (const row of rows) {
    const story = stories.get(row.storyId);
    if (story) story.push(row);
    else stories.set(row.storyId, [row]);
  }
  const items: NewsItem[] = [];
  for (const story of stories.values()) {
    // Rows come newest first: the story's first item is the last one.
    const ordered = [...story].reverse();
    const primary = ordered[0];
    if (!primary) continue;
    const item = toItem(primary, ordered, assets);
    item.impact = Math.max(...ordered.map((row) => row.impact));
    items.push(item);
  }
  return items.sort((a, b) => b.pubDate.localeCompare(a.pubDate) || a.id.localeCompare(b.id));
}

/**
 * One story by the id of one of its items (the article page, issue 24 §3): that item as the story's face (its outlet is
 * `source`, its link `link`), with every outlet that carried the story in `sources` (that item's first, then the others
 * oldest first) and the highest impact any of its items got. Null when no item has that id (never stored, or deleted
 * after NEWS_RETENTION_DAYS).
 */
export async function getNewsStory(db: Database, assets: ReadonlyMap<string, NewsAsset>, id: string): Promise<NewsItem | null> {
  const story = await newsStoryOfItem(db, id);
  const primary = story.find((row) => row.id === id);
  if (!primary) return null;
  const ordered = [primary, ...story.filter((row) => row !== primary)];
  const item = toItem(primary, ordered, assets);
  item.impact = Math.max(...ordered.map((row) => row.impact));
  return item;
}

/** What the user holds: value per asset id (every portfolio together) and the total. */
export interface Holdings {
  values: ReadonlyMap<string, number>;
  total: number;
}

/**
 * The stories naming a coin the user holds, each with `exposure` (the share of the user's portfolio value held in the
 * coins it names) and `relevance` = impact × exposure, ranked by relevance, then newest first.
 */
export function rankForHoldings(items: readonly NewsItem[], holdings: Holdings): MyNewsItem[] {
  const ranked: MyNewsItem[] = [];
  for (const item of items) {
    const held = item.coins.filter((coin) => (holdings.values.get(coin.id) ?? 0) > 0);
    if (held.length === 0) continue;
    const value = held.reduce((sum, coin) => sum + (holdings.values.get(coin.id) ?? 0), 0);
    const exposure = holdings.total > 0 ? Math.min(1, value / holdings.total) : 0;
    ranked.push({ ...item, exposure, relevance: item.impact * exposure });
  }
  return ranked.sort((a, b) => b.relevance - a.relevance || b.pubDate.localeCompare(a.pubDate));
}

/** Per coin: stories of the last 24 hours naming it, and the average sentiment of its last 7 days of news. */
export async function coinNewsStats(db: Database, assetIds: readonly string[], now: Date): Promise<Map<string, CoinNewsStats>> {
  const figures = await coinNewsFigures(
    db,
    [...new Set(assetIds)],
    new Date(now.getTime() - 24 * HOUR_MS),
    new Date(now.getTime() - 7 * 24 * HOUR_MS),
  );
  const stats = new Map<string, CoinNewsStats>();
  for (const [id, figure] of figures) {
    stats.set(id, {
      count24h: figure.count24h,
      count24hByLang: figure.count24hByLang,
      sentiment7d: figure.sentiment7d === null ? null : Math.round(figure.sentiment7d * 1000) / 1000,
    });
  }
  return stats;
}
