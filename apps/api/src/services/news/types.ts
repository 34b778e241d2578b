// The shapes the news pipeline passes between its parts (issue 10): a feed (live RSS/Atom, or the demo set) yields
// FeedItems; the tagger names their coins, categories and keywords; a scorer gives impact and sentiment; the ingest
// service stores each story once. Every part is callable on its own (Agent K, the Telegram bot and the benches use them).
import type { NewsCategory, NewsLang, NewsSentiment } from '@k3/shared';

/** One entry of a feed, already cleaned: plain text (no markup, entities decoded, capped), http(s) link or null. */
export interface FeedItem {
  guid: string | null;
  link: string | null;
  title: string;
  description: string;
  /** null when the feed gave no parseable date (the ingest uses the fetch time). */
  pubDate: Date | null;
  /** The feed's own category/tag labels, plain text (they become keywords). */
  categories: string[];
}

/** The conditional-GET state kept per feed. */
export interface FeedState {
  url: string;
  etag: string | null;
  lastModified: string | null;
}

export type FeedResult =
  | { status: 'not-modified' }
  | { status: 'ok'; title: string | null; etag: string | null; lastModified: string | null; items: FeedItem[] };

/** The news port (docs/architecture.md "Providers"): fetch one feed. Throws a ProviderError when it cannot. */
export interface NewsFeedPort {
  fetch(feed: FeedState): Promise<FeedResult>;
}

/** A reference asset as the tagger and scorer see it. */
export interface NewsAsset {
  id: string;
  symbol: string;
  name: string;
  /** Market-cap rank, 1 = largest. */
  rank: number;
}

export interface NewsTags {
  /** Reference asset ids, most prominent first (title before description). */
  coinIds: string[];
  categories: NewsCategory[];
  /** Lower-case keywords: the feed's own tags plus the event terms found. */
  keywords: string[];
}

export interface ScoreInput {
  title: string;
  description: string;
  lang: NewsLang;
  source: string;
  coins: NewsAsset[];
  categories: NewsCategory[];
}

export interface NewsScore {
  /** 1 to 10. */
  impact: number;
  sentiment: NewsSentiment;
}

/** A scorer port: the offline lexicon scorer, or an LLM with the offline one as its fallback. */
export interface NewsScorer {
  /** Name and version stored on each item ("offline@1"); items scored by another name/version are rescored. */
  readonly id: string;
  score(items: readonly ScoreInput[]): Promise<NewsScore[]>;
}

/** Names the coins, categories and keywords of an item (tagging.ts). */
export interface NewsTagger {
  tag(input: { title: string; description: string; feedCategories: string[]; lang: NewsLang }): NewsTags;
}
