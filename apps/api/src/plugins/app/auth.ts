// Authentication (docs/architecture.md "Security", docs/auth.md "Sessions"): `app.authenticate` is the preHandler of every
// signed-in route. It reads `Authorization: Bearer <token>`, loads the live session and its user, and answers 403 when
// the token is missing, unknown, idle too long or ended (the spec's client logs out on 403); `app.identify` reads it
// optionally on public routes (a bad token there is a visitor). Also owns the shared limiter (services/limits.ts) and
// the mailer the auth routes use. Sessions are read from the database on every request (never cached in the process),
// so a session ended through one API process is refused by every other at once.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionRow } from '../../repositories/sessions';
import type { UserRow } from '../../repositories/users';
import type { AuthDeps } from '../../services/auth/sign-in';
import { authenticateToken } from '../../services/auth/sessions';
import { createLimiter, type Limiter } from '../../services/limits';
import { REDIS_WARN_EVERY_MS, redisError, throttled } from './redis';
import { isAdmin } from '../../services/admin/roles';
import { createMailer, type Mailer } from '../../services/mailer';
import { HttpError } from './errors';

export interface AuthContext {
  session: SessionRow;
  user: UserRow;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler after `authenticate` on admin routes: 403 `forbidden` unless the caller is an admin (issue 13 §4). */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler of public routes that personalise their answer when a session is sent (a poll's `myBallot`): a live
     * bearer fills `request.auth`; a missing, invalid or expired one leaves it null, so the caller is served as a
     * visitor rather than refused (a stale token must not hide public content).
     */
    identify: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Database, config and the current time, as the auth services take them. */
    authDeps: () => AuthDeps;
    /** Counters shared by every process: failed codes, email sends, exchange attempts, challenges. */
    limiter: Limiter;
    mailer: Mailer;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{1,512})$/;

/** The signed-in caller of a route behind `app.authenticate`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new HttpError(403, 'forbidden', 'Authentication required');
  return request.auth;
}

export default fp(
  (app, _options, done) => {
    app.decorate('authDeps', () => ({ db: app.db, config: app.config, now: app.clock() }));
    const onRedisError = throttled(REDIS_WARN_EVERY_MS, (error) =>
      app.log.warn({ err: redisError(error) }, 'Redis unreachable: limits counted in the database meanwhile'),
    );
    app.decorate('limiter', createLimiter(app.db, app.redis, onRedisError));
    app.decorate('mailer', createMailer(app.config));
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (!header) throw new HttpError(403, 'forbidden', 'Authentication required');
      const token = BEARER.exec(header.trim())?.[1];
      const found = token ? await authenticateToken(app.authDeps(), token) : undefined;
      if (!found) throw new HttpError(403, 'forbidden', 'Invalid or expired session');
      request.auth = found;
    });
    app.decorate('identify', async (request: FastifyRequest) => {
      const token = BEARER.exec(request.headers.authorization?.trim() ?? '')?.[1];
      if (token) request.auth = (await authenticateToken(app.authDeps(), token)) ?? null;
    });
    app.decorate('requireAdmin', (request: FastifyRequest) =>
      isAdmin(app.config, authOf(request).user)
        ? Promise.resolve()
        : Promise.reject(new HttpError(403, 'forbidden', 'Admins only')),
    );
    done();
  },
  { name: 'auth', dependencies: ['database', 'clock', 'redis'] },
);
