// The news hub (spec §2 "News hub", §5 "News keyword search", §8 "Failed news load is silently ignored (empty list)";
// issue 10 §4): the chosen filter (kept under `k3.news-window`), the items of the interface's news language (French for
// fr, English otherwise, with a note in Spanish), narrowed by category, by `?coin=` and by the keyword search on the
// client — the search is deferred (useDeferredValue) and the selection memoised, so typing stays responsive over
// 10,000 items, and the list renders a page at a time. "My holding" shows the signed-in user's news with their
// exposure; a visitor gets the sign-in prompt (`signInPrompt`, from the route).
import { useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { newsLangFor, newsSearchWords, type MyNewsItem, type NewsCategory, type NewsItem } from '@k3/shared';
import { EmptyState } from '../../../components/ui/page';
import { useAuth } from '../../../lib/auth';
import { useAppTranslation } from '../../../lib/i18n';
import { useMyNews, useNews } from '../api/get-news';
import {
  coinLabelOf,
  HOLDING_WINDOW_H,
  readStoredNewsFilter,
  selectNews,
  storeNewsFilter,
  windowOf,
  type NewsFilter,
} from '../utils/news-filters';
import { NewsFilters } from './news-filters';
import { NewsItemView } from './news-item';
import './news.css';

/** Items rendered at first and added by each "Show more". */
export const NEWS_PAGE_SIZE = 30;
const NOW_TICK_MS = 60_000;
const NO_ITEMS: readonly NewsItem[] = [];

/** The current time, refreshed every minute so "5 minutes ago" stays true on an open page. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), NOW_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function NewsList({
  items,
  selection,
  now,
  locale,
}: {
  items: readonly (NewsItem | MyNewsItem)[];
  /** The filters that produced `items`: a new selection starts again from the first page. */
  selection: string;
  now: number;
  locale: string;
}) {
  const { t } = useAppTranslation();
  // Reset in render rather than by remounting the list: items kept from one keystroke to the next keep their DOM.
  const [paging, setPaging] = useState({ selection, limit: NEWS_PAGE_SIZE });
  const limit = paging.selection === selection ? paging.limit : NEWS_PAGE_SIZE;
  const visible = items.slice(0, limit);
  return (
    <>
      <ol className="news-list">
        {visible.map((item) => (
          <NewsItemView key={item.id} item={item} now={now} locale={locale} />
        ))}
      </ol>
      {items.length > limit ? (
        <button
          type="button"
          className="button button-ghost news-more"
          onClick={() => setPaging({ selection, limit: limit + NEWS_PAGE_SIZE })}
        >
          {t('pages.news.more', { shown: limit, total: items.length })}
        </button>
      ) : null}
    </>
  );
}

export function NewsHub({ signInPrompt }: { signInPrompt: ReactNode }) {
  const { t, i18n } = useAppTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { lang, fallback } = newsLangFor(locale);
  const auth = useAuth();
  const now = useNow();

  const [filter, setFilterState] = useState<NewsFilter>(readStoredNewsFilter);
  const setFilter = useCallback((next: NewsFilter) => {
    setFilterState(next);
    storeNewsFilter(next);
  }, []);
  const [category, setCategory] = useState<NewsCategory | null>(null);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const searchKey = newsSearchWords(deferredQuery).join(' ');
  const words = useMemo(() => (searchKey === '' ? [] : searchKey.split(' ')), [searchKey]);

  const [params, setParams] = useSearchParams();
  const coin = params.get('coin') || null;
  const removeCoin = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('coin');
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  const isHolding = filter === 'holding';
  const news = useNews(windowOf(filter), lang, !isHolding);
  const myNews = useMyNews(HOLDING_WINDOW_H, lang, isHolding);
  const source = isHolding ? myNews : news;
  // spec §8: a failed load is an empty list, never an error page.
  const items: readonly (NewsItem | MyNewsItem)[] = source.data?.items ?? NO_ITEMS;
  const shown = useMemo(() => selectNews(items, { lang, category, coin, words }), [items, lang, category, coin, words]);
  const coinLabel = useMemo(() => {
    if (coin === null) return null;
    const known = coinLabelOf(items, coin);
    return known ? `${known.name} (${known.symbol.toUpperCase()})` : coin;
  }, [items, coin]);

  const narrowed = category !== null || coin !== null || words.length > 0;
  const isVisitorHolding = isHolding && auth === null;
  const isLoading = !isVisitorHolding && source.isPending && source.fetchStatus !== 'idle';

  let content: ReactNode;
  if (isVisitorHolding) {
    content = (
      <>
        <p className="news-note">{t('pages.news.holdingVisitor')}</p>
        {signInPrompt}
      </>
    );
  } else if (isLoading) {
    content = (
      <p className="news-status muted" role="status">
        {t('pages.news.loading')}
      </p>
    );
  } else if (shown.length === 0) {
    content = narrowed ? (
      <EmptyState title={t('pages.news.empty.filtered.title')} text={t('pages.news.empty.filtered.text')} />
    ) : (
      <EmptyState title={t(`pages.news.empty.${filter}.title`)} text={t(`pages.news.empty.${filter}.text`)} />
    );
  } else {
    const selectionKey = `${filter}|${lang}|${category ?? ''}|${coin ?? ''}|${searchKey}`;
    content = <NewsList selection={selectionKey} items={shown} now={now} locale={locale} />;
  }

  return (
    <div className="news-hub">
      <NewsFilters
        filter={filter}
        onFilterChange={setFilter}
        query={query}
        onQueryChange={setQuery}
        category={category}
        onCategoryChange={setCategory}
        coinLabel={coinLabel}
        onCoinRemove={removeCoin}
      />
      {fallback ? (
        <p className="news-note" role="note">
          {t('pages.news.languageNote')}
        </p>
      ) : null}
      {/* Announces the result count as the filters change, without moving the focus. */}
      <p className="news-count muted" aria-live="polite">
        {isLoading || isVisitorHolding ? '' : t('pages.news.count', { count: shown.length })}
      </p>
      {content}
    </div>
  );
}

export default NewsHub;
