// A feed document as its title and raw entries, whatever its format: RSS 2.0 (and 0.9x), Atom 1.0 (and 0.3), RSS 1.0
// (RDF), read by feedsmith (rss.ts says why that parser). On top of the parser (issue 22 §11, docs/news.md): a
// well-formed feed with nothing in it is an empty feed, not a malformed one; a channel titled only by Dublin Core
// (dc:title) keeps its title; Atom text declared base64 is decoded (atom-text.ts).
import { detectAtomFeed, detectRdfFeed, detectRssFeed, parseAtomFeed, parseRdfFeed, parseRssFeed, ParseError } from 'feedsmith';
import { ProviderError } from '../http';
import { atomText, base64Declared } from './atom-text';
import { declaresEntities, rootElement } from './xml';

/** An entry in the one shape every format maps to, before cleaning. */
export interface RawEntry {
  guid?: string | undefined;
  link?: string | undefined;
  title?: string | undefined;
  description?: string | undefined;
  date?: string | undefined;
  categories: (string | undefined)[];
}

export interface RawFeed {
  title: string | undefined;
  entries: RawEntry[];
}

function readRss(text: string): RawFeed {
  const feed = parseRssFeed(text);
  return {
    title: feed.title ?? feed.dc?.titles?.[0],
    entries: (feed.items ?? []).map((item) => ({
      guid: item.guid?.value,
      // RSS 2.0: a guid is a permalink unless isPermaLink="false"; safeLink drops one that is not a URL.
      link: item.link ?? (item.guid?.isPermaLink === false ? undefined : item.guid?.value),
      title: item.title ?? item.dc?.titles?.[0],
      description: item.description ?? item.content?.encoded,
      date: item.pubDate ?? item.dc?.dates?.[0],
      categories: [...(item.categories ?? []).map((category) => category.name), ...(item.dc?.subjects ?? [])],
    })),
  };
}

function readAtom(text: string): RawFeed {
  const feed = parseAtomFeed(text);
  const declared = base64Declared(text);
  return {
    title: atomText(feed.title, declared),
    entries: (feed.entries ?? []).map((entry) => {
      const links = entry.links ?? [];
      const link = links.find((candidate) => !candidate.rel || candidate.rel === 'alternate') ?? links[0];
      return {
        guid: entry.id,
        link: link?.href,
        title: atomText(entry.title, declared),
        description: atomText(entry.summary, declared) ?? atomText(entry.content, declared),
        date: entry.published ?? entry.updated,
        categories: (entry.categories ?? []).map((category) => category.label ?? category.term),
      };
    }),
  };
}

function readRdf(text: string): RawFeed {
  const feed = parseRdfFeed(text);
  return {
    title: feed.title ?? feed.dc?.titles?.[0],
    entries: (feed.items ?? []).map((item) => ({
      guid: item.rdf?.about ?? item.link,
      link: item.link,
      title: item.title ?? item.dc?.titles?.[0],
      description: item.description ?? item.content?.encoded,
      date: item.dc?.dates?.[0],
      categories: item.dc?.subjects ?? [],
    })),
  };
}

/** Each format: how it is recognised, its root element's local name, how it is read. */
const FORMATS = [
  { detect: detectRssFeed, root: 'rss', read: readRss },
  { detect: detectAtomFeed, root: 'feed', read: readAtom },
  { detect: detectRdfFeed, root: 'rdf', read: readRdf },
] as const;

/** The document as a title and raw entries; a ProviderError naming the host when it is no feed. */
export function parseDocument(text: string, provider: string, status: number): RawFeed {
  const invalid = (reason: string) =>
    new ProviderError(`${provider}: ${reason}`, { provider, status, retryable: false, kind: 'invalid-response' });
  if (declaresEntities(text))
    throw invalid('the feed declares XML entities (a DOCTYPE with <!ENTITY>), refused: entities are never expanded or fetched');
  for (const format of FORMATS) {
    if (!format.detect(text)) continue;
    try {
      return format.read(text);
    } catch (error) {
      // feedsmith's ParseError: well-formed XML in which it found nothing. Under the format's own root element that
      // is a feed with no entries yet (ok, 0 items); under another (an HTML page quoting "<rss") it is no feed.
      if (error instanceof ParseError) {
        if (rootElement(text) === format.root) return { title: undefined, entries: [] };
        continue;
      }
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
      throw invalid(`malformed feed, the XML cannot be parsed${cause ? ` (${cause.slice(0, 200)})` : ''}`);
    }
  }
  throw invalid('the response is not an RSS, Atom or RDF feed');
}
