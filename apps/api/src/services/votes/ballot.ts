// Casting a ballot (issue 13 §3; spec §5 "Vote: points total must be valid; voting needs a signed-in user", §8 Votes).
// The body's shape (whole points ≥ 0 keyed by choice index) is checked by the route's schema; this checks it against the
// poll in a fixed order, then stores it once: the ballots primary key refuses a second one however the calls race.
import type { Locale, Poll } from '@k3/shared';
import { insertBallot } from '../../repositories/ballots';
import { findVisiblePollForBallot } from '../../repositories/polls';
import { alreadyVoted, invalidChoice, noBallot, overdrawn, wrongDate, wrongPoll } from './errors';
import { pollStatus, toPolls, type VotesDeps } from './view';

export interface BallotRequest {
  pollId: number;
  userId: string;
  points: Record<string, number>;
  lang: Locale;
}

/**
 * Stores the ballot and answers the poll as the voter now sees it. Errors, first match wins: wrong_poll, wrong_date,
 * invalid_choice, no_ballot (no choice has a positive value), overdrawn (total above the budget; below is allowed),
 * already_voted.
 */
export async function castBallot(deps: VotesDeps, request: BallotRequest): Promise<Poll> {
  const now = deps.clock();
  const poll = await deps.db.transaction(async (tx) => {
    // Read under a share lock: an admin edit of choices or budget waits until this ballot is stored, and is then refused.
    const row = await findVisiblePollForBallot(tx, request.pollId);
    if (!row) throw wrongPoll();
    if (pollStatus(row, now) !== 'current') throw wrongDate();
    const entries = Object.entries(request.points);
    const unknown = entries.find(([key]) => Number(key) >= row.choices.length);
    if (unknown) throw invalidChoice(unknown[0], row.choices.length);
    // Zero entries carry no choice: they are dropped, and a ballot left empty is refused.
    const points = Object.fromEntries(entries.filter(([, value]) => value > 0));
    const total = Object.values(points).reduce((sum, value) => sum + value, 0);
    if (total === 0) throw noBallot();
    if (total > row.budget) throw overdrawn();
    const stored = await insertBallot(tx, { pollId: row.id, userId: request.userId, points, total, castAt: now });
    if (!stored) throw alreadyVoted();
    return row;
  });
  const [view] = await toPolls(deps, [poll], { lang: request.lang, userId: request.userId });
  if (!view) throw new Error(`poll ${poll.id} has no view`);
  return view;
}
