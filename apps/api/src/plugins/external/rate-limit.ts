// Rate limits (issue 2 §2): every /api route is limited per IP by RATE_LIMIT_MAX per RATE_LIMIT_WINDOW unless it opts
// out (health) or sets its own `config.rateLimit` (pre-registration). Static files and the SPA are not limited.
// Whether a request is an API request is decided from the route it reached (http/api-scope.ts), never from the raw
// URL: `/%61pi/…` reaches the same route as `/api/…` and must spend the same budget (issue 8 §1). Every limit is
// keyed on `request.ip`, the client address as TRUST_PROXY lets Fastify resolve it.
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { isApiRequest } from '../../http/api-scope';
import { RateLimitedError } from '../app/errors';

export default fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimit.max,
      timeWindow: config.rateLimit.windowMs,
      allowList: (request) => !isApiRequest(request),
      errorResponseBuilder: (_request, context) => new RateLimitedError(context.after),
    });
  },
  { name: 'rate-limit' },
);
