// How the offline agent reads a message (issue 28 §1): its tokens, intent, cues and period (`read`), then what the
// answer is about once the conversation is taken into account (`frameOf`: a follow-up such as "and Solana?", "why?" or
// "is it safe?" takes what it leaves out from the previous question's frame). Profit and loss (issue 29 §3) has its own
// period, a calendar year or all time (`span`; frame-pnl.ts). The answers are composed in index.ts.
import { type Locale, LOCALES, type XraySection } from '@k3/shared';
import { KRL_ASSET_ID } from '../../portfolio/tier';
import type { AgentRequest } from '../types';
import { asksMarketData, type Cues, cuesOf, isCueWord, isMarketWord, withoutShould } from './cues';
import type { PnlPeriod } from '../tools/catalogue';
import { PERIOD_WORDS_EN } from './corpus/en';
import { PERIOD_WORDS_ES } from './corpus/es';
import { PERIOD_WORDS_FR } from './corpus/fr';
import { guessedCoin, ON_COIN, pnlFrame, pnlIntent, spanOf } from './frame-pnl';
import type { Intent, PeriodWords } from './intents';
import { type Measure, unheldMeasures, withoutMeasures } from './measures';
import { INTENT_VOCABULARIES, MIN_COVERAGE, recognise, TOKEN_WORD, VOCABULARIES } from './nlu';
import type { Period } from './phrases';
import { editDistance, maskTokens, type NamedAsset, namesOf, unknownTokenWord } from './tokens';
import { wordsOf } from './words';

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
  /** A coin's market data asked (price, market cap, rank), in words other than a measure's ("the price target"). */
  marketAsked: boolean;
  /** Its words (three letters or more, tokens aside) that are no question word of its language nor a typo of one. */
  unplaced: number;
  /** Its words of three letters or more, tokens aside. */
  words: number;
  /** The period of profit and loss it names (this year, last year, all time), or null. */
  span: PnlPeriod | null;
  /** A coin is named after "on", "sur", "con"… ("how much did I make on ETH"), not as the subject. */
  onCoin: boolean;
}

/**
 * What an answer is about, once the conversation is taken into account; `market.news`: K3's news across the market;
 * `news.topic`: the news of a subject that is neither a coin nor the market (K3's news is not sorted by topic);
 * `coin.offer`: something else about a coin, which K3 cannot answer; what it has on the coin is offered.
 */
export type Kind = Intent | 'compare' | 'should' | 'why' | 'section' | 'market.news' | 'news.topic' | 'coin.offer';
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

/** Words never taken for an unknown token: the market's and its mood's, the cues' ("a good idea"), pointing ones ("its"). */
const notACoin = (word: string) => isMarketWord(word) || isCueWord(word) || POINTING.has(word);

export async function read(message: string, request: AgentRequest): Promise<Reading> {
  const { text, assets } = maskTokens(message, await request.tools.findAssets(message));
  const recognition = await recognise(text, request.lang);
  const said = periodSaid(message, recognition.locale);
  const { span, rest } = spanOf(text);
  const cues = {
    ...cuesOf(text, TOKEN_WORD, ANY_PERIOD_WORDS, recognition.locale, namesOf(message)),
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
        : unknownTokenWord(message, { capitalsOnly, skip: notACoin });
  return {
    assets,
    guessed,
    intent,
    cues,
    period: said ?? periodOf(message, recognition.locale),
    periodSaid: said !== null,
    pointing: withoutShould(rest)
      .split(' ')
      .some((word) => POINTING.has(word)),
    // The user's own named (my, mes, mis…), and no coin: the account's figures answer (the portfolio's "rendement", "my
    // earnings"); words the plan or the portfolio share with a measure ("token unlocks", "these wallets' airdrops") do not;
    // nor does profit and loss ("my entry price on ETH" is its cost basis).
    unheld: (cues.mine && assets.length === 0) || cues.pnl ? [] : unheldMeasures(text),
    marketAsked: asksMarketData(withoutMeasures(text)),
    ...unplacedWords(text, recognition.locale),
    span,
    onCoin: ON_COIN.test(` ${wordsOf(text).join(' ')} `) || (intent === 'portfolio.pnl' && guessed !== null),
  };
}

/** Two words of one stem: one begins with the other, of five letters or more ("happen", "happening"). */
const sameStem = (a: string, b: string) => (a.length <= b.length ? a : b).length >= 5 && (a.startsWith(b) || b.startsWith(a));

/**
 * How many of a message's words (three letters or more, tokens aside) are no question word of its language, nor a typo
 * of one (one edit), nor of its stem.
 */
function unplacedWords(masked: string, locale: Locale): { unplaced: number; words: number } {
  const vocabulary = [...INTENT_VOCABULARIES[locale]];
  const words = wordsOf(masked).filter((word) => word.length >= 3 && word !== TOKEN_WORD);
  const placed = (word: string) =>
    INTENT_VOCABULARIES[locale].has(word) ||
    vocabulary.some(
      (known) => sameStem(known, word) || (Math.abs(known.length - word.length) <= 1 && editDistance(known, word) <= 1),
    );
  return { unplaced: words.filter((word) => !placed(word)).length, words: words.length };
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
  'coin.offer',
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
  const frame = coinFrame(r, previous);
  // Not understood, or a measure K3 lacks, about a coin K3 knows: what K3 has on it is offered, and a follow-up ("is it
  // safe?") keeps the coin. What K3 costs stays K3's plans.
  const aboutCoin = frame.tokens.some((token) => typeof token !== 'string') && !r.cues.k3Price;
  const unanswered = frame.kind === null || (r.unheld.length > 0 && !TOKEN_KINDS.has(frame.kind));
  return aboutCoin && unanswered ? { ...frame, kind: 'coin.offer' } : frame;
}

function coinFrame(r: Reading, previous: Frame | null): Frame {
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
  if (asksElse(frame, r)) return { ...frame, kind: 'coin.offer' };
  // A word merely taken for a token ("overall" in "the overall market mood") only counts in a question about tokens.
  const guessedOnly = frame.tokens.every((token) => typeof token === 'string');
  const tokenQuestion = frame.kind !== null && TOKEN_KINDS.has(frame.kind);
  if (!guessedOnly || (frame.tokens.length > 0 && tokenQuestion) || r.cues.own) return frame;
  const followsUp = previous !== null && fromAccount(previous) && (r.cues.fillerOnly || r.cues.why || r.pointing);
  if (followsUp) return frame;
  const aboutMarket = r.cues.news || r.cues.mood || (r.cues.market && r.periodSaid);
  // The news or mood of some other subject ("what's happening with lending platforms"): not the market's top stories.
  if (aboutMarket && GENERAL_KINDS.has(frame.kind))
    return { ...frame, kind: r.cues.newsTopic ? 'news.topic' : 'market.news', tokens: [] };
  return fromAccount(frame) ? { ...frame, kind: null, tokens: [] } : frame;
}

/** For each kind of coin answer the model may take a question for, the words that ask for it. */
const ASKED_BY: Partial<Record<Kind, (r: Reading) => boolean>> = {
  'market.price': (r) => r.marketAsked,
  'token.safe': (r) => r.cues.risk,
  'token.news': (r) => r.cues.news,
  'holding.detail': (r) => r.cues.holding || r.cues.firstPerson,
};
/**
 * A question naming a coin that the model placed in a coin answer though most of its words (two or more) are neither
 * words of the questions nor typos of them, and none says what it asks ("how could regulation impact Cardano?", "a technical summary of Tezos' governance"): it
 * asks something else about the coin, which K3 cannot answer. Its price or audit would read as the answer.
 */
function asksElse(frame: Frame, r: Reading): boolean {
  const asked = frame.kind === null ? undefined : ASKED_BY[frame.kind];
  const mostlyElse = r.unplaced >= 2 && r.unplaced > (1 - MIN_COVERAGE) * r.words;
  return asked !== undefined && r.assets.length > 0 && mostlyElse && !asked(r) && !r.cues.fillerOnly;
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
  // "Compare it with ETH": the previous answer's coin beside the one named.
  const earlier = r.pointing ? before.filter((t) => typeof t !== 'string' && !known.some((k) => k.id === t.id)) : [];
  const compared = known.length === 1 ? [...earlier, ...known] : known;
  // "Which of these should I buy?": the coins side by side, with the facts-not-advice line (index.ts).
  if (r.cues.compare && compared.length >= 2 && r.cues.should) return frame('compare', compared);
  // "Should I diversify my portfolio?", "which of my coins should I sell?": the portfolio's facts, never advice (index.ts);
  // a word merely taken for a token there is none.
  if (r.cues.should && r.cues.portfolio && known.length === 0 && !r.pointing) return frame('portfolio.worth', []);
  if (r.cues.should && tokens.length) return frame('should');
  if (r.cues.compare && compared.length >= 2) return frame('compare', compared);
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
