// A poll's results as the bars of the past polls and live results show them (spec §2 "Past polls"): each choice's
// points, its share of all points given (whole percent), and which choice leads. Ties share the lead.
import type { Poll } from '@k3/shared';

export interface ChoiceResult {
  index: number;
  label: string;
  points: number;
  voters: number;
  /** Share of all points given, 0–100, rounded to a whole percent. */
  percent: number;
  isLeading: boolean;
}

export interface PollResults {
  choices: ChoiceResult[];
  totalPoints: number;
  /** More than one choice shares the most points. */
  isTie: boolean;
}

export function pollResults(poll: Pick<Poll, 'choices' | 'results'>): PollResults {
  const byIndex = new Map((poll.results ?? []).map((result) => [result.index, result]));
  const rows = poll.choices.map((choice) => ({
    index: choice.index,
    label: choice.label,
    points: byIndex.get(choice.index)?.points ?? 0,
    voters: byIndex.get(choice.index)?.voters ?? 0,
  }));
  const totalPoints = rows.reduce((sum, row) => sum + row.points, 0);
  const top = Math.max(0, ...rows.map((row) => row.points));
  const leaders = top > 0 ? rows.filter((row) => row.points === top).length : 0;
  return {
    totalPoints,
    isTie: leaders > 1,
    choices: rows.map((row) => ({
      ...row,
      percent: totalPoints > 0 ? Math.round((row.points / totalPoints) * 100) : 0,
      isLeading: top > 0 && row.points === top,
    })),
  };
}
