// News and LLM settings (issue 10 §1, §2): part of the one environment schema of config.ts. The feeds are polled only
// in DATA_MODE=live; the LLM scorer is used only when LLM_BASE_URL is set (the offline scorer otherwise).
import { z } from 'zod';
import { envDocs, positiveInt } from './docs';

/** Well-known public crypto news feeds (RSS 2.0 or Atom), documented in docs/news.md "Feeds". */
export const DEFAULT_NEWS_FEEDS = {
  en: [
    'https://www.coindesk.com/arc/outboundfeeds/rss/',
    'https://cointelegraph.com/rss',
    'https://decrypt.co/feed',
    'https://bitcoinmagazine.com/.rss/full/',
    'https://www.theblock.co/rss.xml',
  ],
  fr: [
    'https://fr.cointelegraph.com/rss',
    'https://journalducoin.com/feed/',
    'https://cryptoast.fr/feed/',
    'https://coinacademy.fr/feed/',
  ],
} as const;

const feedList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((url) => url.trim())
      .filter((url) => url !== ''),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ })).min(1));

export const NEWS_ENV = {
  NEWS_FEEDS_EN: feedList.optional().register(envDocs, {
    default: '(5 public feeds: CoinDesk, Cointelegraph, Decrypt, Bitcoin Magazine, The Block)',
    meaning: 'English news feeds (RSS 2.0 or Atom) polled in DATA_MODE=live, comma-separated',
    must: 'a comma-separated list of http(s) URLs',
  }),
  NEWS_FEEDS_FR: feedList.optional().register(envDocs, {
    default: '(4 public feeds: Cointelegraph FR, Journal du Coin, Cryptoast, Coin Academy)',
    meaning: 'French news feeds (RSS 2.0 or Atom) polled in DATA_MODE=live, comma-separated',
    must: 'a comma-separated list of http(s) URLs',
  }),
  NEWS_REFRESH_MINUTES: positiveInt().default(10).register(envDocs, {
    default: '10',
    meaning: 'Each news feed is polled this often (minutes), with a conditional GET',
    must: 'a positive integer (minutes)',
  }),
  NEWS_RETENTION_DAYS: positiveInt().default(30).register(envDocs, {
    default: '30',
    meaning: 'News items older than this are deleted (days)',
    must: 'a positive integer (days)',
  }),
  LLM_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .register(envDocs, {
      default: '(unset: offline scorer and offline Agent K)',
      meaning: 'OpenAI-compatible API base URL (…/v1) used to score news and by Agent K',
      must: 'an http(s) URL',
    }),
  LLM_API_KEY: z.string().optional().register(envDocs, {
    default: '(unset)',
    meaning: 'Bearer key sent to LLM_BASE_URL',
    must: 'an API key',
    secret: true,
  }),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini').register(envDocs, {
    default: 'gpt-4o-mini',
    meaning: 'Model name sent to LLM_BASE_URL',
    must: 'a model name',
  }),
  LLM_TIMEOUT_MS: positiveInt().default(30_000).register(envDocs, {
    default: '30000',
    meaning: 'Milliseconds Agent K waits for the LLM response headers and between streamed chunks (and the news scorer per call)',
    must: 'a positive integer (milliseconds)',
  }),
  AI_DAILY_TOKEN_LIMIT: z.coerce.number().int().min(0).default(200_000).register(envDocs, {
    default: '200000',
    meaning:
      'Tokens (prompt and completion) one user’s Agent K prompts may spend per UTC day; past it a prompt is refused with 429 ai_daily_limit (0: no ceiling)',
    must: 'an integer of at least 0 (tokens)',
  }),
};
