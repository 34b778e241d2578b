// What of an error may be written to the logs (issue 22 §3, docs/operations.md "Logs"): a database error never carries
// the values its statement was given. Drizzle's DrizzleQueryError says `Failed query: <sql>\nparams: <values>` and
// holds `params`; PGlite's errors hold `params` and `query`, whose text may inline values (db/pglite-named.ts runs statements by EXECUTE with their values);
// PostgreSQL's `detail` ("Key (id)=(…) already exists"), `where` ("JSON data, line 1: …") and `hint` quote them, and
// so do its messages (`invalid input syntax for type uuid: "…"`). A database error is logged with its SQLSTATE,
// severity, the names of the schema objects involved and its stack; Drizzle's statement text (placeholders, never
// values); PostgreSQL's message with what it quotes masked. The logger applies this to every error it is given, before
// pino's own error serializer (logger.ts).
import { DrizzleQueryError } from 'drizzle-orm';

/** PostgreSQL's error fields that name things in the schema, never a value. */
const KEPT_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;
/** A statement's text is cut here: enough to recognise it. */
const QUERY_MAX = 500;
/** Causes are followed this deep; an error past it is logged as this notice, since it could be a database error. */
const DEPTH_MAX = 8;
const TOO_DEEP = 'error nested too deep to log';

type ErrorLike = Error & Record<string, unknown>;

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

/** An error from PostgreSQL or PGlite (SQLSTATE and severity), or Drizzle's wrapper around one. */
function isDatabaseError(error: ErrorLike): boolean {
  return error instanceof DrizzleQueryError || (typeof error.severity === 'string' && typeof error.code === 'string');
}

/** Everything from the first double quote to the last, which is where PostgreSQL puts values (and names). */
const maskQuoted = (message: string) => message.replace(/"[\s\S]*"/, '"…"');

/** The stack's frames without its header, which repeats the message; none when the header is not the message. */
function framesOf(error: ErrorLike): string {
  const header = `${error.name}: ${error.message}`;
  return typeof error.stack === 'string' && error.stack.startsWith(header) ? error.stack.slice(header.length) : '';
}

/** A copy of `error` with the same prototype (so the same type in the log) and these own properties. */
function copyOf(error: ErrorLike, properties: PropertyDescriptorMap): ErrorLike {
  return Object.create(Object.getPrototypeOf(error) as object, properties) as ErrorLike;
}

const hidden = (value: unknown): PropertyDescriptor => ({ value, enumerable: false, writable: true, configurable: true });

function databaseCopy(error: ErrorLike, cause: unknown): ErrorLike {
  const message =
    error instanceof DrizzleQueryError ? `Failed query: ${error.query.slice(0, QUERY_MAX)}` : maskQuoted(error.message);
  const properties: PropertyDescriptorMap = {
    message: hidden(message),
    stack: hidden(`${error.name}: ${message}${framesOf(error)}`),
  };
  if (cause !== undefined) properties.cause = hidden(cause);
  // Drizzle's wrapper has none of these fields: its cause (the driver's error) has them, and they belong on top.
  const driverError = isErrorLike(error.cause) ? error.cause : undefined;
  for (const field of KEPT_FIELDS) {
    const value = typeof error[field] === 'string' ? error[field] : driverError?.[field];
    if (typeof value === 'string') properties[field] = { ...hidden(value), enumerable: true };
  }
  return copyOf(error, properties);
}

/** An error's field (or list of errors, as AggregateError's `errors`) made safe; the same value when nothing changed. */
function scrubField(item: unknown, depth: number): unknown {
  if (!Array.isArray(item)) return scrubError(item, depth);
  const safe = item.map((entry) => scrubError(entry, depth));
  return safe.every((entry, i) => entry === item[i]) ? item : safe;
}

/** `value` with every database error in it (itself, its causes, its fields) made safe to log; the same when none. */
export function scrubError(value: unknown, depth = 0): unknown {
  if (!isErrorLike(value)) return value;
  if (depth > DEPTH_MAX) return new Error(TOO_DEEP);
  const cause = scrubError(value.cause, depth + 1);
  if (isDatabaseError(value)) return databaseCopy(value, cause);
  const changed: PropertyDescriptorMap = {};
  if (cause !== value.cause) changed.cause = hidden(cause);
  for (const key of new Set([...Object.keys(value), 'errors'])) {
    const safe = scrubField(value[key], depth + 1);
    if (safe !== value[key]) changed[key] = { ...Object.getOwnPropertyDescriptor(value, key), value: safe };
  }
  if (Object.keys(changed).length === 0) return value;
  return copyOf(value, { ...Object.getOwnPropertyDescriptors(value), ...changed });
}

/** The message to log for `error` when the call gave none (pino and Fastify would use the error's own message). */
export function safeMessage(error: Error): string {
  return (scrubError(error) as Error).message;
}
