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
import {
  accountCalls,
  ASKS_ACCOUNT,
  type Call,
  type Expected,
  expectedOf,
  flaggedAsked,
  judge,
  namedCoins,
  PUBLIC_CATEGORIES,
  type PublicCategory,
  type PublicResult,
  type Verdict,
} from './public-rules';

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

const [, ...ROWS] = parseCsv(readFileSync(CSV, 'utf8'));
const QUESTIONS = ROWS.map(([query, tags], index) => ({ n: index + 1, query: query!, category: tags as PublicCategory }));

/** A tool runner that records each call: its tool, whether it returned data, and the coin that data is about. */
function recording(runner: ToolRunner, calls: Call[]): ToolRunner {
  return {
    specs: runner.specs,
    findAssets: (text) => runner.findAssets(text),
    async call(name, args, signal) {
      const result = await runner.call(name, args, signal);
      const data = (result.ok ? result.data : null) as { id?: string; asset?: { id?: string } | null; scope?: string } | null;
      const coin = data?.asset?.id ?? (name === 'market_asset' ? (data?.id ?? null) : null);
      calls.push({ name, ok: result.ok, coin, ...(data?.scope === 'market' ? { market: true } : {}) });
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
      original: judge(q.query, coins, expected, calls, answer, 'original').verdict,
      answer,
    });
  }
  const scores = publicScores(results);
  const original = publicScores(results, (r) => r.original);
  const out = process.env.PUBLIC_EVAL_OUT;
  if (out)
    await writeFile(out, JSON.stringify({ results, scores, original, baseline: publicScores(results, baselineOf) }, null, 2));
  const base = publicScores(results, baselineOf).at(-1)!;
  const table = (rows: ReturnType<typeof publicScores>) =>
    rows
      .map(
        (r) =>
          `  ${r.category}: ${r.inRight + r.outRight}/${r.total} (in ${r.inRight}, out ${r.outRight}, missed ${r.missed}, wrong ${r.wrong})`,
      )
      .join('\n');
  console.log(
    `\nAgent K offline, public questions (baseline, the help text: ${base.outRight}/${base.total})\n` +
      `revised rules:\n${table(scores)}\noriginal rules:\n${table(original)}\n`,
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

  it('answers at least the measured share right, by both rule sets, and more than the help text by the original', () => {
    const all = publicScores(results).at(-1)!;
    const original = publicScores(results, (r) => r.original).at(-1)!;
    const base = publicScores(results, baselineOf).at(-1)!;
    const misses = (verdict: (r: PublicResult) => Verdict) =>
      results.filter((r) => ['wrong', 'missed'].includes(verdict(r))).map((r) => `${r.n} ${r.query} → ${r.why}`);
    expect((all.inRight + all.outRight) / all.total, misses((r) => r.verdict).join('\n')).toBeGreaterThanOrEqual(FLOOR);
    expect((original.inRight + original.outRight) / original.total, misses((r) => r.original).join('\n')).toBeGreaterThanOrEqual(
      ORIGINAL_FLOOR,
    );
    // The baseline answers none of the questions K3 can answer; overall it scored 168 (docs, "Public questions").
    expect(original.inRight + original.outRight).toBeGreaterThan(base.outRight);
    expect(all.inRight / all.answerable).toBeGreaterThanOrEqual(IN_SCOPE_FLOOR);
    expect(base.inRight).toBe(0);
  });

  // The project's bar is none. Measured: 60 of the 198 at first (a question the model cannot place fell to the
  // portfolio, the plan, quests or the holdings' news), 47 once the own-data intents needed the question's words to be
  // question words (offline/nlu.ts), 5 once a question naming neither a coin nor the account is never answered from the
  // account (offline/frame.ts `frameOf`, 2026-11-28), 7 once "no data" gave way to the account when a question also
  // named it (two of them the plan's or the portfolio's words: "token unlocks", "these wallets"; fixed after the run,
  // not measured again), 2 once "wallets" needs "my" and "a plan for" something else is not the user's plan
  // (2026-11-29). This stops it from growing, and is lowered as it is fixed.
  it('answers with the user’s portfolio or plan no more questions that name neither than measured', () => {
    const account = results
      .filter((r) => !ASKS_ACCOUNT.test(r.query) && accountCalls(r.calls.filter((c) => c.ok)).length > 0)
      .map((r) => `${r.n} ${r.query}\n${r.answer}`);
    expect(account.length, account.join('\n\n')).toBeLessThanOrEqual(ACCOUNT_ANSWERS);
  });

  it('credits the "no data" line only when the question asks the measure it names', () => {
    const line = (measure: string) => `${PHRASES.en.noData([`**${measure}**`], '**Bitcoin** (BTC)')}\n\nWhat K3 has`;
    expect(flaggedAsked('What is the market depth of BTC?', line('market depth'))).toBe(true);
    expect(flaggedAsked('Give me an in-depth analysis of BTC', line('market depth'))).toBe(false);
    expect(flaggedAsked('Where are the BTC liquidation clusters?', line('liquidations'))).toBe(true);
    expect(flaggedAsked('What is the TVL of Aave?', line('TVL (total value locked)'))).toBe(true);
    expect(flaggedAsked('Which chain has the most users?', line('TVL (total value locked)'))).toBe(false);
  });

  it('gives the help text only with no data beside it (what "honest" is read from)', () => {
    const help = results.filter((r) => r.answer.includes(PHRASES.en.notUnderstood));
    expect(help.every((r) => r.calls.every((c) => !c.ok))).toBe(true);
  });
});

/**
 * The measured accuracy (docs/agent-offline.md "Public questions", 2026-11-29: 173/198, 87.4 %, by the revised rules;
 * 171/198, 86.4 %, by the original ones, against the help text's 168) less a small margin.
 */
const FLOOR = 0.86;
const ORIGINAL_FLOOR = 0.85;
/**
 * Right on the questions K3's data can answer: measured 21/30 (70 %; 25/30 before 2026-11-29, when a coin's data still
 * followed the "no data" line, which these rules count as right for any question naming the coin in three categories),
 * less a margin.
 */
const IN_SCOPE_FLOOR = 0.66;
/** Answers with the user's account to a question about neither (measured 2; the bar is 0). */
const ACCOUNT_ANSWERS = 2;
