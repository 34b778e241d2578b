// The news job in live mode (issue 10 §1, §2) against local feed servers: one good feed is stored while a broken
// one and a hung one fail beside it, their last error and time kept; a second poll answered 304 stores nothing; a
// failing feed waits before it is tried again while a valid feed with no entries is no failure (issue 22 §11); items
// scored by another scorer version are rescored; items past the retention period are deleted.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsFeeds, newsItems } from '../../src/db/schema';
import { runNews } from '../../src/jobs/news';
import { createFeedReader } from '../../src/providers/news/rss';
import { createOfflineScorer } from '../../src/services/news/scoring/offline';
import { manualClock, TEST_ENV } from '../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';

const NOW = new Date('2026-03-31T12:00:00Z');
const clock = manualClock(NOW);
const rfc822 = (hoursAgo: number) => new Date(NOW.getTime() - hoursAgo * 3_600_000).toUTCString();

const rss = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Local Wire</title><link>http://local.test/</link>
<item><title>Bitcoin ETF sees record inflows of $1.2 billion</title><link>http://local.test/a?utm_source=rss</link>
<description>&lt;p&gt;Spot &lt;b&gt;bitcoin&lt;/b&gt; funds&lt;script&gt;alert(1)&lt;/script&gt; took in more than ever.&lt;/p&gt;</description>
<pubDate>${rfc822(2)}</pubDate><guid>a</guid></item>
<item><title>Ethereum developers set a date for the next upgrade</title><link>http://local.test/b</link>
<description>Core developers agreed on the schedule.</description><pubDate>${rfc822(5)}</pubDate><guid>b</guid></item>
<item><title>Exchange hack drains $80 million in ether</title><link>javascript:alert(1)</link>
<description>No http link: never stored.</description><pubDate>${rfc822(3)}</pubDate></item>
<item><title>Very old Bitcoin story</title><link>http://local.test/old</link><pubDate>${rfc822(24 * 60)}</pubDate></item>
</channel></rss>`;

/** A valid Atom 1.0 feed with no entries, from feedparser's corpus (fixtures/news/feeds/feedparser/README.md). */
const emptyAtom = readFileSync(
  new URL('../fixtures/news/feeds/feedparser/wellformed/atom10/atom10_version.xml', import.meta.url),
  'utf8',
);

interface Feeds {
  origin: string;
  requests: { path: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

async function startFeeds(): Promise<Feeds> {
  const requests: Feeds['requests'] = [];
  const server: Server = createServer((req, res) => {
    requests.push({ path: req.url ?? '', headers: req.headers });
    if (req.url === '/good.xml') {
      if (req.headers['if-none-match'] === '"v1"') {
        res.writeHead(304, { etag: '"v1"' }).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/rss+xml', etag: '"v1"' }).end(rss);
    } else if (req.url === '/empty.xml') {
      res.writeHead(200, { 'content-type': 'application/atom+xml' }).end(emptyAtom);
    } else if (req.url === '/broken.xml') {
      res.writeHead(200, { 'content-type': 'application/rss+xml' }).end('<rss><channel><item><title>half');
    } else if (req.url === '/hung.xml') {
      // Never answers: the reader's timeout ends it (2 s here; generous, as ingesting the good feed shares the thread).
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let feeds: Feeds;
let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  feeds = await startFeeds();
  dataDir = await tempDir();
  t = await buildTestApp({
    env: {
      ...TEST_ENV,
      DATA_DIR: dataDir.path,
      DATA_MODE: 'live',
      SECRETS_KEY: 'cd'.repeat(32),
      NEWS_FEEDS_EN: `${feeds.origin}/good.xml,${feeds.origin}/broken.xml,${feeds.origin}/hung.xml`,
      NEWS_FEEDS_FR: `${feeds.origin}/missing.xml,${feeds.origin}/empty.xml`,
    },
    clock: clock.now,
    loadReference: true,
    news: {
      feedReader: createFeedReader({ timeoutMs: 2000, retries: 0, perHostIntervalMs: 0, allowAddresses: ['127.0.0.1'] }),
    },
  });
}, 120_000);
afterAll(async () => {
  await t.close();
  await dataDir.remove();
  await feeds.close();
});

const feedRow = async (path: string) =>
  (
    await t.app.db
      .select()
      .from(newsFeeds)
      .where(eq(newsFeeds.url, `${feeds.origin}${path}`))
  )[0];

describe('the news job, live', () => {
  it('stores the good feed while the broken, hung and missing ones fail beside it, each failure kept', async () => {
    const report = await runNews(t.app);
    const byPath = new Map(report.feeds.map((feed) => [feed.url.replace(feeds.origin, ''), feed]));
    expect(byPath.get('/good.xml')).toMatchObject({ status: 'added', added: 2 });
    expect(byPath.get('/broken.xml')?.status).toBe('failed');
    expect(byPath.get('/hung.xml')?.status).toBe('failed');
    expect(byPath.get('/missing.xml')?.status).toBe('failed');
    // A valid feed with no entries is read, not a failure.
    expect(byPath.get('/empty.xml')).toMatchObject({ status: 'added', added: 0 });

    const items = await t.app.db.select().from(newsItems);
    expect(items.map((item) => item.link).sort()).toEqual(['http://local.test/a', 'http://local.test/b']);
    const etf = items.find((item) => item.link === 'http://local.test/a');
    expect(etf?.description).toBe('Spot bitcoin funds took in more than ever.');
    expect(etf?.source).toBe('Local Wire');
    expect(etf?.coinIds).toContain('bitcoin');
    expect(etf?.lang).toBe('en');

    const good = await feedRow('/good.xml');
    expect(good).toMatchObject({ title: 'Local Wire', etag: '"v1"', lastError: null, failures: 0, itemsAdded: 2 });
    const hung = await feedRow('/hung.xml');
    expect(hung?.failures).toBe(1);
    expect(hung?.lastError).toMatch(/timed out|timeout/i);
    expect(hung?.lastErrorAt?.toISOString()).toBe(NOW.toISOString());
    expect((await feedRow('/broken.xml'))?.lastError).toBeTruthy();
    expect((await feedRow('/missing.xml'))?.lastError).toMatch(/404/);
    expect(await feedRow('/empty.xml')).toMatchObject({ lastError: null, lastErrorAt: null, failures: 0, itemsAdded: 0 });
  }, 30_000);

  it('asks again with If-None-Match: a 304 stores nothing; failing feeds wait before the next try', async () => {
    const before = feeds.requests.length;
    clock.advance(60);
    const report = await runNews(t.app);
    const byPath = new Map(report.feeds.map((feed) => [feed.url.replace(feeds.origin, ''), feed]));
    expect(byPath.get('/good.xml')).toMatchObject({ status: 'not-modified', added: 0 });
    // A minute after a failure, the 10-minute refresh period has not passed: the failing feeds are not asked. The
    // empty feed is in no backoff: it is asked again.
    expect(byPath.get('/hung.xml')?.status).toBe('waiting');
    expect(byPath.get('/empty.xml')).toMatchObject({ status: 'added', added: 0 });
    const asked = feeds.requests.slice(before);
    expect(asked.map((request) => request.path).sort()).toEqual(['/empty.xml', '/good.xml']);
    expect(asked.find((request) => request.path === '/good.xml')?.headers['if-none-match']).toBe('"v1"');
    expect(await t.app.db.$count(newsItems)).toBe(2);

    clock.advance(10 * 60);
    const later = await runNews(t.app);
    expect(later.feeds.find((feed) => feed.url.endsWith('/hung.xml'))?.status).toBe('failed');
    expect((await feedRow('/hung.xml'))?.failures).toBe(2);
  }, 30_000);

  it('rescores items scored by another scorer version, and deletes items past the retention period', async () => {
    await t.app.db.update(newsItems).set({ scorer: 'offline@0', impact: 1 });
    const report = await runNews(t.app);
    expect(report.rescored).toBe(2);
    const scorers = await t.app.db.select({ scorer: newsItems.scorer }).from(newsItems);
    expect(new Set(scorers.map((row) => row.scorer))).toEqual(new Set([createOfflineScorer().id]));

    clock.advance(31 * 24 * 3600);
    const purge = await runNews(t.app);
    expect(purge.deleted).toBe(2);
    expect(await t.app.db.$count(newsItems)).toBe(0);
  }, 30_000);
});
