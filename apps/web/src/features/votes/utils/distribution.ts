// The points distributor's arithmetic (spec §3 "Poll or ballot: points remaining to distribute", §5 "points total must
// be valid"): whole points ≥ 0 per choice, a total within the poll's budget, at least one point given. The server
// checks the same rules (400 overdrawn / no_ballot); these keep the page honest before the ballot is sent.
import type { BallotBody } from '@k3/shared';

/** Points typed or stepped per choice, by 0-based choice index. */
export type Distribution = readonly number[];

export const emptyDistribution = (choices: number): Distribution => Array.from({ length: choices }, () => 0);

export const pointsSpent = (points: Distribution): number => points.reduce((sum, value) => sum + value, 0);

/** What is left of the budget; negative when the typed points overdraw it. */
export const pointsRemaining = (budget: number, points: Distribution): number => budget - pointsSpent(points);

export type DistributionState = 'empty' | 'valid' | 'overdrawn';

/** `empty`: no point given yet (nothing to cast); `overdrawn`: more than the budget ('Invalid points total'). */
export function distributionState(budget: number, points: Distribution): DistributionState {
  const spent = pointsSpent(points);
  if (spent > budget) return 'overdrawn';
  return spent === 0 ? 'empty' : 'valid';
}

/**
 * Reads what a voter typed in a choice's field: digits only, as a whole number. Empty reads as 0 (the field is being
 * cleared); anything else (a sign, a decimal point, an exponent) gives null so the field keeps its last good value.
 */
export function parsePoints(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** The choice's points after a + or − step: never below 0, and a + never spends more than what remains. */
export function stepPoints(budget: number, points: Distribution, index: number, delta: 1 | -1): Distribution {
  const current = points[index] ?? 0;
  const next = delta > 0 ? (pointsRemaining(budget, points) > 0 ? current + 1 : current) : Math.max(0, current - 1);
  return points.map((value, at) => (at === index ? next : value));
}

/** The POST body: `{ points: { "<index>": n } }` with the choices left at 0 omitted. */
export function ballotBody(points: Distribution): BallotBody {
  const entries = points.flatMap((value, index) => (value > 0 ? [[String(index), value] as const] : []));
  return { points: Object.fromEntries(entries) };
}

/** A cast ballot (the API's `myBallot`) as points per choice index, choices absent from it at 0. */
export function ballotPoints(choices: number, ballot: Readonly<Record<string, number>>): Distribution {
  return emptyDistribution(choices).map((_, index) => ballot[String(index)] ?? 0);
}
