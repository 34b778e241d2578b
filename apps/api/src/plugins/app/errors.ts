// The one error handler and the one not-found handler (docs/architecture.md "API conventions"): every failure is
// `{ code, error, message }` with the HTTP status; validation failures are 400 naming the field; nothing leaks a stack.
import type { ErrorBody } from '@k3/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isApiRequest } from '../../http/api-scope';
import { StopError } from '../../stop-signal';
import { STOPPING_BODY } from './lifecycle';

/** An error whose status, key and message are safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: string,
    message: string,
    /** Extra fields of the error body that ErrorBodySchema names (a quest's url, a cooldown's end, a refusal's reason). */
    readonly extra: Pick<ErrorBody, 'url' | 'nextAvailableAt' | 'field' | 'reason' | 'params'> = {},
  ) {
    super(message);
  }
}

export class RateLimitedError extends HttpError {
  constructor(retryAfter: string, extra: HttpError['extra'] = {}) {
    super(429, 'rate_limited', `Too many requests: retry in ${retryAfter}`, extra);
  }
}

/** Fastify's own 4xx errors, by code, mapped to stable keys and messages that need no internals. */
const FASTIFY_CLIENT_ERRORS: Record<string, { key: string; message?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { key: 'invalid_json', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    key: 'invalid_json',
    message: 'The request body is empty but its content-type is application/json',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { key: 'unsupported_media_type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { key: 'payload_too_large' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { key: 'bad_request' },
  // Raised by the router before any route or hook runs (they reach `sendError` through Fastify's frameworkErrors).
  FST_ERR_BAD_URL: { key: 'bad_url', message: 'The URL is malformed (an invalid percent-encoding)' },
  FST_ERR_MAX_PARAM_LENGTH: { key: 'uri_too_long', message: 'A path segment of the URL is too long' },
};

function body(code: number, error: string, message: string): ErrorBody {
  return { code, error, message };
}

/** "body.contact: contact must be …; body.page: Invalid option …" */
function validationMessage(error: FastifyError & { validation: { instancePath: string; message?: string }[] }): string {
  const context = error.validationContext ?? 'request';
  return error.validation
    .map((issue) => {
      const path = issue.instancePath.split('/').filter(Boolean).join('.');
      return `${path ? `${context}.${path}` : context}: ${issue.message ?? 'is invalid'}`;
    })
    .join('; ');
}

function toErrorBody(error: FastifyError, request: FastifyRequest): ErrorBody {
  if (hasZodFastifySchemaValidationErrors(error)) return body(400, 'validation_error', validationMessage(error));
  if (error instanceof HttpError) return { ...body(error.statusCode, error.key, error.message), ...error.extra };
  const known = FASTIFY_CLIENT_ERRORS[error.code];
  const status = error.statusCode ?? 500;
  if (known) return body(status, known.key, known.message ?? error.message);
  if (status >= 400 && status < 500) return body(status, 'bad_request', error.message);
  // Work cut by the stop (plugins/app/lifecycle.ts), whatever error its cut call surfaced as: the caller may retry.
  if (error instanceof StopError || request.server.lifecycle.signal.aborted) return { ...STOPPING_BODY };
  request.log.error({ err: error }, 'unhandled error');
  return body(500, 'internal_error', 'Something went wrong on our side; please try again later');
}

export function notFoundBody(request: FastifyRequest): ErrorBody {
  return body(404, 'not_found', `Route ${request.method} ${request.url.split('?')[0] ?? ''} not found`);
}

/** Answers `error` in the error shape: the app's error handler, and Fastify's `frameworkErrors` (app.ts). */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const errorBody = toErrorBody(error, request);
  reply.code(errorBody.code).type('application/json; charset=utf-8').send(errorBody);
}

export default fp(
  (app, _options, done) => {
    app.setErrorHandler(sendError);
    app.setNotFoundHandler((request, reply) => {
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      // The same test as the rate limits and headers: `/%61pi/unknown` is an unknown API route, not a page.
      if (isRead && !isApiRequest(request)) return app.spaFallback(request, reply);
      return reply.code(404).send(notFoundBody(request));
    });
    done();
  },
  { name: 'errors', dependencies: ['web-app'] },
);
