// The audit log (issue 13 §4; docs/admin.md "Audit log"): every change made in the console, newest first — who
// (the admin's wallet), what (quest.create, poll.archive, user.role…), on which record, when, and the fields it
// changed as before → after, with the full records as JSON one click away.
import { useAuditLog } from '../api/admin-records';
import { useAdminTexts } from '../hooks/use-admin-texts';
import { auditChanges } from '../utils/audit-diff';
import { formatWhen, shortId } from '../utils/format';
import { AdminSection } from './admin-section';
import { QueryState } from './query-state';

export function AuditSection() {
  const { t, i18n } = useAdminTexts();
  const audit = useAuditLog();
  return (
    <AdminSection id="audit" heading={t('admin.audit.heading')}>
      <QueryState query={audit}>
        {({ entries }) =>
          entries.length === 0 ? (
            <p className="muted">{t('admin.audit.empty')}</p>
          ) : (
            <ol className="admin-audit">
              {entries.map((entry) => {
                const changes = auditChanges(entry.before, entry.after);
                return (
                  <li key={entry.id} className="admin-audit-entry" data-testid="audit-entry">
                    <p className="admin-audit-head">
                      <span className="admin-strong admin-mono">{entry.action}</span>
                      <span>
                        {entry.targetType} <span className="admin-mono">{entry.targetId}</span>
                      </span>
                      <span className="muted admin-mono" title={entry.actorId}>
                        {shortId(entry.actorId)}
                      </span>
                      <time dateTime={entry.at} className="muted">
                        {formatWhen(entry.at, i18n.language)}
                      </time>
                    </p>
                    {changes.length === 0 ? (
                      <p className="muted">{t('admin.audit.noChange')}</p>
                    ) : (
                      <div className="admin-table-wrap">
                        <table className="admin-table admin-diff">
                          <thead>
                            <tr>
                              <th scope="col">{t('admin.audit.field')}</th>
                              <th scope="col">{t('admin.audit.before')}</th>
                              <th scope="col">{t('admin.audit.after')}</th>
                            </tr>
                          </thead>
                          <tbody>
                            {changes.map((change) => (
                              <tr key={change.path}>
                                <th scope="row" className="admin-mono">
                                  {change.path}
                                </th>
                                <td className="admin-mono admin-diff-old">{change.before ?? t('admin.common.none')}</td>
                                <td className="admin-mono admin-diff-new">{change.after ?? t('admin.common.none')}</td>
                              </tr>
                            ))}
                          </tbody>
                        </table>
                      </div>
                    )}
                    <details>
                      <summary>{t('admin.audit.json')}</summary>
                      <pre className="admin-json">{JSON.stringify({ before: entry.before, after: entry.after }, null, 2)}</pre>
                    </details>
                  </li>
                );
              })}
            </ol>
          )
        }
      </QueryState>
    </AdminSection>
  );
}
