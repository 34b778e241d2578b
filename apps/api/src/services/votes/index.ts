// The votes service (issue 13 §3 and §4): public poll reads, ballots and poll management behind one object, which the
// app decorates as `app.votes` (plugins/app/votes.ts) so routes and other modules call it without knowing the tables.
import type { AdminPoll, Poll, PollInput } from '@k3/shared';
import { createPoll, editPoll, listAdminPolls, setPollState, type PollStateAction } from './admin';
import { castBallot, type BallotRequest } from './ballot';
import { getPoll, listPolls, type PollView } from './polls';
import type { VotesDeps } from './view';

export type { PollStateAction } from './admin';
export type { BallotRequest } from './ballot';
export type { PollView } from './polls';
export type { VotesDeps } from './view';
export { pollStatus } from './view';

export interface VotesService {
  /** Published, unarchived polls: current ones closing soonest first, or past ones latest first (at most 50). */
  list(status: 'current' | 'past', view: PollView): Promise<Poll[]>;
  /** One published, unarchived poll; 404 wrong_poll otherwise. */
  get(id: number, view: PollView): Promise<Poll>;
  /** Casts the user's ballot; answers the poll as the voter now sees it. */
  cast(request: BallotRequest): Promise<Poll>;
  admin: {
    list(): Promise<AdminPoll[]>;
    create(actorId: string, input: PollInput): Promise<AdminPoll>;
    update(actorId: string, id: number, input: PollInput): Promise<AdminPoll>;
    setState(actorId: string, id: number, action: PollStateAction): Promise<AdminPoll>;
  };
}

export function createVotesService(deps: VotesDeps): VotesService {
  return {
    list: (status, view) => listPolls(deps, status, view),
    get: (id, view) => getPoll(deps, id, view),
    cast: (request) => castBallot(deps, request),
    admin: {
      list: () => listAdminPolls(deps),
      create: (actorId, input) => createPoll(deps, actorId, input),
      update: (actorId, id, input) => editPoll(deps, actorId, id, input),
      setState: (actorId, id, action) => setPollState(deps, actorId, id, action),
    },
  };
}
