// The signed-in user's sessions and Magic Konnect link (spec §7 "/me/get-link", issue 3 §1 "/account" sessions list).
// Registered inside routes/api/me, so `app.authenticate` already guards every route.
import {
  ErrorBodySchema,
  LoginLinkResponseSchema,
  LogoutResponseSchema,
  SessionParamsSchema,
  SessionsResponseSchema,
} from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../plugins/app/auth';
import { HttpError } from '../../../plugins/app/errors';
import { endSessions, listLiveSessions } from '../../../repositories/sessions';
import { createLoginLink } from '../../../services/auth/login-codes';
import { idleCutoff } from '../../../services/auth/sessions';

const TAGS = ['me'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBodySchema, 403: ErrorBodySchema };

const sessions: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/get-link',
    {
      schema: {
        tags: TAGS,
        summary: 'A 14-character login code for a phone, valid 115 s',
        security,
        response: { 200: LoginLinkResponseSchema, ...errors },
      },
    },
    async (request) => ({ code: 200, data: await createLoginLink(app.authDeps(), authOf(request).session) }) as const,
  );

  app.get(
    '/sessions',
    {
      schema: {
        tags: TAGS,
        summary: 'The live sessions of the user',
        security,
        response: { 200: SessionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user, session: current } = authOf(request);
      const rows = await listLiveSessions(app.db, user.id, idleCutoff(app.authDeps()));
      const data = rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        device: row.device,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === current.id,
      }));
      return { code: 200, data } as const;
    },
  );

  app.delete(
    '/sessions/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'End one of the user’s sessions',
        security,
        params: SessionParamsSchema,
        response: { 200: LogoutResponseSchema, 404: ErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const ended = await endSessions(app.db, authOf(request).user.id, app.clock(), request.params.id);
      if (ended === 0) throw new HttpError(404, 'not_found', 'No such live session');
      return { code: 200, data: { ended } } as const;
    },
  );

  app.delete(
    '/session',
    {
      schema: { tags: TAGS, summary: 'Log out this device', security, response: { 200: LogoutResponseSchema, ...errors } },
    },
    async (request) => {
      const { user, session } = authOf(request);
      return { code: 200, data: { ended: await endSessions(app.db, user.id, app.clock(), session.id) } } as const;
    },
  );
  done();
};
export default sessions;
