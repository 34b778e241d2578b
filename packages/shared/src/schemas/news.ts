// The news contract (issue 10; spec §3 "News item", §5 "News keyword search", §7 `GET /news/?window={hours}`):
// `GET /api/news?window=` lists the scored items of every news language, newest first, each story once with all its
// sources; `GET /api/me/news?window=` lists those naming a coin the user holds, with the share of the user's money
// they touch (`exposure`), ranked by impact × exposure; `GET /api/news/items/{id}` is one story (issue 24 §3), the
// in-app article a demo item links to.
import { z } from 'zod';
import { okSchema } from './envelope';

/** spec §1 "News is offered for en and fr only". */
export const NEWS_LANGS = ['en', 'fr'] as const;
export type NewsLang = (typeof NEWS_LANGS)[number];

/** The categories an item may carry (docs/news-tagging.md "Categories"). */
export const NEWS_CATEGORIES = [
  'markets',
  'regulation',
  'security',
  'defi',
  'nft',
  'exchanges',
  'technology',
  'adoption',
  'macro',
  'other',
] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const NEWS_SENTIMENTS = ['negative', 'neutral', 'positive'] as const;
export type NewsSentimentLabel = (typeof NEWS_SENTIMENTS)[number];

/** spec §9 "Impact score scale 1 to 10". */
export const NEWS_IMPACT = { min: 1, max: 10, high: 7 } as const;

/** `window` query bounds, in hours (issue 10 §3): 1 hour to one year; 24 by default (spec §7). */
export const NEWS_WINDOW = { min: 1, max: 8760, default: 24 } as const;

/**
 * The news page's time filters (spec §2 "Now, Last 24h, This week, All news, My holding"), as windows in hours.
 * "Now" is the last 6 hours; "All news" is the retention period's upper bound (30 days by default).
 */
export const NEWS_FILTER_WINDOWS = { now: 6, day: 24, week: 168, all: 720 } as const;
export type NewsTimeFilter = keyof typeof NEWS_FILTER_WINDOWS;

/** Title and description caps after cleaning to plain text (issue 10 §1). */
export const NEWS_TEXT_CAPS = { title: 300, description: 600 } as const;

export const NewsWindowQuerySchema = z.object({
  window: z.coerce
    .number({ error: 'window must be a whole number of hours' })
    .int('window must be a whole number of hours')
    .min(NEWS_WINDOW.min, `window must be at least ${NEWS_WINDOW.min} hour`)
    .max(NEWS_WINDOW.max, `window must be at most ${NEWS_WINDOW.max} hours`)
    .default(NEWS_WINDOW.default)
    .describe('Hours back from now (1 to 8760, default 24)'),
  lang: z.enum(NEWS_LANGS).optional().describe('Only items in this language; both languages when absent'),
});
export type NewsWindowQuery = z.infer<typeof NewsWindowQuerySchema>;

/** A stored item's id: the first 24 hex digits of a SHA-256 (services/news/ingest.ts newsItemId). */
export const NEWS_ITEM_ID_PATTERN = /^[0-9a-f]{24}$/;

/**
 * The in-app article page of an item (issue 24 §3): where a demo item's `link` and `sources[].link` lead, since its
 * stored link names a host that never resolves.
 */
export const newsArticlePath = (id: string): string => `/news/${id}`;

export const NewsItemParamsSchema = z.object({
  id: z
    .string()
    .regex(NEWS_ITEM_ID_PATTERN, 'id must be a news item id: 24 lower-case hexadecimal characters')
    .describe('The item’s id, as in the list (`items[].id`)'),
});
export type NewsItemParams = z.infer<typeof NewsItemParamsSchema>;

export const NewsCoinSchema = z
  .object({
    id: z.string().describe('Reference asset id (bitcoin, ethereum, kryll…)'),
    symbol: z.string().describe('Ticker, upper case'),
    name: z.string(),
    url: z.string().describe('The coin’s X-Ray page: `/x-ray/{id}`'),
  })
  .meta({ id: 'NewsCoin' });
export type NewsCoin = z.infer<typeof NewsCoinSchema>;

export const NewsSourceSchema = z
  .object({
    name: z.string().describe('Outlet name (the feed’s title)'),
    link: z
      .string()
      .describe(
        'The story at this outlet: an http(s) URL for live news; for a demo item the in-app article path `/news/{id}` of that outlet’s item',
      ),
  })
  .meta({ id: 'NewsSource' });
export type NewsSource = z.infer<typeof NewsSourceSchema>;

export const NewsSentimentSchema = z
  .object({
    label: z.enum(NEWS_SENTIMENTS),
    score: z.number().min(-1).max(1).describe('-1 (very negative) to 1 (very positive)'),
  })
  .meta({ id: 'NewsSentiment' });
export type NewsSentiment = z.infer<typeof NewsSentimentSchema>;

export const NewsItemSchema = z
  .object({
    id: z.string(),
    title: z.string().describe('Plain text, at most 300 characters'),
    source: z.string().describe('The first outlet that published the story'),
    link: z
      .string()
      .describe('The story at that outlet: an http(s) URL for live news; for a demo item the in-app article path `/news/{id}`'),
    sources: z.array(NewsSourceSchema).describe('Every outlet carrying the same story (near-identical title within a day)'),
    description: z.string().describe('Plain text, at most 600 characters'),
    keywords: z.array(z.string()),
    coins: z.array(NewsCoinSchema).describe('The coins the item is about'),
    category: z.array(z.enum(NEWS_CATEGORIES)),
    lang: z.enum(NEWS_LANGS),
    pubDate: z.string().describe('ISO 8601'),
    impact: z.number().int().min(NEWS_IMPACT.min).max(NEWS_IMPACT.max).describe('1 (minor) to 10 (market-moving)'),
    sentiment: NewsSentimentSchema,
    scorer: z.string().describe('Which scorer produced impact and sentiment, with its version (offline@1, llm:model@1)'),
    search: z.string().describe('spec §3 search text: normalised title, source, description, keywords and $symbols'),
    demo: z.boolean().describe('A generated demo item (DATA_MODE=demo), not real news'),
  })
  .meta({ id: 'NewsItem' });
export type NewsItem = z.infer<typeof NewsItemSchema>;

export const NewsListSchema = z
  .object({
    window: z.number().int(),
    items: z.array(NewsItemSchema),
    demo: z.boolean().describe('The items are generated demo news'),
  })
  .meta({ id: 'NewsList' });
export type NewsList = z.infer<typeof NewsListSchema>;
export const NewsListResponseSchema = okSchema(NewsListSchema);

export const NewsItemResponseSchema = okSchema(NewsItemSchema);

export const MyNewsItemSchema = NewsItemSchema.extend({
  exposure: z.number().min(0).max(1).describe('Share of the user’s portfolio value held in the coins this item names'),
  relevance: z.number().min(0).describe('impact × exposure, the ranking key'),
}).meta({ id: 'MyNewsItem' });
export type MyNewsItem = z.infer<typeof MyNewsItemSchema>;

export const MyNewsListSchema = z
  .object({
    window: z.number().int(),
    items: z.array(MyNewsItemSchema).describe('Ranked by relevance (impact × exposure), then newest first'),
    demo: z.boolean(),
  })
  .meta({ id: 'MyNewsList' });
export type MyNewsList = z.infer<typeof MyNewsListSchema>;
export const MyNewsListResponseSchema = okSchema(MyNewsListSchema);

/** Per-coin news figures for the dashboard's news column and SmartFolio's sentiment column (issue 10 §4). */
export const CoinNewsStatsSchema = z
  .object({
    count24h: z.number().int().min(0).describe('Stories of the last 24 hours naming the coin, in any language'),
    count24hByLang: z
      .object({ en: z.number().int().min(0), fr: z.number().int().min(0) })
      // Absent in answers remembered before the field existed: read as none in either language.
      .default({ en: 0, fr: 0 })
      .describe(
        'The same stories counted per language (a story with items in both counts in both): what the news hub shows in that language',
      ),
    sentiment7d: z.number().min(-1).max(1).nullable().describe('Average sentiment score of the last 7 days; null: no news'),
  })
  .meta({ id: 'CoinNewsStats' });
export type CoinNewsStats = z.infer<typeof CoinNewsStatsSchema>;
