// The admin console's read-only views (issue 13 §4): the news feeds' status (last fetch, errors, items) and the chat's
// feedback reports, as the news job and the report dialog leave them.
import type { AdminFeed, AdminReport } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ensureFeeds,
  insertNewsItems,
  type NewsItemInsert,
  recordFeedFailure,
  recordFeedSuccess,
} from '../../src/repositories/news';
import { type AdminSetup, adminSetup, call, ok, OTHER } from './helpers';

let s: AdminSetup;
beforeAll(async () => {
  s = await adminSetup();
});
afterAll(() => s.t.close());

const app = () => s.t.app;
const GOOD = 'https://feeds.test/good.xml';
const BROKEN = 'https://feeds.test/broken.xml';

function item(id: string, feedUrl: string | null): NewsItemInsert {
  return {
    id,
    storyId: id,
    lang: 'en',
    title: `Story ${id}`,
    titleKey: `story ${id}`,
    description: 'A story',
    link: `https://news.test/${id}`,
    source: 'News Test',
    feedUrl,
    keywords: [],
    coinIds: [],
    categories: [],
    pubDate: new Date('2026-11-20T10:00:00Z'),
    impact: 5,
    sentimentLabel: 'neutral',
    sentimentScore: 0,
    scorer: 'offline@1',
    search: `story ${id}`,
  };
}

describe('news feeds status', () => {
  it('shows each feed’s last successful fetch, last error, failures and the items stored from it', async () => {
    const db = app().db;
    await ensureFeeds(db, [
      { url: GOOD, lang: 'en' },
      { url: BROKEN, lang: 'fr' },
    ]);
    await insertNewsItems(db, [item('a', GOOD), item('b', GOOD), item('c', null)]);
    await recordFeedSuccess(db, GOOD, { added: 2, at: new Date('2026-11-20T11:00:00Z') });
    await recordFeedSuccess(db, BROKEN, { added: 0, at: new Date('2026-11-20T09:00:00Z') });
    await recordFeedFailure(db, BROKEN, 'HTTP 503 from feeds.test', new Date('2026-11-20T11:00:00Z'));
    await recordFeedFailure(db, BROKEN, 'HTTP 503 from feeds.test', new Date('2026-11-20T11:20:00Z'));

    const { feeds } = await ok<{ feeds: AdminFeed[] }>(app(), { url: '/api/admin/news-feeds', token: s.admin });
    expect(feeds).toEqual([
      { url: GOOD, lang: 'en', lastFetchAt: '2026-11-20T11:00:00.000Z', lastError: null, failures: 0, items: 2 },
      {
        url: BROKEN,
        lang: 'fr',
        lastFetchAt: '2026-11-20T09:00:00.000Z',
        lastError: 'HTTP 503 from feeds.test',
        failures: 2,
        items: 0,
      },
    ]);
  });

  it('is for admins only', async () => {
    expect((await call(app(), { url: '/api/admin/news-feeds', token: s.user })).statusCode).toBe(403);
  });
});

describe('feedback reports', () => {
  const report = (description: string, messages: number) =>
    ok<{ report: { id: string } }>(app(), {
      method: 'POST',
      url: '/api/ai/report',
      token: s.user,
      payload: {
        category: 'inaccurate',
        description,
        chat_history: Array.from({ length: messages }, (_, i) => ({
          id: `m${i}`,
          sender: i % 2 === 0 ? 'user' : 'agent',
          message: `message ${i}`,
        })),
        route: '/chat/dashboard',
        page: 'dashboard',
        date: s.clock.now().toISOString(),
        version: '1.4.0',
      },
    });

  it('lists the reports newest first with the chat history’s length', async () => {
    const first = await report('The total of my wallets is wrong.', 4);
    s.clock.advance(60);
    const second = await report('The answer stopped in the middle.', 0);
    const { reports } = await ok<{ reports: AdminReport[] }>(app(), { url: '/api/admin/reports', token: s.admin });
    expect(reports).toEqual([
      {
        id: second.report.id,
        userId: OTHER.address,
        category: 'inaccurate',
        description: 'The answer stopped in the middle.',
        route: '/chat/dashboard',
        messages: 0,
        at: '2026-11-20T12:01:00.000Z',
      },
      expect.objectContaining({ id: first.report.id, messages: 4, at: '2026-11-20T12:00:00.000Z' }),
    ]);
    const paged = await ok<{ reports: AdminReport[] }>(app(), { url: '/api/admin/reports?limit=1&offset=1', token: s.admin });
    expect(paged.reports.map((row) => row.id)).toEqual([first.report.id]);
  });
});
