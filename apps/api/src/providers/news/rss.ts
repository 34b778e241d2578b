// The live news feed adapter (issue 10 §1 "Ingestion"): one RSS 2.0, Atom or RSS 1.0 (RDF) feed per call, fetched
// with a conditional GET (If-None-Match / If-Modified-Since from the stored state; a 304 parses nothing) through the
// HTTP layer: 15 s timeout, retries with backoff on network errors, timeouts, 429 and 5xx, one limiter per host shared
// by every feed of that host, and a 5 MB body cap. Entries become FeedItems: plain-text title and description (capped,
// services/news/clean.ts), an http(s) link or null, a date or null, the feed's own labels.
//
// Parser: feedsmith (maintained, RSS/Atom/RDF, on fast-xml-parser 5). It runs fast-xml-parser with
// `processEntities: false`, so DOCTYPE entities are never expanded: an entity whose value holds a reference (every
// billion-laughs level) is not even recorded, external entities (SYSTEM "file:///…") make the parser throw and are
// never read, and text is decoded afterwards by `entities` with the fixed HTML/XML entity table only.
// @rowanmanning/feed-parser was rejected: it constructs fast-xml-parser with `processEntities: { maxTotalExpansions:
// Infinity }`, switching the parser's own expansion limit off. On top of the parser, a document declaring any entity
// is refused before parsing (xml.ts): no news feed needs one, and the attack gets a clear error. Formats: parse.ts.
// The fetch under the HTTP layer is the guarded one (providers/guarded-fetch.ts): the feed and every redirect go to
// global unicast addresses only (issue 22 §9).
import type { FeedItem, FeedResult, FeedState, NewsFeedPort } from '../../services/news/types';
import { cleanDescription, cleanLabels, cleanTitle, safeLink } from '../../services/news/clean';
import { createGuardedFetch } from '../guarded-fetch';
import { createHttpClient, createRateLimiter, ProviderError, systemClock, type HttpClock, type RateLimiter } from '../http';
import { parseDocument, type RawEntry } from './parse';
import { decodeFeed } from './xml';

export const FEED_DEFAULTS = {
  timeoutMs: 15_000,
  /** Two calls to one host at least this far apart (several feeds of one outlet are polled in a row). */
  perHostIntervalMs: 2_000,
  retries: 2,
  backoffBaseMs: 1_000,
  maxBytes: 5 * 1024 * 1024,
  userAgent: 'K3-NewsReader/1.0 (RSS/Atom; polite conditional GET)',
} as const;

/** A date later than now by more than this is a feed's mistake (or a pinned post), not a publication time. */
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;
const GUID_CAP = 1_000;
const ACCEPT =
  'application/rss+xml, application/atom+xml, application/rdf+xml;q=0.9, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';

export interface FeedReaderOptions {
  /** Per attempt. Default 15 s. */
  timeoutMs?: number;
  userAgent?: string;
  /** Minimum spacing between two calls to one host. Default 2 s. */
  perHostIntervalMs?: number;
  /** Waits (rate limit, backoff) and "now" (future dates); tests pass a manual one. */
  clock?: HttpClock;
  /** Attempts after the first one. Default 2: a feed is polled again at the next refresh anyway. */
  retries?: number;
  backoffBaseMs?: number;
  /** Body cap in bytes. Default 5 MB. */
  maxBytes?: number;
  /** Replaces the guarded fetch (and with it the address guard): tests that count or fail attempts. */
  fetch?: typeof fetch;
  /** Replaces the document parser (parse.ts): tests that count parses. */
  parse?: typeof parseDocument;
  /**
   * The address guard (providers/address-guard) on the feed and every redirect: global unicast only, unless these
   * allow more. Tests against local servers set them.
   */
  allowPrivateAddresses?: boolean;
  allowAddresses?: readonly string[];
  /** A host's addresses, for the guarded fetch. Default: the system resolver. */
  resolve?: (hostname: string) => Promise<string[]>;
}

export function createFeedReader(options: FeedReaderOptions = {}): NewsFeedPort {
  const clock = options.clock ?? systemClock;
  const fetchFeed =
    options.fetch ??
    createGuardedFetch({
      allowPrivateAddresses: options.allowPrivateAddresses,
      allowAddresses: options.allowAddresses,
      resolve: options.resolve,
    });
  const interval = options.perHostIntervalMs ?? FEED_DEFAULTS.perHostIntervalMs;
  const limiters = new Map<string, RateLimiter>();
  const limiterFor = (host: string): RateLimiter => {
    let limiter = limiters.get(host);
    if (!limiter) {
      limiter = createRateLimiter(interval, clock);
      limiters.set(host, limiter);
    }
    return limiter;
  };

  return {
    async fetch(feed: FeedState): Promise<FeedResult> {
      const url = feedUrl(feed.url);
      const provider = `news:${url.host}`;
      // One client per call, on the exact feed URL (path ''), so its query is sent as written; the limiter is the host's.
      const http = createHttpClient({
        name: provider,
        baseUrl: url.href,
        timeoutMs: options.timeoutMs ?? FEED_DEFAULTS.timeoutMs,
        retries: options.retries ?? FEED_DEFAULTS.retries,
        backoffBaseMs: options.backoffBaseMs ?? FEED_DEFAULTS.backoffBaseMs,
        limiter: limiterFor(url.host),
        clock,
        headers: { 'user-agent': options.userAgent ?? FEED_DEFAULTS.userAgent, accept: ACCEPT },
        fetch: fetchFeed,
      });
      const conditional: Record<string, string> = {};
      if (feed.etag) conditional['if-none-match'] = feed.etag;
      if (feed.lastModified) conditional['if-modified-since'] = feed.lastModified;
      const response = await http.getRaw('', undefined, {
        headers: conditional,
        maxBytes: options.maxBytes ?? FEED_DEFAULTS.maxBytes,
      });
      if (response.status === 304) return { status: 'not-modified' };

      const text = decodeFeed(response.body, response.headers.get('content-type'));
      const parsed = (options.parse ?? parseDocument)(text, provider, response.status);
      const now = clock.now();
      const items: FeedItem[] = [];
      for (const entry of parsed.entries) {
        const item = toItem(entry, url, now);
        if (item) items.push(item);
      }
      return {
        status: 'ok',
        title: cleanTitle(parsed.title) || null,
        etag: response.headers.get('etag'),
        lastModified: response.headers.get('last-modified'),
        items,
      };
    },
  };
}

/** The feed URL, http(s) only (config validates NEWS_FEEDS_*; a stored state could still hold anything). */
function feedUrl(raw: string): URL {
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new ProviderError('news: a feed URL must be an absolute http(s) URL', {
      provider: 'news',
      status: null,
      retryable: false,
      kind: 'invalid-response',
    });
  return url;
}

/** An entry as a FeedItem; null when it has no title (issue 10 §1: nothing to show). */
function toItem(entry: RawEntry, feedUrl: URL, now: number): FeedItem | null {
  const title = cleanTitle(entry.title);
  if (title === '') return null;
  const guid = entry.guid?.trim().slice(0, GUID_CAP) || null;
  return {
    guid,
    link: safeLink(resolve(entry.link, feedUrl)),
    title,
    description: cleanDescription(entry.description),
    pubDate: parseDate(entry.date, now),
    categories: cleanLabels(entry.categories),
  };
}

/**
 * A link relative to the feed (some Atom feeds write href="/story") made absolute against the feed's URL; anything
 * else left as written for safeLink to judge (javascript: stays javascript: whatever the base).
 */
function resolve(link: string | undefined, base: URL): string | undefined {
  const trimmed = link?.trim();
  if (!trimmed || URL.canParse(trimmed)) return trimmed;
  return URL.canParse(trimmed, base.href) ? new URL(trimmed, base).href : undefined;
}

/** RFC 822 (RSS) or ISO 8601 (Atom, Dublin Core); null when missing, unreadable or more than a day ahead. */
function parseDate(raw: string | undefined, now: number): Date | null {
  if (!raw?.trim()) return null;
  const time = Date.parse(raw.trim());
  if (Number.isNaN(time) || time > now + FUTURE_TOLERANCE_MS) return null;
  return new Date(time);
}
