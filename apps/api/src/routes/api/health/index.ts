// GET /api/health (issue 2 §2): liveness, database kind, version and demo flag. Kept cheap: it is benchmarked
// against a bare Node http server (docs/architecture.md "Performance budgets") and polled by load balancers, so it makes
// no database round-trip, its body (constant for the life of the process) is validated and serialised once at
// start, and its requests are logged at debug level only.
// GET /api/health/ready (issue 15 §1; docs/operations.md "Readiness"): 200 when the database answers, every migration
// is applied and Redis (when configured) answers; else 503 `not_ready` with the checks. Requests arriving while a check
// runs share it, so a burst of probes costs one round of queries.
import { HealthResponseSchema, NotReadyBodySchema, type ReadinessChecks, ReadinessResponseSchema } from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { MIGRATIONS_DIR } from '../../../paths';
import { checkReadiness, isReady, migrationJournal } from '../../../services/readiness';
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
      config: { rateLimit: false, quietLogs: true, readsNoInput: true },
    },
    (_request, reply) => {
      reply.serializer(serialize).send(body);
    },
  );

  const journal = migrationJournal(MIGRATIONS_DIR);
  let running: Promise<ReadinessChecks> | null = null;
  const check = () =>
    (running ??= checkReadiness({
      db: app.db,
      journal,
      redis: app.redis,
      onError: (name, error) => app.log.warn({ check: name, err: error }, 'readiness check failed'),
    }).finally(() => {
      running = null;
    }));
  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: database reachable, migrations applied, Redis reachable when configured',
        response: { 200: ReadinessResponseSchema, 503: NotReadyBodySchema },
      },
      config: { rateLimit: false, quietLogs: true, readsNoInput: true },
    },
    async (_request, reply) => {
      const checks = await check();
      if (isReady(checks)) return { code: 200, data: { status: 'ready', checks } } as const;
      const failed = Object.entries(checks)
        .filter(([, result]) => !result.ok)
        .map(([name]) => name);
      return reply.code(503).send({ code: 503, error: 'not_ready', message: `Not ready: ${failed.join(', ')}`, checks });
    },
  );
  done();
};
export default health;
