// Agent K in Telegram (issue 14 §3 "Plain text: Agent K, same engine, same kredits, same tools as the web chat"). Any
// text that is not a command is a prompt for startChat (services/agent/chat.ts), exactly as POST /api/ai/chat makes
// it: one kredit, the 1 KRL minimum, the user's one server-side conversation (the web chat and the bot continue the
// same one), the same tools. The answer is written into one message edited as it streams (stream-edits.ts), from the
// agent's markdown to Telegram HTML (markdown.ts), with a footer from the stream's `kredits:xp:sharable|` header.
// The work runs in the background so the next update of any chat is handled at once. One answer at a time per chat:
// the database lease `telegram-answer:<chat>` (repositories/telegram takeLease) holds while it streams, so a second
// message gets "still answering" whichever process receives it (webhook mode spreads updates over processes).
// /clear forgets the conversation, here and on the web.
import { randomUUID } from 'node:crypto';
import {
  AI_CHAT_ERRORS,
  AI_CONVERSATION_IDLE_S,
  AI_MESSAGE_MAX,
  type ChatStreamHeader,
  type Locale,
  parseChatHeader,
} from '@k3/shared';
import { Composer, type Api } from 'grammy';
import type { Database } from '../../db/client';
import { clearConversation, findConversation } from '../../repositories/ai-conversations';
import { releaseLease, takeLease } from '../../repositories/telegram';
import { findUserById, type UserRow } from '../../repositories/users';
import { startChat } from '../agent/chat';
import { nextRefill } from '../agent/kredits';
import type { BotDeps, LinkedContext } from './context';
import { markdownPages } from './markdown';
import { streamedReply } from './stream-edits';
import { CORE_TEXTS, fill, fillOrigin } from './texts';

const TEXTS = {
  en: {
    krlRequired: 'Agent K needs at least 1 KRL held in your wallets. Buy KRL or see the plans: {origin}/pricing',
    noKredits: 'You have no kredits left. They refill on {date} (UTC); a higher plan gives more: {origin}/pricing',
    dailyLimit: 'You have reached today’s Agent K limit. It renews at midnight UTC.',
    tooLong: `Your message is too long for Agent K: ${AI_MESSAGE_MAX} characters at most.`,
    busy: 'I’m still answering your previous message. Send this one again once I’m done.',
    cleared: 'Conversation cleared: your next message starts a new one with Agent K (here and on the web).',
    spent: '1 kredit spent · {left} left',
  },
  fr: {
    krlRequired: 'Agent K demande au moins 1 KRL détenu dans vos wallets. Acheter des KRL ou voir les offres : {origin}/pricing',
    noKredits:
      'Vous n’avez plus de kredits. Ils seront rechargés le {date} (UTC) ; une offre supérieure en donne plus : {origin}/pricing',
    dailyLimit: 'Vous avez atteint la limite d’Agent K pour aujourd’hui. Elle se renouvelle à minuit UTC.',
    tooLong: `Votre message est trop long pour Agent K : ${AI_MESSAGE_MAX} caractères au plus.`,
    busy: 'Je réponds encore à votre message précédent. Renvoyez celui-ci quand j’aurai fini.',
    cleared: 'Conversation effacée : votre prochain message en commence une nouvelle avec Agent K (ici et sur le web).',
    spent: '1 kredit utilisé · {left} restant(s)',
  },
  es: {
    krlRequired: 'Agent K necesita al menos 1 KRL en tus wallets. Comprar KRL o ver los planes: {origin}/pricing',
    noKredits: 'No te quedan kredits. Se recargan el {date} (UTC); un plan superior da más: {origin}/pricing',
    dailyLimit: 'Has alcanzado el límite de Agent K de hoy. Se renueva a medianoche UTC.',
    tooLong: `Tu mensaje es demasiado largo para Agent K: ${AI_MESSAGE_MAX} caracteres como máximo.`,
    busy: 'Todavía estoy respondiendo a tu mensaje anterior. Envía este de nuevo cuando termine.',
    cleared: 'Conversación borrada: tu próximo mensaje empieza una nueva con Agent K (aquí y en la web).',
    spent: '1 kredit gastado · quedan {left}',
  },
} as const;

/** An answer holds its chat this long at most (a process that dies mid-answer frees the chat after it). */
const ANSWER_LEASE_MS = 5 * 60_000;
/** Telegram shows "typing…" for about 5 s: renewed until the first text is out. */
const TYPING_EVERY_MS = 4_500;

export const agentK = new Composer<LinkedContext>();

agentK.command('clear', async (ctx) => {
  await clearConversation(ctx.k3.deps.db, ctx.k3.user.id);
  await ctx.reply(TEXTS[ctx.k3.lang].cleared);
});

agentK.on('message:text', async (ctx, next) => {
  const text = ctx.message.text;
  // Commands no feature knows fall through (the bot answers nothing to them).
  if (text.startsWith('/')) return next();
  const message = text.trim();
  if (!message) return;
  const { deps, user, lang } = ctx.k3;
  if (message.length > AI_MESSAGE_MAX) return ctx.reply(TEXTS[lang].tooLong);
  const chatId = ctx.chat.id;
  const lease = `telegram-answer:${chatId}`;
  const holder = randomUUID();
  // Wall-clock time, as the poller's lease (jobs/telegram.ts): a lease is about a live process, not the app's clock.
  const now = Date.now();
  if (!(await takeLease(deps.db, lease, holder, new Date(now), new Date(now + ANSWER_LEASE_MS))))
    return ctx.reply(TEXTS[lang].busy);
  const api = ctx.api;
  deps.background(async () => {
    try {
      await answer({ deps, api, chatId, user, lang }, message);
    } finally {
      await releaseLease(deps.db, lease, holder);
    }
  });
});

interface Asker {
  deps: BotDeps;
  api: Api;
  chatId: number;
  user: UserRow;
  lang: Locale;
}

/** The user's server-side conversation when it is still live (the same rule as startChat's 406 check). */
async function liveConversation(db: Database, userId: string, now: Date): Promise<string | undefined> {
  const stored = await findConversation(db, userId);
  return stored && now.getTime() - stored.updatedAt.getTime() <= AI_CONVERSATION_IDLE_S * 1000 ? stored.id : undefined;
}

/** Why startChat refused, as the user reads it. */
function refusal(asker: Asker, error: string): string {
  const say = TEXTS[asker.lang];
  if (error === AI_CHAT_ERRORS.krlRequired) return fillOrigin(say.krlRequired, asker.deps.origin);
  if (error === AI_CHAT_ERRORS.dailyLimit) return say.dailyLimit;
  if (error === AI_CHAT_ERRORS.noKredits)
    return fillOrigin(
      fill(say.noKredits, { date: nextRefill(asker.deps.clock()).toISOString().slice(0, 10) }),
      asker.deps.origin,
    );
  return CORE_TEXTS[asker.lang].failed;
}

async function answer(asker: Asker, message: string): Promise<void> {
  const { deps, api, chatId, user, lang } = asker;
  const typing = () => void api.sendChatAction(chatId, 'typing').catch(() => undefined);
  typing();
  const typingTimer = setInterval(typing, TYPING_EVERY_MS);
  try {
    const controller = new AbortController();
    const chatDeps = deps.chatDeps();
    const chat_id = await liveConversation(deps.db, user.id, deps.clock());
    let started = await startChat(chatDeps, user, { message, lang, chat_id }, controller.signal);
    // The conversation went away between the read and startChat's own (cleared on the web, or just idle): a new one.
    if ('refused' in started && started.refused.status === 406)
      started = await startChat(chatDeps, user, { message, lang }, controller.signal);
    if ('refused' in started) {
      clearInterval(typingTimer);
      await api.sendMessage(chatId, refusal(asker, started.refused.error), { link_preview_options: { is_disabled: true } });
      return;
    }

    const render = (text: string) => markdownPages(text, deps.origin);
    const reply = streamedReply(api, chatId, deps.log, render);
    let raw = '';
    let head: ChatStreamHeader | undefined;
    let text = '';
    for await (const chunk of started.stream) {
      if (!head) {
        // The first chunk is the header `kredits:xp:sharable|`: kept for the footer, never shown.
        raw += chunk;
        const parsed = parseChatHeader(raw);
        if (!parsed) continue;
        head = parsed.head;
        text = parsed.rest;
      } else text += chunk;
      if (text.trim()) {
        clearInterval(typingTimer);
        reply.update(text);
      }
    }
    clearInterval(typingTimer);
    if (!head || !text.trim()) {
      await api.sendMessage(chatId, CORE_TEXTS[lang].failed);
      return;
    }
    // An answer that failed before any text gave the kredit back (its text says so): no "spent" footer then.
    const after = await findUserById(deps.db, user.id);
    const refunded = after !== undefined && after.kredits > head.kredits;
    const footer = refunded ? undefined : fill(TEXTS[lang].spent, { left: head.kredits });
    await reply.finish(markdownPages(text, deps.origin, footer));
  } catch (error) {
    deps.log.warn({ err: error, chatId }, 'telegram Agent K answer failed');
    await api.sendMessage(chatId, CORE_TEXTS[lang].failed).catch(() => undefined);
  } finally {
    clearInterval(typingTimer);
  }
}
