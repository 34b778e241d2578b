// The audit log (issue 13 §4 "every change is written to an audit log (who, what, before/after)"), newest first.
import { AdminPageQuerySchema, AuditListResponseSchema } from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { listAudit } from '../../../repositories/admin-audit';
import { ADMIN_TAGS, adminErrors, adminSecurity } from './shared';

const audit: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'The audit log, newest first: who changed what, with the record before and after',
        security: adminSecurity,
        querystring: AdminPageQuerySchema,
        response: { 200: AuditListResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ code: 200, data: { entries: await listAudit(app.db, request.query) } }) as const,
  );
  done();
};
export default audit;
