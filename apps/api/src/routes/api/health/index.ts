// GET /api/health (issue 2 §2): liveness, database kind, version and demo flag. Kept cheap: it is benchmarked
// against a bare Node http server (docs/architecture.md "Performance budgets") and polled by load balancers, so it makes
// no database round-trip, its body (constant for the life of the process) is validated and serialised once at
// start, and its requests are logged at debug level only.
import { HealthResponseSchema } from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../../../version';

const health: FastifyPluginCallbackZod = (app, _options, done) => {
  const body = HealthResponseSchema.parse({
    code: 200,
    data: { status: 'ok', db: app.dbKind, version: APP_VERSION, demo: app.config.isDemo },
  });
  const json = JSON.stringify(body);
  const serialize = () => json;
  app.get(
    '',
    {
      schema: { tags: ['system'], summary: 'Service health', response: { 200: HealthResponseSchema } },
      config: { rateLimit: false, quietLogs: true },
    },
    (_request, reply) => {
      reply.serializer(serialize).send(body);
    },
  );
  done();
};
export default health;
