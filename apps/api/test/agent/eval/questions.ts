// Agent K's evaluation set (issue 28 §1): questions investors ask, in English, French and Spanish, each with what a right
// answer must contain and must not contain. Figures are never written here: an expectation names a figure ("the price of
// Solana", "the portfolio's 7-day change") that the runner reads from K3's own data at test time, through the same tool
// runner the agent uses, and formats for the reader (harness.ts). Items marked `heldOut` were written with the rest,
// before any tuning, and are not tuned on: their score is reported apart (docs/agent-offline.md "Evaluation set").
//
// Expectation codes (`must` all appear; `mustNot` none appears):
//   total · change:<24h|7d|30d> · mover:<24h|7d|30d> (the holding that moved the portfolio most, with its USD share)
//   price:<id> · chg24:<id> · mcap:<id> · score:<id> (score with its confidence, what was not checked, any incident)
//   amount:<id> · share:<id> (its share of the portfolio) · token:<id> (its name) · news:<id|holdings>
//   plan · next (KRL missing and the next plan) · unlock (what the next plan gives) · kredits
//   section:<id>:<section> (that section's measures and alerts) · k3:<topic> · facts (the "no advice" line)
//   pnl:<id|total>:<period> (realised PnL of the period, cost basis, unrealised when held, the method named) ·
//   basis:<id|total> (the cost basis) · missing:<id|total> (the proceeds without known purchase: missing history) ·
//   fallback (the "I can't answer" text) · advice (wording that tells the user what to do) · ask (asks which token)
//   nodata[:<id>] (says plainly that K3 has no data on what was asked, for that token) · offer:<id> (what K3 has on
//   that token offered as questions to ask, with no data read) · news:market (K3's news across
//   the market) · account (any answer from the user's portfolio, plan, quests or the holdings' news: a must-not)
import type { Locale } from '@k3/shared';

import { FRESH_ROWS } from './questions-fresh';
import { CONTEXT_ROWS } from './questions-context';
import { FIGURE_ROWS } from './questions-figures';
import { PNL_FRESH_ROWS, PNL_ROWS } from './questions-pnl';
import { SCOPE_ROWS } from './questions-scope';

export const CATEGORIES = [
  'portfolio',
  'attribution',
  'coin',
  'compare',
  'safe',
  'should',
  'news',
  'plan',
  'k3',
  'followup',
  'typo',
  'section',
  'outside',
  'pnl',
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface EvalItem {
  id: string;
  category: Category;
  /** The reader's language (answers are in it); the question may be written in another. */
  lang: Locale;
  message: string;
  /** Earlier user messages of the conversation, asked first (their real answers become the history). */
  history?: string[];
  must: string[];
  mustNot?: string[];
  /** Written before any tuning and never tuned on. */
  heldOut?: boolean;
  /**
   * Held out too, written after the first tuning rounds (whose miss listings had shown some of the first held-out
   * items), run once and never tuned on: the cleanest measure of questions the agent has not seen.
   */
  fresh?: boolean;
}

export type Row = [
  lang: Locale,
  message: string,
  must: string[],
  mustNot?: string[],
  extra?: { history?: string[]; heldOut?: boolean },
];

function items(category: Category, rows: Row[], prefix = ''): EvalItem[] {
  return rows.map(([lang, message, must, mustNot, extra], index) => ({
    id: `${category}.${prefix}${index + 1}`,
    category,
    lang,
    message,
    must,
    ...(mustNot ? { mustNot } : {}),
    ...(extra?.history ? { history: extra.history } : {}),
    ...(extra?.heldOut || prefix ? { heldOut: true } : {}),
    ...(prefix ? { fresh: true } : {}),
  }));
}

/** The fresh held-out batch: every row is held out, ids `{category}.f{n}`. */
const fresh = (category: Category, rows: Row[]) => items(category, rows, 'f');

export const EVAL_SET: readonly EvalItem[] = [
  ...[...FIGURE_ROWS, ...CONTEXT_ROWS, ...SCOPE_ROWS, ...PNL_ROWS].flatMap(([category, rows]) => items(category, rows)),
  // The fresh held-out batch, written after the first tuning rounds and never tuned on (questions-fresh.ts).
  ...[...FRESH_ROWS, ...PNL_FRESH_ROWS].flatMap(([category, rows]) => fresh(category, rows)),
];
