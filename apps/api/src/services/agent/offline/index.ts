// Agent K's offline agent (issue 12 §2 "Offline agent"), the default when no LLM is configured: it recognises the
// question's intent (nlp.js, in English, French or Spanish whatever the reader's language) and the kind of answer it
// wants (frame.ts, cues.ts: a comparison, "should I", why the portfolio moved, an X-Ray section; issue 28 §1), fills what a
// follow-up leaves out from the previous question, reads the user's data through the same tools as the LLM agent, and
// composes the answer from templates in the reader's language. Every figure comes from a tool; a question it does not
// understand gets an honest "I can help with…". docs/agent-offline.md.
import type { Agent, AgentRequest } from '../types';
import { answerCompare, answerSection, answerShould, answerWhy } from './answers-insights';
import { answerMarketNews, answerNews, answerPrice, answerSafe } from './answers-market';
import { answerUnheld } from './answers-scope';
import { answerHolding, answerMove, answerPlan, answerQuests, answerWorth } from './answers-portfolio';
import { answerPnl } from './answers-pnl';
import { type AnswerContext, answerContext, tokenLabel } from './context';
import { spaced } from './cues';
import { fieldsAsked } from './cues-sections';
import { type Frame, frameOf, previousFrame, read, type Reading, TOKEN_KINDS } from './frame';
import { intentModel } from './nlu';
import { K3_ONLY_TOPICS, topicAnswer, VISITOR_PHRASES, visitorModel, visitorTopic } from './visitor';
import type { VisitorIntent } from './visitor/intents';
import { INSIGHTS } from './phrases/insights';
import { chunksOf } from './stream';
import { editDistance, type NamedAsset } from './tokens';
import { fold } from './words';

/** Tokens answered for in one reply when several are named. */
const TOKENS_ANSWERED = 3;
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

/**
 * A word taken for a token that K3 does not know by that name: when the tool's closest match is a typo away from it
 * ("etherium" → Ethereum), that token, said so; otherwise the word, and the tool answers with its close matches.
 */
async function corrected(request: AgentRequest, word: string): Promise<{ token: NamedAsset | string; readAs: string | null }> {
  const probe = await request.tools.call('market_asset', { asset: word }, request.signal);
  if (probe.ok || !probe.suggestions?.length) return { token: word, readAs: null };
  const folded = fold(word);
  for (const suggestion of probe.suggestions.slice(0, 3)) {
    const match = /^(.*) \(([^)]+)\)$/u.exec(suggestion);
    if (!match) continue;
    const [, name, symbol] = match as unknown as [string, string, string];
    const close = [name, symbol].some((term) => editDistance(fold(term), folded) <= Math.max(1, Math.floor(folded.length / 4)));
    if (!close) continue;
    const [asset] = await request.tools.findAssets(name);
    if (asset) return { token: asset, readAs: word };
  }
  return { token: word, readAs: null };
}

/** A visitor's answer less its last line, which speaks to a visitor ("log in…", "free before you log in"). */
function withoutVisitorLine(text: string): string {
  return text.slice(0, text.lastIndexOf('\n'));
}

/** K3 itself (what it is, kredits, plans, X-Ray, demo data, connecting): the visitor's answers, with the user's plan. */
async function answerK3(ctx: AnswerContext, topic: VisitorIntent): Promise<string> {
  const { say } = ctx;
  const visitor = VISITOR_PHRASES[ctx.lang];
  if (topic === 'k3.about') return `${withoutVisitorLine(visitor.about)}\n${say.capabilities}\n${say.tryThese(say.helpExamples)}`;
  if (topic === 'k3.demo') {
    const summary = await ctx.call('portfolio_summary', {});
    return topicAnswer(topic, ctx.lang, { isDemo: summary.ok && summary.demo });
  }
  const general = topicAnswer(topic, ctx.lang, { isDemo: false });
  if (topic === 'k3.kredits') return `${await answerPlan(ctx)}\n\n${withoutVisitorLine(general)}`;
  if (topic === 'k3.plans') return `${await answerPlan(ctx)}\n\n${general}`;
  return general;
}

/**
 * Whether a question asking a measure K3 lacks also asks, in its own words, an answer K3 gives about the coins: an X-Ray
 * section, the facts of a should-I, their risk (the audit), their news, the user's holding, or a comparison of what K3
 * holds. The model's intent alone does not count: it places any question somewhere ("the best APY on USDC" is no audit).
 */
function askedBesides(frame: Frame, reading: Reading): boolean {
  const { cues } = reading;
  switch (frame.kind) {
    case 'section':
    case 'should':
      return true;
    case 'compare':
      return cues.should || cues.risk || reading.marketAsked;
    case 'token.safe':
      return cues.risk;
    case 'token.news':
      return cues.news;
    case 'holding.detail':
      return cues.holding;
    default:
      return false;
  }
}

/**
 * A question asking for a measure K3 holds no data on (open interest, TVL, a support level…): that, said first. Then
 * what else the question asks that K3 gives on the coins named (an audit, the facts of a should-I, their price…), under
 * its own heading; when it asks nothing else, no data is read and what K3 has on them is offered as questions to ask
 * (a neighbouring figure shown under the line would read as the answer). The coins are those named, or the previous
 * answer's when the message points back ("and its funding rate?").
 */
function answerNotHeld(request: AgentRequest, ctx: AnswerContext, frame: Frame, reading: Reading, previous: Frame | null) {
  const known = (tokens: readonly (NamedAsset | string)[]) => tokens.filter((token) => typeof token !== 'string');
  // A word merely taken for a token ("funding" in "and its funding rate?") is no coin: the previous answer's are.
  const earlier = reading.pointing && previous && TOKEN_KINDS.has(previous.kind!) ? known(previous.tokens) : [];
  const named = known(frame.tokens);
  const coins = named.length ? named : earlier;
  // About the market's news or mood (and no other subject): its news is among the questions offered.
  const market = frame.kind === 'market.news' || ((reading.cues.mood || reading.cues.news) && !reading.cues.newsTopic);
  if (coins.length === 0) return answerUnheld(ctx, reading.unheld, [], null, market);
  if (askedBesides(frame, reading))
    return answerUnheld(ctx, reading.unheld, coins, () => answerFrame(request, ctx, { ...frame, tokens: coins }, reading));
  if (reading.marketAsked)
    return answerUnheld(ctx, reading.unheld, coins, () => perToken(request, coins, (token) => answerPrice(ctx, token)));
  return answerUnheld(ctx, reading.unheld, coins, null);
}

async function compose(request: AgentRequest, ctx: AnswerContext): Promise<string> {
  const reading = await read(request.message, request);
  const previous = await previousFrame(request);
  const frame = frameOf(reading, previous);
  if (reading.unheld.length) return answerNotHeld(request, ctx, frame, reading, previous);
  // A typo of a token ("etherium") is read as the token it is one or two letters away from, and said so.
  const notes: string[] = [];
  const tokens: (NamedAsset | string)[] = [];
  // Only a question about tokens looks its word up ("what is K3" is about K3 itself, not a coin called K3).
  const aboutTokens = frame.kind !== null && TOKEN_KINDS.has(frame.kind);
  for (const token of aboutTokens ? frame.tokens : []) {
    if (typeof token !== 'string') {
      tokens.push(token);
      continue;
    }
    const fixed = await corrected(request, token);
    if (fixed.readAs && typeof fixed.token !== 'string')
      notes.push(INSIGHTS[ctx.lang].readAs(fixed.readAs, tokenLabel(fixed.token)));
    tokens.push(fixed.token);
  }
  const body = await answerFrame(request, ctx, { ...frame, tokens: aboutTokens ? tokens : frame.tokens }, reading);
  return notes.length ? `${notes.join(' ')}\n${body}` : body;
}

/** A question about coins K3 cannot answer: not understood, and what K3 has on the coins offered as questions. */
function offerOn(ctx: AnswerContext, frame: Frame): string {
  const { say } = ctx;
  const coins = frame.tokens.filter((token): token is NamedAsset => typeof token !== 'string');
  const named = new Intl.ListFormat(ctx.lang, { type: 'conjunction' }).format(coins.map(tokenLabel));
  const examples = say.coinExamples(coins[0]!.name, coins[1]?.name ?? null);
  return `${say.notUnderstood} ${say.k3Offers(named, coins.length > 1)}\n${say.tryThese(examples)}`;
}

/** Whether the frame names a token K3 knows (a word merely taken for one, "K3" in "what is K3", does not count). */
function knownTokens(frame: Frame): boolean {
  return frame.tokens.some((token) => typeof token !== 'string');
}

async function answerFrame(request: AgentRequest, ctx: AnswerContext, frame: Frame, reading: Reading): Promise<string> {
  const { say } = ctx;
  const { tokens, period } = frame;
  switch (frame.kind) {
    case 'section':
      return perToken(request, tokens, (token) =>
        answerSection(ctx, token, frame.section!, fieldsAsked(spaced(request.message))),
      );
    case 'should':
      return perToken(request, tokens, (token) => answerShould(ctx, token));
    case 'compare': {
      const compared = await answerCompare(ctx, tokens, period);
      // "Which of them should I buy?": facts side by side, never advice.
      return reading.cues.should ? `${INSIGHTS[ctx.lang].notAdvice}\n${compared}` : compared;
    }
    case 'why':
      return answerWhy(ctx, period);
    case 'market.news':
      return answerMarketNews(ctx, period);
    case 'coin.offer':
      return offerOn(ctx, frame);
    case 'news.topic':
      return `${say.newsTopic}\n${say.tryThese([say.marketExample, say.coinExamples('Solana', null)[2]])}`;
    case 'portfolio.worth':
    case 'quests.list': {
      // K3-specific topics the account model has no class for ("how do I connect another wallet").
      const topic = knownTokens(frame) || reading.cues.portfolio ? null : await visitorTopic(request.message, request.lang, true);
      if (topic && K3_ONLY_TOPICS.has(topic)) return answerK3(ctx, topic);
      if (frame.kind === 'quests.list') return answerQuests(ctx);
      // "Should I diversify my portfolio?": its facts, never advice.
      return reading.cues.should ? `${INSIGHTS[ctx.lang].notAdvice}\n${await answerWorth(ctx)}` : answerWorth(ctx);
    }
    case 'portfolio.move':
      return answerMove(ctx, period);
    case 'portfolio.pnl':
      return tokens.length
        ? perToken(request, tokens, (token) => answerPnl(ctx, token, frame.span))
        : answerPnl(ctx, null, frame.span);
    case 'token.news':
      return tokens.length ? perToken(request, tokens, (token) => answerNews(ctx, token, period)) : answerNews(ctx, null, period);
    case 'holding.detail':
      return tokens.length ? perToken(request, tokens, (token) => answerHolding(ctx, token)) : say.askToken(say.examples.holding);
    case 'token.safe':
      return tokens.length ? perToken(request, tokens, (token) => answerSafe(ctx, token)) : say.askToken(say.examples.safe);
    case 'market.price':
      return tokens.length ? perToken(request, tokens, (token) => answerPrice(ctx, token)) : say.askToken(say.examples.price);
    case 'plan.status':
    case 'help':
    case null: {
      // What K3 costs ("what fees does K3 charge?"): its plans, the user's own first.
      if (reading.cues.k3Price) return answerK3(ctx, 'k3.plans');
      // K3 itself: the visitor's model tells a question about K3 from one about the user's own account.
      const topic = knownTokens(frame) ? null : await visitorTopic(request.message, request.lang, true);
      // A greeting or "what can you do" keeps the signed-in help; "what is K3" gets what K3 is.
      const diverted =
        frame.kind === 'plan.status'
          ? topic === 'k3.plans' || topic === 'k3.kredits'
          : frame.kind !== 'help' || topic !== 'k3.about';
      // Kredits and plans are answered with the user's own plan: only when the question names them (not "credit card").
      const fromAccount = topic === 'k3.kredits' || topic === 'k3.plans';
      if (topic && topic !== 'account' && diverted && (!fromAccount || reading.cues.own)) {
        return answerK3(ctx, topic);
      }
      if (frame.kind === 'plan.status') return answerPlan(ctx);
      // Not understood, a coin K3 knows named: what K3 has on it, rather than the general examples.
      if (frame.kind === null && knownTokens(frame)) return offerOn(ctx, frame);
      return help(ctx, frame.kind === 'help');
    }
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
