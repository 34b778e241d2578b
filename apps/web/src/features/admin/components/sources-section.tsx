// The outside sources' state (issue 31 §3; docs/admin.md "Outside sources"): per chain node, explorer, CoinGecko and
// news feed, its state, last answer, last error in full (secrets redacted) and when a rate-limited one may be called
// again, as the processes calling them recorded it. Users see a short form of it beside their figures.
import type { AdminSource } from '@k3/shared';
import { useSources } from '../api/admin-records';
import { useAdminTexts } from '../hooks/use-admin-texts';
import { formatWhen } from '../utils/format';
import { AdminSection } from './admin-section';
import { AdminTable } from './admin-table';

function SourceStateBadge({ state }: { state: AdminSource['state'] }) {
  const { t } = useAdminTexts();
  const tone = state === 'ok' ? 'ok' : state === 'failing' ? 'failed' : 'running';
  return <span className={`admin-badge admin-badge-job-${tone}`}>{t(`admin.sources.state.${state}`)}</span>;
}

export function SourcesSection() {
  const { t, i18n } = useAdminTexts();
  const sources = useSources();
  return (
    <AdminSection id="sources" heading={t('admin.sources.heading')}>
      <AdminTable
        query={sources}
        rows={(data) => data.sources}
        empty={t('admin.sources.empty')}
        columns={[
          { label: t('admin.sources.columns.source') },
          { label: t('admin.sources.columns.state') },
          { label: t('admin.sources.columns.lastOk') },
          { label: t('admin.sources.columns.lastError') },
          { label: t('admin.sources.columns.retry') },
        ]}
        row={(source) => (
          <tr key={source.source} data-failing={source.state === 'failing' ? true : undefined}>
            <td>
              <strong>{source.source}</strong>
              {source.chain && <div className="muted">{source.chain}</div>}
            </td>
            <td>
              <SourceStateBadge state={source.state} />
            </td>
            <td>{source.lastOkAt ? formatWhen(source.lastOkAt, i18n.language) : t('admin.common.none')}</td>
            <td className={source.lastError ? 'admin-error-text admin-break' : undefined}>
              {source.lastError ?? t('admin.common.none')}
              {source.lastErrorAt && <div className="muted">{formatWhen(source.lastErrorAt, i18n.language)}</div>}
            </td>
            <td>{source.retryAt ? formatWhen(source.retryAt, i18n.language) : t('admin.common.none')}</td>
          </tr>
        )}
      />
    </AdminSection>
  );
}
