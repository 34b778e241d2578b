// One news story by id and where a demo item leads (issue 24 §3): `GET /api/news/items/{id}` answers the story in the
// list's shape with every outlet that carried it, 404 `news_item_not_found` for an unknown id and 400 naming `id` for
// a string that is no item id; a demo item's links (list, /api/me/news, the item route, Agent K's news tool) are its
// in-app article path `/news/{id}` while its stored link stays the dedupe key; a live item keeps its outlet's link.
import type { MyNewsList, NewsItem, NewsList } from '@k3/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsItems } from '../../src/db/schema';
import { findUserById } from '../../src/repositories/users';
import { createToolRunner, toolDepsOf } from '../../src/services/agent/tools';
import type { NewsSearchData } from '../../src/services/agent/tools/catalogue';
import type { FeedItem } from '../../src/services/news/types';
import { bearer, evmWallet, signIn } from '../auth/helpers';
import type { TestApp } from '../helpers/build-test-app';
import { HOUR, type NewsApp, NOW, startNewsApp } from './news-app';

let app: NewsApp;
let t: TestApp;
let balances: NewsApp['balances'];

const item = (title: string, hoursAgo: number, link: string): FeedItem => ({
  guid: link,
  link,
  title,
  description: `${title}. More on the story inside.`,
  pubDate: new Date(NOW.getTime() - hoursAgo * HOUR),
  categories: [],
});

const ingest = (source: string, demo: boolean, items: FeedItem[]) => app.ingest({ source, demo, items });

const LIVE_LINK = 'https://news.example/zorb-exploit';
const LIVE_LINK_2 = 'https://wire-two.example/zorb-exploit';
const DEMO_LINK = 'https://demo.k3.invalid/news/quax-listing';
const DEMO_LINK_2 = 'https://demo.k3.invalid/news/quax-listing-post';

beforeAll(async () => {
  app = await startNewsApp();
  ({ t, balances } = app);
  // A live story from two outlets, and a demo story from two demo outlets (demo items take the same pipeline).
  await ingest('Wire One', false, [item('$ZORB exploit drains $40 million from the Zorbcoin bridge', 3, LIVE_LINK)]);
  await ingest('Wire Two', false, [item('$ZORB exploit drains $40M from the Zorbcoin bridge', 2, LIVE_LINK_2)]);
  await ingest('K3 Demo Wire', true, [item('$QUAX gets listed on a major exchange today', 5, DEMO_LINK)]);
  await ingest('K3 Demo Post', true, [item('$QUAX gets listed on a major exchange today!', 4, DEMO_LINK_2)]);
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const listed = async (): Promise<NewsItem[]> => {
  const response = await t.app.inject({ url: '/api/news?window=24' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: NewsList }>().data.items;
};
const storedId = async (link: string) =>
  (await t.app.db.select({ id: newsItems.id }).from(newsItems).where(eq(newsItems.link, link)))[0]!.id;

describe('GET /api/news/items/{id}', () => {
  it('answers a live story as the list shows it, with every outlet and its link, public and cacheable for 120 s', async () => {
    const fromList = (await listed()).find((i) => i.title.includes('Zorbcoin bridge'))!;
    const response = await t.app.inject({ url: `/api/news/items/${fromList.id}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=120');
    const story = response.json<{ data: NewsItem }>().data;
    expect(story).toEqual(fromList);
    expect(story.source).toBe('Wire One');
    expect(story.link).toBe(LIVE_LINK);
    expect(story.sources).toEqual([
      { name: 'Wire One', link: LIVE_LINK },
      { name: 'Wire Two', link: LIVE_LINK_2 },
    ]);
    expect(story.coins.map((coin) => coin.url)).toEqual(['/x-ray/zorbcoin']);
    expect(story.demo).toBe(false);
  });

  it('answers the story from the outlet whose item was asked for, the other outlets after it', async () => {
    const id = await storedId(LIVE_LINK_2);
    const response = await t.app.inject({ url: `/api/news/items/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    const story = response.json<{ data: NewsItem }>().data;
    expect(story.id).toBe(id);
    expect(story.source).toBe('Wire Two');
    expect(story.sources.map((source) => source.name)).toEqual(['Wire Two', 'Wire One']);
  });

  it('answers 404 news_item_not_found with a message for an id no item has', async () => {
    const response = await t.app.inject({ url: `/api/news/items/${'0'.repeat(24)}` });
    expect(response.statusCode).toBe(404);
    const body = response.json<{ code: number; error: string; message: string }>();
    expect(body).toMatchObject({ code: 404, error: 'news_item_not_found' });
    expect(body.message).toMatch(/^No news item has the id 0{24}/);
  });

  it.each([
    ['a word', 'not-an-item'],
    ['upper-case hex', 'ABCDEF0123456789ABCDEF01'],
    ['one digit too many', 'a'.repeat(25)],
    ['a quote', `${'a'.repeat(23)}'`],
    ['a uuid', '3f2b8c4e-9d1a-4b6f-8e2d-7c5a1b9e0f34'],
  ])('answers 400 naming id for %s', async (_what, id) => {
    const response = await t.app.inject({ url: `/api/news/items/${encodeURIComponent(id)}` });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; message: string }>();
    expect(body.error).toBe('validation_error');
    expect(body.message).toMatch(/^params\.id: id must be a news item id/);
  });
});

describe('a demo item’s links', () => {
  it('lead to its in-app article in the list, each outlet to its own item, while the stored links stay', async () => {
    const story = (await listed()).find((i) => i.title.includes('$QUAX'))!;
    const [firstId, secondId] = [await storedId(DEMO_LINK), await storedId(DEMO_LINK_2)];
    expect(story.demo).toBe(true);
    expect(story.id).toBe(firstId);
    expect(story.link).toBe(`/news/${firstId}`);
    expect(story.sources).toEqual([
      { name: 'K3 Demo Wire', link: `/news/${firstId}` },
      { name: 'K3 Demo Post', link: `/news/${secondId}` },
    ]);
    // The article those links open is the same story.
    const response = await t.app.inject({ url: story.sources[1]!.link.replace('/news/', '/api/news/items/') });
    expect(response.statusCode, response.body).toBe(200);
    const article = response.json<{ data: NewsItem }>().data;
    expect(article.link).toBe(`/news/${secondId}`);
    expect(article.title).toBe('$QUAX gets listed on a major exchange today!');
    expect(article.demo).toBe(true);
  });

  it('lead to the in-app article in the user’s news and in Agent K’s news tool', async () => {
    const wallet = evmWallet();
    balances.set(wallet.address, [{ chain: 'ethereum', assetId: 'quaxtoken', amount: '100' }]);
    const token = await signIn(t.app, wallet);
    const id = await storedId(DEMO_LINK);

    const response = await t.app.inject({ url: '/api/me/news?window=24', headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    const mine = response.json<{ data: MyNewsList }>().data.items;
    expect(mine.map((i) => i.link)).toEqual([`/news/${id}`]);

    const runner = createToolRunner(toolDepsOf(t.app), (await findUserById(t.app.db, wallet.address))!, 'en');
    const result = await runner.call('news_search', { asset: 'QUAX' });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    const urls = (result.ok ? (result.data as unknown as NewsSearchData) : null)!.items.map((i) => i.url);
    expect(urls).toEqual([`/news/${id}`]);
  });
});
