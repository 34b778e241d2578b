// Agent K usage per user and UTC day (issue 22 §4; docs/admin.md "Agent K usage"), with the daily ceiling per user the
// chat applies (AI_DAILY_TOKEN_LIMIT). Registered inside routes/api/admin, so it is for admins only.
import { AdminAiUsageListResponseSchema, AdminAiUsageQuerySchema } from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { aiUsageView } from '../../../services/admin/ai-usage';
import { ADMIN_TAGS, adminErrors, adminSecurity } from './shared';

const aiUsage: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Agent K prompts and tokens per user and UTC day, newest day first, with the daily ceiling per user',
        security: adminSecurity,
        querystring: AdminAiUsageQuerySchema,
        response: { 200: AdminAiUsageListResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const deps = { db: app.db, now: app.clock(), dailyTokenLimit: app.config.aiDailyTokenLimit };
      return { code: 200, data: await aiUsageView(deps, request.query) } as const;
    },
  );
  done();
};
export default aiUsage;
