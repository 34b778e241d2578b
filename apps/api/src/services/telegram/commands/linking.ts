// /start, /help, /unlink and /language (issue 14 §2, §3). /start <token> redeems a link token from the account page;
// /start without one greets with the linking instructions (or the help when linked). /help answers anyone; /unlink
// and /language need a linked account.
import { LOCALES, type Locale } from '@k3/shared';
import { Composer, GrammyError, InlineKeyboard } from 'grammy';
import { deleteLinkByUser, updateLink } from '../../../repositories/telegram';
import type { K3Context } from '../context';
import { redeemLinkToken } from '../link';
import { CORE_TEXTS, fill, fillOrigin } from '../texts';

export const linking = new Composer<K3Context>();

const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', fr: 'Français', es: 'Español' };
const html = { parse_mode: 'HTML', link_preview_options: { is_disabled: true } } as const;

function say(ctx: K3Context, key: keyof (typeof CORE_TEXTS)['en'], vars: Record<string, string> = {}): string {
  return fillOrigin(fill(CORE_TEXTS[ctx.k3.lang][key], vars), ctx.k3.deps.origin);
}

linking.command('start', async (ctx) => {
  const token = ctx.match.trim();
  const { deps } = ctx.k3;
  if (!token) {
    await ctx.reply(ctx.k3.user ? CORE_TEXTS[ctx.k3.lang].help : say(ctx, 'linkHow'), ctx.k3.user ? html : {});
    return;
  }
  const from = ctx.from!;
  const name = [from.first_name, from.last_name].filter(Boolean).join(' ');
  const result = await redeemLinkToken(
    deps.db,
    token,
    { telegramUserId: from.id, chatId: ctx.chat.id, name, username: from.username ?? null },
    deps.clock(),
  );
  if ('refused' in result) {
    const key = {
      unknown: 'tokenUnknown',
      used: 'tokenUsed',
      expired: 'tokenExpired',
      telegram_taken: 'telegramTaken',
      account_taken: 'accountTaken',
    } as const;
    await ctx.reply(say(ctx, key[result.refused]), { link_preview_options: { is_disabled: true } });
    return;
  }
  ctx.k3.lang = result.linked.lang as Locale;
  deps.log.info({ userId: result.linked.userId }, 'telegram account linked');
  await ctx.reply(say(ctx, 'linked', { wallet: result.linked.userId }));
});

linking.command('help', (ctx) =>
  ctx.reply(ctx.k3.user ? CORE_TEXTS[ctx.k3.lang].help : say(ctx, 'linkHow'), ctx.k3.user ? html : {}),
);

linking.command('unlink', async (ctx) => {
  if (!ctx.k3.user) return ctx.reply(say(ctx, 'notLinked'));
  await deleteLinkByUser(ctx.k3.deps.db, ctx.k3.user.id);
  ctx.k3.deps.log.info({ userId: ctx.k3.user.id }, 'telegram account unlinked');
  return ctx.reply(say(ctx, 'unlinked'));
});

linking.command('language', async (ctx) => {
  if (!ctx.k3.user) return ctx.reply(say(ctx, 'linkHow'), { link_preview_options: { is_disabled: true } });
  const keyboard = new InlineKeyboard();
  for (const lang of LOCALES) keyboard.text(`${lang === ctx.k3.lang ? '✓ ' : ''}${LANGUAGE_NAMES[lang]}`, `lang:${lang}`);
  return ctx.reply(say(ctx, 'languagePick'), { reply_markup: keyboard });
});

linking.callbackQuery(/^lang:(en|fr|es)$/, async (ctx) => {
  if (!ctx.k3.user) return ctx.answerCallbackQuery();
  const lang = ctx.match[1] as Locale;
  await updateLink(ctx.k3.deps.db, ctx.k3.user.id, { lang });
  ctx.k3.lang = lang;
  await ctx.answerCallbackQuery();
  const text = CORE_TEXTS[lang].languageSet;
  try {
    await ctx.editMessageText(text);
  } catch (error) {
    // A double tap edits the message to the text it already has: the language is set, nothing to say. A message that
    // can no longer be edited (too old, deleted) gets the confirmation as a new message.
    if (error instanceof GrammyError && error.description.includes('message is not modified')) return;
    if (error instanceof GrammyError && error.error_code === 400) return ctx.reply(text);
    throw error;
  }
});
