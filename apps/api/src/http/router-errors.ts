// The router's own refusals (a malformed percent-encoding: 400 bad_url; an over-long path segment: 414 uri_too_long)
// reach Fastify's `frameworkErrors` before any hook runs, so the security headers, CORS and the request id that every
// other answer gets from `onRequest` hooks are set here (docs/reliability.md "Security headers and CORS"). The body is
// JSON whatever the path, so the API's header set applies; CORS is what every other answer gets for a simple request.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../plugins/app/errors';
import { type HeaderConfig, responseHeaders } from '../plugins/external/security-headers';

export function routerErrorHandler(
  config: HeaderConfig,
): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  const set = responseHeaders(config);
  return (error, request, reply) => {
    set(request, reply, true);
    sendError(error, request, reply);
  };
}
