// The router's own refusals (a malformed percent-encoding: 400 bad_url; an over-long path segment: 414 uri_too_long)
// reach Fastify's `frameworkErrors` before any hook runs, so the security headers, CORS and the request id that every
// other answer gets from `onRequest` hooks are set here (docs/reliability.md "Security headers and CORS"). The body is
// JSON whatever the path, so the API's header set applies; CORS is what @fastify/cors sends for a simple request.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { sendError } from '../plugins/app/errors';
import { securityHeaders } from '../plugins/external/security-headers';

type RouterErrorConfig = Pick<Config, 'corsOrigins' | 'walletConnectRelayOrigin' | 'nftImageHost'>;

export function routerErrorHandler(
  config: RouterErrorConfig,
): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  const headers = securityHeaders(config.walletConnectRelayOrigin, config.nftImageHost).api;
  const allowed = new Set(config.corsOrigins);
  return (error, request, reply) => {
    reply.headers(headers).header('x-request-id', request.id).header('vary', 'Origin');
    const origin = request.headers.origin;
    if (origin !== undefined && allowed.has(origin)) reply.header('access-control-allow-origin', origin);
    sendError(error, request, reply);
  };
}
