// News hub (spec §2): filters frame and an empty state until the news feature lands; mock label when configured.
import { EmptyState, PageHeader } from '../../components/ui/page';
import { isMockedPage } from '../../config/env';
import { NewsFilters } from '../../features/news/components/news-filters';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useAppTranslation } from '../../lib/i18n';

export function NewsRoute() {
  const { t } = useAppTranslation();
  usePageMeta('news');
  return (
    <>
      <PageHeader title={t('pages.news.title')} description={t('pages.news.description')} isMock={isMockedPage('news')} />
      <NewsFilters />
      <EmptyState title={t('pages.news.emptyTitle')} text={t('pages.news.emptyText')} />
    </>
  );
}
