// The news hub's pure rules: stored filter, news language, the selection (language, category, coin, the shared
// §5 search), time ago and exposure formatting.
import { describe, expect, it } from 'vitest';
import { newsSearchWords, STORAGE_KEYS } from '@k3/shared';
import { COINS, newsItem } from '../testing/fixtures';
import {
  DEFAULT_NEWS_FILTER,
  formatExposure,
  formatTimeAgo,
  readStoredNewsFilter,
  selectNews,
  storeNewsFilter,
  windowOf,
} from './news-filters';

describe('the stored filter (spec §9 "news window", §7 "window defaults to 24")', () => {
  it('defaults to Last 24h and reads back a stored choice', () => {
    expect(readStoredNewsFilter()).toBe(DEFAULT_NEWS_FILTER);
    expect(windowOf(DEFAULT_NEWS_FILTER)).toBe(24);
    storeNewsFilter('week');
    expect(window.localStorage.getItem(STORAGE_KEYS.newsWindow)).toBe('week');
    expect(readStoredNewsFilter()).toBe('week');
  });

  it('reads a window stored in hours and ignores anything else', () => {
    window.localStorage.setItem(STORAGE_KEYS.newsWindow, '6');
    expect(readStoredNewsFilter()).toBe('now');
    window.localStorage.setItem(STORAGE_KEYS.newsWindow, '720');
    expect(readStoredNewsFilter()).toBe('all');
    window.localStorage.setItem(STORAGE_KEYS.newsWindow, '13');
    expect(readStoredNewsFilter()).toBe('day');
    window.localStorage.setItem(STORAGE_KEYS.newsWindow, 'yesterday');
    expect(readStoredNewsFilter()).toBe('day');
  });

  it('gives each filter its window in hours', () => {
    expect([windowOf('now'), windowOf('day'), windowOf('week'), windowOf('all'), windowOf('holding')]).toEqual([
      6, 24, 168, 720, 168,
    ]);
  });
});

describe('selectNews', () => {
  const etf = newsItem({ title: 'Bitcoin ETF sees record inflows', coins: [COINS.bitcoin], category: ['markets'] });
  const rules = newsItem({
    title: 'New rules for exchanges in Europe',
    description: 'The régulation covers stablecoins',
    category: ['regulation', 'exchanges'],
    coins: [COINS.ethereum],
  });
  const french = newsItem({ title: 'Le bitcoin franchit un cap', lang: 'fr', coins: [COINS.bitcoin] });
  const items = [etf, rules, french];
  const all = { lang: 'en' as const, category: null, coin: null, words: [] };

  it('keeps only the items of the language', () => {
    expect(selectNews(items, all)).toEqual([etf, rules]);
    expect(selectNews(items, { ...all, lang: 'fr' })).toEqual([french]);
  });

  it('filters on a category and on a coin', () => {
    expect(selectNews(items, { ...all, category: 'regulation' })).toEqual([rules]);
    expect(selectNews(items, { ...all, category: 'security' })).toEqual([]);
    expect(selectNews(items, { ...all, coin: 'bitcoin' })).toEqual([etf]);
    expect(selectNews(items, { ...all, coin: 'bitcoin', lang: 'fr' })).toEqual([french]);
  });

  it('applies the §5 search: every word must match, accents and case aside, short words ignored', () => {
    const search = (query: string) => selectNews(items, { ...all, words: newsSearchWords(query) });
    expect(search('bitcoin etf')).toEqual([etf]);
    expect(search('BITCOIN ETF')).toEqual([etf]);
    expect(search('bitcoin rules')).toEqual([]);
    // "in" and "eu" have 2 letters: they do not count, so the query is just "rules".
    expect(search('rules in eu')).toEqual([rules]);
    // Accents are stripped on both sides.
    expect(search('regulation')).toEqual([rules]);
    expect(search('RÉGULATION stablecoins')).toEqual([rules]);
    // Coins are searchable as $symbol; words of fewer than 3 letters alone give no filtering.
    expect(search('$eth')).toEqual([rules]);
    expect(search('a b')).toEqual([etf, rules]);
  });

  it('stays fast over 10,000 items', () => {
    const many = Array.from({ length: 10_000 }, (_, index) =>
      newsItem({ title: `Story ${index} about ${index % 2 ? 'bitcoin' : 'ether'}`, coins: [COINS.kryll] }),
    );
    const started = performance.now();
    const shown = selectNews(many, { ...all, words: newsSearchWords('bitcoin story') });
    expect(shown).toHaveLength(5_000);
    // Generous bound: a regression to per-item normalisation or copies would be far slower on a loaded machine.
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('formatting', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('says how long ago in the interface language', () => {
    expect(formatTimeAgo('2026-11-22T11:59:30Z', now, 'en')).toBe('this minute');
    expect(formatTimeAgo('2026-11-22T11:55:00Z', now, 'en')).toBe('5 minutes ago');
    expect(formatTimeAgo('2026-11-22T09:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(formatTimeAgo('2026-11-21T12:00:00Z', now, 'en')).toBe('yesterday');
    expect(formatTimeAgo('2026-11-22T09:00:00Z', now, 'fr')).toBe('il y a 3 heures');
    expect(formatTimeAgo('2026-11-19T12:00:00Z', now, 'es')).toBe('hace 3 días');
    expect(formatTimeAgo('2026-10-25T12:00:00Z', now, 'en')).toBe('4 weeks ago');
  });

  it('writes the exposure as a whole percentage', () => {
    expect(formatExposure(0.123, 'en')).toBe('12%');
    expect(formatExposure(0.004, 'en')).toBe('<1%');
    expect(formatExposure(1, 'en')).toBe('100%');
    expect(formatExposure(0.5, 'fr')).toMatch(/^50\s%$/u);
  });
});
