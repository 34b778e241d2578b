// The score history, its pure parts (issue 25 §3): the scored days as the chart's step line (a day without a score is
// a gap), the figures of its text alternative, and the list of changes under it — "12 Nov: 82 → 64, new: Low volume;
// gone: Low hype" with a plan that has X-Ray, the counts only below it ("2 new alerts, 1 alert gone"), as the API
// gives them (docs/xray.md "Who sees the alerts").
import type { AlertKey, XrayHistoryPoint } from '@k3/shared';
import { dayTime } from './price-series';

/** Each day at its chart time; a day without a score has a null value (drawn as a gap). */
export function scoreSeries(days: readonly XrayHistoryPoint[]): { time: number; value: number | null }[] {
  return days.map((day) => ({ time: dayTime(day.day), value: day.score }));
}

export interface ScoreSummary {
  days: number;
  first: number;
  last: number;
  min: number;
  max: number;
}

/** The figures of the chart's text alternative; null when no day has a score. */
export function scoreSummary(days: readonly XrayHistoryPoint[]): ScoreSummary | null {
  const scores = days.flatMap((day) => (day.score === null ? [] : [day.score]));
  if (scores.length === 0) return null;
  return {
    days: days.length,
    first: scores[0]!,
    last: scores[scores.length - 1]!,
    min: Math.min(...scores),
    max: Math.max(...scores),
  };
}

export interface ScoreChangeEntry {
  day: string;
  from: number | null;
  to: number | null;
  appeared: AlertKey[];
  disappeared: AlertKey[];
  appearedCount: number;
  disappearedCount: number;
}

/** The days whose score or alerts changed since the previous audited day, newest first. */
export function scoreChanges(days: readonly XrayHistoryPoint[]): ScoreChangeEntry[] {
  const scoreOn = new Map(days.map((day) => [day.day, day.score]));
  return days
    .flatMap((day) => {
      const change = day.change;
      if (!change) return [];
      const from = scoreOn.get(change.since) ?? null;
      const moved = from !== day.score || change.appearedCount > 0 || change.disappearedCount > 0;
      return moved
        ? [
            {
              day: day.day,
              from,
              to: day.score,
              appeared: change.appeared,
              disappeared: change.disappeared,
              appearedCount: change.appearedCount,
              disappearedCount: change.disappearedCount,
            },
          ]
        : [];
    })
    .reverse();
}

/** The words a change line is made of, in the interface language. */
export interface ChangeTexts {
  date: (day: string) => string;
  move: (from: string, to: string) => string;
  noScore: string;
  alertTitle: (key: AlertKey) => string;
  named: (kind: 'new' | 'gone', list: string) => string;
  counted: (kind: 'new' | 'gone', count: number) => string;
}

/**
 * One line of the list: the date, the score's move, then the alerts — named when the answer names them, counted when it
 * does not (below the plan the API sends counts only, or when a retired rule's key cannot be named).
 */
export function changeText(entry: ScoreChangeEntry, texts: ChangeTexts): string {
  const score = (value: number | null) => (value === null ? texts.noScore : String(value));
  const alerts = (kind: 'new' | 'gone', keys: readonly AlertKey[], count: number): string | null => {
    if (count === 0) return null;
    if (keys.length === count) return texts.named(kind, keys.map(texts.alertTitle).join(', '));
    return texts.counted(kind, count);
  };
  const parts = [
    alerts('new', entry.appeared, entry.appearedCount),
    alerts('gone', entry.disappeared, entry.disappearedCount),
  ].filter((part): part is string => part !== null);
  const head = `${texts.date(entry.day)}: ${texts.move(score(entry.from), score(entry.to))}`;
  return parts.length > 0 ? `${head}, ${parts.join('; ')}` : head;
}
