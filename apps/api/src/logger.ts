// The Fastify logger: pino options, request ids, redaction (issue 2 §2 "secrets never logged") and the request log
// lines: one `request completed` line per request at info (method, path — never the query string, which can hold a
// one-time code or search text —, status, time); the `incoming request` line only at debug; routes marked `config.quietLogs` (health, polled by load balancers) only at debug.
// Redaction runs on every logged object: any key naming a secret (authorization, cookie, *secret*, password,
// api key, private key, access/refresh/session token) has its value replaced, at any depth, before the line is written;
// any error in it is first made safe (logger-errors.ts: a database error never carries its statement's values).
import { randomUUID } from 'node:crypto';
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { Config } from './config';
import { safeMessage, scrubError } from './logger-errors';

export const REDACTED = '[redacted]';
const SECRET_KEY = /authorization|cookie|secret|passw(or)?d|api[-_]?key|private[-_]?key|(access|refresh|session)[-_]?token/i;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A copy of `value` with secret-named keys censored and errors made safe; other class instances pass untouched. */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (depth > 6) return value;
  if (value instanceof Error) return scrubError(value);
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = SECRET_KEY.test(key) ? REDACTED : redactSecrets(item, depth + 1);
  return out;
}

/** Fastify's logger options object (pino's options plus Fastify's). */
export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * A log call's arguments with a safe message when the call gave an error and no message of its own (`log.error(err)`,
 * `log.error({ err })`), or passed the error's message (as Fastify does): pino would write the error's raw message.
 */
function withSafeMessage(args: unknown[]): unknown[] {
  const [first, message, ...rest] = args;
  const error = first instanceof Error ? first : isPlainObject(first) && first.err instanceof Error ? first.err : undefined;
  if (!error || (typeof message === 'string' && message !== error.message)) return args;
  return [first instanceof Error ? { err: first } : first, safeMessage(error), ...rest];
}

export function loggerOptions(config: Pick<Config, 'logLevel'>, stream?: LoggerOptions['stream']): LoggerOptions {
  return {
    level: config.logLevel,
    // Fastify's request serializer logs no headers; these paths guard custom `{ req }` logs that carry them.
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: REDACTED },
    formatters: { log: (object) => redactSecrets(object) as Record<string, unknown> },
    hooks: {
      logMethod(args, method) {
        method.apply(this, withSafeMessage(args) as Parameters<typeof method>);
      },
    },
    ...(stream ? { stream } : {}),
  };
}

/** Every request gets a random id (incoming x-request-id headers are not trusted); it is echoed as `x-request-id`. */
export const genReqId = (): string => randomUUID();

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger (its lines carry the request id), made on its first written line: a request that writes none —
 * `/api/health` at info, most requests at warn — builds no pino child, which Fastify would otherwise make for each.
 */
class RequestLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}
  private get made(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings, this.options));
  }
  get level(): string {
    return this.#made?.level ?? this.options?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.made.level = level;
  }
  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.made.child(bindings, options);
  }
  declare fatal: FastifyBaseLogger['fatal'];
  declare error: FastifyBaseLogger['error'];
  declare warn: FastifyBaseLogger['warn'];
  declare info: FastifyBaseLogger['info'];
  declare debug: FastifyBaseLogger['debug'];
  declare trace: FastifyBaseLogger['trace'];
  declare silent: FastifyBaseLogger['silent'];
  /** Writes a line at `level` when the level is on, making the child then. */
  write(level: Level, args: unknown[]): void {
    if (logs(this, level)) Reflect.apply(this.made[level], this.made, args);
  }
}
// The line methods live on the prototype: nothing is made per request but the object itself.
for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const)
  Object.defineProperty(RequestLogger.prototype, level, {
    value(this: RequestLogger, ...args: unknown[]) {
      this.write(level, args);
    },
  });
Object.defineProperty(RequestLogger.prototype, 'silent', { value: () => undefined });

/** Fastify's `childLoggerFactory`: the request's logger, made when it first writes. */
export const requestLogger = (parent: FastifyBaseLogger, bindings: Bindings, options: ChildOptions): FastifyBaseLogger =>
  new RequestLogger(parent, bindings, options);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Log this route's requests at debug level only. */
    quietLogs?: boolean;
  }
}

/**
 * The request's path without its query string: a query carries values (a one-time email code, search text) that no
 * log line may hold (docs/operations.md "Logs").
 */
export function loggedPath(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** pino's levels; a logger writes a level when its own is at or below it. */
const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };
const logs = (log: FastifyBaseLogger, level: string) => (LEVELS[log.level] ?? Infinity) <= (LEVELS[level] ?? 0);

export class AppLogController extends LogController {
  // Each line is built only when its level is on: /api/health's requests (quietLogs) build nothing at info.
  override incomingRequest(request: FastifyRequest): void {
    if (!logs(request.log, 'debug')) return;
    const req = { method: request.method, url: loggedPath(request.url), hostname: request.hostname, remoteAddress: request.ip };
    request.log.debug({ req }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const level = error ? 'error' : request.routeOptions.config.quietLogs ? 'debug' : 'info';
    if (!logs(reply.log, level)) return;
    const line = {
      req: { method: request.method, url: loggedPath(request.url) },
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (request.routeOptions.config.quietLogs) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
