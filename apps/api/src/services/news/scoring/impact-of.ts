// The offline impact score (docs/news-scoring.md "Impact"): the rule tables live in impact.ts; this module combines
// them. A base, the strongest event family named (plus half the next one), opinion or waiting, the market-cap rank of
// the coins, the amounts, the size of a stated move, a dampened move and the source; rounded and clamped to 1..10.
import type { NewsLang } from '@k3/shared';
import type { ScoreInput } from '../types';
import {
  amountAdjustment,
  ANTICIPATION,
  EVENT_FAMILIES,
  IMPACT_BASE,
  lossAdjustment,
  moveRankAdjustment,
  OPINION,
  parseAmounts,
  rankAdjustment,
  sourceAdjustment,
} from './impact';
import { BACKDROP, DAMPENERS } from './lexicon';
import { normalize, tokenize } from './text';

const familyRegexes = EVENT_FAMILIES.map((family) => ({
  family,
  en: new RegExp(`(?<![a-z0-9])(?:${family.en})(?![a-z0-9])`),
  fr: new RegExp(`(?<![a-z0-9])(?:${family.fr})(?![a-z0-9])`),
}));
const opinionRegex = {
  en: new RegExp(`(?<![a-z0-9])(?:${OPINION.en})`),
  fr: new RegExp(`(?<![a-z0-9])(?:${OPINION.fr})`),
};
const anticipationRegex = {
  en: new RegExp(`(?<![a-z0-9])(?:${ANTICIPATION.en})(?![a-z0-9])`),
  fr: new RegExp(`(?<![a-z0-9])(?:${ANTICIPATION.fr})(?![a-z0-9])`),
};
const PERCENT = /(\d+(?:[.,]\d+)?)\s?%/g;
/** Families that are the price move itself: for them the coin that moved matters more than its market-cap band. */
const PRICE_FAMILIES = new Set(['market-move', 'extreme-move']);
/** Families whose amount and coin rank measure the same size (liquidations of bitcoin, ETF flows of ether). */
const SIZED_BY_AMOUNT = new Set(['market-move', 'flows']);
/** Families whose size is the amount lost or paid: a $12M hack is not a $1B hack. */
const LOSS_FAMILIES = new Set(['security']);
/**
 * A second family that only restates the first: the regulator of an enforcement action or an ETF decision, the fund
 * flows behind a price move. It does not add.
 */
const SAME_EVENT: Record<string, ReadonlySet<string>> = {
  regulation: new Set(['enforcement', 'etf-decision', 'sovereign']),
  flows: new Set(['market-move', 'extreme-move']),
};

/** The event families a text names, strongest first (English patterns also apply to French copy: "hack", "ETF"). */
export function familiesOf(normalized: string, lang: NewsLang): string[] {
  return familyRegexes
    .filter(({ en, fr }) => en.test(normalized) || (lang === 'fr' && fr.test(normalized)))
    .sort((a, b) => b.family.weight - a.family.weight)
    .map(({ family }) => family.id);
}

/** The title up to its first backdrop word ("after", "amid", "après"): what happened, without its cause. */
function headOf(title: string, lang: NewsLang): string {
  const backdrop = tokenize(title).find((token) => BACKDROP[lang].has(token.text));
  return backdrop ? title.slice(0, backdrop.start) : title;
}

export interface ImpactBreakdown {
  families: string[];
  family: number;
  opinion: number;
  waiting: number;
  rank: number;
  amount: number;
  move: number;
  small: number;
  source: number;
  impact: number;
}

/** The strongest event sets the level; a second one adds half its weight. A family named only as the backdrop of the
 * title ("slides less than feared after Fed decision") and never in the description counts half. */
function familyWeight(
  families: readonly string[],
  title: string,
  description: string,
  lang: NewsLang,
): { weight: number; strongest: string } {
  const head = headOf(title, lang);
  const own = new Set([...familiesOf(head, lang), ...familiesOf(description, lang)]);
  const weights = families
    .filter((id, index) => !families.slice(0, index).some((stronger) => SAME_EVENT[id]?.has(stronger)))
    .map((id) => ({ id, weight: (EVENT_FAMILIES.find((family) => family.id === id)?.weight ?? 0) * (own.has(id) ? 1 : 0.5) }))
    .sort((a, b) => b.weight - a.weight);
  return { weight: (weights[0]?.weight ?? 0) + 0.5 * (weights[1]?.weight ?? 0), strongest: weights[0]?.id ?? '' };
}

export function impactOf(input: ScoreInput): ImpactBreakdown {
  const title = normalize(input.title);
  const description = normalize(input.description);
  const text = `${title} ${description}`;
  const families = familiesOf(text, input.lang);
  const { weight: family, strongest } = familyWeight(families, title, description, input.lang);
  // Only the title's tone decides opinion: descriptions often quote analysts about a real event.
  const opinion = opinionRegex[input.lang].test(title) || opinionRegex.en.test(title) ? OPINION.weight : 0;
  // Waiting for an event is weaker than the event; it does not stack with an opinion's discount.
  const waiting = anticipationRegex[input.lang].test(title) || anticipationRegex.en.test(title) ? ANTICIPATION.weight : 0;
  const amounts = parseAmounts(text, input.lang);
  const priceMove = PRICE_FAMILIES.has(strongest);
  // A price move is about the coin that moved: bitcoin and ether make it major, a top-50 coin notable.
  const rank = priceMove ? moveRankAdjustment(input.coins) : rankAdjustment(input.coins);
  let amount = LOSS_FAMILIES.has(strongest) ? lossAdjustment(amounts) : amountAdjustment(amounts);
  // Rank and amount both measure a market move's size (ETF flows of a top coin): only the larger counts.
  if (SIZED_BY_AMOUNT.has(strongest) && rank > 0 && amount > 0) amount = Math.max(0, amount - rank);
  // A double-digit move is bigger news than a drift: +1 when a price move of 10 % or more is stated.
  const percents = [...title.matchAll(PERCENT)].map((match) => Number((match[1] ?? '0').replace(',', '.')));
  const move = families.includes('market-move') && Math.max(0, ...percents) >= 10 ? 1 : 0;
  // "rises modestly", "progresse légèrement": the title says the move is small.
  const small = tokenize(title).some((token) => DAMPENERS[input.lang].has(token.text)) ? -1 : 0;
  const source = sourceAdjustment(input.source);
  const raw = IMPACT_BASE + family + Math.min(opinion, waiting) + rank + amount + move + small + source;
  const impact = Math.min(10, Math.max(1, Math.round(raw)));
  return { families, family, opinion, waiting, rank, amount, move, small, source, impact };
}
