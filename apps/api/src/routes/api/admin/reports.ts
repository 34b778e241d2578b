// The chat's feedback reports (issue 13 §4; spec §3 "Feedback report"), newest first, for the team to read.
import { AdminPageQuerySchema, AdminReportListResponseSchema } from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { listReports } from '../../../repositories/admin-views';
import { ADMIN_TAGS, adminErrors, adminSecurity } from './shared';

const reports: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Feedback reports from the chat, newest first (`messages`: the chat history length sent with it)',
        security: adminSecurity,
        querystring: AdminPageQuerySchema,
        response: { 200: AdminReportListResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ code: 200, data: { reports: await listReports(app.db, request.query) } }) as const,
  );
  done();
};
export default reports;
