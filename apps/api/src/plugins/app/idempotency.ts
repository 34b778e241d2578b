// Idempotent retries (docs/api.md "Idempotent retries"; the IETF httpapi "Idempotency-Key HTTP Header Field" draft, as
// Stripe applies it): a route opts in with `config: { idempotent: true }`; a signed-in caller may then send
// `Idempotency-Key`. The first request with a key claims it (`pending`, one atomic upsert shared by every process) and
// its answer is recorded (`done`); a retry with the same key, operation and body is answered the recorded status and
// body with `Idempotent-Replayed: true` and runs nothing. A duplicate while the first runs gets 409
// `idempotency_in_progress`; the key on another operation or with another body 422 `idempotency_key_reused`. 5xx and
// 429 answers are not recorded (the key is released: a retry runs again). Keys last IDEMPOTENCY_KEY_TTL_MS; a
// `pending` untouched for IDEMPOTENCY_STALE_MS (its process crashed) is taken over by the next retry.
//
// A streamed answer (the chat) is recorded as the full text the client received once the stream has ended; the
// stream's end waits for the record, so a retry after the answer always finds it. A stream cut before its end (the
// client went away, the process stopped) releases the key. The route names the extra headers a replay repeats
// (`x-chat-id`); content-type and cache-control are always kept.
import { createHash } from 'node:crypto';
import { pipeline, Readable, Transform } from 'node:stream';
import { ErrorBodySchema, IDEMPOTENT_REPLAYED_HEADER, IdempotencyHeadersSchema } from '@k3/shared';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { claimKey, completeKey, deleteExpiredKeys, findKey, releaseKey } from '../../repositories/idempotency';
import { HttpError } from './errors';

/** How long a key is remembered (the draft's "expiry"; Stripe's 24 hours). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A `pending` key untouched for this long belongs to a process that died mid-request: a retry takes it over. Longer than
 * any request runs (a chat answer with its tool rounds stays well under it), so a live request is never taken over.
 */
export const IDEMPOTENCY_STALE_MS = 5 * 60 * 1000;
/** Expired keys are swept at most this often, by whichever claim comes first. */
const SWEEP_EVERY_MS = 60_000;
/** Headers every replay repeats, besides those the route names. */
const REPLAYED_HEADERS = ['content-type', 'cache-control'];

export type IdempotentRouteConfig = true | { replayHeaders: readonly string[] };

interface OwnedKey {
  userId: string;
  key: string;
  createdAt: Date;
  replayHeaders: readonly string[];
}

/** What a `done` record holds in `response`: the answer's headers to repeat and its body, as sent. */
interface RecordedAnswer {
  headers: Record<string, string>;
  body: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Accept `Idempotency-Key` on this route (plugins/app/idempotency.ts). */
    idempotent?: IdempotentRouteConfig;
  }
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed and must record its answer under; null otherwise. */
    idempotencyKey: OwnedKey | null;
  }
}

/** JSON with object keys sorted, so the same request hashes the same whatever the order its client wrote. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The request's fingerprint: its path parameters, query and body as validated. */
function requestHashOf(request: FastifyRequest): string {
  const fingerprint = canonicalJson({ params: request.params, query: request.query, body: request.body ?? null });
  return createHash('sha256').update(fingerprint).digest('hex');
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function isStream(payload: unknown): payload is Readable {
  return payload instanceof Readable;
}

function headersToReplay(reply: FastifyReply, names: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of [...REPLAYED_HEADERS, ...names]) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
}

function replay(reply: FastifyReply, statusCode: number, response: string | null): FastifyReply {
  const recorded = JSON.parse(response ?? '{"headers":{},"body":""}') as RecordedAnswer;
  return reply
    .code(statusCode)
    .headers(recorded.headers)
    .header(IDEMPOTENT_REPLAYED_HEADER.toLowerCase(), 'true')
    .send(recorded.body);
}

export default fp(
  (app, _options, done) => {
    let lastSweep = 0;
    const sweep = async (now: Date): Promise<void> => {
      if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return;
      lastSweep = now.getTime();
      await deleteExpiredKeys(app.db, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS));
    };

    const claim = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
      const key = request.headers['idempotency-key'];
      // Keys are scoped to the signed-in user; the opted-in routes all authenticate before this runs.
      if (typeof key !== 'string' || !request.auth) return undefined;
      const config = request.routeOptions.config.idempotent;
      const userId = request.auth.user.id;
      const scope = `${request.method} ${request.routeOptions.url ?? request.url}`;
      const requestHash = requestHashOf(request);
      const now = app.clock();
      await sweep(now);
      // A record released between the claim and the read (its request failed) is claimed again on the next turn.
      for (let attempt = 0; attempt < 3; attempt++) {
        const claimed = await claimKey(app.db, {
          userId,
          key,
          scope,
          requestHash,
          now,
          expiredBefore: new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS),
          staleBefore: new Date(now.getTime() - IDEMPOTENCY_STALE_MS),
        });
        if (claimed) {
          const replayHeaders = typeof config === 'object' ? config.replayHeaders : [];
          request.idempotencyKey = { userId, key, createdAt: now, replayHeaders };
          return undefined;
        }
        const row = await findKey(app.db, userId, key);
        if (!row) continue;
        if (row.scope !== scope || row.requestHash !== requestHash) {
          throw new HttpError(
            422,
            'idempotency_key_reused',
            'This Idempotency-Key was already used for another request: send a new key for a new request',
          );
        }
        if (row.state === 'done' && row.statusCode !== null) return replay(reply, row.statusCode, row.response);
        break;
      }
      throw new HttpError(
        409,
        'idempotency_in_progress',
        'A request with this Idempotency-Key is still being processed: retry once it has finished',
      );
    };

    const record = async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
      const owned = request.idempotencyKey;
      if (!owned) return payload;
      request.idempotencyKey = null;
      const release = () =>
        releaseKey(app.db, owned).catch((error: unknown) => request.log.warn({ err: error }, 'idempotency key not released'));
      if (reply.statusCode >= 500 || reply.statusCode === 429) {
        await release();
        return payload;
      }
      const store = (body: string) =>
        completeKey(app.db, owned, {
          statusCode: reply.statusCode,
          response: JSON.stringify({ headers: headersToReplay(reply, owned.replayHeaders), body } satisfies RecordedAnswer),
          now: app.clock(),
        }).catch((error: unknown) => request.log.warn({ err: error }, 'idempotent answer not recorded'));
      if (isStream(payload)) return recordingStream(payload, store, release);
      await store(typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '');
      return payload;
    };

    app.decorateRequest('idempotencyKey', null);
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.config?.idempotent) return;
      // The header is declared (and validated: 400 naming it) on each opted-in operation of the OpenAPI document.
      const response = route.schema?.response as Record<number, unknown> | undefined;
      route.schema = {
        ...route.schema,
        headers: IdempotencyHeadersSchema,
        ...(response ? { response: { ...response, 409: ErrorBodySchema, 422: ErrorBodySchema } } : {}),
      };
      route.preHandler = [...asArray(route.preHandler), claim];
      route.onSend = [...asArray(route.onSend), record];
    });
    done();
  },
  { name: 'idempotency', dependencies: ['database', 'clock', 'auth', 'errors'] },
);

/**
 * `source` passed through unchanged while its bytes are kept; at its end `store` records them before the stream ends
 * (so the client sees the end only once the answer is recorded). Cut before the end, `release` frees the key.
 */
function recordingStream(source: Readable, store: (body: string) => Promise<void>, release: () => Promise<void>): Readable {
  const chunks: Buffer[] = [];
  let ended = false;
  const recorder = new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      callback(null, chunk);
    },
    flush(callback) {
      ended = true;
      void store(Buffer.concat(chunks).toString('utf8')).then(() => callback());
    },
  });
  recorder.once('close', () => {
    if (!ended) void release();
  });
  // Destroying the recorder (the client went away) destroys the source too, so the route's generator still finishes.
  return pipeline(source, recorder, () => undefined);
}
