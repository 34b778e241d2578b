// The chat's feedback report (issue 12 §1; spec §3 "Feedback report", §7 `POST /ai/report` "response read:
// report.id"). docs/agent-share-report.md "Reports".
import { AI_REPORTS_PER_HOUR, AiReportBodySchema, AiReportResponseSchema, ErrorBodySchema } from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../plugins/app/auth';
import { createReport } from '../../../services/agent/report';

const reports: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/report',
    {
      schema: {
        tags: ['ai'],
        summary: 'Report a problem with Agent K: stored with the chat, answers the report id shown to the user',
        description: `Each invalid field is named in the 400. 429 \`too_many_reports\` past ${AI_REPORTS_PER_HOUR} reports an hour per user.`,
        security: [{ bearerAuth: [] }],
        body: AiReportBodySchema,
        response: { 200: AiReportResponseSchema, 400: ErrorBodySchema, 403: ErrorBodySchema, 429: ErrorBodySchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const deps = { db: app.db, limiter: app.limiter, now: app.clock() };
      return { code: 200, data: { report: { id: await createReport(deps, authOf(request).user.id, request.body) } } } as const;
    },
  );
  done();
};
export default reports;
