// POST /api/telegram/webhook (issue 14 §1): Telegram's updates when TELEGRAM_WEBHOOK_URL is set (the worker registers
// the URL with the secret). The X-Telegram-Bot-Api-Secret-Token header must equal the secret (compared in constant
// time), else 401 and nothing is handled. The update is handled before the 200, so Telegram redelivers it when a
// process dies mid-way; slow work (Agent K) continues in the background, and a redelivered update is recognised by its
// id (services/telegram/bot.ts). An update whose handling fails is answered 200 all the same (the user is told, and a
// redelivery would be recognised and ignored); 503 while the Bot API does not answer getMe, so Telegram retries later.
// Not under the per-IP API limit: Telegram delivers every user's updates from a few addresses, the secret guards the
// route and the bot limits each Telegram user. Without the webhook setting the route answers 404 like any unknown path.
import { timingSafeEqual } from 'node:crypto';
import { ErrorBodySchema, okSchema, TELEGRAM_ERRORS } from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { BotError, type Bot } from 'grammy';
import { z } from 'zod';
import { HttpError } from '../../../plugins/app/errors';
import { botErrorHandler } from '../../../services/telegram/bot';
import type { K3Context } from '../../../services/telegram/context';

const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/** A failure inside the bot's middleware (grammY wraps it), as opposed to one of the route itself. */
const isBotError = (error: unknown): error is BotError<K3Context> => error instanceof BotError;

const telegram: FastifyPluginCallbackZod = (app, _options, done) => {
  const config = app.config.telegram;
  if (!config?.webhookUrl) return done();
  const secret = Buffer.from(config.webhookSecret);
  const onError = botErrorHandler(app.telegram.deps);

  app.post(
    '/webhook',
    {
      schema: {
        tags: ['telegram'],
        summary: 'Telegram Bot API webhook (only with TELEGRAM_WEBHOOK_URL): one update, checked by its secret header',
        headers: z.object({ [SECRET_HEADER]: z.string().optional() }),
        body: z.looseObject({ update_id: z.number().int().min(0) }).describe('A Telegram Update object'),
        response: {
          200: okSchema(z.object({ handled: z.literal(true) })),
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
      config: { rateLimit: false },
      // A wrong secret is refused before the body is read.
      onRequest: (request, _reply, next) => {
        const given = Buffer.from(String(request.headers[SECRET_HEADER] ?? ''));
        if (given.length !== secret.length || !timingSafeEqual(given, secret))
          return next(new HttpError(401, 'unauthorized', 'The webhook secret token is missing or wrong'));
        next();
      },
    },
    async (request) => {
      let bot: Bot<K3Context>;
      try {
        bot = await app.telegram.bot();
      } catch (error) {
        request.log.warn({ err: error }, 'telegram bot unavailable');
        throw new HttpError(503, TELEGRAM_ERRORS.unavailable, 'The Telegram Bot API does not answer; retry later');
      }
      try {
        await bot.handleUpdate(request.body);
      } catch (error) {
        if (!isBotError(error)) throw error;
        await onError(error);
      }
      return { code: 200, data: { handled: true } } as const;
    },
  );
  done();
};
export default telegram;
