// The questions the offline agent understands (issue 12 §2 "Offline agent"): one intent per kind of question, each
// answered from one tool. `help` covers greetings and "what can you do"; anything else falls back to the same answer.
// `portfolio.pnl` is profit and loss from the transaction history (issue 29 §3).
import type { PnlPeriod } from '../tools/catalogue';

export const INTENTS = [
  'portfolio.worth',
  'portfolio.move',
  'portfolio.pnl',
  'holding.detail',
  'token.safe',
  'token.news',
  'market.price',
  'plan.status',
  'quests.list',
  'help',
] as const;
export type Intent = (typeof INTENTS)[number];

/**
 * Training utterances of one language, per intent (`{token}` marks where a token's name goes), and off-topic ones that
 * teach the model what it does not answer, so that a lone shared word ("a", "un") is not taken for a question.
 */
export type Corpus = Readonly<Record<Intent | 'offTopic', readonly string[]>>;

/** Words (folded, whole words or phrases) that ask for the last 24 hours or 30 days rather than the default 7 days. */
export type PeriodWords = Readonly<Record<'24h' | '30d', readonly string[]>>;

/**
 * Words (folded, whole words or phrases) that name the period of realised profit and loss: this calendar year, the last
 * one, or the whole history. Checked in that order, so "since the start of the year" is this year, not all time.
 */
export type PnlPeriodWords = Readonly<Record<PnlPeriod, readonly string[]>>;
