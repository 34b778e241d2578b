// The feed reader on documents from feedparser's test corpus (fixtures/news/feeds/feedparser, BSD-2-Clause) and on
// small feeds written here, served by a local server (issue 22 §11): a valid feed with no entries is an empty feed,
// not a malformed one; base64 Atom text is decoded; a channel titled by dc:title keeps its title; C1 controls and
// double-escaped markup never reach the stored text.
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/providers/news/parse';
import { createFeedReader } from '../../src/providers/news/rss';
import { decodeFeed } from '../../src/providers/news/xml';
import { cleanDescription } from '../../src/services/news/clean';
import type { FeedResult } from '../../src/services/news/types';
import { manualHttpClock, startServer, type LocalServer } from '../providers/local-server';

const corpus = (path: string) => readFileSync(new URL(`../fixtures/news/feeds/feedparser/${path}`, import.meta.url));

let servers: LocalServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

/** Serves `body` as a feed and reads it with the live reader (address guard on, the local server's address allowed). */
async function read(body: string | Buffer, contentType = 'application/xml'): Promise<FeedResult & { status: 'ok' }> {
  const server = await startServer((_request, response: ServerResponse) => {
    response.writeHead(200, { 'content-type': contentType });
    response.end(body);
  });
  servers.push(server);
  const feeds = createFeedReader({ clock: manualHttpClock(), retries: 0, allowAddresses: ['127.0.0.1'] });
  const result = await feeds.fetch({ url: `${server.url}/feed`, etag: null, lastModified: null });
  if (result.status !== 'ok') throw new Error(`expected an ok result, got ${result.status}`);
  return result;
}

const rss = (channel: string) => `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel>${channel}</channel></rss>`;

describe('empty feeds', () => {
  it('reads a valid feed with no entries as ok with 0 items, not as malformed', async () => {
    const result = await read(corpus('wellformed/atom10/atom10_version.xml'), 'application/atom+xml');
    expect(result).toMatchObject({ status: 'ok', title: null, items: [] });
    // The same for an RSS channel with nothing in it yet.
    expect(await read(rss(''))).toMatchObject({ status: 'ok', items: [] });
  });

  it('still refuses a page that only quotes a feed element', async () => {
    const page = '<html><body><pre>&lt;rss version="2.0"&gt;</pre><p><rss version="2.0"></rss></p></body></html>';
    await expect(read(page, 'text/html')).rejects.toThrow(/not an RSS, Atom or RDF feed/);
  });
});

describe('base64 Atom text', () => {
  it('decodes Atom 0.3 titles marked mode="base64", on the feed and on entries', async () => {
    expect((await read(corpus('wellformed/atom/feed_title_base64.xml'))).title).toBe('Example Atom');
    const entries = await read(corpus('wellformed/atom/entry_title_base64.xml'));
    expect(entries.items.map((item) => item.title)).toEqual(['Example Atom']);
  });

  it('decodes Atom 1.0 text whose type is a non-text MIME type (RFC 4287 §4.1.3.3)', async () => {
    const entries = await read(corpus('wellformed/atom10/entry_title_base64.xml'));
    expect(entries.items.map((item) => item.title)).toEqual(['Example Atom']);
    // The decoded title holds escaped markup: cleaned to text like any other title.
    expect((await read(corpus('wellformed/atom10/feed_title_base64_2.xml'))).title).toBe('History of the tag');
  });

  it('never shows base64 that does not decode to UTF-8 text', async () => {
    const binary = Buffer.from([0xff, 0xfe, 0x00, 0x80]).toString('base64');
    const result = await read(
      '<feed xmlns="http://www.w3.org/2005/Atom"><title type="image/png">' +
        `${binary}</title><entry><title>Kept</title><summary type="application/octet-stream">${binary}</summary></entry></feed>`,
    );
    expect(result.title).toBeNull();
    expect(result.items).toMatchObject([{ title: 'Kept', description: '' }]);
  });
});

describe('titles and text', () => {
  it('keeps a channel title given only as dc:title', async () => {
    expect((await read(corpus('wellformed/rss/channel_dc_title.xml'))).title).toBe('Example title');
  });

  it('reads C1 controls as the Windows-1252 characters they stand for, never storing one', async () => {
    const [entry] = parseDocument(decodeFeed(corpus('encoding/demoronize-1.xml'), null), 'news:test', 200).entries;
    expect(cleanDescription(entry?.description)).toBe('don’t');
    const result = await read(rss('<title>Wire\u0085</title><item><title>Don\u0092t sell \u0081now</title></item>'));
    expect(result.title).toBe('Wire…');
    expect(result.items.map((item) => item.title)).toEqual(['Don’t sell now']);
  });

  it('cleans double-escaped markup to text: no tag survives as text', async () => {
    const corpusTitle = await read(corpus('wellformed/atom10/entry_title_inline_markup_2.xml'));
    expect(corpusTitle.items.map((item) => item.title)).toEqual(['History of the tag']);
    const result = await read(
      rss(
        '<title>Wire</title><item><title>Exchange &amp;lt;b&amp;gt;hacked&amp;lt;/b&amp;gt;</title>' +
          '<description>&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;Funds &amp;lt;img src=x onerror=alert(2)&amp;gt;moved</description>' +
          '<category>&amp;lt;i&amp;gt;Security&amp;lt;/i&amp;gt;</category></item>',
      ),
    );
    expect(result.items).toMatchObject([{ title: 'Exchange hacked', description: 'Funds moved', categories: ['Security'] }]);
    expect(JSON.stringify(result)).not.toMatch(/<[a-z/!?]|alert/i);
  });
});
