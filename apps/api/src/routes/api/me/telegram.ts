// The account page's Telegram routes (issue 14 §2): the link status, a one-time deep link to the bot, and unlinking.
// docs/telegram.md "Linking".
import {
  ErrorBodySchema,
  TELEGRAM_ERRORS,
  TelegramLinkBodySchema,
  TelegramLinkTokenResponseSchema,
  TelegramStatusResponseSchema,
  TelegramUnlinkResponseSchema,
} from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../plugins/app/auth';
import { HttpError } from '../../../plugins/app/errors';
import { deleteLinkByUser, findLinkByUser } from '../../../repositories/telegram';
import { issueLinkToken, toTelegramLink } from '../../../services/telegram/link';

const TAGS = ['me'];
const security = [{ bearerAuth: [] }];

const telegram: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/telegram',
    {
      schema: {
        tags: TAGS,
        summary: 'Whether this K3 runs a Telegram bot, its @username, and the linked Telegram account',
        security,
        response: { 200: TelegramStatusResponseSchema, 403: ErrorBodySchema },
      },
    },
    async (request) => {
      const [info, link] = await Promise.all([app.telegram.botInfo(), findLinkByUser(app.db, authOf(request).user.id)]);
      return {
        code: 200,
        data: { available: info !== null, bot: info?.username ?? null, link: link ? toTelegramLink(link) : null },
      } as const;
    },
  );

  app.post(
    '/telegram/link',
    {
      schema: {
        tags: TAGS,
        summary: 'A one-time deep link t.me/<bot>?start=<token> (10 minutes, single use) to link Telegram',
        description:
          '409 telegram_already_linked when a Telegram account is linked (unlink first); 503 telegram_unavailable when ' +
          'no bot runs (no TELEGRAM_BOT_TOKEN) or the Bot API does not answer.',
        security,
        body: TelegramLinkBodySchema,
        response: {
          200: TelegramLinkTokenResponseSchema,
          400: ErrorBodySchema,
          403: ErrorBodySchema,
          409: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const info = await app.telegram.botInfo();
      if (!info) throw new HttpError(503, TELEGRAM_ERRORS.unavailable, 'The Telegram bot is not available on this K3.');
      const { user } = authOf(request);
      const issued = await issueLinkToken(app.db, user, info.username, request.body.lang ?? 'en', app.clock());
      return { code: 200, data: issued } as const;
    },
  );

  app.delete(
    '/telegram',
    {
      schema: {
        tags: TAGS,
        summary: 'Unlink the Telegram account (the bot stops answering it and sends no more alerts)',
        security,
        response: { 200: TelegramUnlinkResponseSchema, 403: ErrorBodySchema },
      },
    },
    async (request) => {
      const removed = await deleteLinkByUser(app.db, authOf(request).user.id);
      if (removed) request.log.info('telegram account unlinked');
      return { code: 200, data: { unlinked: removed !== undefined } } as const;
    },
  );
  done();
};
export default telegram;
