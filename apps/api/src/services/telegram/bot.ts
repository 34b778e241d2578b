// The K3 bot (issue 14), built the way grammY bots are: one Bot, middleware in order, a Composer per feature.
// 1. only private chats: an update from a group or channel is ignored, unanswered and uncounted (in a group the bot
//    would show one member's portfolio to everyone);
// 2. an update already handled (same bot id and update id, recorded in the database) stops here: a redelivery after
//    a crash or a webhook retry does nothing twice, whichever process receives it (at most once: an update whose
//    handling failed half-way is not tried again);
// 3. per Telegram user, TELEGRAM_MESSAGES_PER_MINUTE updates a minute (the database limiter, shared by processes);
//    the first refused one of the minute gets "Too many messages" in the user's language, the rest are ignored;
// 4. the link is read: the K3 user, and the language (the link's, else the Telegram app's);
// 5. /start, /help and the linking commands answer anyone; everything else needs a linked account, else the linking
//    instructions;
// 6. the features: commands, Agent K for plain text, alerts settings.
import { type Locale, TELEGRAM_MESSAGES_PER_MINUTE } from '@k3/shared';
import { Bot, type BotConfig, type BotError, type Composer } from 'grammy';
import type { UserFromGetMe } from 'grammy/types';
import { claimUpdate, findLinkByTelegramUser } from '../../repositories/telegram';
import { findUserById } from '../../repositories/users';
import type { BotDeps, K3Context, LinkedContext } from './context';
import { linking } from './commands/linking';
import { CORE_TEXTS, fillOrigin, localeFromTelegram } from './texts';

/** Feature composers a module adds after the link guard (commands, Agent K, alerts). */
export type Feature = Composer<LinkedContext>;

export interface K3BotOptions {
  token: string;
  apiRoot: string;
  /** The bot's identity (getMe), read once per process (plugins/app/telegram.ts). */
  botInfo: UserFromGetMe;
  features: readonly Feature[];
}

const MINUTE_MS = 60_000;

export function createK3Bot(deps: BotDeps, options: K3BotOptions): Bot<K3Context> {
  const config: BotConfig<K3Context> = { client: { apiRoot: options.apiRoot }, botInfo: options.botInfo };
  const bot = new Bot<K3Context>(options.token, config);

  bot.use(async (ctx, next) => {
    const from = ctx.from;
    if (ctx.chat?.type !== 'private' || !from || from.is_bot) return;
    if (!(await claimUpdate(deps.db, ctx.me.id, ctx.update.update_id, deps.clock()))) return;
    ctx.k3 = { deps, link: undefined, user: undefined, lang: localeFromTelegram(from.language_code) };
    const now = deps.clock();
    if (!(await deps.limiter.take(`telegram:${from.id}`, TELEGRAM_MESSAGES_PER_MINUTE, MINUTE_MS, now))) {
      // One notice per user and window (an atomic count of its own, exact with concurrent webhook deliveries);
      // the rest of the minute is dropped without an answer: no reply storm.
      if (await deps.limiter.take(`telegram-notice:${from.id}`, 1, MINUTE_MS, now)) {
        const link = await findLinkByTelegramUser(deps.db, from.id);
        await ctx.reply(CORE_TEXTS[(link?.lang as Locale | undefined) ?? ctx.k3.lang].rateLimited);
      }
      return;
    }
    const link = await findLinkByTelegramUser(deps.db, from.id);
    const user = link && (await findUserById(deps.db, link.userId));
    if (link && user) ctx.k3 = { deps, link, user, lang: link.lang as Locale };
    await next();
  });

  // The middleware above lets only private chats through; chatType narrows the context's type to say so.
  const privateChats = bot.chatType('private');
  privateChats.use(linking);

  const linked = privateChats.filter((ctx): ctx is typeof ctx & LinkedContext => ctx.k3.user !== undefined);
  for (const feature of options.features) linked.use(feature);

  // What no feature took: the linking instructions for an unlinked user, the command list for an unknown command.
  privateChats.on('message', async (ctx) => {
    if (!ctx.k3.user) {
      await ctx.reply(fillOrigin(CORE_TEXTS[ctx.k3.lang].linkHow, deps.origin), { link_preview_options: { is_disabled: true } });
    } else if (ctx.message.text?.startsWith('/')) {
      await ctx.reply(CORE_TEXTS[ctx.k3.lang].unknownCommand);
    }
  });
  privateChats.on('callback_query', (ctx) => ctx.answerCallbackQuery());

  bot.catch(botErrorHandler(deps));
  return bot;
}

/** A failed update: logged, and the user told (polling: bot.catch; the webhook route calls it the same way). */
export function botErrorHandler(deps: BotDeps) {
  return async (error: BotError<K3Context>): Promise<void> => {
    deps.log.warn({ err: error.error, update: error.ctx.update.update_id }, 'telegram update failed');
    if (error.ctx.chat?.type !== 'private') return;
    await error.ctx.reply(CORE_TEXTS[error.ctx.k3?.lang ?? 'en'].failed).catch(() => undefined);
  };
}
