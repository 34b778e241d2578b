// The background jobs' state (docs/operations.md "Jobs", docs/admin.md): per job its period, status, last run, last
// success, last error, the process that ran it, next run and counters, as the processes that run jobs wrote them in
// job_states, so an API process shows the workers' jobs too.
import { AdminJobListResponseSchema, type AdminJob, JOB_STATUSES, type JobStatus } from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { type JobStateRow, listJobStates } from '../../../repositories/job-states';
import { ADMIN_TAGS, adminErrors, adminSecurity } from './shared';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const statusOf = (status: string): JobStatus =>
  (JOB_STATUSES as readonly string[]).includes(status) ? (status as JobStatus) : 'idle';

function toAdminJob(row: JobStateRow): AdminJob {
  return {
    name: row.name,
    everyMs: row.everyMs,
    status: statusOf(row.status),
    lastStartedAt: iso(row.lastStartedAt),
    lastFinishedAt: iso(row.lastFinishedAt),
    lastSuccessAt: iso(row.lastSuccessAt),
    lastError: row.lastError,
    lastHolder: row.lastHolder,
    nextRunAt: iso(row.nextRunAt),
    runs: row.runs,
    failures: row.failures,
    consecutiveFailures: row.consecutiveFailures,
  };
}

const jobs: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Each background job: status, last run, last success, last error, next run, runs and failures',
        description:
          'Written by whichever process runs the job (a worker, or the all-in-one process); a job appears once a process that runs jobs has started. `runs` counts the runs that ended; a run cut off by a crash is not counted, its retry is.',
        security: adminSecurity,
        response: { 200: AdminJobListResponseSchema, ...adminErrors },
      },
    },
    async () => ({ code: 200, data: { jobs: (await listJobStates(app.db)).map(toAdminJob) } }) as const,
  );
  done();
};
export default jobs;
