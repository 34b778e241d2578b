// The live news feed adapter (issue 10 §1 "Ingestion", §5 tests) against local HTTP servers, never the internet:
// RSS 2.0, Atom and RDF mapped to clean FeedItems; the conditional GET and its 304; timeouts, retries, per-host spacing
// and the body cap of the HTTP layer; malformed feeds, entity bombs, external entities and hostile HTML refused or
// cleaned. Waits are asserted on the injected clock, never on wall time.
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import * as feedsmith from 'feedsmith';
import { ProviderError } from '../../src/providers/http';
import { parseDocument } from '../../src/providers/news/parse';
import { createFeedReader, type FeedReaderOptions } from '../../src/providers/news/rss';
import { normaliseLink } from '../../src/services/news/clean';
import type { FeedResult, FeedState } from '../../src/services/news/types';
import { countingFetch, manualHttpClock, startServer, type LocalServer } from '../providers/local-server';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/news/feeds/${name}`, import.meta.url), 'utf8');
const NOW = Date.parse('2026-03-10T12:00:00Z');

let servers: LocalServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

async function serve(handler: Parameters<typeof startServer>[0]): Promise<LocalServer> {
  const server = await startServer(handler);
  servers.push(server);
  return server;
}

function sendXml(response: ServerResponse, body: string, status = 200, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/rss+xml; charset=utf-8', ...headers });
  response.end(body);
}

/** The local servers' address allowed; the address guard still judges everything else (feed-address-guard.test.ts). */
function reader(overrides: FeedReaderOptions = {}) {
  const clock = manualHttpClock(NOW);
  return { clock, feeds: createFeedReader({ clock, allowAddresses: ['127.0.0.1'], ...overrides }) };
}

const state = (url: string, etag: string | null = null, lastModified: string | null = null): FeedState => ({
  url,
  etag,
  lastModified,
});

function ok(result: FeedResult) {
  if (result.status !== 'ok') throw new Error(`expected an ok result, got ${result.status}`);
  return result;
}

async function rejection(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('formats', () => {
  it('maps an RSS 2.0 feed to clean items, with the response’s ETag and Last-Modified', async () => {
    const server = await serve((_request, response) =>
      sendXml(response, fixture('rss2.xml'), 200, { etag: '"v1"', 'last-modified': 'Tue, 10 Mar 2026 11:00:00 GMT' }),
    );
    const { feeds } = reader();
    const result = ok(await feeds.fetch(state(`${server.url}/rss`)));

    expect(result.title).toBe('Example Crypto & Markets');
    expect(result.etag).toBe('"v1"');
    expect(result.lastModified).toBe('Tue, 10 Mar 2026 11:00:00 GMT');
    // The untitled entry is dropped; the others keep feed order.
    expect(result.items.map((item) => item.title)).toEqual([
      'Bitcoin tops $70k as ETF inflows “surge”',
      'Ethereum upgrade Pectra ships',
      'A story dated far in the future',
      'A story with an unreadable date',
    ]);
    const [first, second, future, undated] = result.items;
    expect(first).toEqual({
      guid: 'example-1001',
      link: 'https://news.example.com/markets/bitcoin-70k',
      title: 'Bitcoin tops $70k as ETF inflows “surge”',
      description: 'Spot bitcoin ETFs took in $1 billion.',
      pubDate: new Date('2026-03-10T09:30:00Z'),
      categories: ['Bitcoin', 'ETF'],
    });
    // No <link>: the permalink guid is the link; content:encoded and Dublin Core stand in for the RSS fields.
    expect(second).toMatchObject({
      guid: 'https://news.example.com/tech/pectra',
      link: 'https://news.example.com/tech/pectra',
      description: 'What changes Staking limits rise.',
      pubDate: new Date('2026-03-10T08:00:00Z'),
      categories: ['Ethereum'],
    });
    expect(future?.pubDate).toBeNull();
    expect(undated?.pubDate).toBeNull();
    expect(undated?.guid).toBeNull();
    expect(undated?.description).toBe('');

    const [request] = server.requests;
    expect(request?.headers['user-agent']).toMatch(/K3/);
    expect(request?.headers.accept).toMatch(/application\/rss\+xml/);
    expect(request?.headers['if-none-match']).toBeUndefined();
    expect(request?.headers['if-modified-since']).toBeUndefined();
  });

  it('maps an Atom feed: alternate link, relative link resolved against the feed, summary or content', async () => {
    const server = await serve((_request, response) =>
      sendXml(response, fixture('atom.xml'), 200, { 'content-type': 'application/atom+xml' }),
    );
    const { feeds } = reader();
    const result = ok(await feeds.fetch(state(`${server.url}/feeds/atom.xml`)));

    expect(result.title).toBe('Atom Example News');
    expect(result.etag).toBeNull();
    expect(result.lastModified).toBeNull();
    expect(result.items).toEqual([
      {
        guid: 'urn:uuid:entry-1',
        link: 'https://atom.example.org/2026/03/solana-outage',
        title: 'Solana outage resolved',
        description: 'Validators restarted & blocks resumed.',
        pubDate: new Date('2026-03-10T06:15:00Z'),
        categories: ['Solana', 'outage'],
      },
      {
        guid: 'urn:uuid:entry-2',
        link: `${server.url}/2026/03/relative`,
        title: 'Relative link story',
        description: 'Content only, no summary.',
        pubDate: new Date('2026-03-10T09:00:00Z'),
        categories: [],
      },
    ]);
  });

  it('maps an RSS 1.0 (RDF) feed', async () => {
    const server = await serve((_request, response) => sendXml(response, fixture('rdf.xml')));
    const result = ok(await reader().feeds.fetch(state(server.url)));
    expect(result.title).toBe('RDF Example');
    expect(result.items).toEqual([
      {
        guid: 'https://rdf.example.net/story-1',
        link: 'https://rdf.example.net/story-1',
        title: 'Stablecoin bill advances',
        description: 'The committee voted 12 to 9.',
        pubDate: new Date('2026-03-09T18:00:00Z'),
        categories: ['Regulation'],
      },
    ]);
  });

  it('reads a feed in the charset its Content-Type names', async () => {
    const body = Buffer.from(
      '<?xml version="1.0" encoding="ISO-8859-1"?><rss version="2.0"><channel><title>Caf\u00e9</title>' +
        '<item><title>Cr\u00e8me br\u00fbl\u00e9e et bitcoin</title><link>https://fr.example.com/a</link></item></channel></rss>',
      'latin1',
    );
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/xml; charset=ISO-8859-1' });
      response.end(body);
    });
    const result = ok(await reader().feeds.fetch(state(server.url)));
    expect(result.title).toBe('Café');
    expect(result.items[0]?.title).toBe('Crème brûlée et bitcoin');
  });

  it('returns the same story twice when the feed lists it twice (the ingest dedupes), with one normalised link', async () => {
    const server = await serve((_request, response) => sendXml(response, fixture('duplicates.xml')));
    const result = ok(await reader().feeds.fetch(state(server.url)));
    expect(result.items).toHaveLength(2);
    const [a, b] = result.items;
    expect(a?.title).toBe(b?.title);
    expect(a?.guid).toBe(b?.guid);
    expect(normaliseLink(a?.link)).toBe('https://dup.example.com/kryll-k3');
    expect(normaliseLink(b?.link)).toBe(normaliseLink(a?.link));
  });
});

describe('conditional GET', () => {
  it('sends If-None-Match and If-Modified-Since from the stored state and parses nothing on a 304', async () => {
    const etag = '"abc123"';
    const lastModified = 'Tue, 10 Mar 2026 11:00:00 GMT';
    const server = await serve((request, response) => {
      if (request.headers['if-none-match'] === etag || request.headers['if-modified-since'] === lastModified) {
        response.writeHead(304, { etag });
        response.end();
      } else sendXml(response, fixture('rss2.xml'), 200, { etag, 'last-modified': lastModified });
    });
    // Every parse counted, to show a 304 parses nothing.
    let parses = 0;
    const parseCalls = () => parses;
    const { feeds } = reader({
      parse: (...args) => {
        parses += 1;
        return parseDocument(...args);
      },
    });
    const first = ok(await feeds.fetch(state(`${server.url}/rss`)));
    expect(first.items.length).toBeGreaterThan(0);
    const parsedBefore = parseCalls();
    expect(parsedBefore).toBe(1);

    const second = await feeds.fetch(state(`${server.url}/rss`, first.etag, first.lastModified));
    expect(second).toEqual({ status: 'not-modified' });
    expect(parseCalls()).toBe(parsedBefore);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.headers['if-none-match']).toBe(etag);
    expect(server.requests[1]?.headers['if-modified-since']).toBe(lastModified);
  });

  it('sends only the validator it has', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(304);
      response.end();
    });
    const { feeds } = reader();
    await expect(feeds.fetch(state(server.url, null, 'Mon, 09 Mar 2026 00:00:00 GMT'))).resolves.toEqual({
      status: 'not-modified',
    });
    expect(server.requests[0]?.headers['if-none-match']).toBeUndefined();
    expect(server.requests[0]?.headers['if-modified-since']).toBe('Mon, 09 Mar 2026 00:00:00 GMT');
  });

  it('treats a 304 to an unconditional request as an error', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(304);
      response.end();
    });
    const error = await rejection(reader().feeds.fetch(state(server.url)));
    expect(error).toMatchObject({ kind: 'http', status: 304, retryable: false });
  });
});

describe('failures', () => {
  it('refuses a malformed feed with a clear invalid-response error naming the host, without retrying', async () => {
    const server = await serve((_request, response) => sendXml(response, fixture('malformed.xml')));
    const host = new URL(server.url).host;
    const error = await rejection(reader().feeds.fetch(state(`${server.url}/broken`)));
    expect(error).toMatchObject({ kind: 'invalid-response', retryable: false, provider: `news:${host}` });
    expect(error.message).toMatch(new RegExp(`^news:${host.replace(/\./g, '\\.')}: malformed feed, the XML cannot be parsed`));
    expect(server.requests).toHaveLength(1);
  });

  it('refuses a document that is not a feed', async () => {
    const server = await serve((_request, response) =>
      sendXml(response, '<!doctype html><html><body>Not a feed</body></html>', 200, { 'content-type': 'text/html' }),
    );
    const error = await rejection(reader().feeds.fetch(state(server.url)));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('not an RSS, Atom or RDF feed');
  });

  it('times out a feed that never answers', async () => {
    const server = await serve(() => {
      // Never answers.
    });
    const counter = countingFetch();
    const { clock, feeds } = reader({ timeoutMs: 150, retries: 1, perHostIntervalMs: 0, fetch: counter.fetch });
    const started = performance.now();
    const error = await rejection(feeds.fetch(state(`${server.url}/slow`)));
    expect(error).toMatchObject({ kind: 'timeout', status: null, retryable: true });
    expect(error.message).toContain(new URL(server.url).host);
    expect(error.message).toContain('timed out after 150 ms');
    expect(counter.calls()).toBe(2);
    expect(clock.sleeps).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('retries a 500 and returns the 200 that follows', async () => {
    let calls = 0;
    const server = await serve((_request, response) => {
      calls += 1;
      if (calls === 1) sendXml(response, 'upstream down', 500, { 'content-type': 'text/plain' });
      else sendXml(response, fixture('rdf.xml'));
    });
    const { clock, feeds } = reader({ backoffBaseMs: 1_000, perHostIntervalMs: 0 });
    const result = ok(await feeds.fetch(state(server.url)));
    expect(result.items).toHaveLength(1);
    expect(calls).toBe(2);
    // One backoff wait between the attempts: the base delay with jitter (50–100 %). (A retry also takes its turn in
    // the host's spacing, switched off here; the next test keeps it.)
    expect(clock.sleeps).toHaveLength(1);
    expect(clock.sleeps[0]).toBeGreaterThanOrEqual(500);
    expect(clock.sleeps[0]).toBeLessThanOrEqual(1_000);
  });

  it('honours Retry-After on a 429, and a retry still keeps the host’s spacing', async () => {
    let calls = 0;
    const server = await serve((_request, response) => {
      calls += 1;
      if (calls === 1) sendXml(response, '', 429, { 'retry-after': '5' });
      else sendXml(response, fixture('rdf.xml'));
    });
    const { clock, feeds } = reader({ perHostIntervalMs: 8_000 });
    ok(await feeds.fetch(state(server.url)));
    // 5 s asked for, then the 3 s left of the host's 8 s slot.
    expect(clock.sleeps).toEqual([5_000, 3_000]);
  });

  it('gives up after the retries with an http error, and never shows a key from the feed URL', async () => {
    const server = await serve((_request, response) => sendXml(response, 'boom', 503, { 'content-type': 'text/plain' }));
    const error = await rejection(reader({ retries: 2 }).feeds.fetch(state(`${server.url}/private?token=s3cr3t-feed-key`)));
    expect(error).toMatchObject({ kind: 'http', status: 503, retryable: true });
    expect(server.requests).toHaveLength(3);
    expect(error.message).not.toContain('s3cr3t-feed-key');
    expect(error.message).toContain(new URL(server.url).host);
  });

  it('refuses a body over the size cap, declared or streamed, without retrying', async () => {
    const big = `<rss version="2.0"><channel><title>Big</title>${'<item><title>x</title></item>'.repeat(2_000)}</channel></rss>`;
    const declared = await serve((_request, response) => sendXml(response, big));
    const streamed = await serve((_request, response) => {
      // Chunked, no Content-Length: the cap is enforced while reading.
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      for (let index = 0; index < 20; index += 1) response.write(big.slice(index * 3_000, (index + 1) * 3_000));
      response.end(big.slice(60_000));
    });
    for (const server of [declared, streamed]) {
      const error = await rejection(reader({ maxBytes: 10_000 }).feeds.fetch(state(server.url)));
      expect(error).toMatchObject({ kind: 'invalid-response', retryable: false });
      expect(error.message).toContain('larger than 10000 bytes');
      expect(server.requests).toHaveLength(1);
    }
  });

  it('refuses a feed URL that is not http(s)', async () => {
    const error = await rejection(reader().feeds.fetch(state('file:///etc/passwd')));
    expect(error.retryable).toBe(false);
  });
});

describe('per-host spacing', () => {
  it('spaces calls to one host and not calls to another', async () => {
    const a = await serve((_request, response) => sendXml(response, fixture('rdf.xml')));
    const b = await serve((_request, response) => sendXml(response, fixture('rdf.xml')));
    const { clock, feeds } = reader({ perHostIntervalMs: 3_000 });
    await feeds.fetch(state(`${a.url}/one`));
    await feeds.fetch(state(`${b.url}/other-host`));
    expect(clock.sleeps).toEqual([]);
    await feeds.fetch(state(`${a.url}/two`));
    expect(clock.sleeps).toEqual([3_000]);
  });
});

describe('hostile documents', () => {
  it('refuses an entity-expansion bomb quickly, with no expansion and little memory', async () => {
    const server = await serve((_request, response) => sendXml(response, fixture('billion-laughs.xml')));
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const error = await rejection(reader().feeds.fetch(state(server.url)));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * 1024 * 1024);
    expect(error).toMatchObject({ kind: 'invalid-response', retryable: false });
    expect(error.message).toContain('declares XML entities');
    expect(error.message).not.toContain('lollol');
  });

  it('the parser itself never expands the bomb (defence in depth under the DOCTYPE check)', () => {
    const started = performance.now();
    const feed = feedsmith.parseRssFeed(fixture('billion-laughs.xml'));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(feed.title).toBe('Laughs &lol9;');
    expect(feed.items?.[0]?.title?.length).toBeLessThan(100);
    expect(JSON.stringify(feed)).not.toContain('lollol');
  });

  it('never reads an external entity, file or URL', async () => {
    const secret = await serve((_request, response) => sendXml(response, 'SECRET-FROM-INTERNAL-HOST'));
    const overHttp = fixture('xxe-file.xml').replace('file:///etc/passwd', `${secret.url}/secret`);
    for (const body of [fixture('xxe-file.xml'), overHttp]) {
      const server = await serve((_request, response) => sendXml(response, body));
      const error = await rejection(reader().feeds.fetch(state(server.url)));
      expect(error.kind).toBe('invalid-response');
      expect(error.message).toContain('declares XML entities');
      expect(error.message).not.toMatch(/root:|SECRET/);
      // The parser alone refuses external entities too, reading nothing.
      expect(() => feedsmith.parseRssFeed(body)).toThrow();
    }
    expect(secret.requests).toHaveLength(0);
  });

  it('allows a DOCTYPE that declares nothing (RSS 0.91) and never fetches its DTD', async () => {
    const dtd = await serve((_request, response) => sendXml(response, '<!ENTITY x "y">'));
    const body =
      `<?xml version="1.0"?><!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" "${dtd.url}/rss-0.91.dtd">` +
      '<rss version="0.91"><channel><title>Old</title><item><title>Still here</title><link>https://old.example.com/a</link></item></channel></rss>';
    const server = await serve((_request, response) => sendXml(response, body));
    const result = ok(await reader().feeds.fetch(state(server.url)));
    expect(result.items.map((item) => item.title)).toEqual(['Still here']);
    expect(dtd.requests).toHaveLength(0);
  });

  it('cleans scripts, event handlers and javascript:/data: links out of titles, descriptions and links', async () => {
    const server = await serve((_request, response) => sendXml(response, fixture('hostile-html.xml')));
    const result = ok(await reader().feeds.fetch(state(server.url)));
    expect(result.title).toBe('Hostile Feed');
    const [hacked, dataLink] = result.items;
    expect(hacked).toMatchObject({
      title: 'Exchange hacked',
      link: null,
      description: 'Funds moved. Read more here',
      categories: ['Security'],
    });
    expect(dataLink).toMatchObject({ title: 'Data link', link: null, description: 'Plain words' });
    // Values only ("description" holds the word "script").
    const everything = JSON.stringify([
      result.title,
      ...result.items.flatMap((item) => [item.title, item.link, item.description, ...item.categories]),
    ]);
    for (const banned of ['<', 'script', 'alert', 'onerror', 'onload', 'onmouseover', 'javascript:', 'data:', 'display:none'])
      expect(everything, banned).not.toContain(banned);
  });
});
