// Agent K usage (issue 22 §4; docs/admin.md "Agent K usage"): the daily ceiling per user (AI_DAILY_TOKEN_LIMIT), then
// per UTC day and user the prompts and tokens of the last days, newest day and largest spender first, a day that
// reached the ceiling marked — so an admin sees who spends what on the model, and who was stopped.
import { useAiUsage } from '../api/admin-usage';
import { useAdminTexts } from '../hooks/use-admin-texts';
import { shortId } from '../utils/format';
import { AdminSection } from './admin-section';
import { AdminTable } from './admin-table';

export function UsageSection() {
  const { t, i18n } = useAdminTexts();
  const usage = useAiUsage();
  const number = new Intl.NumberFormat(i18n.language);
  const limit = usage.data?.dailyTokenLimit;
  return (
    <AdminSection id="usage" heading={t('admin.usage.heading')}>
      {usage.data && (
        <p className="muted">
          {limit === null || limit === undefined
            ? t('admin.usage.noLimit')
            : t('admin.usage.limit', { count: limit, tokens: number.format(limit) })}
        </p>
      )}
      <AdminTable
        query={usage}
        rows={(data) => data.usage}
        empty={t('admin.usage.empty')}
        columns={[
          { label: t('admin.usage.columns.day') },
          { label: t('admin.usage.columns.user') },
          { label: t('admin.usage.columns.prompts'), numeric: true },
          { label: t('admin.usage.columns.promptTokens'), numeric: true },
          { label: t('admin.usage.columns.completionTokens'), numeric: true },
          { label: t('admin.usage.columns.total'), numeric: true },
          { label: t('admin.usage.columns.ceiling') },
        ]}
        row={(row) => (
          <tr key={`${row.day}:${row.userId}`}>
            <td>{row.day}</td>
            <td className="admin-mono" title={row.userId}>
              {shortId(row.userId)}
            </td>
            <td className="admin-number">{number.format(row.prompts)}</td>
            <td className="admin-number">{number.format(row.promptTokens)}</td>
            <td className="admin-number">{number.format(row.completionTokens)}</td>
            <td className="admin-number">{number.format(row.promptTokens + row.completionTokens)}</td>
            <td>{row.overLimit ? <span className="admin-badge admin-badge-job-failed">{t('admin.usage.reached')}</span> : ''}</td>
          </tr>
        )}
      />
    </AdminSection>
  );
}
