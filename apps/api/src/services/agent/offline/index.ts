// Agent K's offline agent (issue 12 §2 "Offline agent"), the default when no LLM is configured: it recognises the
// question's intent (nlp.js, in English, French or Spanish whatever the reader's language), reads the user's data
// through the same tools as the LLM agent, and composes the answer from templates in the reader's language. Every
// figure comes from a tool; a question it does not understand gets an honest "I can help with…". docs/agent-offline.md.
import type { Locale } from '@k3/shared';
import type { Agent, AgentRequest } from '../types';
import { answerNews, answerPrice, answerSafe } from './answers-market';
import { answerHolding, answerMove, answerPlan, answerQuests, answerWorth } from './answers-portfolio';
import { type AnswerContext, answerContext } from './context';
import { PERIOD_WORDS_EN } from './corpus/en';
import { PERIOD_WORDS_ES } from './corpus/es';
import { PERIOD_WORDS_FR } from './corpus/fr';
import type { Intent, PeriodWords } from './intents';
import { intentModel, recognise } from './nlu';
import { visitorModel } from './visitor';
import type { Period } from './phrases';
import { chunksOf } from './stream';
import { maskTokens, type NamedAsset, unknownTokenWord } from './tokens';
import { wordsOf } from './words';

/** Tokens answered for in one reply when several are named. */
const TOKENS_ANSWERED = 3;
const PERIOD_WORDS: Readonly<Record<Locale, PeriodWords>> = { en: PERIOD_WORDS_EN, fr: PERIOD_WORDS_FR, es: PERIOD_WORDS_ES };
/** Questions that are about tokens, the ones a follow-up naming only a token ("and SOL?") continues. */
const ABOUT_TOKENS: ReadonlySet<Intent> = new Set(['holding.detail', 'token.safe', 'token.news', 'market.price']);

/** The period a question asks for, in the language it is written in: 7 days unless it says today or this month. */
export function periodOf(message: string, locale: Locale): Period {
  const text = ` ${wordsOf(message).join(' ')} `;
  const says = (words: readonly string[]) => words.some((word) => text.includes(` ${word} `));
  if (says(PERIOD_WORDS[locale]['24h'])) return '24h';
  if (says(PERIOD_WORDS[locale]['30d'])) return '30d';
  return '7d';
}

/** A question naming only tokens ("and SOL?") asks the previous question again about them. */
async function previousIntent(request: AgentRequest): Promise<Intent | null> {
  const previous = [...request.history].reverse().find((message) => message.sender === 'user');
  if (!previous) return null;
  const { text } = maskTokens(previous.message, await request.tools.findAssets(previous.message));
  const { intent } = await recognise(text, request.lang);
  return intent && ABOUT_TOKENS.has(intent) ? intent : null;
}

/** One section per token, at most three, stopping if the user stops the answer. */
async function perToken(
  request: AgentRequest,
  tokens: readonly (NamedAsset | string)[],
  answer: (token: NamedAsset | string) => Promise<string>,
): Promise<string> {
  const sections: string[] = [];
  for (const token of tokens.slice(0, TOKENS_ANSWERED)) {
    if (request.signal.aborted) break;
    sections.push(await answer(token));
  }
  return sections.join('\n\n');
}

function help(ctx: AnswerContext, understood: boolean): string {
  const { say } = ctx;
  return `${understood ? say.greeting : say.notUnderstood} ${say.capabilities}\n${say.tryThese(say.helpExamples)}`;
}

async function compose(request: AgentRequest, ctx: AnswerContext): Promise<string> {
  const { text, assets } = maskTokens(request.message, await request.tools.findAssets(request.message));
  const recognition = await recognise(text, request.lang);
  const intent = recognition.intent ?? (assets.length > 0 ? await previousIntent(request) : null);
  const period = periodOf(request.message, recognition.locale);
  // News without a token is about the holdings, so a generic "what's happening in crypto" must not turn one of its
  // words into a token: there only a word in capitals (a symbol) is taken for an unknown token.
  const guessed = assets.length === 0 ? unknownTokenWord(request.message, { capitalsOnly: intent === 'token.news' }) : null;
  const tokens: (NamedAsset | string)[] = assets.length > 0 ? assets : guessed ? [guessed] : [];
  const { say } = ctx;
  switch (intent) {
    case 'portfolio.worth':
      return answerWorth(ctx);
    case 'portfolio.move':
      return answerMove(ctx, period);
    case 'plan.status':
      return answerPlan(ctx);
    case 'quests.list':
      return answerQuests(ctx);
    case 'token.news':
      return tokens.length ? perToken(request, tokens, (token) => answerNews(ctx, token, period)) : answerNews(ctx, null, period);
    case 'holding.detail':
      return tokens.length ? perToken(request, tokens, (token) => answerHolding(ctx, token)) : say.askToken(say.examples.holding);
    case 'token.safe':
      return tokens.length ? perToken(request, tokens, (token) => answerSafe(ctx, token)) : say.askToken(say.examples.safe);
    case 'market.price':
      return tokens.length ? perToken(request, tokens, (token) => answerPrice(ctx, token)) : say.askToken(say.examples.price);
    case 'help':
      return help(ctx, true);
    case null:
      return help(ctx, false);
  }
}

export function createOfflineAgent(): Agent {
  // Training takes 0.1–0.3 s of CPU: begun now, where the app makes its agent, the first question does not wait for it.
  // A failure here is retried by that first question, which then reports it.
  intentModel().catch(() => undefined);
  visitorModel().catch(() => undefined);
  return {
    kind: 'offline',
    async *answer(request) {
      try {
        if (request.signal.aborted) return;
        const ctx = answerContext(request);
        const body = await compose(request, ctx);
        const text = ctx.demo ? `${body}\n\n${ctx.say.demo}` : body;
        for (const chunk of chunksOf(text)) {
          if (request.signal.aborted) return;
          yield chunk;
        }
      } finally {
        // No model, no tokens: reported all the same so that the route logs every answer alike.
        request.onUsage?.({ promptTokens: 0, completionTokens: 0 });
      }
    },
  };
}
