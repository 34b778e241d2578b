// The news feeds' status (issue 13 §4; docs/admin.md "News feeds"): per feed its language, last fetch, last error,
// failures in a row and items stored, so a broken feed is seen before readers miss its news.
import { useNewsFeeds } from '../api/admin-records';
import { useAdminTexts } from '../hooks/use-admin-texts';
import { formatWhen } from '../utils/format';
import { AdminSection } from './admin-section';
import { AdminTable } from './admin-table';

export function FeedsSection() {
  const { t, i18n } = useAdminTexts();
  const feeds = useNewsFeeds();
  return (
    <AdminSection id="feeds" heading={t('admin.feeds.heading')}>
      <AdminTable
        query={feeds}
        rows={(data) => data.feeds}
        empty={t('admin.feeds.empty')}
        columns={[
          { label: t('admin.feeds.columns.url') },
          { label: t('admin.feeds.columns.lang') },
          { label: t('admin.feeds.columns.lastFetch') },
          { label: t('admin.feeds.columns.lastError') },
          { label: t('admin.feeds.columns.failures'), numeric: true },
          { label: t('admin.feeds.columns.items'), numeric: true },
        ]}
        row={(feed) => (
          <tr key={feed.url} data-failing={feed.failures > 0 ? true : undefined}>
            <td className="admin-break">{feed.url}</td>
            <td>{feed.lang}</td>
            <td>{feed.lastFetchAt ? formatWhen(feed.lastFetchAt, i18n.language) : t('admin.feeds.never')}</td>
            <td className={feed.lastError ? 'admin-error-text' : undefined}>{feed.lastError ?? t('admin.common.none')}</td>
            <td className="admin-number">{feed.failures}</td>
            <td className="admin-number">{feed.items}</td>
          </tr>
        )}
      />
    </AdminSection>
  );
}
