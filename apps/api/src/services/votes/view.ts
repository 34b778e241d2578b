// How a poll reads to the public (spec §4 Polls; issue 13 §3): its status from the clock, its texts in the caller's
// language, its results when they may be shown, and the caller's own ballot.
import { FALLBACK_LOCALE, type Locale, type LocalizedText, type Poll, type PollStatus } from '@k3/shared';
import type { Database } from '../../db/client';
import { countBallots, findUserBallots, tallyBallots } from '../../repositories/ballots';
import type { PollRow } from '../../repositories/polls';

export interface VotesDeps {
  db: Database;
  /** The app clock: every status and window check reads it, so tests move time instead of waiting. */
  clock: () => Date;
}

/** upcoming before startsAt, current until endsAt, past from endsAt on (the end instant itself is closed). */
export function pollStatus(poll: Pick<PollRow, 'startsAt' | 'endsAt'>, now: Date): PollStatus {
  if (now < poll.startsAt) return 'upcoming';
  return now < poll.endsAt ? 'current' : 'past';
}

/** The text in `lang`, or in English when the admin left that language empty. */
export function localize(text: LocalizedText, lang: Locale): string {
  return text[lang].trim() || text[FALLBACK_LOCALE];
}

/** Results are public once the poll is over, or while it runs when the admin chose live results. */
export function resultsShown(poll: Pick<PollRow, 'liveResults'>, status: PollStatus): boolean {
  return status === 'past' || poll.liveResults;
}

/** The polls as `userId` (null: a visitor) sees them, with ballot counts, results and own ballots read in 3 queries. */
export async function toPolls(
  deps: VotesDeps,
  rows: readonly PollRow[],
  view: { lang: Locale; userId: string | null },
): Promise<Poll[]> {
  const now = deps.clock();
  const statuses = new Map(rows.map((row) => [row.id, pollStatus(row, now)]));
  const ids = rows.map((row) => row.id);
  const withResults = rows.filter((row) => resultsShown(row, statuses.get(row.id) ?? 'upcoming')).map((row) => row.id);
  const [counts, tallies, mine] = await Promise.all([
    countBallots(deps.db, ids),
    tallyBallots(deps.db, withResults),
    view.userId === null ? new Map<number, Record<string, number>>() : findUserBallots(deps.db, view.userId, ids),
  ]);
  return rows.map((row) => {
    const choices = row.choices.map((choice, index) => ({ index, label: localize(choice, view.lang) }));
    const tally = tallies.filter((entry) => entry.pollId === row.id);
    const results = withResults.includes(row.id)
      ? choices.map(({ index }) => {
          const entry = tally.find((candidate) => candidate.index === index);
          return { index, points: entry?.points ?? 0, voters: entry?.voters ?? 0 };
        })
      : null;
    return {
      id: row.id,
      question: localize(row.question, view.lang),
      choices,
      budget: row.budget,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      status: statuses.get(row.id) ?? 'upcoming',
      liveResults: row.liveResults,
      ballots: counts.get(row.id) ?? 0,
      results,
      myBallot: mine.get(row.id) ?? null,
    };
  });
}
