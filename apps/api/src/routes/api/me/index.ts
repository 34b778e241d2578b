// The signed-in user's routes of spec §7: profile, username, email validation (issue 3 §1). Every route here sits
// behind `app.authenticate` (403 without a live session).
import {
  ErrorBodySchema,
  GeneralBodySchema,
  ShareRecordedResponseSchema,
  UserResponseSchema,
  ValidatedEmailResponseSchema,
  ValidateEmailBodySchema,
  ValidateEmailResponseSchema,
  ValidateQuerySchema,
} from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../plugins/app/auth';
import { HttpError } from '../../../plugins/app/errors';
import { recordShare, updateUsername } from '../../../repositories/users';
import { sendValidationEmail, validateEmailCode } from '../../../services/email-validation';
import { toUser, userPortfolio } from '../../../services/me';
import nfts from './nfts';
import portfolios from './portfolios';
import sessions from './sessions';

const TAGS = ['me'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBodySchema, 403: ErrorBodySchema };

const me: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '',
    { schema: { tags: TAGS, summary: 'The signed-in user', security, response: { 200: UserResponseSchema, ...errors } } },
    async (request) => {
      const { user } = authOf(request);
      return { code: 200, data: toUser(app.config, user, await userPortfolio(app.db, user.id)) } as const;
    },
  );

  app.put(
    '/general',
    {
      schema: {
        tags: TAGS,
        summary: 'Update the username',
        security,
        body: GeneralBodySchema,
        response: { 200: UserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const updated = await updateUsername(app.db, authOf(request).user.id, request.body.username);
      if (updated === 'taken') throw new HttpError(400, 'username_taken', 'This username is already taken');
      return { code: 200, data: toUser(app.config, updated, await userPortfolio(app.db, updated.id)) } as const;
    },
  );

  app.post(
    '/validate-email',
    {
      schema: {
        tags: TAGS,
        summary: 'Email a 6-digit validation code',
        security,
        body: ValidateEmailBodySchema,
        response: { 200: ValidateEmailResponseSchema, ...errors },
      },
    },
    async (request) => {
      const deps = { ...app.authDeps(), mailer: app.mailer };
      const sentTo = await sendValidationEmail(deps, authOf(request).user.id, request.body);
      // Where the mail went (the outbox file in demo), never the code.
      request.log.info({ mail: sentTo }, 'validation email sent');
      return { code: 200, data: { sent: true } } as const;
    },
  );

  app.get(
    '/validate',
    {
      schema: {
        tags: TAGS,
        summary: 'Validate the email with the emailed code',
        security,
        querystring: ValidateQuerySchema,
        response: { 200: ValidatedEmailResponseSchema, ...errors },
      },
    },
    async (request) =>
      ({ code: 200, data: await validateEmailCode(app.authDeps(), authOf(request).user.id, request.query.code) }) as const,
  );

  app.post(
    '/share',
    {
      schema: {
        tags: TAGS,
        summary: 'Record a share to X (the dashboard’s Share button)',
        security,
        response: { 200: ShareRecordedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await recordShare(app.db, authOf(request).user.id, app.clock());
      return { code: 200, data: { lastShare: (row.lastShareAt ?? app.clock()).toISOString() } } as const;
    },
  );

  void app.register(sessions);
  void app.register(portfolios);
  void app.register(nfts);
  done();
};
export default me;
