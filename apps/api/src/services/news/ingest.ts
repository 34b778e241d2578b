// Storing news (issue 10 §1): each item once, identified by its normalised link (an entry without an http(s) link is
// not stored: a news item must lead to its source);
// the same story from several outlets — a near-identical title within a day, in the same language — joins the story
// of the first one, so it is listed once with all its sources. Items are tagged and scored before they are stored,
// through the same code for live and demo items. Callable from any module (jobs, benches, tests).
import { createHash } from 'node:crypto';
import { buildNewsSearchText, type NewsLang, normaliseSearchText } from '@k3/shared';
import type { Database } from '../../db/client';
import { existingNewsIds, insertNewsItems, type NewsItemInsert, storyCandidates } from '../../repositories/news';
import type { FeedItem, NewsAsset, NewsScorer, NewsTagger } from './types';

/** What tagging and scoring need: built once per process (services/news/pipeline.ts). */
export interface NewsPipeline {
  tagger: NewsTagger;
  scorer: NewsScorer;
  assets: ReadonlyMap<string, NewsAsset>;
}

export interface FeedBatch {
  lang: NewsLang;
  /** The outlet's name, shown as the item's source. */
  source: string;
  /** The feed polled; null for demo items. */
  feedUrl: string | null;
  demo: boolean;
  items: readonly FeedItem[];
}

/** Two titles within this long of each other may be one story. */
export const STORY_WINDOW_MS = 24 * 3_600_000;
/** Share of common title words (Jaccard) from which two titles are one story. */
export const STORY_SIMILARITY = 0.7;

export function newsItemId(identity: string): string {
  return createHash('sha256').update(identity).digest('hex').slice(0, 24);
}

/** The title for grouping: normalised (lower case, no accents), punctuation dropped. */
export function titleKey(title: string): string {
  return normaliseSearchText(title.replace(/[^\p{L}\p{N}$%]+/gu, ' '));
}

function words(key: string): Set<string> {
  return new Set(key.split(' ').filter((word) => word.length > 1));
}

/** Jaccard similarity of the two keys' word sets (1 for identical keys). */
export function titleSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const left = words(a);
  const right = words(b);
  if (left.size === 0 || right.size === 0) return 0;
  let common = 0;
  for (const word of left) if (right.has(word)) common += 1;
  return common / (left.size + right.size - common);
}

interface Candidate {
  id: string;
  storyId: string;
  titleKey: string;
  pubDate: Date;
}

function findStory(candidates: readonly Candidate[], key: string, pubDate: Date): Candidate | undefined {
  let best: Candidate | undefined;
  let bestScore = STORY_SIMILARITY;
  for (const candidate of candidates) {
    if (Math.abs(candidate.pubDate.getTime() - pubDate.getTime()) > STORY_WINDOW_MS) continue;
    const score = titleSimilarity(candidate.titleKey, key);
    if (score >= bestScore && (score > bestScore || !best || candidate.pubDate < best.pubDate)) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

export interface IngestResult {
  added: number;
  /** Already stored, without a link, or outside the retention period. */
  skipped: number;
}

/**
 * Tags, scores and stores the new items of one feed batch. Items already stored (same id) are skipped before any
 * scoring, so a feed polled again costs one query. Dates in the future are clamped to `now`; items older than
 * `oldest` are not stored.
 */
export async function ingestFeedBatch(
  db: Database,
  pipeline: NewsPipeline,
  batch: FeedBatch,
  options: { now: Date; oldest: Date },
): Promise<IngestResult> {
  const { now, oldest } = options;
  const prepared = new Map<string, { item: FeedItem; link: string; pubDate: Date }>();
  let skipped = 0;
  for (const item of batch.items) {
    const link = item.link;
    if (!link) {
      skipped += 1;
      continue;
    }
    const pubDate = item.pubDate && item.pubDate <= now ? item.pubDate : now;
    if (pubDate < oldest) {
      skipped += 1;
      continue;
    }
    const id = newsItemId(link);
    if (prepared.has(id)) skipped += 1;
    else prepared.set(id, { item, link, pubDate });
  }
  const known = await existingNewsIds(db, [...prepared.keys()]);
  for (const id of known) prepared.delete(id);
  skipped += known.size;
  if (prepared.size === 0) return { added: 0, skipped };

  const entries = [...prepared.entries()].sort(([, a], [, b]) => a.pubDate.getTime() - b.pubDate.getTime());
  const tagged = entries.map(([id, { item, link, pubDate }]) => {
    const tags = pipeline.tagger.tag({
      title: item.title,
      description: item.description,
      feedCategories: item.categories,
      lang: batch.lang,
    });
    const coins = tags.coinIds.flatMap((coinId) => {
      const asset = pipeline.assets.get(coinId);
      return asset ? [asset] : [];
    });
    return { id, item, link, pubDate, tags, coins };
  });
  const scores = await pipeline.scorer.score(
    tagged.map(({ item, coins, tags }) => ({
      title: item.title,
      description: item.description,
      lang: batch.lang,
      source: batch.source,
      coins,
      categories: tags.categories,
    })),
  );

  const first = tagged[0]?.pubDate ?? now;
  const last = tagged.at(-1)?.pubDate ?? now;
  const candidates: Candidate[] = await storyCandidates(
    db,
    batch.lang,
    new Date(first.getTime() - STORY_WINDOW_MS),
    new Date(last.getTime() + STORY_WINDOW_MS + 1),
  );
  const rows: NewsItemInsert[] = tagged.map(({ id, item, link, pubDate, tags, coins }, index) => {
    const score = scores[index];
    if (!score) throw new Error(`the scorer returned no score for item ${index}`);
    const key = titleKey(item.title);
    const story = findStory(candidates, key, pubDate);
    const storyId = story?.storyId ?? id;
    // Later items of this batch may join this one's story.
    candidates.push({ id, storyId, titleKey: key, pubDate });
    return {
      id,
      storyId,
      lang: batch.lang,
      title: item.title,
      titleKey: key,
      description: item.description,
      link,
      source: batch.source,
      feedUrl: batch.feedUrl,
      keywords: tags.keywords,
      coinIds: coins.map((coin) => coin.id),
      categories: tags.categories,
      pubDate,
      fetchedAt: now,
      impact: score.impact,
      sentimentLabel: score.sentiment.label,
      sentimentScore: score.sentiment.score,
      scorer: pipeline.scorer.id,
      search: buildNewsSearchText({
        title: item.title,
        source: batch.source,
        description: item.description,
        keywords: tags.keywords,
        symbols: coins.map((coin) => coin.symbol),
      }),
      demo: batch.demo,
    };
  });
  const inserted = await insertNewsItems(db, rows);
  return { added: inserted.length, skipped: skipped + rows.length - inserted.length };
}
