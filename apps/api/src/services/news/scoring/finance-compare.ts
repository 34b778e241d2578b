// Comparisons of the financial-direction layer (finance.ts; docs/news-scoring.md "Financial direction"): a change of
// state ("up from a loss", "swung to a profit", "compared with a net profit") and a change stated by two figures with
// no verb ("to EUR 16m from EUR 21.1m", "EUR 16m compared with EUR 21.1m"). English, on normalised text.
import type { FinanceHit } from './finance-terms';
import { tokenAt, type Token } from './text';

/** "from a loss", "compared with a profit": the old state, when the new one is the opposite. */
const TRANSITION =
  /\b(?:from|compared (?:to|with)|versus|vs\.?) (?:a |an |the )?(?:[a-z-]+ ){0,2}?(loss(?:es)?|negative|profits?)\b/g;
/** "swung to a profit", "returned to profitability", "turned to a loss", "in the red". */
const TURN =
  /\b(?:swung|swings|turned|turns|returned|returns|return|moved|moves|came back|back) (?:in)?to (?:a |an )?(?:[\w$€£.,-]+ ){0,6}?(profit|profitability|growth|black|loss|red)\b/g;

export function transitionHits(normalized: string, tokens: readonly Token[], signs: readonly number[]): FinanceHit[] {
  const hits: FinanceHit[] = [];
  for (const match of normalized.matchAll(TRANSITION)) {
    const oldIsLoss = !(match[1] ?? '').startsWith('profit');
    const before = tokenAt(tokens, match.index ?? 0);
    const earlier = signs.slice(0, before);
    const nowLoss = tokens.slice(0, before).some((token, index) => earlier[index] === -1 && token.text.startsWith('loss'));
    const nowProfit = !nowLoss && earlier.some((sign) => sign === 1);
    const score = oldIsLoss && nowProfit ? 2 : !oldIsLoss && nowLoss ? -2 : 0;
    const at = tokenAt(tokens, (match.index ?? 0) + match[0].length - 1);
    if (score !== 0) hits.push({ first: at, last: at, score, covers: [at] });
  }
  for (const match of normalized.matchAll(TURN)) {
    const bad = match[1] === 'loss' || match[1] === 'red';
    const first = tokenAt(tokens, match.index ?? 0);
    const last = tokenAt(tokens, (match.index ?? 0) + match[0].length - 1);
    hits.push({
      first,
      last,
      score: bad ? -2 : 2,
      covers: Array.from({ length: last - first + 1 }, (_, offset) => first + offset),
    });
  }
  return hits;
}

const scale = (words: string, factor: number): [string, number][] => words.split(' ').map((word) => [word, factor]);
const SCALES: Record<string, number> = Object.fromEntries([
  ...scale('k thousand', 1e3),
  ...scale('m mn mln million', 1e6),
  ...scale('b bn bln billion', 1e9),
]);
const AMOUNT =
  /(?<![\w.])(-\s?)?(?:(?:us)?[$€£]|eur|usd|gbp|sek|dkk|nok)?\s?(\d+(?:,\d{3})*(?:\.\d+)?)\s?(k|thousand|mn|mln|million|m|bn|bln|billion|b|%|pct|percent)?(?![\w])/g;

interface Amount {
  value: number;
  percent: boolean;
  scaled: boolean;
  /** The scale word's factor (1e6 for "m"), 1 when none. */
  factor: number;
  start: number;
  end: number;
}

function amountsOf(normalized: string): Amount[] {
  const amounts: Amount[] = [];
  for (const match of normalized.matchAll(AMOUNT)) {
    const unit = match[3] ?? '';
    const raw = Number((match[2] ?? '').replace(/,/g, ''));
    const percent = unit === '%' || unit === 'pct' || unit === 'percent';
    const hasCurrency = /[$€£]|eur|usd|gbp|sek|dkk|nok/.test(match[0]);
    // A bare year ("from 2008 to 2009") is a date, not an amount.
    if (!unit && !hasCurrency && Number.isInteger(raw) && raw >= 1900 && raw <= 2100) continue;
    const value = (match[1] ? -1 : 1) * raw * (SCALES[unit] ?? 1);
    amounts.push({
      value,
      factor: SCALES[unit] ?? 1,
      percent,
      scaled: unit in SCALES,
      start: match.index ?? 0,
      end: (match.index ?? 0) + match[0].length,
    });
  }
  return amounts;
}

/** "to EUR 16m from EUR 21.1m", "from EUR 21.1m to 16m", "EUR 16m compared with EUR 21.1m": the sign of new − old. */
export function comparativeHit(normalized: string, tokens: readonly Token[], signs: readonly number[]): FinanceHit | null {
  const amounts = amountsOf(normalized);
  for (let index = 0; index < amounts.length; index += 1) {
    const old = amounts[index] as Amount;
    const lead = normalized.slice(Math.max(0, old.start - 40), old.start);
    const LEAD =
      /(\bfrom|compared (?:to|with)|\bversus|\bvs\.?|\bagainst)(?: (?:the|a|an))?(?: (?!from|to\b)[a-z-]+){0,3}? (?:of )?\s*$/;
    const leadMatch = LEAD.exec(lead);
    if (!leadMatch) continue;
    const fromFirst = leadMatch[1] === 'from';
    const after = amounts
      .slice(index + 1)
      .find((other) => /\bto\s*$/.test(normalized.slice(Math.max(0, other.start - 5), other.start)));
    const now = fromFirst && after ? after : amounts[index - 1];
    if (!now || now.percent !== old.percent) continue;
    // "from EUR 21.1m to 16": a bare figure takes the other's scale when it is small enough to be in the same unit.
    const unitOf = (amount: Amount, other: Amount) =>
      !amount.scaled && other.scaled && Math.abs(amount.value) < 1000 ? other.factor : 1;
    const delta = now.value * unitOf(now, old) - old.value * unitOf(old, now);
    if (delta === 0 || !Number.isFinite(delta)) continue;
    const end = tokenAt(tokens, Math.min(now.start, old.start));
    let subject = -1;
    for (let at = end - 1; at >= 0 && subject < 0; at -= 1) if (signs[at] !== 0) subject = at;
    if (subject < 0) continue;
    // The old value's own subject word ("compared with a loss of EUR 188mn") is part of the comparison.
    const oldFirst = tokenAt(tokens, old.start - lead.length + (leadMatch.index ?? 0));
    const oldSubjects = signs.map((sign, at) => (sign !== 0 && at >= oldFirst && at < tokenAt(tokens, old.start) ? at : -1));
    const covers = [subject, ...oldSubjects.filter((at) => at >= 0)];
    return { first: subject, last: subject, score: 2 * Math.sign(delta) * (signs[subject] ?? 0), covers };
  }
  return null;
}
