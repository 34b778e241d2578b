// The live news app both news API test files start from: a clock at NOW, the known demo balances, and two coins of our
// own (zorbcoin, quaxtoken: made-up names no ordinary sentence contains) with prices, plus a way to ingest feed items.
import type { NewsLang } from '@k3/shared';
import { ingestFeedBatch } from '../../src/services/news/ingest';
import type { FeedItem } from '../../src/services/news/types';
import { manualClock, TEST_ENV } from '../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';
import { knownBalances, seedAssets, seedPrices } from '../portfolio/known-market';

export const NOW = new Date('2026-03-31T12:00:00Z');
export const HOUR = 3_600_000;

export interface NewsApp {
  t: TestApp;
  clock: ReturnType<typeof manualClock>;
  /** The wallets' balances, by address: a test sets what its user holds. */
  balances: ReturnType<typeof knownBalances>;
  /** Stores items as one feed (or demo batch) would bring them, through the real pipeline. */
  ingest(batch: { lang?: NewsLang; source: string; demo?: boolean; items: FeedItem[] }): ReturnType<typeof ingestFeedBatch>;
  close(): Promise<void>;
}

export async function startNewsApp(): Promise<NewsApp> {
  const clock = manualClock(NOW);
  const balances = knownBalances();
  const dataDir = await tempDir();
  const t = await buildTestApp({
    env: { ...TEST_ENV, DATA_DIR: dataDir.path, DATA_MODE: 'live', SECRETS_KEY: 'ab'.repeat(32) },
    clock: clock.now,
    balances,
  });
  await seedAssets(t.app.db, ['zorbcoin', 'quaxtoken']);
  await seedPrices(t.app.db, 'zorbcoin', { '2026-03-30': '10', '2026-03-31': '10' });
  await seedPrices(t.app.db, 'quaxtoken', { '2026-03-30': '7', '2026-03-31': '7' });
  return {
    t,
    clock,
    balances,
    ingest: async ({ lang = 'en', source, demo = false, items }) =>
      ingestFeedBatch(
        t.app.db,
        await t.app.news.pipeline(),
        { lang, source, feedUrl: demo ? null : `https://${source.toLowerCase().replace(/\W+/g, '')}.example/rss`, demo, items },
        { now: clock.now(), oldest: new Date(NOW.getTime() - 30 * 24 * HOUR) },
      ),
    close: async () => {
      await t.close();
      await dataDir.remove();
    },
  };
}
