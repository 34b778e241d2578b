// Agent K's offline agent (issue 12 §2 "Offline agent"), the default when no LLM is configured: it recognises the
// question's intent (nlp.js, in English, French or Spanish whatever the reader's language) and the kind of answer it
// wants (cues.ts: a comparison, "should I", why the portfolio moved, an X-Ray section; issue 28 §1), fills what a
// follow-up leaves out from the previous question, reads the user's data through the same tools as the LLM agent, and
// composes the answer from templates in the reader's language. Every figure comes from a tool; a question it does not
// understand gets an honest "I can help with…". docs/agent-offline.md.
import { type Locale, LOCALES, type XraySection } from '@k3/shared';
import { KRL_ASSET_ID } from '../../portfolio/tier';
import type { Agent, AgentRequest } from '../types';
import { answerCompare, answerSection, answerShould, answerWhy } from './answers-insights';
import { answerNews, answerPrice, answerSafe } from './answers-market';
import { answerHolding, answerMove, answerPlan, answerQuests, answerWorth } from './answers-portfolio';
import { type AnswerContext, answerContext, tokenLabel } from './context';
import { type Cues, cuesOf } from './cues';
import { PERIOD_WORDS_EN } from './corpus/en';
import { PERIOD_WORDS_ES } from './corpus/es';
import { PERIOD_WORDS_FR } from './corpus/fr';
import type { Intent, PeriodWords } from './intents';
import { intentModel, recognise, TOKEN_WORD, VOCABULARIES } from './nlu';
import { topicAnswer, VISITOR_PHRASES, visitorModel, visitorTopic } from './visitor';
import type { VisitorIntent } from './visitor/intents';
import type { Period } from './phrases';
import { INSIGHTS } from './phrases/insights';
import { chunksOf } from './stream';
import { editDistance, maskTokens, type NamedAsset, unknownTokenWord } from './tokens';
import { fold, wordsOf } from './words';

/** Tokens answered for in one reply when several are named. */
const TOKENS_ANSWERED = 3;
const PERIOD_WORDS: Readonly<Record<Locale, PeriodWords>> = { en: PERIOD_WORDS_EN, fr: PERIOD_WORDS_FR, es: PERIOD_WORDS_ES };

/** The period a question asks for, in the language it is written in: 7 days unless it says today or this month. */
export function periodOf(message: string, locale: Locale): Period {
  const text = ` ${wordsOf(message).join(' ')} `;
  const says = (words: readonly string[]) => words.some((word) => text.includes(` ${word} `));
  if (says(PERIOD_WORDS[locale]['24h'])) return '24h';
  if (says(PERIOD_WORDS[locale]['30d'])) return '30d';
  return '7d';
}

/** What a message asks, read on its own: its tokens, intent, cues and period. */
interface Reading {
  assets: NamedAsset[];
  /** A word taken for an unknown token (a typo, a coin K3 does not know), when no known token is named. */
  guessed: string | null;
  intent: Intent | null;
  cues: Cues;
  period: Period;
  /** The message names a period (today, this month…), rather than the 7-day default. */
  periodSaid: boolean;
  /** It points back at something ("it", "its", "ça"…). */
  pointing: boolean;
}

/** What an answer is about, once the conversation is taken into account. */
type Kind = Intent | 'compare' | 'should' | 'why' | 'section';
interface Frame {
  kind: Kind | null;
  tokens: (NamedAsset | string)[];
  period: Period;
  section: XraySection | null;
}

/** Every language's period words, and the 7-day ones the default needs no word for: what a follow-up may add. */
const ANY_PERIOD_WORDS = [
  ...LOCALES.flatMap((locale) => [...PERIOD_WORDS[locale]['24h'], ...PERIOD_WORDS[locale]['30d']]),
  ...['week', 'weekly', '7 days', '7d', 'semaine', '7 jours', 'semana', '7 dias', 'days', 'jours', 'dias', '30', '24', 'h'],
];
/** Words that point back at the previous answer's token ("is it safe?", "et ça vaut combien ?"). */
const POINTING = new Set([
  'it',
  'its',
  'this',
  'that',
  'them',
  'ca',
  'cela',
  'il',
  'elle',
  'son',
  'sa',
  'ses',
  'lo',
  'su',
  'sus',
  'eso',
  'esto',
]);

async function read(message: string, request: AgentRequest): Promise<Reading> {
  const { text, assets } = maskTokens(message, await request.tools.findAssets(message));
  const recognition = await recognise(text, request.lang);
  const said = periodSaid(message, recognition.locale);
  return {
    assets,
    // News without a token is about the holdings, so a generic "what's happening in crypto" must not turn one of its
    // words into a token: there only a word in capitals (a symbol) is taken for an unknown token.
    guessed: assets.length === 0 ? unknownTokenWord(message, { capitalsOnly: recognition.intent === 'token.news' }) : null,
    intent: recognition.intent,
    cues: cuesOf(text, TOKEN_WORD, ANY_PERIOD_WORDS),
    period: said ?? periodOf(message, recognition.locale),
    periodSaid: said !== null,
    pointing: wordsOf(message).some((word) => POINTING.has(word)),
  };
}

/**
 * The period a message names, or null (the answer then keeps the default or the previous one): in the language it was
 * read in, else in another one for a word that is not also a word of the first ("mes" is "month" in Spanish, "my" in
 * French).
 */
function periodSaid(message: string, locale: Locale): Period | null {
  const text = ` ${wordsOf(message).join(' ')} `;
  const says = (words: readonly string[], own: boolean) =>
    words.some((word) => text.includes(` ${word} `) && (own || !VOCABULARIES[locale].has(word)));
  for (const other of [locale, ...LOCALES.filter((l) => l !== locale)]) {
    const own = other === locale;
    if (says(PERIOD_WORDS[other]['24h'], own)) return '24h';
    if (says(PERIOD_WORDS[other]['30d'], own)) return '30d';
  }
  return says(['week', 'weekly', '7 days', '7d', 'semaine', '7 jours', 'semana', '7 dias'], true) ? '7d' : null;
}

/** K3 topics no question about the user's own data shares words with. */
const K3_ONLY: ReadonlySet<VisitorIntent> = new Set(['k3.connect', 'k3.signin', 'k3.demo', 'k3.xray']);
const TOKEN_KINDS: ReadonlySet<Kind> = new Set([
  'holding.detail',
  'token.safe',
  'token.news',
  'market.price',
  'compare',
  'should',
  'section',
]);
const PORTFOLIO_KINDS: ReadonlySet<Kind> = new Set(['portfolio.move', 'portfolio.worth', 'why']);

/**
 * The frame of a message: what it asks, about which tokens and period, with the previous question's frame filling what
 * a follow-up leaves out ("and Solana?", "is it safe?", "why?", "what about this month?").
 */
function frameOf(r: Reading, previous: Frame | null): Frame {
  // The plan token named with plan words, or "more KRL", is a question about the plan ("what does more KRL unlock").
  const planToken = r.assets.length === 1 && r.assets[0]!.id === KRL_ASSET_ID;
  const known = planToken && (r.cues.plan || r.cues.more) && !r.cues.should && !r.cues.section ? [] : r.assets;
  const named: (NamedAsset | string)[] = known.length ? known : r.assets.length ? [] : r.guessed ? [r.guessed] : [];
  const before = previous && TOKEN_KINDS.has(previous.kind!) ? previous.tokens : [];
  const tokens = named.length ? named : before;
  const frame = (kind: Kind | null, list = tokens, period = r.period, section: XraySection | null = null): Frame => ({
    kind,
    tokens: list,
    period,
    section,
  });
  if (r.cues.section && tokens.length) return frame('section', tokens, r.period, r.cues.section);
  if (r.cues.should && tokens.length) return frame('should');
  if (r.cues.compare && known.length >= 2) return frame('compare', known);
  if (known.length === 0 && (r.cues.plan || planToken) && !r.cues.portfolio && !r.cues.why) return frame('plan.status', []);
  const portfolioContext =
    r.cues.portfolio ||
    (r.intent !== null && PORTFOLIO_KINDS.has(r.intent)) ||
    (previous !== null && PORTFOLIO_KINDS.has(previous.kind!) && known.length === 0);
  if (r.cues.why && known.length === 0 && portfolioContext) {
    const period = r.periodSaid || !previous || !PORTFOLIO_KINDS.has(previous.kind!) ? r.period : previous.period;
    return frame('why', [], period);
  }
  // A follow-up: only "and", "what about", a token or a period besides.
  if (previous?.kind && r.cues.fillerOnly && (named.length > 0 || r.periodSaid)) {
    if (named.length && TOKEN_KINDS.has(previous.kind)) {
      const list = previous.kind === 'compare' ? [...previous.tokens, ...named] : named;
      return frame(previous.kind, list, r.periodSaid ? r.period : previous.period, previous.section);
    }
    if (!named.length && (PORTFOLIO_KINDS.has(previous.kind) || previous.kind === 'token.news')) {
      return frame(previous.kind, previous.tokens, r.period, previous.section);
    }
  }
  if (r.intent === null && named.length && previous?.kind && TOKEN_KINDS.has(previous.kind)) {
    return frame(previous.kind, named, previous.period, previous.section);
  }
  // What happened to a token is its news; its risk is its audit — whatever the model took the question for.
  if (r.cues.news && known.length && !r.cues.risk) return frame('token.news', known);
  if (r.cues.risk && !r.cues.news && tokens.length && (named.length || r.pointing)) return frame('token.safe');
  // A question about the portfolio's value or move that names a coin and not the portfolio is about that coin.
  if (r.intent && PORTFOLIO_KINDS.has(r.intent) && !r.cues.portfolio) {
    if (known.length) return frame('market.price', known);
    if (r.pointing && before.length) return frame('market.price', before);
  }
  // A token question naming no token is about the previous answer's token; news only when it points back ("its news").
  if (r.intent && !named.length && before.length) {
    const points = r.intent !== 'token.news' || r.cues.fillerOnly || r.pointing;
    if (TOKEN_KINDS.has(r.intent) && points) return frame(r.intent, before);
  }
  // The portfolio named in words the model did not place: its move when a period is said, else its worth.
  if (r.intent === null && r.cues.portfolio && !known.length)
    return frame(r.periodSaid ? 'portfolio.move' : 'portfolio.worth', []);
  return frame(r.intent, named);
}

/** The frame of the previous user message, itself read with the one before it (two levels are enough for a chat). */
async function previousFrame(request: AgentRequest, depth = 2): Promise<Frame | null> {
  const users = request.history.filter((message) => message.sender === 'user');
  const last = users.at(-1);
  if (!last || depth === 0) return null;
  const earlier = await previousFrame(
    { ...request, history: request.history.slice(0, request.history.lastIndexOf(last)) },
    depth - 1,
  );
  return frameOf(await read(last.message, request), earlier);
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

async function compose(request: AgentRequest, ctx: AnswerContext): Promise<string> {
  const reading = await read(request.message, request);
  const previous = await previousFrame(request);
  const frame = frameOf(reading, previous);
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

/** Whether the frame names a token K3 knows (a word merely taken for one, "K3" in "what is K3", does not count). */
function knownTokens(frame: Frame): boolean {
  return frame.tokens.some((token) => typeof token !== 'string');
}

async function answerFrame(request: AgentRequest, ctx: AnswerContext, frame: Frame, reading: Reading): Promise<string> {
  const { say } = ctx;
  const { tokens, period } = frame;
  switch (frame.kind) {
    case 'section':
      return perToken(request, tokens, (token) => answerSection(ctx, token, frame.section!));
    case 'should':
      return perToken(request, tokens, (token) => answerShould(ctx, token));
    case 'compare':
      return answerCompare(ctx, tokens, period);
    case 'why':
      return answerWhy(ctx, period);
    case 'portfolio.worth':
    case 'quests.list': {
      // K3-specific topics the account model has no class for ("how do I connect another wallet").
      const topic = knownTokens(frame) || reading.cues.portfolio ? null : await visitorTopic(request.message, request.lang);
      if (topic && K3_ONLY.has(topic)) return answerK3(ctx, topic);
      return frame.kind === 'quests.list' ? answerQuests(ctx) : answerWorth(ctx);
    }
    case 'portfolio.move':
      return answerMove(ctx, period);
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
      // K3 itself: the visitor's model tells a question about K3 from one about the user's own account.
      const topic = knownTokens(frame) ? null : await visitorTopic(request.message, request.lang);
      // A greeting or "what can you do" keeps the signed-in help; "what is K3" gets what K3 is.
      const diverted =
        frame.kind === 'plan.status'
          ? topic === 'k3.plans' || topic === 'k3.kredits'
          : frame.kind !== 'help' || topic !== 'k3.about';
      if (topic && topic !== 'account' && diverted) {
        return answerK3(ctx, topic);
      }
      if (frame.kind === 'plan.status') return answerPlan(ctx);
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
