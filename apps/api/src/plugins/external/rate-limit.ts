// Rate limits (issue 2 §2): every /api route is limited per IP by RATE_LIMIT_MAX per RATE_LIMIT_WINDOW unless it opts
// out (health) or sets its own `config.rateLimit` (pre-registration). Static files and the SPA are not limited.
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { RateLimitedError } from '../app/errors';

export default fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimit.max,
      timeWindow: config.rateLimit.windowMs,
      allowList: (request) => !request.url.startsWith('/api/'),
      errorResponseBuilder: (_request, context) => new RateLimitedError(context.after),
    });
  },
  { name: 'rate-limit' },
);
