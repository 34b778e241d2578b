// GET /api/metrics (issue 15 §1; docs/operations.md "Metrics"): the Prometheus text format of this process's
// registry, for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>` (401 without it, 403 with another token,
// compared in constant time). Without METRICS_TOKEN the route is not registered: 404 like any unknown path. Outside
// the rate limits and logged at debug, like health: a scraper polls it every few seconds.
import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorBodySchema } from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../../plugins/app/errors';

const BEARER = /^Bearer\s+(\S+)$/i;
const digest = (value: string) => createHash('sha256').update(value).digest();

const metrics: FastifyPluginCallbackZod = (app, _options, done) => {
  const token = app.config.metricsToken;
  const { render, contentType } = app.metrics;
  if (token === null || render === null) return done();
  const expected = digest(token);

  app.get(
    '',
    {
      schema: {
        tags: ['system'],
        summary: 'Prometheus metrics (only with METRICS_TOKEN), in the text exposition format',
        description:
          'Requests by route and status, request latency, background job runs, provider errors, kredits and process metrics.',
        response: {
          200: z.string().describe('text/plain; version=0.0.4: the Prometheus text exposition format'),
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
      config: { rateLimit: false, quietLogs: true, readsNoInput: true },
      onRequest: (request, reply, next) => {
        const given = BEARER.exec(request.headers.authorization?.trim() ?? '')?.[1];
        if (given === undefined) {
          void reply.header('www-authenticate', 'Bearer');
          return next(new HttpError(401, 'unauthorized', 'Metrics need Authorization: Bearer <METRICS_TOKEN>'));
        }
        // Hashes have equal lengths, so the comparison's time says nothing about the token.
        if (!timingSafeEqual(digest(given), expected)) return next(new HttpError(403, 'forbidden', 'Wrong metrics token'));
        next();
      },
    },
    async (_request, reply) => {
      // A text content type: Fastify sends the string as it is (the JSON serializer is for JSON types only).
      const text = await render();
      return reply.header('cache-control', 'no-store').type(contentType).send(text);
    },
  );
  done();
};
export default metrics;
