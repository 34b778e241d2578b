// Which requests are API requests (issue 8 §1). The raw `request.url` cannot say: the router percent-decodes the
// path, so `/%61pi/user/auth/…` reaches the same route as `/api/user/auth/…` while its raw prefix is not `/api/`.
// The answer comes from the route the router matched, and for a request no API route matched (the not-found
// handler, the static files' wildcard) from the path decoded the way the router decodes it. The rate limits, the
// security headers and the not-found handler all ask here, so they agree with the router and with each other.
import type { FastifyRequest } from 'fastify';

export const API_PREFIX = '/api';

/** True for `/api` and any path under it (a route pattern or a decoded request path). */
export function isApiPath(path: string): boolean {
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

/**
 * The path part of a request target as find-my-way reads it: without query or fragment, percent-decoded with
 * `decodeURI` (reserved characters such as `%2F` stay encoded, `%25` stays `%25`). An invalid escape leaves the path
 * as it is; the router answers such a request 400 anyway.
 */
export function routedPath(url: string): string {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  if (!path.includes('%')) return path;
  try {
    return decodeURI(path.replaceAll('%25', '%2525'));
  } catch {
    return path;
  }
}

/**
 * The API path a request addresses: the pattern of the API route it matched (`/api/user/auth/:wallet`), else its
 * routed path when that is under /api (an unknown API route); null when it is no API request.
 */
export function apiPathOf(request: FastifyRequest): string | null {
  const route = request.routeOptions.url;
  if (route !== undefined && isApiPath(route)) return route;
  const path = routedPath(request.url);
  return isApiPath(path) ? path : null;
}

export const isApiRequest = (request: FastifyRequest): boolean => apiPathOf(request) !== null;
