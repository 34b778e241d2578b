// The LLM news scorer (issue 10 §2; docs/news-scoring.md "LLM scorer"): an OpenAI-compatible chat-completions endpoint
// scores batches of items against the same rubric as the offline scorer. Every failure (HTTP error, timeout, invalid
// JSON, a missing or out-of-range item) falls back to the fallback scorer for the affected items only, so a flaky model
// never blocks ingestion. Calls go through providers/http.ts, which redacts the API key from every error.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { NEWS_IMPACT, NEWS_SENTIMENTS } from '@k3/shared';
import { createHttpClient } from '../../../providers/http';
import type { NewsScore, NewsScorer, ScoreInput } from '../types';

/** Bump when the prompt or the parsing changes: items scored by another id are rescored. */
export const LLM_SCORER_VERSION = 1;

export interface LlmScorerOptions {
  baseUrl: string;
  /** Sent as a Bearer token; null for local servers that need none. */
  apiKey: string | null;
  model: string;
  fallback: NewsScorer;
  /** Per call. Default 30 s (a batch of 20 takes a few seconds on hosted models). */
  timeoutMs?: number;
  /** Attempts after the first on timeouts, network errors, 429 and 5xx. Default 1. */
  retries?: number;
  /** Items per call. Default 20. */
  batchSize?: number;
  /** Scores kept in memory, keyed by a hash of (model, title, description). Default 2,000; 0 disables. */
  cacheSize?: number;
  /** Told about each failure (already redacted); the default stays silent. */
  onError?: (message: string) => void;
  fetch?: typeof fetch;
}

export const LLM_RUBRIC = `You score crypto news headlines for a portfolio app. For each item return:
- "impact": an integer 1 to 10, how much the news can move the price of the coins it names (or the whole market if none):
  1-2 trivia, guides, opinion pieces, minor small-cap news; 3-4 routine news: price predictions and analysis, small
  listings, partnerships, minor upgrades, moves of a few percent; 5-6 notable: a top-50 coin moving 10 % or more, a hack
  or fine of tens of millions of dollars, a regulatory proposal, a major upgrade going live, large ETF flows; 7-8 major:
  an ETF decision or lawsuit involving a top-10 coin or a large exchange, a hack over $100M, a central-bank rate decision
  that moves crypto, a record high or crash of bitcoin or ether; 9-10 historic: a first spot ETF approval for a top
  coin, the collapse of a major exchange or stablecoin, a hack over $1B. Scheduled or awaited events score lower than
  events that happened; the market-cap rank of the coins named matters (top 10 weighs more).
- "sentiment": "negative", "neutral" or "positive": the direction the news points for holders of the coins named (or
  the market), as reported, not your own view. Neutral: factual reports with no clear direction, mixed news, guides.
  Mind negation ("not as bad as feared" is positive), "short squeeze" (positive for price), "bear market" (negative).
- "score": a number from -1 (very negative) to 1 (very positive), consistent with "sentiment".
Items may be in English or French. Answer with a JSON object only: {"items":[{"i":0,"impact":5,"sentiment":"neutral","score":0}]}
with exactly one entry per input item, "i" being the item's index.`;

const ChatResponseSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

const ItemSchema = z.object({
  i: z.number().int().min(0),
  impact: z.number().int().min(NEWS_IMPACT.min).max(NEWS_IMPACT.max),
  sentiment: z.enum(NEWS_SENTIMENTS),
  score: z.number().min(-1).max(1),
});
const AnswerSchema = z.object({ items: z.array(z.unknown()) });

function cacheKey(model: string, item: ScoreInput): string {
  return createHash('sha256').update(`${model}\u0000${item.title}\u0000${item.description}`).digest('hex');
}

function describeItem(item: ScoreInput, index: number) {
  return {
    i: index,
    lang: item.lang,
    title: item.title,
    ...(item.description ? { description: item.description.slice(0, 400) } : {}),
    source: item.source,
    coins: item.coins.map((coin) => `${coin.symbol} (rank ${coin.rank})`),
  };
}

export function createLlmScorer(options: LlmScorerOptions): NewsScorer {
  const { model, fallback, batchSize = 20, cacheSize = 2_000, onError = () => undefined } = options;
  const http = createHttpClient({
    name: 'llm',
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs ?? 30_000,
    retries: options.retries ?? 1,
    headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
    secrets: options.apiKey ? [options.apiKey] : [],
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  // Insertion-ordered Map as an LRU: a hit is re-inserted, the oldest key is evicted first.
  const cache = new Map<string, NewsScore>();
  const remember = (key: string, score: NewsScore) => {
    if (cacheSize <= 0) return;
    cache.delete(key);
    cache.set(key, score);
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
  };

  /** The model's scores for one batch, by index; indices it did not answer (or answered wrongly) are absent. */
  async function askModel(batch: readonly ScoreInput[]): Promise<Map<number, NewsScore>> {
    const answered = new Map<number, NewsScore>();
    let content: string | null;
    try {
      const response = await http.postJson(
        '/chat/completions',
        {
          model,
          temperature: 0,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: LLM_RUBRIC },
            { role: 'user', content: JSON.stringify({ items: batch.map(describeItem) }) },
          ],
        },
        ChatResponseSchema,
      );
      content = response.choices[0]?.message.content ?? null;
    } catch (error) {
      onError(error instanceof Error ? error.message : 'llm: request failed');
      return answered;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(content ?? '');
    } catch {
      onError('llm: the answer is not JSON');
      return answered;
    }
    const answer = AnswerSchema.safeParse(parsed);
    if (!answer.success) {
      onError('llm: the answer has no items array');
      return answered;
    }
    for (const raw of answer.data.items) {
      const item = ItemSchema.safeParse(raw);
      if (!item.success || item.data.i >= batch.length || answered.has(item.data.i)) continue;
      answered.set(item.data.i, {
        impact: item.data.impact,
        sentiment: { label: item.data.sentiment, score: item.data.score },
      });
    }
    if (answered.size < batch.length) onError(`llm: ${batch.length - answered.size} of ${batch.length} items unanswered`);
    return answered;
  }

  return {
    id: `llm:${model}@${LLM_SCORER_VERSION}`,
    async score(items) {
      const results: (NewsScore | undefined)[] = items.map((item) => {
        const key = cacheKey(model, item);
        const hit = cache.get(key);
        if (hit) remember(key, hit);
        return hit;
      });
      const pending = items.map((_, index) => index).filter((index) => results[index] === undefined);
      for (let start = 0; start < pending.length; start += batchSize) {
        const indices = pending.slice(start, start + batchSize);
        const batch = indices.map((index) => items[index] as ScoreInput);
        const answered = await askModel(batch);
        indices.forEach((index, position) => {
          const score = answered.get(position);
          if (!score) return;
          results[index] = score;
          remember(cacheKey(model, batch[position] as ScoreInput), score);
        });
      }
      const missing = items.map((_, index) => index).filter((index) => results[index] === undefined);
      if (missing.length > 0) {
        // Only the affected items go to the fallback, in one call.
        const fallbackScores = await fallback.score(missing.map((index) => items[index] as ScoreInput));
        missing.forEach((index, position) => (results[index] = fallbackScores[position]));
      }
      return results as NewsScore[];
    },
  };
}
