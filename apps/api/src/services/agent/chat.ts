// One Agent K prompt, from the checks to the stored answer (issue 12 §1; spec §7 POST /ai/chat). The order matters:
// 1. the 1 KRL minimum (402 krl_required), the day's token ceiling (429 ai_daily_limit, issue 22 §4) and the
//    conversation the client continues (406 unknown_conversation) are checked before anything is spent;
// 2. one kredit is debited atomically (402 no_kredits when none is left), the prompt recorded and the user's message
//    stored, in one transaction (a crash never leaves a kredit spent without its prompt; a failed write spends
//    nothing and is an error answer, not a stream that dies) — then the stream starts with `kredits:xp:sharable|`;
// 3. the agent's text follows as produced; at the end the answer joins the conversation. A prompt that ends without
//    any answer text (agent failure, or the user's stop before the first word) gets its kredit back. The answer and
//    the prompt's outcome (or the refund and its outcome) are written together too, so the kredits spent are always the
//    prompts recorded as not refunded (docs/reliability.md "Crashes"). A prompt whose process died mid-answer stays
//    pending until the sweep (jobs/prompt-sweep.ts) refunds it as abandoned.
// The 406 rule (docs/agent.md "Conversations"): a client continuing a conversation sends its `chat_id`; when the
// server's current conversation for the user has another id, or is older than AI_CONVERSATION_IDLE_S, or was cleared,
// the prompt is refused with 406 unless `history` is sent — then a new conversation starts from that history, its
// messages stored as `client`: the model reads them, no share ever publishes them (chat-share.ts; issue 22 §1).
import { randomUUID } from 'node:crypto';
import { AI_CHAT_ERRORS, AI_CONVERSATION_IDLE_S, formatChatHeader, type ChatMessage, type Locale } from '@k3/shared';
import type { StoredChatMessage } from '../../db/schema';
import { appendMessages, findConversation, startConversation } from '../../repositories/ai-conversations';
import { countPending, finishPrompt, recordPrompt } from '../../repositories/ai-prompts';
import { addUsage, tokensOn, usageDay, usageOn } from '../../repositories/ai-usage';
import type { Limiter } from '../limits';
import { canShareToday } from './chat-share';
import { storable } from './report';
import type { UserRow } from '../../repositories/users';
import { aiAllowance, debitKredit, nextRefill, refundKredit } from './kredits';
import { paced, type Pacer } from './pace';
import { withSources } from './sources';
import { createToolRunner, type ToolDeps } from './tools';
import type { Agent } from './types';

export interface ChatDeps extends ToolDeps {
  agent: Agent;
  limiter: Limiter;
  logUsage: (entry: { userId: string; agent: string; tools: string[]; promptTokens: number; completionTokens: number }) => void;
  logError: (error: unknown) => void;
  /** AI_DAILY_TOKEN_LIMIT: tokens a user may spend a UTC day before 429 ai_daily_limit; 0 for no ceiling. */
  dailyTokenLimit: number;
  /** The reading pace of the offline agent's answer (pace.ts; spec §9 fake stream); tests drive it step by step. */
  pacer: Pacer;
}

export interface ChatPrompt {
  message: string;
  lang: Locale;
  chat_id?: string | undefined;
  history?: ChatMessage[] | undefined;
}

export type ChatStart =
  { refused: { status: 402 | 406 | 429; error: string; message: string } } | { chatId: string; stream: AsyncGenerator<string> };

/** A client-sent history as stored: its messages marked `client`, so no share can publish them as Agent K's. */
const clientHistory = (history: ChatMessage[] = []): StoredChatMessage[] =>
  history.map(({ id, sender, message }) => ({ id, sender, message, origin: 'client' }));

/** 429 ai_daily_limit: the user's tokens today reached AI_DAILY_TOKEN_LIMIT (docs/agent.md). Nothing is spent. */
const dailyLimitReached = (limit: number): ChatStart => ({
  refused: {
    status: 429,
    error: AI_CHAT_ERRORS.dailyLimit,
    message: `You have used today's Agent K allowance (${limit} tokens). It renews at midnight UTC.`,
  },
});

/**
 * The tokens reserved toward the daily ceiling for each of the user's prompts still under way (docs/agent.md "Usage
 * and the daily ceiling"): the day's average per finished prompt, at least this. Parallel prompts then cannot all pass
 * a check made before any of them reported its usage.
 */
export const PROMPT_TOKEN_RESERVE = 4_000;

/** Thrown inside the debit transaction to roll it back when the reserved tokens reach the ceiling. */
class DailyLimitReached extends Error {}

/** What the server says when the agent produced nothing: the user sees why and that the kredit came back. */
const NO_ANSWER: Readonly<Record<Locale, string>> = {
  en: 'Agent K could not answer just now. Your kredit was given back; please try again.',
  fr: 'Agent K n’a pas pu répondre pour le moment. Votre kredit vous a été rendu ; réessayez.',
  es: 'Agent K no pudo responder ahora. Se te devolvió el kredit; inténtalo de nuevo.',
};

export async function startChat(deps: ChatDeps, user: UserRow, prompt: ChatPrompt, signal: AbortSignal): Promise<ChatStart> {
  const now = deps.clock();
  const [allowance, stored, sharable, tokensToday] = await Promise.all([
    aiAllowance({ ...deps.syncDeps(), now }, user),
    findConversation(deps.db, user.id),
    canShareToday(deps.limiter, user.id, now),
    tokensOn(deps.db, user.id, usageDay(now)),
  ]);
  if (!allowance.eligible) {
    return {
      refused: {
        status: 402,
        error: AI_CHAT_ERRORS.krlRequired,
        message: 'Agent K needs at least 1 KRL in your portfolio. Add a wallet holding KRL or buy some to chat.',
      },
    };
  }
  if (deps.dailyTokenLimit > 0 && tokensToday >= deps.dailyTokenLimit) return dailyLimitReached(deps.dailyTokenLimit);
  const live = stored && now.getTime() - stored.updatedAt.getTime() <= AI_CONVERSATION_IDLE_S * 1000 ? stored : undefined;
  const continues = prompt.chat_id !== undefined && live?.id === prompt.chat_id;
  if (prompt.chat_id !== undefined && !continues && !prompt.history) {
    return {
      refused: {
        status: 406,
        error: AI_CHAT_ERRORS.unknownConversation,
        message: 'This conversation is not known to the server any more: send it again with its history.',
      },
    };
  }
  const chatId = continues && live ? live.id : randomUUID();
  // Provenance (issue 22 §1): the prompt and the answer are the server's own records; a client history is context.
  const userMessage: StoredChatMessage = { id: randomUUID(), sender: 'user', message: prompt.message, origin: 'server' };
  const history = continues && live ? live.messages : clientHistory(prompt.history);
  // The user's message is written with the debit, before the 200: a write that fails is an error answer with nothing
  // spent, never a stream that dies after its header (issue 22 §3).
  const spent = await deps.db
    .transaction(async (tx) => {
      const debited = await debitKredit(tx, user.id, allowance.allowance, now);
      if (!debited) return null;
      // The debit locked the user's row: another prompt of the user waits here until this transaction ends, then sees
      // this one pending. Tokens used plus a reserve per prompt under way must stay below the ceiling (issue 22 review).
      if (deps.dailyTokenLimit > 0) {
        const day = usageDay(now);
        const [used, pending] = await Promise.all([
          usageOn(tx, user.id, day),
          countPending(tx, user.id, new Date(`${day}T00:00:00Z`)),
        ]);
        const reserve = Math.max(PROMPT_TOKEN_RESERVE, used.prompts ? Math.ceil(used.tokens / used.prompts) : 0);
        if (pending > 0 && used.tokens + pending * reserve >= deps.dailyTokenLimit) throw new DailyLimitReached();
      }
      const promptId = await recordPrompt(tx, { userId: user.id, conversationId: chatId, at: now, agent: deps.agent.kind });
      if (continues) await appendMessages(tx, user.id, chatId, [userMessage], now);
      else await startConversation(tx, user.id, chatId, [...history, userMessage], now);
      return { ...debited, promptId };
    })
    .catch((error: unknown) => {
      if (error instanceof DailyLimitReached) return 'limit' as const;
      throw error;
    });
  if (spent === 'limit') return dailyLimitReached(deps.dailyTokenLimit);
  if (!spent) {
    return {
      refused: {
        status: 402,
        error: AI_CHAT_ERRORS.noKredits,
        message: `You have no kredits left. They refill on ${nextRefill(now).toISOString().slice(0, 10)} (UTC); a higher plan gives more.`,
      },
    };
  }

  const { promptId } = spent;
  const header = formatChatHeader({ kredits: spent.kredits, xp: spent.xp, sharable });

  // The bookkeeping sits in `finally`: a client that goes away ends the generator at its pending `yield`, and only
  // `finally` still runs then.
  async function* stream(): AsyncGenerator<string> {
    const tools: string[] = [];
    let usage = { promptTokens: 0, completionTokens: 0 };
    let text = '';
    let failed = false;
    try {
      yield header;
      // A client gone before the header was out: no agent is started for nobody.
      if (signal.aborted) return;
      try {
        // Every answer that read K3's data ends with its sources and their dates (issue 28 §2; sources.ts).
        const produced = withSources(deps.agent, deps.clock).answer({
          lang: prompt.lang,
          message: prompt.message,
          history: history.map(({ sender, message }) => ({ sender, message })),
          tools: createToolRunner(deps, user, prompt.lang, allowance),
          signal,
          onTool: (name) => tools.push(name),
          onUsage: (spentTokens) => (usage = spentTokens),
        });
        // The offline answer is composed at once: sent at a reading pace, the chat's typing and Stop are real (spec §4,
        // §9). A stop keeps what was sent, and the kredit with it (nothing is refunded once text went out).
        const answer = deps.agent.kind === 'offline' ? paced(produced, deps.pacer, signal) : produced;
        // A chunk may end inside a surrogate pair (an emoji split by the model's stream): its high half waits for the
        // next chunk, so the client gets the pair whole; a half never completed is stored as U+FFFD (storable).
        let held = '';
        for await (const chunk of answer) {
          if (signal.aborted) break;
          if (!chunk) continue;
          const piece = held + chunk;
          const last = piece.charCodeAt(piece.length - 1);
          held = last >= 0xd800 && last <= 0xdbff ? piece.slice(-1) : '';
          const out = held ? piece.slice(0, -1) : piece;
          if (!out) continue;
          text += out;
          yield out;
        }
        if (held && !signal.aborted) {
          text += held;
          yield storable(held);
        }
      } catch (error) {
        failed = true;
        if (!signal.aborted) deps.logError(error);
      }
      if (!text && failed && !signal.aborted) yield NO_ANSWER[prompt.lang];
    } finally {
      // Model output goes to jsonb, which refuses NUL and a lone UTF-16 surrogate: a chunk ending in half a pair must
      // not make the closing transaction fail (the prompt would stay pending, its usage unrecorded).
      // Model output goes to jsonb, which refuses NUL and a lone UTF-16 surrogate: a chunk ending in half a pair must
      // not make the closing transaction fail (the prompt would stay pending, its usage unrecorded).
      text = storable(text);
      const outcome = {
        status: text ? (failed ? 'failed' : 'answered') : 'refunded',
        tools: tools.map(storable),
        ...usage,
      } as const;
      await deps.db.transaction(async (tx) => {
        // Not pending any more: the sweep found it abandoned and gave its kredit back already (prompt-sweep.ts).
        const finished = await finishPrompt(tx, promptId, outcome);
        if (text) {
          const answer: StoredChatMessage = { id: randomUUID(), sender: 'agent', message: text, origin: 'server' };
          await appendMessages(tx, user.id, chatId, [answer], deps.clock());
        } else if (finished) {
          await refundKredit(tx, user.id);
        }
        await addUsage(tx, { userId: user.id, day: usageDay(now), ...usage });
      });
      deps.logUsage({ userId: user.id, agent: deps.agent.kind, tools, ...usage });
    }
  }
  return { chatId, stream: stream() };
}
