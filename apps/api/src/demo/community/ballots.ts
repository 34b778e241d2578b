// Ballots of the demo community (docs/votes.md "Demo poll"): each poll has a leaning (weights per choice) so results
// read like opinions, not noise; a share of members vote, each spreading the budget over one to three choices. Pure:
// the seeder stores what this returns, and the results endpoint sums those rows like any others.
import { hashString, mix, uniform } from '../random';

export interface BallotPlan {
  /** Index of the voting member. */
  member: number;
  points: Record<string, number>;
  total: number;
  /** Fraction of the poll's window (0..1) at which the ballot was cast. */
  at: number;
}

/**
 * The ballots `members` cast on a poll called `key` with `weights.length` choices and `budget` points: about `turnout`
 * of them vote; a voter gives their favourite (drawn by the weights) most points and may split the rest.
 */
export function planBallots(
  key: string,
  members: number,
  weights: readonly number[],
  budget: number,
  turnout: number,
): BallotPlan[] {
  const seed = hashString(`k3-demo-ballots:${key}`);
  const sum = weights.reduce((a, b) => a + b, 0);
  const draw = (member: number, stream: number) => {
    let target = uniform(seed, member, stream) * sum;
    for (const [index, weight] of weights.entries()) {
      target -= weight;
      if (target < 0) return index;
    }
    return weights.length - 1;
  };
  const plans: BallotPlan[] = [];
  for (let member = 0; member < members; member += 1) {
    if (uniform(seed, member, 0) >= turnout) continue;
    const favourite = draw(member, 1);
    const second = draw(member, 2);
    const points: Record<string, number> = {};
    // Half the voters go all in; the others keep 50-90% for their favourite and give the rest to a second choice.
    const isAllIn = mix(seed, member, 3) % 2 === 0 || second === favourite;
    const kept = isAllIn ? budget : Math.round(budget * (0.5 + 0.4 * uniform(seed, member, 4)));
    points[String(favourite)] = kept;
    if (!isAllIn && kept < budget) points[String(second)] = budget - kept;
    plans.push({ member, points, total: budget, at: uniform(seed, member, 5) });
  }
  return plans;
}
