// The chat's feedback reports (spec §3 "Feedback report"; docs/admin.md "Reports"): when, who, the category, what the
// user wrote, the page the chat was opened on and how many messages came with it; newest first.
import { useReports } from '../api/admin-records';
import { useAdminTexts } from '../hooks/use-admin-texts';
import { formatWhen, shortId } from '../utils/format';
import { AdminSection } from './admin-section';
import { AdminTable } from './admin-table';

export function ReportsSection() {
  const { t, i18n } = useAdminTexts();
  const reports = useReports();
  return (
    <AdminSection id="reports" heading={t('admin.reports.heading')}>
      <AdminTable
        query={reports}
        rows={(data) => data.reports}
        empty={t('admin.reports.empty')}
        columns={[
          { label: t('admin.reports.columns.at') },
          { label: t('admin.reports.columns.user') },
          { label: t('admin.reports.columns.category') },
          { label: t('admin.reports.columns.description') },
          { label: t('admin.reports.columns.route') },
          { label: t('admin.reports.columns.messages'), numeric: true },
        ]}
        row={(report) => (
          <tr key={report.id}>
            <td>{formatWhen(report.at, i18n.language)}</td>
            <td className="admin-mono" title={report.userId}>
              {shortId(report.userId)}
            </td>
            <td>{report.category}</td>
            <td className="admin-wrap">{report.description}</td>
            <td className="admin-mono">{report.route ?? t('admin.common.none')}</td>
            <td className="admin-number">{report.messages}</td>
          </tr>
        )}
      />
    </AdminSection>
  );
}
