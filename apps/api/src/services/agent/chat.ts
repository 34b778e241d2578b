// One Agent K prompt, from the checks to the stored answer (issue 12 §1; spec §7 POST /ai/chat). The order matters:
// 1. the 1 KRL minimum (402 krl_required) and the conversation the client continues (406 unknown_conversation) are
//    checked before anything is spent;
// 2. one kredit is debited atomically (402 no_kredits when none is left) and the prompt recorded, in one transaction
//    (a crash never leaves a kredit spent without its prompt), the user's message stored — then the stream starts
//    with `kredits:xp:sharable|`;
// 3. the agent's text follows as produced; at the end the answer joins the conversation. A prompt that ends without
//    any answer text (agent failure, or the user's stop before the first word) gets its kredit back. The answer and
//    the prompt's outcome (or the refund and its outcome) are written together too, so the kredits spent are always the
//    prompts recorded as not refunded (docs/reliability.md "Crashes"). A prompt whose process died mid-answer stays
//    pending until the sweep (jobs/prompt-sweep.ts) refunds it as abandoned.
// The 406 rule (docs/agent.md "Conversations"): a client continuing a conversation sends its `chat_id`; when the
// server's current conversation for the user has another id, or is older than AI_CONVERSATION_IDLE_S, or was cleared,
// the prompt is refused with 406 unless `history` is sent — then a new conversation starts from that history.
import { randomUUID } from 'node:crypto';
import { AI_CHAT_ERRORS, AI_CONVERSATION_IDLE_S, formatChatHeader, type ChatMessage, type Locale } from '@k3/shared';
import type { StoredChatMessage } from '../../db/schema';
import { appendMessages, findConversation, startConversation } from '../../repositories/ai-conversations';
import { finishPrompt, recordPrompt } from '../../repositories/ai-prompts';
import type { Limiter } from '../limits';
import { canShareToday } from './chat-share';
import type { UserRow } from '../../repositories/users';
import { aiAllowance, debitKredit, nextRefill, refundKredit } from './kredits';
import { createToolRunner, type ToolDeps } from './tools';
import type { Agent } from './types';

export interface ChatDeps extends ToolDeps {
  agent: Agent;
  limiter: Limiter;
  logUsage: (entry: { userId: string; agent: string; tools: string[]; promptTokens: number; completionTokens: number }) => void;
  logError: (error: unknown) => void;
}

export interface ChatPrompt {
  message: string;
  lang: Locale;
  chat_id?: string | undefined;
  history?: ChatMessage[] | undefined;
}

export type ChatStart =
  { refused: { status: 402 | 406; error: string; message: string } } | { chatId: string; stream: AsyncGenerator<string> };

/** What the server says when the agent produced nothing: the user sees why and that the kredit came back. */
const NO_ANSWER: Readonly<Record<Locale, string>> = {
  en: 'Agent K could not answer just now. Your kredit was given back; please try again.',
  fr: 'Agent K n’a pas pu répondre pour le moment. Votre kredit vous a été rendu ; réessayez.',
  es: 'Agent K no pudo responder ahora. Se te devolvió el kredit; inténtalo de nuevo.',
};

export async function startChat(deps: ChatDeps, user: UserRow, prompt: ChatPrompt, signal: AbortSignal): Promise<ChatStart> {
  const now = deps.clock();
  const [allowance, stored, sharable] = await Promise.all([
    aiAllowance({ ...deps.syncDeps(), now }, user),
    findConversation(deps.db, user.id),
    canShareToday(deps.limiter, user.id, now),
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
  const spent = await deps.db.transaction(async (tx) => {
    const debited = await debitKredit(tx, user.id, allowance.allowance, now);
    if (!debited) return null;
    const promptId = await recordPrompt(tx, { userId: user.id, conversationId: chatId, at: now, agent: deps.agent.kind });
    return { ...debited, promptId };
  });
  if (!spent) {
    return {
      refused: {
        status: 402,
        error: AI_CHAT_ERRORS.noKredits,
        message: `You have no kredits left. They refill on ${nextRefill(now).toISOString().slice(0, 10)} (UTC); a higher plan gives more.`,
      },
    };
  }

  const userMessage: StoredChatMessage = { id: randomUUID(), sender: 'user', message: prompt.message };
  const history =
    continues && live ? live.messages : (prompt.history ?? []).map(({ id, sender, message }) => ({ id, sender, message }));
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
      // Written once the header is out: the first byte waits only for the checks and the debit.
      if (continues) await appendMessages(deps.db, user.id, chatId, [userMessage], now);
      else await startConversation(deps.db, user.id, chatId, [...history, userMessage], now);
      // A client gone while the records were written: no agent is started for nobody.
      if (signal.aborted) return;
      try {
        const answer = deps.agent.answer({
          lang: prompt.lang,
          message: prompt.message,
          history: history.map(({ sender, message }) => ({ sender, message })),
          tools: createToolRunner(deps, user, prompt.lang, allowance),
          signal,
          onTool: (name) => tools.push(name),
          onUsage: (spentTokens) => (usage = spentTokens),
        });
        for await (const chunk of answer) {
          if (signal.aborted) break;
          if (!chunk) continue;
          text += chunk;
          yield chunk;
        }
      } catch (error) {
        failed = true;
        if (!signal.aborted) deps.logError(error);
      }
      if (!text && failed && !signal.aborted) yield NO_ANSWER[prompt.lang];
    } finally {
      const outcome = { status: text ? (failed ? 'failed' : 'answered') : 'refunded', tools, ...usage } as const;
      await deps.db.transaction(async (tx) => {
        // Not pending any more: the sweep found it abandoned and gave its kredit back already (prompt-sweep.ts).
        const finished = await finishPrompt(tx, promptId, outcome);
        if (text) {
          await appendMessages(tx, user.id, chatId, [{ id: randomUUID(), sender: 'agent', message: text }], deps.clock());
        } else if (finished) {
          await refundKredit(tx, user.id);
        }
      });
      deps.logUsage({ userId: user.id, agent: deps.agent.kind, tools, ...usage });
    }
  }
  return { chatId, stream: stream() };
}
