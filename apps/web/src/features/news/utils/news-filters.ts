// The news hub's filters as pure functions (spec §2 "News hub filters: Now, Last 24h, This week, All news, My holding,
// a category filter and a search"; §5 "News keyword search …; the Holding filter keeps items whose coins are in the
// user's wallets; category filter applies; only items in the current language are shown"; §9 "news window" key).
// The search rules themselves are the shared ones (@k3/shared newsSearchWords / matchesNewsSearch), used as they are.
import {
  matchesNewsSearch,
  NEWS_CATEGORIES,
  NEWS_FILTER_WINDOWS,
  STORAGE_KEYS,
  type NewsCategory,
  type NewsItem,
  type NewsLang,
} from '@k3/shared';
import { readStorage, writeStorage } from '../../../lib/storage';

/** The five filters of the hub, in the spec's order: four time windows and the holding filter. */
export const NEWS_FILTERS = ['now', 'day', 'week', 'all', 'holding'] as const;
export type NewsFilter = (typeof NEWS_FILTERS)[number];

/** spec §7 "window defaults to 24 unless a stored value is set". */
export const DEFAULT_NEWS_FILTER: NewsFilter = 'day';

/**
 * The window "My holding" asks /api/me/news for: the news of the last week about the user's coins, ranked by
 * impact × exposure (a month-old story about a big holding would otherwise outrank today's).
 */
export const HOLDING_WINDOW_H = NEWS_FILTER_WINDOWS.week;

/** The `window` (hours) each filter fetches. */
export function windowOf(filter: NewsFilter): number {
  return filter === 'holding' ? HOLDING_WINDOW_H : NEWS_FILTER_WINDOWS[filter];
}

export function isNewsFilter(value: unknown): value is NewsFilter {
  return (NEWS_FILTERS as readonly unknown[]).includes(value);
}

export function isNewsCategory(value: unknown): value is NewsCategory {
  return (NEWS_CATEGORIES as readonly unknown[]).includes(value);
}

/**
 * The stored choice (`k3.news-window`): a filter name; a number of hours equal to one of the windows (as the
 * original app stored it) is read as that window. Anything else gives the default, Last 24h.
 */
export function readStoredNewsFilter(): NewsFilter {
  const stored = readStorage(STORAGE_KEYS.newsWindow);
  if (isNewsFilter(stored)) return stored;
  const hours = Number(stored);
  const byHours = (Object.keys(NEWS_FILTER_WINDOWS) as (keyof typeof NEWS_FILTER_WINDOWS)[]).find(
    (filter) => stored !== null && NEWS_FILTER_WINDOWS[filter] === hours,
  );
  return byHours ?? DEFAULT_NEWS_FILTER;
}

export function storeNewsFilter(filter: NewsFilter): void {
  writeStorage(STORAGE_KEYS.newsWindow, filter);
}

export interface NewsSelection {
  lang: NewsLang;
  /** null: every category. */
  category: NewsCategory | null;
  /** Asset id from `?coin=`; null: every coin. */
  coin: string | null;
  /** The query's words that count, from newsSearchWords; empty: no search. */
  words: readonly string[];
}

/** The items the page shows, in the API's order. One pass, no copies of the items: fast over 10,000 of them. */
export function selectNews<T extends NewsItem>(items: readonly T[], { lang, category, coin, words }: NewsSelection): T[] {
  const shown: T[] = [];
  for (const item of items) {
    if (item.lang !== lang) continue;
    if (category !== null && !item.category.includes(category)) continue;
    if (coin !== null && !item.coins.some((c) => c.id === coin)) continue;
    if (words.length > 0 && !matchesNewsSearch(item.search, words)) continue;
    shown.push(item);
  }
  return shown;
}

/** The name and symbol of a coin as the items give them, for the `?coin=` chip; null when no item names it. */
export function coinLabelOf(items: readonly NewsItem[], id: string): { name: string; symbol: string } | null {
  for (const item of items) {
    const found = item.coins.find((c) => c.id === id);
    if (found) return { name: found.name, symbol: found.symbol };
  }
  return null;
}

const MINUTE_S = 60;
const HOUR_S = 3600;
const DAY_S = 86400;
const WEEK_S = 7 * DAY_S;

// Intl formatters cost far more to build than to use: one per locale, reused by every item of every render (typing in
// the search re-renders the list on each key).
function memoByLocale<T>(make: (locale: string) => T): (locale: string) => T {
  const made = new Map<string, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) {
      value = make(locale);
      made.set(locale, value);
    }
    return value;
  };
}
const relativeFormat = memoByLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
const percentFormat = memoByLocale((locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }));
const dateTimeFormat = memoByLocale((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }));

/** The full publication date and time, for the tooltip of "3 hours ago". */
export function formatDateTime(iso: string, locale: string): string {
  return dateTimeFormat(locale).format(new Date(iso));
}

/** "5 minutes ago", "il y a 3 heures", "hace 2 días": Intl.RelativeTimeFormat in the interface language. */
export function formatTimeAgo(iso: string, now: number, locale: string): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const format = relativeFormat(locale);
  const size = Math.abs(seconds);
  if (size < MINUTE_S) return format.format(0, 'minute');
  if (size < HOUR_S) return format.format(Math.round(seconds / MINUTE_S), 'minute');
  if (size < DAY_S) return format.format(Math.round(seconds / HOUR_S), 'hour');
  if (size < WEEK_S * 2) return format.format(Math.round(seconds / DAY_S), 'day');
  return format.format(Math.round(seconds / WEEK_S), 'week');
}

/** An exposure (0 to 1) as a whole percentage, "<1 %" below one percent but above 0. */
export function formatExposure(exposure: number, locale: string): string {
  const percent = percentFormat(locale);
  if (exposure > 0 && exposure < 0.01) return `<${percent.format(0.01)}`;
  return percent.format(exposure);
}
