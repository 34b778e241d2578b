// The sentences of the offline agent's reasoning answers (issue 28 §1): what moved the portfolio, coins side by side,
// the facts behind "should I buy or sell", one X-Ray section in full, and a typo read as a token. One implementation per
// language; every figure arrives formatted (format.ts).
import type { Locale } from '@k3/shared';
import { INSIGHTS_EN } from './insights-en';
import { INSIGHTS_ES } from './insights-es';
import { INSIGHTS_FR } from './insights-fr';
import type { Period } from './index';

export interface InsightPhrases {
  /** Heading of the holdings that moved the portfolio, over a period. */
  movers(period: Period): string;
  /** One holding's part: its USD change, its share of the gross move, its price change. */
  mover(token: string, change: string, share: string, percent: string): string;
  noMovers(period: Period): string;
  /** The price moves of all holdings together, when the chart's change differs (amounts bought, sold or moved). */
  priceEffect(sum: string): string;

  compareHead: string;
  /** One token's line: price, changes, market cap and rank (already joined). */
  compareLine(token: string, parts: string[]): string;
  marketCap(value: string, rank: number | null): string;
  /** The X-Ray score as quoted in a comparison or a should-I answer: with its confidence. */
  scoreShort(score: string, confidence: string | null): string;
  scoreWithheld: string;
  notAudited: string;
  larger(token: string, times: string, other: string): string;
  riskier(token: string, score: string, other: string, otherScore: string): string;
  sameScore(score: string): string;
  better(period: Period, token: string, change: string): string;
  youHold(token: string, share: string): string;
  /** Whose score could not check some sections. */
  notCheckedOf(token: string, sections: string): string;
  incidentOf(token: string, text: string | null): string;

  /** The opening of a should-I answer: facts, not advice. */
  shouldHead(token: string): string;
  /** Before coins side by side when the question asks which to buy or sell: facts, not advice. */
  notAdvice: string;
  held(amount: string, symbol: string, value: string, share: string): string;
  concentrated: string;
  notHeld(token: string): string;
  trend(price: string, parts: string[]): string;
  latestNews(title: string, sentiment: string, date: string): string;
  noRecentNews: string;
  alertsOf(items: string): string;
  /** KRL sets the plan: where the user stands and what more KRL unlocks. */
  krlPlan(plan: string, krl: string): string;
  krlNext(missing: string, next: string, prompts: string, now: string, features: string | null): string;
  krlTop(plan: string): string;

  sectionHead(token: string, section: string): string;
  sectionLocked(section: string): string;
  sectionEmpty(section: string): string;
  sectionAlerts: string;
  sectionNoAlert: string;
  sectionChecks(notChecked: number, total: number): string;
  field(label: string, value: string): string;
  notMeasured(labels: string): string;
  yes: string;
  no: string;
  months(n: string): string;
  days(n: string): string;

  /** A word taken for a token's name, said so. */
  readAs(word: string, token: string): string;
}

export const INSIGHTS: Readonly<Record<Locale, InsightPhrases>> = { en: INSIGHTS_EN, fr: INSIGHTS_FR, es: INSIGHTS_ES };
