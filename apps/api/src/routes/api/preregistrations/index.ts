// POST /api/preregistrations (issue 2 §5): stores an email or wallet for a teaser page; repeating it is harmless and
// answered the same (issue 8 §10). Rate-limited per IP by PREREGISTER_RATE_LIMIT per minute.
import { ErrorBodySchema, PreregistrationBodySchema, PreregistrationResponseSchema } from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { preregister } from '../../../services/preregistrations';

const preregistrations: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '',
    {
      schema: {
        tags: ['pre-registrations'],
        summary: 'Pre-register an email or wallet for a teaser page',
        body: PreregistrationBodySchema,
        response: { 200: PreregistrationResponseSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
      config: { rateLimit: { max: app.config.preregisterRateLimit, timeWindow: 60_000 } },
    },
    async (request) => ({ code: 200, data: await preregister(app.db, request.body) }) as const,
  );
  done();
};
export default preregistrations;
