// The background jobs' state (docs/operations.md "Jobs", docs/admin.md "Background jobs"): per job its period, status,
// last run (and the process that ran it), next run, runs, failures and last error, as the processes that run the
// jobs recorded them, so a job that stopped running or keeps failing is seen before users miss its data.
import type { AdminJob, JobStatus } from '@k3/shared';
import { useJobs } from '../api/admin-records';
import { useAdminTexts } from '../hooks/use-admin-texts';
import { formatPeriod, formatWhen } from '../utils/format';
import { AdminSection } from './admin-section';
import { AdminTable } from './admin-table';

function JobStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useAdminTexts();
  return <span className={`admin-badge admin-badge-job-${status}`}>{t(`admin.jobs.status.${status}`)}</span>;
}

function LastRun({ job }: { job: AdminJob }) {
  const { t, i18n } = useAdminTexts();
  const when =
    job.status === 'running' && job.lastStartedAt
      ? t('admin.jobs.inFlight', { when: formatWhen(job.lastStartedAt, i18n.language) })
      : job.lastFinishedAt
        ? formatWhen(job.lastFinishedAt, i18n.language)
        : t('admin.jobs.never');
  return (
    <>
      {when}
      {job.lastHolder && <div className="muted admin-break">{t('admin.jobs.by', { holder: job.lastHolder })}</div>}
    </>
  );
}

export function JobsSection() {
  const { t, i18n } = useAdminTexts();
  const jobs = useJobs();
  return (
    <AdminSection id="jobs" heading={t('admin.jobs.heading')}>
      <AdminTable
        query={jobs}
        rows={(data) => data.jobs}
        empty={t('admin.jobs.empty')}
        columns={[
          { label: t('admin.jobs.columns.name') },
          { label: t('admin.jobs.columns.status') },
          { label: t('admin.jobs.columns.lastRun') },
          { label: t('admin.jobs.columns.nextRun') },
          { label: t('admin.jobs.columns.runs'), numeric: true },
          { label: t('admin.jobs.columns.failures'), numeric: true },
          { label: t('admin.jobs.columns.lastError') },
        ]}
        row={(job) => (
          <tr key={job.name} data-failing={job.status === 'failed' ? true : undefined}>
            <td>
              <strong>{job.name}</strong>
              {job.everyMs !== null && (
                <div className="muted">{t('admin.jobs.every', { period: formatPeriod(job.everyMs, i18n.language) })}</div>
              )}
            </td>
            <td>
              <JobStatusBadge status={job.status} />
            </td>
            <td>
              <LastRun job={job} />
            </td>
            <td>{job.nextRunAt ? formatWhen(job.nextRunAt, i18n.language) : t('admin.common.none')}</td>
            <td className="admin-number">{job.runs}</td>
            <td className="admin-number">
              {job.failures}
              {job.consecutiveFailures > 0 && (
                <div className="muted">{t('admin.jobs.inARow', { count: job.consecutiveFailures })}</div>
              )}
            </td>
            <td className={job.lastError ? 'admin-error-text admin-break' : undefined}>
              {job.lastError ?? t('admin.common.none')}
            </td>
          </tr>
        )}
      />
    </AdminSection>
  );
}
