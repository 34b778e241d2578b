// The Fastify logger: pino options, request ids, redaction (issue 2 §2 "secrets never logged") and the request log
// lines: one `request completed` line per request at info (method, url, status, time); the `incoming request` line
// only at debug; routes marked `config.quietLogs` (health, polled by load balancers) only at debug.
// Redaction runs on every logged object: any key naming a secret (authorization, cookie, *secret*, password,
// api key, private key, access/refresh/session token) has its value replaced, at any depth, before the line is written.
import { randomUUID } from 'node:crypto';
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from './config';

export const REDACTED = '[redacted]';
const SECRET_KEY = /authorization|cookie|secret|passw(or)?d|api[-_]?key|private[-_]?key|(access|refresh|session)[-_]?token/i;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A copy of `value` with secret-named keys censored. Errors and other class instances pass through untouched. */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (depth > 6) return value;
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = SECRET_KEY.test(key) ? REDACTED : redactSecrets(item, depth + 1);
  return out;
}

/** Fastify's logger options object (pino's options plus Fastify's). */
export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export function loggerOptions(config: Pick<Config, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    // Fastify's request serializer logs no headers; these paths guard custom `{ req }` logs that carry them.
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: REDACTED },
    formatters: { log: (object) => redactSecrets(object) as Record<string, unknown> },
  };
}

/** Every request gets a random id (incoming x-request-id headers are not trusted); it is echoed as `x-request-id`. */
export const genReqId = (): string => randomUUID();

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Log this route's requests at debug level only. */
    quietLogs?: boolean;
  }
}

export class AppLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      req: { method: request.method, url: request.url },
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (request.routeOptions.config.quietLogs) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
