// The right-answer rules of the public questions (docs/agent-offline.md "Public questions"): which questions K3's own
// data can answer (a coin K3 knows, named, asking what K3 holds), and the verdict on an answer from what the agent did —
// the tools it called, with what and whether they returned data, and its text. Used by public-eval.test.ts.
import { PHRASES } from '../../../src/services/agent/offline/phrases';

export const PUBLIC_CATEGORIES = [
  'Comparative & Performance Analysis',
  'Market Data & Price Discovery',
  'Security & Risks',
  'Trading & Strategy Design',
  'On-Chain Analytics & Flows',
  'Project & Fundamental Research',
  'Meme Coins',
  'Macro & Narrative Context',
  'Default / General Analysis',
  'Crypto Concepts & How-To',
  'NFTs',
] as const;
export type PublicCategory = (typeof PUBLIC_CATEGORIES)[number];

export interface Coin {
  id: string;
  symbol: string;
  name: string;
}
/** What a right answer is: data of `tool` (or of any coin tool) for the named coins K3 knows, the facts answer, or none. */
export type Expected =
  | { kind: 'coin'; tool: 'market_asset' | 'xray_audit' | 'any'; coins: Coin[]; atLeast: number }
  | { kind: 'facts'; coins: Coin[] }
  | { kind: 'out'; why: string };

/** Figures the market data holds (price, change, market cap, rank), not flows, derivatives or forecasts. */
const NOT_MARKET =
  /open interest|funding|liquidat|liquidity|order ?book|\betfs?\b|inflow|outflow|dominance|fear|greed|predict|forecast|tomorrow|next (?:week|month|year)|target|support|resistance|rsi|macd|chart|volume|tvl|revenue|fees|correlat|apy|yield|stak|listing|exchange/i;
/** What the market data does hold: a question asking it is answerable even if it asks for more besides. */
const MARKET = /\bprice|market ?cap|\bmcap\b|\brank\b|\bperform|\b(?:24 ?h|7 ?d|30 ?d)\b|\bchange\b/i;
const SHOULD =
  /\bshould i\b|\bis it (?:a )?(?:good|smart|wise|worth)|\bworth (?:buying|it)|\b(?:good|right) time to\b|\b(?:long|short)(?:ing)?\b|\bbuy\b|\bsell\b/i;
const HOLDERS = /\bholders?\b|concentrat|distribution|top (?:wallets|addresses)|\bsupply\b/i;
const NEWS = /\bnews\b|headline|narrative|sentiment|latest|happening/i;
/**
 * A question about the news, mood or narratives that K3's news across the market (news_search `market`) answers when it
 * names no coin (rule of 2026-11-28, docs/agent-offline.md "Public questions"); "what is happening / going on" only with
 * a word of the news, the market or its sentiment besides ("what's happening on Binance today?" is not).
 */
const MARKET_NEWS = /\bnews\b|headlines?|narratives?|sentiment|\bmood\b/i;
const HAPPENING = /happening|going on/i;
const MARKET_WORD = /\bmarkets?\b/i;
const asksMarketNews = (query: string) => MARKET_NEWS.test(query) || (HAPPENING.test(query) && MARKET_WORD.test(query));
/** The agent's plain "K3 has no data on …" line (phrases `noData`), which opens an answer about a measure K3 lacks. */
const NO_DATA = PHRASES.en.noData(['\u0000'], null).split('\u0000')[0]!;
/** Words of a measure's name that say nothing of which measure it is ("whale moves", "support levels", "the order book"). */
const GENERIC = new Set(
  'the of and data levels level moves ratio ratios index rate rates price trading token exchange flows'.split(' '),
);
/** A word of a measure's name as the question may write it: a word beginning with its first 7 letters, less a plural. */
const written = (word: string) => new RegExp(`\\b${word.replace(/s$/, '').slice(0, 7)}`, 'i');

/**
 * Whether every measure the "no data" line names is asked in the question, by the rules' own reading of the measure's
 * name (not the agent's list): the name is read as alternatives ("spreads and slippage": spreads, or slippage; "TVL
 * (total value locked)": TVL, or total value locked), one of which must have all its words in the question. "Market
 * depth" is not asked by "an in-depth analysis" (no "market").
 */
export function flaggedAsked(query: string, answer: string): boolean {
  const start = answer.indexOf(NO_DATA);
  if (start < 0) return false;
  const line = answer.slice(start + NO_DATA.length, answer.indexOf('\n', start) < 0 ? undefined : answer.indexOf('\n', start));
  const names = [...line.split(/ for \*\*/)[0]!.matchAll(/\*\*(.+?)\*\*/g)].map((m) => m[1]!);
  const hasAll = (words: string[]) => words.length > 0 && words.every((word) => written(word).test(query));
  return (
    names.length > 0 &&
    names.every((name) => {
      const [main, inside = ''] = name.toLowerCase().split(/\s*\(/);
      const alternatives = [...main!.split(/\band\b/), ...inside.replace(')', '').split(',')];
      return alternatives.some((alt) => hasAll(alt.split(/[^a-z0-9]+/).filter((w) => w.length > 1 && !GENERIC.has(w))));
    })
  );
}
const COIN_TOOLS = new Set(['market_asset', 'xray_audit', 'news_search']);
const ACCOUNT_TOOLS = new Set(['portfolio_summary', 'portfolio_holdings', 'plan_status', 'quests']);
/**
 * Catalogue names that are also everyday words, matched by the lookup when written in lower case ("which project just
 * launched" is not about JUST): not counted as naming the coin unless written as its name or symbol in capitals.
 */
const COMMON_WORDS = new Set(['just', 'core']);
export function namedCoins(query: string, found: Coin[]): Coin[] {
  return found.filter(
    (c) => !COMMON_WORDS.has(c.name.toLowerCase()) || query.includes(c.name) || query.includes(c.symbol.toUpperCase()),
  );
}
/** A question about the user's own holdings or account (one of the public set's: "my ETH and SOL portfolio"). */
export const ASKS_ACCOUNT =
  /\b(?:my|mine|i (?:hold|own|have))\b.*\b(?:portfolio|wallet|holdings?|bags?|coins|tokens|plan|kredits)\b/i;

/**
 * The right-answer rule of each category (docs/agent-offline.md "Public questions"), given the coins K3 knows that the
 * question names (the catalogue's own lookup: the 168 bundled coins by name, symbol or id).
 */
export function expectedOf(category: PublicCategory, query: string, coins: Coin[]): Expected {
  const one = coins.length > 0;
  switch (category) {
    case 'Comparative & Performance Analysis':
      return coins.length >= 2 && !NOT_MARKET.test(query.replace(/performance chart|chart/gi, ''))
        ? { kind: 'coin', tool: 'market_asset', coins, atLeast: 2 }
        : { kind: 'out', why: coins.length >= 2 ? 'a measure K3 does not hold' : 'fewer than two coins K3 knows' };
    case 'Market Data & Price Discovery':
      if (one && (MARKET.test(query) || !NOT_MARKET.test(query)))
        return { kind: 'coin', tool: 'market_asset', coins, atLeast: 1 };
      return { kind: 'out', why: one ? 'a measure K3 does not hold' : 'no coin K3 knows' };
    case 'Security & Risks':
      return one ? { kind: 'coin', tool: 'xray_audit', coins, atLeast: 1 } : { kind: 'out', why: 'no coin K3 knows' };
    case 'Trading & Strategy Design':
      return one && SHOULD.test(query) ? { kind: 'facts', coins } : { kind: 'out', why: 'a strategy, not a should-I' };
    case 'On-Chain Analytics & Flows':
      return one && HOLDERS.test(query)
        ? { kind: 'coin', tool: 'xray_audit', coins, atLeast: 1 }
        : { kind: 'out', why: one ? 'flows K3 does not hold' : 'no coin K3 knows' };
    case 'Project & Fundamental Research':
    case 'Meme Coins':
    case 'Default / General Analysis':
      return one ? { kind: 'coin', tool: 'any', coins, atLeast: 1 } : { kind: 'out', why: 'no coin K3 knows' };
    case 'Macro & Narrative Context':
      return one && NEWS.test(query)
        ? { kind: 'coin', tool: 'any', coins, atLeast: 1 }
        : { kind: 'out', why: 'macro, not K3 data' };
    case 'Crypto Concepts & How-To':
    case 'NFTs':
      return { kind: 'out', why: 'not K3 data' };
  }
}

export interface Call {
  name: string;
  /** The coin the call returned data about, if any. */
  coin: string | null;
  ok: boolean;
  /** News across the whole market: neither a coin's nor the user's holdings'. */
  market?: boolean;
}
export type Verdict = 'in-right' | 'out-right' | 'missed' | 'wrong';
export interface PublicResult {
  n: number;
  category: PublicCategory;
  query: string;
  named: string[];
  expected: string;
  calls: Call[];
  verdict: Verdict;
  why: string;
  /** The verdict under the rules before 2026-11-28 (no credit for the "no data" line nor for the market's news). */
  original: Verdict;
  answer: string;
}

const NOT_ADVICE = /not (?:financial |investment )?advice/i;

/** The verdict on one answer: what it did against what the question's category rule expects. */
export function judge(
  query: string,
  coins: Coin[],
  expected: Expected,
  calls: Call[],
  answer: string,
  /** 'original': the rules before 2026-11-28 (no credit for the "no data" line nor for the market's news). */
  rules: 'revised' | 'original' = 'revised',
): { verdict: Verdict; why: string } {
  const named = new Set(coins.map((c) => c.id));
  const data = calls.filter((c) => c.ok);
  const account = accountCalls(data);
  if (account.length && !ASKS_ACCOUNT.test(query)) return { verdict: 'wrong', why: `the user's account (${account[0]!.name})` };
  const other = data.filter((c) => c.coin && !named.has(c.coin));
  if (other.length) return { verdict: 'wrong', why: `another coin (${other[0]!.coin})` };
  const about = (tool: string) =>
    new Set(data.filter((c) => c.coin && (tool === 'any' ? COIN_TOOLS.has(c.name) : c.name === tool)).map((c) => c.coin));
  if (expected.kind === 'out') {
    if (!data.length) return { verdict: 'out-right', why: '' };
    // Rules of 2026-11-28: K3's data on the named coins after the plain line that K3 has no data on what was asked is
    // not given as if it answered; K3's market news answers a question about the news or mood naming no coin.
    const revised = rules === 'revised';
    if (revised && flaggedAsked(query, answer) && data.every((c) => c.coin || c.market))
      return { verdict: 'out-right', why: 'said K3 has no data on it, then its data labelled' };
    if (revised && !coins.length && asksMarketNews(query) && data.every((c) => c.market))
      return { verdict: 'out-right', why: "K3's market news" };
    return {
      verdict: 'wrong',
      why: `${data[0]!.name} data on ${data[0]!.coin ?? (data[0]!.market ? 'the market' : 'the holdings')}, not what was asked nor "I can't"`,
    };
  }
  if (expected.kind === 'facts') {
    if (about('any').size && NOT_ADVICE.test(answer)) return { verdict: 'in-right', why: '' };
    return data.length ? { verdict: 'wrong', why: 'not the facts answer' } : { verdict: 'missed', why: 'no facts answer' };
  }
  const seen = about(expected.tool);
  if (seen.size >= Math.min(expected.atLeast, expected.coins.length)) {
    if (expected.tool === 'xray_audit' && !/confidence|not been audited|withheld/i.test(answer))
      return { verdict: 'wrong', why: 'audit without its confidence' };
    return { verdict: 'in-right', why: '' };
  }
  return data.length
    ? { verdict: 'wrong', why: `${expected.tool} for ${expected.atLeast} named coin(s) missing` }
    : { verdict: 'missed', why: 'K3 could answer, said it cannot' };
}

/**
 * Data calls that answer with the user's account: the portfolio, the plan, quests, news about the holdings (news_search
 * without a token), or a holding of a coin answered without any of that coin's own data.
 */
export function accountCalls(data: readonly Call[]): Call[] {
  return data.filter(
    (c) =>
      ACCOUNT_TOOLS.has(c.name) ||
      (c.name === 'news_search' && !c.coin && !c.market) ||
      (c.name === 'holding_detail' && !data.some((d) => d.coin === c.coin && COIN_TOOLS.has(d.name))),
  );
}
