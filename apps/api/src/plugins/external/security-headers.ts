// Security headers with a strict Content-Security-Policy that still lets the SPA and the docs UI run (issue 2 §2).
// Documents (the SPA, its files, the docs UI) get helmet's full set; JSON responses under /api get the set OWASP's
// REST guidance names for APIs: nothing may load or frame them (`default-src 'none'; frame-ancestors 'none'`),
// nosniff, HSTS, no referrer, same-origin resource policy. Document-only headers would be bytes without effect.
// Directives are listed in full (no helmet defaults) so nothing like upgrade-insecure-requests breaks plain-http
// local use. The SPA needs no inline script or style: Vite emits files, react-toastify's CSS is imported as a file.
//
// Why helmet itself and not @fastify/helmet: the plugin rebuilds helmet's middleware from its options on every
// request, which measured +33 µs of CPU per request (Fastify alone: 24 µs; bare Node: 19 µs) and put /api/health
// at a third of a bare server's throughput (docs/architecture.md "Performance budgets": >= 70%). Our policy uses no
// nonces, so helmet's headers are the same for every response: they are computed once by helmet at start and set
// by one synchronous hook (+2 to 6 µs).
// WalletConnect (issue 3 §2): when VITE_WALLETCONNECT_PROJECT_ID is set, the page may open a WebSocket to the relay's
// origin, and to nothing else of WalletConnect's (the web app turns Verify and telemetry off; ADR 0005).
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../../config';
import { apiPathOf } from '../../http/api-scope';
import { DOCS_PREFIX } from './swagger';

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/** JSON has no sub-resources and must never be framed. */
export const API_CONTENT_SECURITY_POLICY = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

type HelmetOptions = NonNullable<Parameters<typeof helmet>[0]>;

/** The headers helmet sets for `options`, read from a response it was applied to once. */
function headersFor(options: HelmetOptions): Readonly<Record<string, string>> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  // helmet 8 throws on invalid options itself; `next` is only called to continue the chain.
  const noop = () => undefined;
  helmet(options)(request, response, noop);
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

/**
 * The documents' policy: CONTENT_SECURITY_POLICY, with the WalletConnect relay in connect-src when it is offered and
 * the NFT tools host in img-src when one is configured.
 */
export function documentPolicy(
  walletConnectRelayOrigin: string | null = null,
  nftImageHost: string | null = null,
): typeof CONTENT_SECURITY_POLICY {
  return {
    ...CONTENT_SECURITY_POLICY,
    'connect-src': [...CONTENT_SECURITY_POLICY['connect-src'], ...(walletConnectRelayOrigin ? [walletConnectRelayOrigin] : [])],
    'img-src': [...CONTENT_SECURITY_POLICY['img-src'], ...(nftImageHost ? [nftImageHost] : [])],
  };
}

export function securityHeaders(
  walletConnectRelayOrigin: string | null = null,
  nftImageHost: string | null = null,
): {
  document: Readonly<Record<string, string>>;
  api: Readonly<Record<string, string>>;
} {
  return {
    document: headersFor({
      contentSecurityPolicy: { useDefaults: false, directives: documentPolicy(walletConnectRelayOrigin, nftImageHost) },
    }),
    api: headersFor({
      contentSecurityPolicy: { useDefaults: false, directives: API_CONTENT_SECURITY_POLICY },
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
  };
}

/** API responses except the docs UI, which is a document; decided from the route reached, not the raw URL. */
function isApiResponse(request: FastifyRequest): boolean {
  const path = apiPathOf(request);
  return path !== null && path !== DOCS_PREFIX && !path.startsWith(`${DOCS_PREFIX}/`);
}

export type HeaderConfig = Pick<Config, 'corsOrigins' | 'walletConnectRelayOrigin' | 'nftImageHost'>;

/**
 * Sets a response's own headers: the security set (the API's or the documents'), the request id (src/logger.ts), so a
 * caller can quote it and the matching log lines can be found, and CORS for a simple request — the allowed `Origin`
 * reflected, `Vary: Origin` on every answer (https://fetch.spec.whatwg.org/#cors-protocol-and-http-caches), nothing
 * for a foreign origin. One function for the hook below and the router's own refusals (http/router-errors.ts).
 */
export function responseHeaders(config: HeaderConfig): (request: FastifyRequest, reply: FastifyReply, api: boolean) => void {
  const sets = securityHeaders(config.walletConnectRelayOrigin, config.nftImageHost);
  const api = { ...sets.api, vary: 'Origin' };
  const document = { ...sets.document, vary: 'Origin' };
  const allowed = new Set(config.corsOrigins);
  return (request, reply, isApi) => {
    reply.headers(isApi ? api : document).header('x-request-id', request.id);
    const origin = request.headers.origin;
    if (origin !== undefined && allowed.has(origin)) reply.header('access-control-allow-origin', origin);
  };
}

export default fp<{ config: HeaderConfig }>(
  (app, { config }, done) => {
    const set = responseHeaders(config);
    // One hook for every response's own headers, CORS included (the preflight is a route: plugins/external/cors.ts).
    // Callback style and one hook: /api/health is benchmarked against a bare Node server, and each hook, each promise
    // and each per-request options object showed in its profile (docs/performance.md).
    app.addHook('onRequest', (request, reply, next) => {
      set(request, reply, isApiResponse(request));
      next();
    });
    done();
  },
  { name: 'security-headers' },
);
