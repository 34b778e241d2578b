// The sentences of the offline agent's answers, one implementation per language. Every figure arrives already
// formatted (format.ts), so a language file holds words and word order only. Markdown is limited to what the chat
// renders: **bold**, *italic* and [text](url) links.
import type { Locale } from '@k3/shared';
import { PHRASES_EN } from './en';
import { PHRASES_ES } from './es';
import { PHRASES_FR } from './fr';

export type Period = '24h' | '7d' | '30d';
export type Direction = 'up' | 'down' | 'flat';

export interface Phrases {
  demo: string;
  /** Asked when a question about a token names none; `example` is a question of the same kind. */
  askToken(example: string): string;
  examples: { holding: string; safe: string; price: string };
  unknownToken(word: string, suggestions: string | null): string;
  toolFailed: string;
  /** "A, B or C": the close matches of an unknown token. */
  or(items: string[]): string;

  worth(total: string): string;
  worthChange24h(change: string, percent: string | null): string;
  topHoldings: string;
  noSources: string;

  move(period: Period, direction: Direction, change: string, percent: string | null, total: string): string;
  noHistory(period: Period, total: string): string;

  /** `amount` is followed by the symbol (1.5 ETH), `name` is the token's name. */
  held(amount: string, symbol: string, name: string, value: string, share: string): string;
  heldPrice(price: string, change24h: string | null): string;
  heldPlaces(places: string[], more: number): string;
  /** One place a token is held: amount on a chain, in a wallet or exchange account. */
  place(amount: string, chain: string, source: string): string;
  notHeld(token: string): string;

  /** `confidence`: the word for the score's confidence level (high, medium, low), or null when not recorded. */
  score(token: string, score: string, coverage: string | null, confidence: string | null): string;
  /** Too few checks ran: the score is withheld ("not enough data"). */
  withheld(token: string, coverage: string | null): string;
  confidence(level: string): string;
  notAudited(token: string): string;
  alerts: string;
  noAlerts: string;
  /** No alert, but some sections could not be checked. */
  noAlertsChecked: string;
  /** The sections none of whose checks ran, named in the reader's language. */
  notChecked(sections: string[]): string;
  /** An X-Ray section's title, as the audit page names it. */
  sectionName(key: string): string;
  severity(key: string): string;
  /** An X-Ray tag's name (opportunity, trending, danger, warning, imminentMove). */
  tag(key: string): string;
  tags(tags: string): string;
  upgrade: string;
  auditLink: string;

  newsAbout(token: string | null, window: string): string;
  noNews(token: string | null, window: string): string;
  newsItem(title: string, source: string, impact: number, sentiment: string): string;
  sentiment(label: string): string;
  /** A news window in words: "24 hours", "7 days". */
  window(hours: number): string;
  /** K3's news across the market (a question naming no coin nor the account), over a window. */
  marketNews(window: string): string;
  noMarketNews(window: string): string;

  /** What K3 holds no data on (bold labels), for a token or for the question: said plainly, before anything else. */
  noData(measures: string[], token: string | null): string;
  /** What K3 holds on any coin; `sections`: the X-Ray audit's sections as the audit page names them. */
  k3Holds(sections: string): string;
  /** The heading of what K3 does have, after a `noData` line. */
  k3Has(token: string | null): string;
  /** What K3 has on the coins named (bold labels), offered as questions to ask rather than shown (one coin, or several). */
  k3Offers(token: string, several: boolean): string;
  /** Questions that ask what K3 has on a coin (its price, audit, news; a comparison with `other`), as the agent reads them. */
  coinExamples(name: string, other: string | null): readonly [string, string, string];
  /** A question the agent answers with K3's news across the market. */
  marketExample: string;
  /** K3's news is about a coin or the whole market: said to a question about the news of some other subject. */
  newsTopic: string;

  price(token: string, price: string): string;
  noPrice(token: string): string;
  changes(parts: { period: Period; value: string }[]): string;
  rank(rank: number | null, marketCap: string | null): string;

  plan(plan: string, krl: string): string;
  topPlan: string;
  /** `bonus`: kredits above the plan's allowance (a reward), said as such, never as 601/600. */
  kredits(kredits: string, max: string, refill: string, bonus: string | null): string;

  quests: string;
  /** A quest line; `name` is bold or a link. */
  quest(name: string, reward: string, status: string): string;
  reward(xp: number, kredits: number): string;
  questStatus(status: string): string;
  noQuests: string;

  greeting: string;
  notUnderstood: string;
  capabilities: string;
  /** Three questions that show what the assistant answers. */
  helpExamples: readonly [string, string, string];
  tryThese(examples: readonly string[]): string;
}

export const PHRASES: Readonly<Record<Locale, Phrases>> = { en: PHRASES_EN, fr: PHRASES_FR, es: PHRASES_ES };
