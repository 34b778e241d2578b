// The public poll reads (spec §2 Votes "current poll, past polls", §4 Polls): published, unarchived polls only; an
// unknown, unpublished or archived id reads as wrong_poll alike, so drafts are not discoverable.
import type { Locale, Poll } from '@k3/shared';
import { findVisiblePoll, listVisiblePolls } from '../../repositories/polls';
import { wrongPoll } from './errors';
import { toPolls, type VotesDeps } from './view';

export interface PollView {
  lang: Locale;
  /** The signed-in caller, for `myBallot`; null for a visitor. */
  userId: string | null;
}

export async function listPolls(deps: VotesDeps, status: 'current' | 'past', view: PollView): Promise<Poll[]> {
  return toPolls(deps, await listVisiblePolls(deps.db, status, deps.clock()), view);
}

export async function getPoll(deps: VotesDeps, id: number, view: PollView): Promise<Poll> {
  const row = await findVisiblePoll(deps.db, id);
  if (!row) throw wrongPoll();
  const [poll] = await toPolls(deps, [row], view);
  if (!poll) throw wrongPoll();
  return poll;
}
