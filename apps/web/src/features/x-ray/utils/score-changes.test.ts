// The score history's pure parts: the step line's points (a day without a score is a gap), the text alternative's
// figures, and the list of changes, named as the API names them or counted below the plan.
import type { XrayHistoryPoint } from '@k3/shared';
import { describe, expect, it } from 'vitest';
import { history } from '../testing/fixtures';
import { changeText, scoreChanges, scoreSeries, scoreSummary, type ChangeTexts } from './score-changes';

const TITLES: Record<string, string> = { low_volume: 'Low volume', low_hype: 'Low hype', low_marketcap: 'Low market cap' };
const TEXTS: ChangeTexts = {
  date: (day) => `${Number(day.slice(8))} Apr`,
  move: (from, to) => `${from} → ${to}`,
  noScore: 'no score',
  alertTitle: (key) => TITLES[key] ?? key,
  named: (kind, list) => `${kind}: ${list}`,
  counted: (kind, count) => (kind === 'new' ? `${count} new alert${count === 1 ? '' : 's'}` : `${count} gone`),
};

describe('scoreSeries and scoreSummary', () => {
  it('puts each day at its UTC midnight with its score, null where no rule ran', () => {
    expect(scoreSeries(history([82, null, 64]).days)).toEqual([
      { time: Date.UTC(2026, 3, 1) / 1000, value: 82 },
      { time: Date.UTC(2026, 3, 2) / 1000, value: null },
      { time: Date.UTC(2026, 3, 3) / 1000, value: 64 },
    ]);
  });

  it('states the first, last, lowest and highest score over the days, none without a score', () => {
    expect(scoreSummary(history([null, 82, 90, 64]).days)).toEqual({ days: 4, first: 82, last: 64, min: 64, max: 90 });
    expect(scoreSummary(history([null]).days)).toBeNull();
  });
});

describe('the list of changes', () => {
  const alerts = [['low_hype'], ['low_volume', 'low_marketcap'], ['low_volume', 'low_marketcap'], ['low_volume']] as const;

  it('lists the days whose score or alerts moved, newest first, with the alerts named', () => {
    const days = history([82, 64, 64, 70], { alerts: [...alerts] }).days;
    expect(scoreChanges(days).map((entry) => changeText(entry, TEXTS))).toEqual([
      '4 Apr: 64 → 70, gone: Low market cap',
      '2 Apr: 82 → 64, new: Low volume, Low market cap; gone: Low hype',
    ]);
  });

  it('counts the alerts without naming them below the plan', () => {
    const days = history([82, 64, 64, 70], { access: 'connect', alerts: [...alerts] }).days;
    expect(scoreChanges(days).map((entry) => changeText(entry, TEXTS))).toEqual([
      '4 Apr: 64 → 70, 1 gone',
      '2 Apr: 82 → 64, 2 new alerts; 1 gone',
    ]);
  });

  it('says "no score" for a day no rule could score, and compares with the previous audited day', () => {
    const days: XrayHistoryPoint[] = [
      { day: '2026-04-01', score: 50, alerts: 0, change: null },
      {
        day: '2026-04-03',
        score: null,
        alerts: 0,
        change: { since: '2026-04-01', scoreDelta: null, appeared: [], disappeared: [], appearedCount: 0, disappearedCount: 0 },
      },
    ];
    expect(scoreChanges(days).map((entry) => changeText(entry, TEXTS))).toEqual(['3 Apr: 50 → no score']);
  });

  it('counts an alert it cannot name (a retired rule) rather than naming part of them', () => {
    const entry = {
      day: '2026-04-02',
      from: 60,
      to: 55,
      appeared: ['low_volume' as const],
      disappeared: [],
      appearedCount: 2,
      disappearedCount: 0,
    };
    expect(changeText(entry, TEXTS)).toBe('2 Apr: 60 → 55, 2 new alerts');
  });

  it('lists nothing when neither the score nor the alerts moved', () => {
    expect(scoreChanges(history([70, 70, 70]).days)).toEqual([]);
  });
});
