// The votes errors with their stable keys and spec §8 "Votes" messages (the web shows the message of each key).
import { HttpError } from '../../plugins/app/errors';

export const wrongPoll = () => new HttpError(404, 'wrong_poll', 'Poll not found');
export const wrongDate = () => new HttpError(409, 'wrong_date', 'Poll not open');
export const alreadyVoted = () => new HttpError(409, 'already_voted', 'Already voted');
/** The spec's key for "nothing to count": a ballot whose points are all zero (or empty) is not a ballot. */
export const noBallot = () => new HttpError(400, 'no_ballot', 'No ongoing ballot');
export const overdrawn = () => new HttpError(400, 'overdrawn', 'Invalid points total');
export const invalidChoice = (key: string, choices: number) =>
  new HttpError(400, 'invalid_choice', `Invalid choice "${key}": this poll's choices are 0 to ${choices - 1}`);
/** Admin: a poll with ballots keeps its choices, budget and start, so every ballot was cast under the same rules. */
export const pollHasBallots = (field: string) =>
  new HttpError(409, 'poll_has_ballots', `This poll has ballots: its ${field} can no longer change`);
