// The financial-direction layer of the offline scorer (docs/news-scoring.md "Financial direction"), English: a change
// is good or bad news according to what changed. "Profit decreased" is bad, "loss narrowed" good, "costs rose" bad;
// "from EUR 21.1m to 16m" says down without a verb; "up from a loss" is good. Runs before the crypto layer and covers the
// tokens it scores, so "loss" or "profit" are not scored again by the general lexicon.
import { comparativeHit, transitionHits } from './finance-compare';
import {
  BEFORE_NUMBER,
  DIRECTIONS,
  type DirectionWord,
  type FinanceHit,
  MOVED,
  NOT_A_MOVE,
  PASSIVE,
  QUALIFIED_BY,
  REACH_AFTER,
  REACH_BEFORE,
  REACH_BEFORE_COMPOUND,
  STOP_AFTER,
  STOP_BEFORE,
  SUBJECTS,
} from './finance-terms';
import { tokenAt, type Token } from './text';

export type { FinanceHit } from './finance-terms';

const subjectRegexes = SUBJECTS.map(({ pattern, sign }) => ({ regex: new RegExp(`^(?:${pattern})$`), sign }));
function subjectSign(tokens: readonly Token[], index: number): number {
  const text = tokens[index]?.text ?? '';
  const found = subjectRegexes.find(({ regex }) => regex.test(text));
  if (!found) return 0;
  if (tokens[index - 1]?.text === 'per') return 0;
  const before = tokens.slice(Math.max(0, index - 3), index).map((token) => token.text);
  if (before.some((word) => QUALIFIED_BY.has(word))) return 0;
  return found.sign;
}

function isMove(tokens: readonly Token[], index: number): boolean {
  const text = tokens[index]?.text ?? '';
  const blocked = NOT_A_MOVE[text];
  if (!blocked) return true;
  if (text === 'up' && tokens[index + 1]?.text === 'to' && !MOVED.has(tokens[index - 1]?.text ?? '')) return false;
  return !blocked.has(tokens[index - 1]?.text ?? '');
}

/** The subject a direction word applies to: nearest before it (or after it for "higher costs", "cut costs"). */
function bindSubject(tokens: readonly Token[], at: number, word: DirectionWord, signs: readonly number[]): number {
  // A passive ("140 jobs will be reduced", "the outlook was raised") reaches back like a verb.
  const passive = PASSIVE.has(tokens[at - 1]?.text ?? '');
  const reach = word.subjectAfter && !passive ? REACH_BEFORE_COMPOUND : REACH_BEFORE;
  const back = () => {
    for (let index = at - 1; index >= Math.max(0, at - reach); index -= 1) {
      if (STOP_BEFORE.has(tokens[index]?.text ?? '')) return -1;
      if (signs[index] !== 0 && !DIRECTIONS.has(tokens[index]?.text ?? '')) return index;
    }
    return -1;
  };
  const ahead = () => {
    for (let index = at + 1; index <= Math.min(tokens.length - 1, at + REACH_AFTER); index += 1) {
      if (STOP_AFTER.has(tokens[index]?.text ?? '')) return -1;
      if (signs[index] !== 0) return index;
    }
    return -1;
  };
  if (word.subjectAfter) {
    const after = ahead();
    return after >= 0 ? after : back();
  }
  const before = back();
  return before >= 0 ? before : ahead();
}

/** Direction words bound to a subject, and unbound ones stated with a number ("Bitcoin down 8%"). */
function directionHits(tokens: readonly Token[], signs: readonly number[]): FinanceHit[] {
  const hits: (FinanceHit & { subject: number; direction: number })[] = [];
  tokens.forEach((token, at) => {
    const word = DIRECTIONS.get(token.text);
    if (!word || !isMove(tokens, at)) return;
    const subject = bindSubject(tokens, at, word, signs);
    if (subject >= 0) {
      const score = word.dir * (signs[subject] ?? 0) * word.strength;
      // The hit sits on the direction word: a negator before it ("sales did not fall") flips it.
      hits.push({
        first: at,
        last: at,
        score,
        covers: [at, subject],
        subject,
        direction: at,
      });
      return;
    }
    // No subject: a move stated with a number is a price move ("down 8% on the week", "fell by 5 pct").
    const next = tokens.slice(at + 1, at + 4);
    const numberAt = next.findIndex((other) => /^\d/.test(other.text));
    if (numberAt >= 0 && next.slice(0, numberAt).every((other) => BEFORE_NUMBER.has(other.text)))
      hits.push({ first: at, last: at, score: word.dir * word.strength, covers: [at], subject: -1, direction: at });
  });
  // A direction word that is itself the subject of another ("sales growth slowed") only counts as that subject, and a
  // subject takes the nearest of the direction words bound to it ("home improvement sales decreased").
  const subjects = new Set(hits.map((hit) => hit.subject));
  const kept = hits.filter((hit) => !subjects.has(hit.direction));
  const distance = (hit: (typeof hits)[number]) => Math.abs(hit.direction - hit.subject);
  return kept.filter(
    (hit) =>
      hit.subject < 0 || !kept.some((other) => other !== hit && other.subject === hit.subject && distance(other) < distance(hit)),
  );
}

/** Signed percentages stated alone ("shares -2.7%", "BTC +8%"). */
const SIGNED_PERCENT = /(?<![\w.])([+-])\d+(?:\.\d+)?\s?%/g;

export function financeHits(normalized: string, tokens: readonly Token[]): FinanceHit[] {
  const signs = tokens.map((_, index) => subjectSign(tokens, index));
  const transitions = transitionHits(normalized, tokens, signs);
  // "down from a profit of EUR 2.5m": the change of state decides; the "up"/"down" before it only compares levels.
  const directions = directionHits(tokens, signs).filter(
    (hit) =>
      !transitions.some(
        (transition) =>
          hit.covers[0] !== undefined && transition.first - hit.covers[0] > 0 && transition.first - hit.covers[0] <= 5,
      ),
  );
  const hits = [...directions, ...transitions];
  if (!hits.some((hit) => hit.covers.length > 1)) {
    const comparative = comparativeHit(normalized, tokens, signs);
    if (comparative) hits.push(comparative);
  }
  for (const match of normalized.matchAll(SIGNED_PERCENT)) {
    const at = tokenAt(tokens, match.index ?? 0);
    if (!hits.some((hit) => hit.covers.includes(at)))
      hits.push({ first: at, last: at, score: match[1] === '+' ? 2 : -2, covers: [at] });
  }
  return hits;
}
