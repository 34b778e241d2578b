// The offline agent on public questions (docs/agent-offline.md "Public questions"): the 198 real user questions of
// CryptoAnalystBench (Sentient Labs, Apache-2.0; test/fixtures/agent/public/README.md), with their authors' category
// labels, asked of the evaluation set's seeded user (harness.ts). Never tuned on: a measure of generalisation. Each
// question is classed by the rules below as one K3's own data can answer (a coin it knows, named) or not, and each
// answer from what the agent did: the tools it called, with what and whether they returned data, and its text. Right:
// the expected kind of answer for the named coin, or, out of K3's data, an honest "I can't" (no data about something
// else). The baseline, scored by the same rules, always answers the help text. `PUBLIC_EVAL_OUT=<file>` writes every
// result as JSON (`npm run eval:agent -- --public [--misses]` prints the table from it).
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineAgent } from '../../../src/services/agent/offline';
import { PHRASES } from '../../../src/services/agent/offline/phrases';
import { withSources } from '../../../src/services/agent/sources';
import { createToolRunner, toolDepsOf } from '../../../src/services/agent/tools';
import type { ToolRunner } from '../../../src/services/agent/types';
import { evalWorld, type EvalWorld } from './harness';

const CSV = new URL('../../fixtures/agent/public/cryptoanalystbench.csv', import.meta.url);

/** RFC 4180 rows (quoted fields may hold commas, quotes doubled, line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endRow = () => {
    row.push(field);
    rows.push(row);
    row = [];
    field = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
    } else field += c;
  }
  if (field || row.length) endRow();
  return rows.filter((r) => r.some(Boolean));
}

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
type PublicCategory = (typeof PUBLIC_CATEGORIES)[number];

const [, ...ROWS] = parseCsv(readFileSync(CSV, 'utf8'));
const QUESTIONS = ROWS.map(([query, tags], index) => ({ n: index + 1, query: query!, category: tags as PublicCategory }));

interface Coin {
  id: string;
  symbol: string;
  name: string;
}
/** What a right answer is: data of `tool` (or of any coin tool) for the named coins K3 knows, the facts answer, or none. */
type Expected =
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
const ASKS_ACCOUNT = /\b(?:my|mine|i (?:hold|own|have))\b.*\b(?:portfolio|wallet|holdings?|bags?|coins|tokens|plan|kredits)\b/i;

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

interface Call {
  name: string;
  /** The coin the call returned data about, if any. */
  coin: string | null;
  ok: boolean;
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
    return data.length
      ? { verdict: 'wrong', why: `${data[0]!.name} data on ${data[0]!.coin ?? 'the holdings'}, not what was asked nor "I can't"` }
      : { verdict: 'out-right', why: '' };
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
function accountCalls(data: readonly Call[]): Call[] {
  return data.filter(
    (c) =>
      ACCOUNT_TOOLS.has(c.name) ||
      (c.name === 'news_search' && !c.coin) ||
      (c.name === 'holding_detail' && !data.some((d) => d.coin === c.coin && COIN_TOOLS.has(d.name))),
  );
}

/** A tool runner that records each call: its tool, whether it returned data, and the coin that data is about. */
function recording(runner: ToolRunner, calls: Call[]): ToolRunner {
  return {
    specs: runner.specs,
    findAssets: (text) => runner.findAssets(text),
    async call(name, args, signal) {
      const result = await runner.call(name, args, signal);
      const data = (result.ok ? result.data : null) as { id?: string; asset?: { id?: string } | null } | null;
      calls.push({ name, ok: result.ok, coin: data?.asset?.id ?? (name === 'market_asset' ? (data?.id ?? null) : null) });
      return result;
    },
  };
}

function expectedLabel(e: Expected): string {
  if (e.kind === 'out') return `out: ${e.why}`;
  const coins = e.coins.map((c) => c.id).join(', ');
  return e.kind === 'facts' ? `facts: ${coins}` : `${e.tool}≥${e.atLeast}: ${coins}`;
}

export function publicScores(results: readonly PublicResult[], verdictOf: (r: PublicResult) => Verdict = (r) => r.verdict) {
  return [...PUBLIC_CATEGORIES, 'all' as const].map((category) => {
    const rows = results.filter((r) => category === 'all' || r.category === category);
    const count = (v: Verdict) => rows.filter((r) => verdictOf(r) === v).length;
    return {
      category,
      total: rows.length,
      answerable: rows.filter((r) => !r.expected.startsWith('out')).length,
      inRight: count('in-right'),
      outRight: count('out-right'),
      missed: count('missed'),
      wrong: count('wrong'),
    };
  });
}

/** The baseline: the help text for every question (no tool called), judged by the same rules. */
const baselineOf = (r: PublicResult): Verdict => (r.expected.startsWith('out') ? 'out-right' : 'missed');

let world: EvalWorld;
const results: PublicResult[] = [];
beforeAll(async () => {
  world = await evalWorld();
  const lookup = createToolRunner(toolDepsOf(world.t.app), world.user, 'en');
  const named = await Promise.all(QUESTIONS.map((q) => lookup.findAssets(q.query)));
  // Audited before the run, as the X-Ray job would have every bundled coin.
  await (await world.t.app.xray.service()).auditMany([...new Set(named.flat().map((c) => c.id))]);
  const agent = withSources(createOfflineAgent(), world.t.app.clock);
  for (const [i, q] of QUESTIONS.entries()) {
    const coins = namedCoins(q.query, named[i]!);
    const expected = expectedOf(q.category, q.query, coins);
    const calls: Call[] = [];
    const tools = recording(createToolRunner(toolDepsOf(world.t.app), world.user, 'en'), calls);
    let answer = '';
    for await (const chunk of agent.answer({
      lang: 'en',
      message: q.query,
      history: [],
      tools,
      signal: new AbortController().signal,
    })) {
      answer += chunk;
    }
    results.push({
      ...q,
      named: coins.map((c) => c.id),
      expected: expectedLabel(expected),
      calls,
      ...judge(q.query, coins, expected, calls, answer),
      answer,
    });
  }
  const scores = publicScores(results);
  const out = process.env.PUBLIC_EVAL_OUT;
  if (out) await writeFile(out, JSON.stringify({ results, scores, baseline: publicScores(results, baselineOf) }, null, 2));
  const all = scores.at(-1)!;
  const base = publicScores(results, baselineOf).at(-1)!;
  console.log(
    `\nAgent K offline, public questions: ${all.inRight + all.outRight}/${all.total} right (baseline, the help text: ${base.outRight}/${base.total})\n`,
  );
}, 120_000);
afterAll(async () => {
  await world?.close();
});

describe('the offline agent on public questions (CryptoAnalystBench)', () => {
  it('reads the 198 questions, each with one of the authors’ 11 categories', () => {
    expect(QUESTIONS).toHaveLength(198);
    expect(new Set(QUESTIONS.map((q) => q.category))).toEqual(new Set(PUBLIC_CATEGORIES));
  });

  it('answers at least the measured share right, and every question K3 can answer better than the help text', () => {
    const all = publicScores(results).at(-1)!;
    const base = publicScores(results, baselineOf).at(-1)!;
    const misses = results
      .filter((r) => r.verdict === 'wrong' || r.verdict === 'missed')
      .map((r) => `${r.n} ${r.query} → ${r.why}`);
    expect((all.inRight + all.outRight) / all.total, misses.join('\n')).toBeGreaterThanOrEqual(FLOOR);
    // The baseline answers none of them; overall it scores higher (docs: the agent's known defect, below).
    expect(all.inRight / all.answerable).toBeGreaterThanOrEqual(IN_SCOPE_FLOOR);
    expect(base.inRight).toBe(0);
  });

  // The project's bar is none. Measured: 60 of the 198 at first (a question the model cannot place fell to the
  // portfolio, the plan, quests or the holdings' news), 47 since the own-data intents need the question's words to be
  // question words (offline/nlu.ts, a general rule, not tuned on this set). This stops it from growing, and is lowered
  // as it is fixed.
  it('answers with the user’s portfolio or plan no more questions that name neither than measured', () => {
    const account = results
      .filter((r) => !ASKS_ACCOUNT.test(r.query) && accountCalls(r.calls.filter((c) => c.ok)).length > 0)
      .map((r) => `${r.n} ${r.query}\n${r.answer}`);
    expect(account.length, account.join('\n\n')).toBeLessThanOrEqual(ACCOUNT_ANSWERS);
  });

  it('gives the help text only with no data beside it (what "honest" is read from)', () => {
    const help = results.filter((r) => r.answer.includes(PHRASES.en.notUnderstood));
    expect(help.every((r) => r.calls.every((c) => !c.ok))).toBe(true);
  });
});

/** The measured accuracy (docs/agent-offline.md "Public questions": 115/198, 58.1 %) less a small margin. */
const FLOOR = 0.55;
/** Right on the questions K3's data can answer: measured 21/30 (70 %), less a margin. */
const IN_SCOPE_FLOOR = 0.63;
/** Answers with the user's account to a question about neither (measured; the bar is 0). */
const ACCOUNT_ANSWERS = 47;
