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
import { demoInboxMailer, hasDemoInbox } from '../../../services/demo-inbox';
import { sendValidationEmail, validateEmailCode } from '../../../services/email-validation';
import { toUser, userPortfolio } from '../../../services/me';
import chatShares from './chat-shares';
import mcpTokens from './mcp-tokens';
import demoInbox from './demo-inbox';
import myNews from './news';
import nfts from './nfts';
import notificationRoutes from './notifications';
import pnl from './pnl';
import portfolios from './portfolios';
import quests from './quests';
import sessions from './sessions';
import telegram from './telegram';
import myXray from './xray';

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
      const [portfolio, fullQuests] = await Promise.all([app.userPortfolioOf(user), app.rewards.current(user.id)]);
      return { code: 200, data: { ...toUser(app.config, user, app.clock(), portfolio), fullQuests } } as const;
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
      return { code: 200, data: toUser(app.config, updated, app.clock(), await userPortfolio(app.db, updated)) } as const;
    },
  );

  app.post(
    '/validate-email',
    {
      schema: {
        tags: TAGS,
        summary: 'Email a 6-digit validation code',
        description:
          '429 `too_many_emails` past EMAIL_SENDS_PER_USER_HOUR for the caller or EMAIL_SENDS_PER_RECIPIENT_HOUR for the address; 429 `too_many_attempts` while the current code has no attempt left.',
        security,
        body: ValidateEmailBodySchema,
        response: { 200: ValidateEmailResponseSchema, 429: ErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      const isDemoInbox = hasDemoInbox(app.config);
      const mailer = isDemoInbox ? demoInboxMailer(app.mailer, app.db, userId, app.clock) : app.mailer;
      const sentTo = await sendValidationEmail({ ...app.authDeps(), mailer, limiter: app.limiter }, userId, request.body);
      // Where the mail went (the outbox file in demo), never the code.
      request.log.info({ mail: sentTo }, 'validation email sent');
      const data = isDemoInbox ? ({ sent: true, demoInbox: true } as const) : ({ sent: true } as const);
      return { code: 200, data } as const;
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
    async (request) => {
      const userId = authOf(request).user.id;
      const data = await validateEmailCode(app.authDeps(), userId, request.query.code);
      // A legacy member's validated email boosts their plan (repositories/users.ts): the cached plan is dropped.
      await app.dashboardCache.invalidate(userId);
      return { code: 200, data } as const;
    },
  );

  app.post(
    '/share',
    {
      config: { idempotent: true },
      schema: {
        tags: TAGS,
        summary: 'Record a share to X (the dashboard’s Share button); the day’s first share completes the share-and-earn quest',
        security,
        response: { 200: ShareRecordedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      const row = await recordShare(app.db, userId, app.clock());
      // spec §2 "& Earn": the first share of the UTC day completes the share-and-earn quest.
      const granted = await app.rewards.share(userId, 'en');
      return { code: 200, data: { lastShare: (row.lastShareAt ?? app.clock()).toISOString(), granted } } as const;
    },
  );

  void app.register(sessions);
  void app.register(telegram);
  void app.register(portfolios);
  void app.register(nfts);
  void app.register(pnl);
  void app.register(myNews);
  void app.register(myXray);
  void app.register(notificationRoutes);
  void app.register(chatShares);
  if (hasDemoInbox(app.config)) void app.register(demoInbox);
  void app.register(quests);
  void app.register(mcpTokens);
  done();
};
export default me;
