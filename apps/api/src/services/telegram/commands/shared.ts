// What /portfolio, /xray and /news share (issue 14 §3): Agent K's tool runner for the linked user (the web app's
// figures), the demo label, the "did you mean" answer with its buttons, and running a command off the update loop.
import type { Locale } from '@k3/shared';
import { GrammyError, InlineKeyboard } from 'grammy';
import { createToolRunner } from '../../agent/tools';
import type { ToolRunner } from '../../agent/types';
import type { LinkedContext } from '../context';
import { CORE_TEXTS, escapeHtml, fill } from '../texts';
import { clip, HTML } from './format';

const TEXTS = {
  en: {
    demo: '<i>Demo data: generated for the demonstration, not live data.</i>',
    unavailable: 'K3 cannot read this right now. Please try again in a moment.',
    unknown: 'K3 knows no token named “{asked}”.',
    didYouMean: 'K3 knows no token named “{asked}”. Did you mean one of these?',
  },
  fr: {
    demo: '<i>Données de démo : générées pour la démonstration, pas des données réelles.</i>',
    unavailable: 'K3 ne peut pas lire ces données pour le moment. Réessayez dans un instant.',
    unknown: 'K3 ne connaît aucun token nommé « {asked} ».',
    didYouMean: 'K3 ne connaît aucun token nommé « {asked} ». Vouliez-vous dire l’un de ceux-ci ?',
  },
  es: {
    demo: '<i>Datos de demostración: generados para la demostración, no son datos reales.</i>',
    unavailable: 'K3 no puede leer estos datos ahora mismo. Inténtalo de nuevo en un momento.',
    unknown: 'K3 no conoce ningún token llamado «{asked}».',
    didYouMean: 'K3 no conoce ningún token llamado «{asked}». ¿Quisiste decir uno de estos?',
  },
} as const;

/** What is repeated of an unknown token's name (the tool refuses names past 80 characters). */
const ASKED_SHOWN = 80;
/** Telegram's limit on a button's callback data, in bytes. */
const CALLBACK_DATA_MAX = 64;

export function toolsFor(ctx: LinkedContext): ToolRunner {
  return createToolRunner(ctx.k3.deps.toolDeps(), ctx.k3.user, ctx.k3.lang);
}

/** The first line of an answer built on generated data (docs/architecture.md "Demo data is labelled as demo"). */
export const demoLine = (lang: Locale): string => TEXTS[lang].demo;

export const unavailable = (lang: Locale): string => TEXTS[lang].unavailable;

/**
 * An unknown token: the tool's close matches ("Name (SYMBOL)") as buttons whose data `<prefix>:<id>` runs the command
 * again for that token. The ids come from the X-Ray catalogue the tool searched.
 */
export async function didYouMean(
  ctx: LinkedContext,
  asked: string,
  suggestions: readonly string[],
  prefix: string,
): Promise<Answer> {
  const texts = TEXTS[ctx.k3.lang];
  const catalogue = await (await ctx.k3.deps.toolDeps().xray()).catalogue();
  const byLabel = new Map(catalogue.projects.map((project) => [`${project.name} (${project.symbol})`, project.id]));
  const rows = suggestions.flatMap((label) => {
    const data = `${prefix}:${byLabel.get(label)}`;
    return byLabel.has(label) && Buffer.byteLength(data) <= CALLBACK_DATA_MAX ? [[InlineKeyboard.text(label, data)]] : [];
  });
  const vars = { asked: escapeHtml(clip(asked, ASKED_SHOWN)) };
  return rows.length
    ? { text: fill(texts.didYouMean, vars), reply_markup: InlineKeyboard.from(rows) }
    : { text: fill(texts.unknown, vars) };
}

export interface Answer {
  text: string;
  reply_markup?: InlineKeyboard | undefined;
}

/** Sends an HTML answer: a new message, or for a button pressed under the bot's message, that message edited. */
export async function send(ctx: LinkedContext, answer: Answer, inPlace: boolean): Promise<void> {
  const options = { ...HTML, reply_markup: answer.reply_markup };
  if (inPlace && ctx.callbackQuery?.message) {
    try {
      await ctx.editMessageText(answer.text, options);
      return;
    } catch (error) {
      // A double tap gives the message the text it has already: nothing to do. A message that can no longer be
      // edited (too old, deleted) gets the answer as a new message.
      if (!(error instanceof GrammyError) || error.error_code !== 400) throw error;
      if (error.description.includes('message is not modified')) return;
    }
  }
  await ctx.reply(answer.text, options);
}

/**
 * Runs a command's work off the update loop: a portfolio read may sync wallets and a first audit fetches its sources,
 * and other chats should not wait for that. A failure is logged and answered with the bot's "something went wrong".
 */
export async function answerLater(ctx: LinkedContext, work: () => Promise<unknown>): Promise<void> {
  const { deps, lang } = ctx.k3;
  await ctx.replyWithChatAction('typing').catch(() => undefined);
  deps.background(async () => {
    try {
      await work();
    } catch (error) {
      deps.log.warn({ err: error, update: ctx.update.update_id }, 'telegram command failed');
      await ctx.reply(CORE_TEXTS[lang].failed).catch(() => undefined);
    }
  });
}
