// The news hub's controls (spec §2 "News hub filters: Now, Last 24h, This week, All news, My holding, a category
// filter and a search"): the five filters as toggle buttons, the keyword search, the category choice and, when the
// page was opened for one coin (`?coin=`), that coin as a chip that removes the filter.
import { useId } from 'react';
import { NEWS_CATEGORIES, NEWS_SEARCH_MIN_WORD, type NewsCategory } from '@k3/shared';
import { useAppTranslation } from '../../../lib/i18n';
import { isNewsCategory, NEWS_FILTERS, type NewsFilter } from '../utils/news-filters';

interface NewsFiltersProps {
  filter: NewsFilter;
  onFilterChange: (filter: NewsFilter) => void;
  query: string;
  onQueryChange: (query: string) => void;
  category: NewsCategory | null;
  onCategoryChange: (category: NewsCategory | null) => void;
  /** The `?coin=` filter's label, null without one. */
  coinLabel: string | null;
  onCoinRemove: () => void;
}

export function NewsFilters({
  filter,
  onFilterChange,
  query,
  onQueryChange,
  category,
  onCategoryChange,
  coinLabel,
  onCoinRemove,
}: NewsFiltersProps) {
  const { t } = useAppTranslation();
  const searchId = useId();
  const hintId = useId();
  const categoryId = useId();
  return (
    <div className="news-filters">
      <div className="chip-group" role="group" aria-label={t('pages.news.filtersLabel')}>
        {NEWS_FILTERS.map((choice) => (
          <button
            key={choice}
            type="button"
            className="chip"
            aria-pressed={choice === filter}
            onClick={() => onFilterChange(choice)}
          >
            {t(`pages.news.filters.${choice}`)}
          </button>
        ))}
      </div>
      <div className="news-filters-row">
        <div className="news-search">
          <label htmlFor={searchId} className="field-label">
            {t('pages.news.search.label')}
          </label>
          <input
            id={searchId}
            className="input"
            type="search"
            value={query}
            placeholder={t('pages.news.search.placeholder')}
            aria-describedby={hintId}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => onQueryChange(event.target.value)}
          />
          <p id={hintId} className="field-hint">
            {t('pages.news.search.hint', { min: NEWS_SEARCH_MIN_WORD })}
          </p>
        </div>
        <div className="news-category">
          <label htmlFor={categoryId} className="field-label">
            {t('pages.news.category.label')}
          </label>
          <select
            id={categoryId}
            className="input"
            value={category ?? ''}
            onChange={(event) => onCategoryChange(isNewsCategory(event.target.value) ? event.target.value : null)}
          >
            <option value="">{t('pages.news.category.all')}</option>
            {NEWS_CATEGORIES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`pages.news.category.names.${choice}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {coinLabel !== null ? (
        <div className="news-active-filters">
          <span className="news-coin-filter">
            {t('pages.news.coin.chip', { coin: coinLabel })}
            <button
              type="button"
              className="news-coin-filter-remove"
              aria-label={t('pages.news.coin.remove', { coin: coinLabel })}
              onClick={onCoinRemove}
            >
              <span aria-hidden="true">×</span>
            </button>
          </span>
        </div>
      ) : null}
    </div>
  );
}
