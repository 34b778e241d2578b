// The news hub's time and holding filters (spec §2 "News hub filters: Now, Last 24h, This week, All news,
// My holding"). The list itself comes with the news feature; the choice is kept for the page's lifetime.
import { useState } from 'react';
import { useAppTranslation } from '../../../lib/i18n';

export const NEWS_FILTERS = ['now', 'last24h', 'thisWeek', 'all', 'holding'] as const;
export type NewsFilter = (typeof NEWS_FILTERS)[number];

export function NewsFilters() {
  const { t } = useAppTranslation();
  const [selected, setSelected] = useState<NewsFilter>('last24h');
  return (
    <div className="chip-group" role="group" aria-label={t('pages.news.filtersLabel')}>
      {NEWS_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          className="chip"
          aria-pressed={filter === selected}
          onClick={() => setSelected(filter)}
        >
          {t(`pages.news.filters.${filter}`)}
        </button>
      ))}
    </div>
  );
}
