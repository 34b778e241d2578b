// Authentication (docs/architecture.md "Security", docs/auth.md "Sessions"): `app.authenticate` is the preHandler of every
// signed-in route. It reads `Authorization: Bearer <token>`, loads the live session and its user, and answers 403 when
// the token is missing, unknown, idle too long or ended (the spec's client logs out on 403). Also owns the shared
// limiter (services/limits.ts) and the mailer the auth routes use.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionRow } from '../../repositories/sessions';
import type { UserRow } from '../../repositories/users';
import type { AuthDeps } from '../../services/auth/sign-in';
import { authenticateToken } from '../../services/auth/sessions';
import { DatabaseLimiter, type Limiter } from '../../services/limits';
import { createMailer, type Mailer } from '../../services/mailer';
import { HttpError } from './errors';

export interface AuthContext {
  session: SessionRow;
  user: UserRow;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
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
    app.decorate('limiter', new DatabaseLimiter(app.db));
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
    done();
  },
  { name: 'auth', dependencies: ['database', 'clock'] },
);
