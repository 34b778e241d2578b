// Echoes the request id (generated per request, see src/logger.ts) as `x-request-id`, so a caller can quote it
// and the matching log lines can be found.
import fp from 'fastify-plugin';

export default fp(
  (app, _options, done) => {
    // Callback style: an async hook costs a promise per request on the hottest path (/api/health is benchmarked).
    app.addHook('onRequest', (request, reply, next) => {
      reply.header('x-request-id', request.id);
      next();
    });
    done();
  },
  { name: 'request-id' },
);
