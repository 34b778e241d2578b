// How the offline agent reads a message (issue 28 §1): its tokens, intent, cues and period (`read`), then what the
// answer is about once the conversation is taken into account (`frameOf`: a follow-up such as "and Solana?", "why?" or
// "is it safe?" takes what it leaves out from the previous question's frame). Profit and loss (issue 29 §3) has its own
// period, a calendar year or all time (`span`). The answers are composed in index.ts.
import { type Locale, LOCALES, type XraySection } from '@k3/shared';
import { KRL_ASSET_ID } from '../../portfolio/tier';
import type { AgentRequest } from '../types';
import { type Cues, cuesOf, isMarketWord } from './cues';
import type { PnlPeriod } from '../tools/catalogue';
import { PERIOD_WORDS_EN, PNL_PERIOD_WORDS_EN } from './corpus/en';
import { PERIOD_WORDS_ES, PNL_PERIOD_WORDS_ES } from './corpus/es';
import { PERIOD_WORDS_FR, PNL_PERIOD_WORDS_FR } from './corpus/fr';
import type { Intent, PeriodWords, PnlPeriodWords } from './intents';
import { type Measure, unheldMeasures } from './measures';
import { recognise, TOKEN_WORD, VOCABULARIES } from './nlu';
import type { Period } from './phrases';
import { maskTokens, type NamedAsset, unknownTokenWord } from './tokens';
import { wordsOf } from './words';

const PERIOD_WORDS: Readonly<Record<Locale, PeriodWords>> = { en: PERIOD_WORDS_EN, fr: PERIOD_WORDS_FR, es: PERIOD_WORDS_ES };
const PNL_PERIOD_WORDS: readonly PnlPeriodWords[] = [PNL_PERIOD_WORDS_EN, PNL_PERIOD_WORDS_FR, PNL_PERIOD_WORDS_ES];
const SPANS: readonly PnlPeriod[] = ['this-year', 'last-year', 'all-time'];

/**
 * The period of profit and loss a message names, in any of the three languages (their words do not overlap), and the
 * folded message without those words: "this year" is no pointing "this", and "and last year?" is a follow-up.
 */
function spanOf(message: string): { span: PnlPeriod | null; rest: string } {
  let text = ` ${wordsOf(message).join(' ')} `;
  let span: PnlPeriod | null = null;
  for (const period of SPANS) {
    for (const words of PNL_PERIOD_WORDS) {
      for (const phrase of words[period]) {
        if (!text.includes(` ${phrase} `)) continue;
        span ??= period;
        text = text.replaceAll(` ${phrase} `, ' ');
      }
    }
  }
  return { span, rest: text.trim() };
}

/** Words after which a profit-and-loss question names its coin ("on ETH", "sur le BTC", "con mi SOL"). */
const PREPOSITIONS = 'on|in|with|for|of|sur|avec|pour|en|de|du|des|con|del|para|por';
const DETERMINERS = 'the|my|le|la|l|les|mon|ma|mes|el|los|las|mi|mis';
/** A coin named right after such a word: the user's gains on it, not the coin's own ("how much did bitcoin make"). */
const ON_COIN = new RegExp(` (?:${PREPOSITIONS})(?: (?:${DETERMINERS}))? ${TOKEN_WORD} `);
/** The words written right after such a word (and maybe an article), where a PnL question names its coin. */
const AFTER_PREPOSITION = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${PREPOSITIONS})\\s+(?:(?:${DETERMINERS})(?:\\s+|['’]))?([\\p{L}\\p{N}$]+)`,
  'giu',
);

/**
 * The word a profit-and-loss question most likely names as an unknown token: one written right after "on", "sur",
 * "con"… that is no question word ("how much did I make on etherium"); a PnL question names no coin elsewhere, and
 * one naming none is about the whole history ("what is my acquisition cost").
 */
function guessedCoin(message: string): string | null {
  for (const match of message.matchAll(AFTER_PREPOSITION)) {
    const word = unknownTokenWord(match[1]!, { skip: isMarketWord });
    if (word) return word;
  }
  return null;
}

/**
 * The model's intent, corrected for profit and loss (issue 29 §3): PnL's own words (cost basis, realised, PnL…) make a
 * PnL question; so does money made or lost, a return or the portfolio over a calendar year or all time, and the user's
 * money made on a coin when no day, week or month is named. The model's PnL over a day, a week or a month is the
 * portfolio's move ("how much did I make today").
 */
function pnlIntent(intent: Intent | null, cues: Cues, short: boolean, span: PnlPeriod | null, coins: number): Intent | null {
  if (cues.pnl) return 'portfolio.pnl';
  const portfolio = intent === 'portfolio.move' || intent === 'portfolio.worth' || intent === 'portfolio.pnl';
  if (span && (cues.gain || portfolio || (intent === null && cues.portfolio))) return 'portfolio.pnl';
  if (intent === 'portfolio.pnl' && short) return 'portfolio.move';
  if (cues.gain && cues.mine && coins > 0 && !short && !cues.should && !cues.why) return 'portfolio.pnl';
  return intent;
}

/** The period a question asks for, in the language it is written in: 7 days unless it says today or this month. */
export function periodOf(message: string, locale: Locale): Period {
  const text = ` ${wordsOf(message).join(' ')} `;
  const says = (words: readonly string[]) => words.some((word) => text.includes(` ${word} `));
  if (says(PERIOD_WORDS[locale]['24h'])) return '24h';
  if (says(PERIOD_WORDS[locale]['30d'])) return '30d';
  return '7d';
}

/** What a message asks, read on its own: its tokens, intent, cues and period. */
export interface Reading {
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
  /** The measures it asks for that K3 holds no data on (measures.ts). */
  unheld: Measure[];
  /** The period of profit and loss it names (this year, last year, all time), or null. */
  span: PnlPeriod | null;
  /** A coin is named after "on", "sur", "con"… ("how much did I make on ETH"), not as the subject. */
  onCoin: boolean;
}

/** What an answer is about, once the conversation is taken into account; `market.news`: K3's news across the market. */
export type Kind = Intent | 'compare' | 'should' | 'why' | 'section' | 'market.news';
export interface Frame {
  kind: Kind | null;
  tokens: (NamedAsset | string)[];
  period: Period;
  section: XraySection | null;
  /** Profit and loss's period, when said or kept from the previous question (the tool's default otherwise). */
  span: PnlPeriod | null;
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

export async function read(message: string, request: AgentRequest): Promise<Reading> {
  const { text, assets } = maskTokens(message, await request.tools.findAssets(message));
  const recognition = await recognise(text, request.lang);
  const said = periodSaid(message, recognition.locale);
  const { span, rest } = spanOf(text);
  const cues = {
    ...cuesOf(text, TOKEN_WORD, ANY_PERIOD_WORDS, recognition.locale),
    fillerOnly: cuesOf(rest, TOKEN_WORD, ANY_PERIOD_WORDS, recognition.locale).fillerOnly,
  };
  const intent = pnlIntent(recognition.intent, cues, said !== null, span, assets.length);
  // News without a token is about the holdings, so a generic "what's happening in crypto" must not turn one of its
  // words into a token: there only a word in capitals (a symbol) is taken for an unknown token; and a word of the
  // market, its news or its mood ("le sentiment du marché") never is. Profit and loss without a token is the whole
  // history's: a word is taken for a token only right after a word that names one ("on", "sur", "con"…).
  const capitalsOnly = recognition.intent === 'token.news';
  const guessed =
    assets.length > 0
      ? null
      : intent === 'portfolio.pnl'
        ? guessedCoin(message)
        : unknownTokenWord(message, { capitalsOnly, skip: isMarketWord });
  return {
    assets,
    guessed,
    intent,
    cues,
    period: said ?? periodOf(message, recognition.locale),
    periodSaid: said !== null,
    pointing: rest.split(' ').some((word) => POINTING.has(word)),
    // The user's own named (my, mes, mis…), and no coin: the account's figures answer (the portfolio's "rendement", "my
    // earnings"); words the plan or the portfolio share with a measure ("token unlocks", "these wallets' airdrops") do not;
    // nor does profit and loss ("my entry price on ETH" is its cost basis).
    unheld: (cues.mine && assets.length === 0) || cues.pnl ? [] : unheldMeasures(text),
    span,
    onCoin: ON_COIN.test(` ${wordsOf(text).join(' ')} `) || (intent === 'portfolio.pnl' && guessed !== null),
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

export const TOKEN_KINDS: ReadonlySet<Kind> = new Set([
  'portfolio.pnl',
  'holding.detail',
  'token.safe',
  'token.news',
  'market.price',
  'compare',
  'should',
  'section',
]);
const PORTFOLIO_KINDS: ReadonlySet<Kind> = new Set(['portfolio.move', 'portfolio.worth', 'why']);
const ACCOUNT_KINDS: ReadonlySet<Kind> = new Set([...PORTFOLIO_KINDS, 'portfolio.pnl', 'plan.status', 'quests.list']);

/** A frame answered from the user's own account: the portfolio, the plan, quests or the holdings' news. */
export function fromAccount(frame: Frame): boolean {
  return frame.kind !== null && (ACCOUNT_KINDS.has(frame.kind) || (frame.kind === 'token.news' && frame.tokens.length === 0));
}

/** Kinds a question about the market at large may be taken for when it names no coin: K3's market news answers it. */
const GENERAL_KINDS: ReadonlySet<Kind | null> = new Set([...ACCOUNT_KINDS, ...TOKEN_KINDS, 'help', null]);

/**
 * The frame of a message: what it asks, about which tokens and period, with the previous question's frame filling what
 * a follow-up leaves out ("and Solana?", "is it safe?", "why?", "what about this month?"). A question naming neither a
 * coin nor the user's account (nor following up on an answer about it) is not answered from the account, whatever the
 * model took it for (issue 28): about the market's news, mood or moves, it gets K3's news across the market; otherwise
 * it is not understood.
 */
export function frameOf(r: Reading, previous: Frame | null): Frame {
  const frame = framed(r, previous);
  // How much of a coin the user holds is asked in the first person ("do I have", "mes", "tengo") or by naming the holding
  // ("ETH balance", "solde ETH"); without either, and not following up on such a question, it is about the coin.
  const holdingFollowUp = previous?.kind === 'holding.detail' && (r.cues.fillerOnly || r.pointing);
  const holdingNamed = r.cues.firstPerson || r.cues.holding || holdingFollowUp;
  if (frame.kind === 'holding.detail' && frame.tokens.length > 0 && !holdingNamed) return { ...frame, kind: 'market.price' };
  // Profit and loss is the user's own: a coin's gains asked with the coin as the subject ("how much did bitcoin make this
  // year"), without "I", "my" or PnL's own words and not following up on a PnL answer, are the coin's market data.
  const pnlFollowUp = previous?.kind === 'portfolio.pnl' && (r.cues.fillerOnly || r.pointing);
  if (frame.kind === 'portfolio.pnl' && frame.tokens.length > 0 && !r.cues.own && !r.onCoin && !pnlFollowUp) {
    return { ...frame, kind: 'market.price' };
  }
  // A word merely taken for a token ("overall" in "the overall market mood") only counts in a question about tokens.
  const guessedOnly = frame.tokens.every((token) => typeof token === 'string');
  const tokenQuestion = frame.kind !== null && TOKEN_KINDS.has(frame.kind);
  if (!guessedOnly || (frame.tokens.length > 0 && tokenQuestion) || r.cues.own) return frame;
  const followsUp = previous !== null && fromAccount(previous) && (r.cues.fillerOnly || r.cues.why || r.pointing);
  if (followsUp) return frame;
  const aboutMarket = r.cues.news || r.cues.mood || (r.cues.market && r.periodSaid);
  if (aboutMarket && GENERAL_KINDS.has(frame.kind)) return { ...frame, kind: 'market.news', tokens: [] };
  return fromAccount(frame) ? { ...frame, kind: null, tokens: [] } : frame;
}

function framed(r: Reading, previous: Frame | null): Frame {
  // The plan token named with plan words, or "more KRL", is a question about the plan ("what does more KRL unlock").
  const planToken = r.assets.length === 1 && r.assets[0]!.id === KRL_ASSET_ID;
  const known = planToken && (r.cues.plan || r.cues.more) && !r.cues.should && !r.cues.section ? [] : r.assets;
  const named: (NamedAsset | string)[] = known.length ? known : r.assets.length ? [] : r.guessed ? [r.guessed] : [];
  const before = previous && TOKEN_KINDS.has(previous.kind!) ? previous.tokens : [];
  const tokens = named.length ? named : before;
  // A period of profit and loss is kept from the previous question until another one is said ("and on ETH?").
  const span = r.span ?? (previous?.kind === 'portfolio.pnl' ? previous.span : null);
  const frame = (kind: Kind | null, list = tokens, period = r.period, section: XraySection | null = null): Frame => ({
    kind,
    tokens: list,
    period,
    section,
    span,
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
  const pnl = pnlFrame(r, previous, named, before);
  if (pnl) return frame('portfolio.pnl', pnl);
  // A follow-up: only "and", "what about", a token or a period besides.
  if (previous?.kind && r.cues.fillerOnly && (named.length > 0 || r.periodSaid)) {
    if (named.length && TOKEN_KINDS.has(previous.kind)) {
      const list = previous.kind === 'compare' ? [...previous.tokens, ...named] : named;
      return frame(previous.kind, list, r.periodSaid ? r.period : previous.period, previous.section);
    }
    if (
      !named.length &&
      (PORTFOLIO_KINDS.has(previous.kind) || previous.kind === 'token.news' || previous.kind === 'market.news')
    ) {
      return frame(previous.kind, previous.tokens, r.period, previous.section);
    }
  }
  if (r.intent === null && named.length && previous?.kind && TOKEN_KINDS.has(previous.kind)) {
    return frame(previous.kind, named, previous.period, previous.section);
  }
  // What happened to a token is its news; its risk is its audit — whatever the model took the question for.
  if (r.cues.news && known.length && !r.cues.risk) return frame('token.news', known);
  if (r.cues.risk && !r.cues.news && tokens.length && (named.length || r.pointing)) return frame('token.safe');
  // A coin's holding named as such ("ETH balance", "saldo de ETH", "my ETH holdings"): how much of it the user holds.
  if (r.cues.holding && known.length && !r.cues.news && !r.cues.risk) return frame('holding.detail', known);
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

/**
 * The tokens of a profit-and-loss question, or null when the message is not one: the coins named, else none (the whole
 * history) when it names the whole ("in total", "my portfolio"), else the previous answer's coins when it points back
 * ("its cost basis") or follows up on a PnL answer ("and last year?", "what's my cost basis?" after "…on BTC").
 */
function pnlFrame(r: Reading, previous: Frame | null, named: (NamedAsset | string)[], before: (NamedAsset | string)[]) {
  const followsPnl = previous?.kind === 'portfolio.pnl';
  const followUp = followsPnl && r.cues.fillerOnly && (named.length > 0 || r.span !== null || r.cues.whole);
  if (r.intent !== 'portfolio.pnl' && !followUp) return null;
  if (named.length) return named;
  if (r.pointing) return before;
  return r.cues.whole || r.cues.portfolio || !followsPnl ? [] : before;
}

/** The frame of the previous user message, itself read with the one before it (two levels are enough for a chat). */
export async function previousFrame(request: AgentRequest, depth = 2): Promise<Frame | null> {
  const users = request.history.filter((message) => message.sender === 'user');
  const last = users.at(-1);
  if (!last || depth === 0) return null;
  const earlier = await previousFrame(
    { ...request, history: request.history.slice(0, request.history.lastIndexOf(last)) },
    depth - 1,
  );
  return frameOf(await read(last.message, request), earlier);
}
