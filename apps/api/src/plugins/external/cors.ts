// CORS allowlist (issue 2 §2): only CORS_ORIGINS (default PUBLIC_ORIGIN) may call the API from a browser. A simple
// request's headers (the allowed origin reflected, Vary: Origin) are set with the security headers, in one hook
// (security-headers.ts); this plugin answers the preflight. It replaces @fastify/cors, whose per-request work (an
// options object, the Vary header parsed and rewritten, a callback per request) showed on /api/health's profile; the
// answers are the same, except that the allowed methods are the ones the API has (it answered GET, HEAD, POST only,
// so a cross-origin PUT or DELETE was refused by the browser).
import fp from 'fastify-plugin';
import type { Config } from '../../config';

/** The methods a cross-origin caller may use: every method a route of the API answers. */
export const CORS_METHODS = 'GET,HEAD,POST,PUT,PATCH,DELETE';

export default fp<{ config: Pick<Config, 'corsOrigins'> }>(
  async (app, { config }) => {
    const allowed = new Set(config.corsOrigins);
    // In a scope of its own whose one body parser reads nothing: a preflight has no body, and one sent anyway (any
    // type) is neither parsed nor refused in Fastify's own error shape. Registered after the error handler (app.ts), so
    // its refusal has the API's shape.
    await app.register((scope, _options, done) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, parsed) => parsed(null, undefined));
      scope.options('*', { schema: { hide: true }, config: { rateLimit: false, readsNoInput: true } }, (request, reply) => {
        const origin = request.headers.origin;
        const method = request.headers['access-control-request-method'];
        // A preflight names its origin and method (the Fetch standard); anything else is not one.
        if (!origin || !method) return reply.code(400).type('text/plain').send('Invalid Preflight Request');
        reply.header('vary', 'Origin, Access-Control-Request-Headers').header('access-control-allow-methods', CORS_METHODS);
        const headers = request.headers['access-control-request-headers'];
        if (headers !== undefined && allowed.has(origin)) reply.header('access-control-allow-headers', headers);
        return reply.code(204).header('content-length', '0').send();
      });
      done();
    });
  },
  { name: 'cors', dependencies: ['errors'] },
);
