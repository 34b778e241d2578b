// GET /api/me/demo-inbox (docs/auth.md "Demo inbox"): the signed-in user's last message, in demo mode without SMTP
// only; elsewhere the route is not registered (404). Registered inside routes/api/me, behind `app.authenticate`.
import { DemoInboxResponseSchema, ErrorBodySchema } from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../plugins/app/auth';
import { readDemoInbox } from '../../../services/demo-inbox';

const demoInbox: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/demo-inbox',
    {
      schema: {
        tags: ['me'],
        summary: 'Demo mode only: the last message mailed to the signed-in user (no email leaves a demo server)',
        security: [{ bearerAuth: [] }],
        response: { 200: DemoInboxResponseSchema, 403: ErrorBodySchema },
      },
    },
    async (request) => ({ code: 200, data: { message: await readDemoInbox(app.db, authOf(request).user.id) } }) as const,
  );
  done();
};
export default demoInbox;
