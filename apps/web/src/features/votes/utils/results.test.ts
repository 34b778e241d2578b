// Result bars: points per choice, whole-percent shares, the leading choice, ties.
import { describe, expect, it } from 'vitest';
import { pollResults } from './results';

const choices = [
  { index: 0, label: 'Yes' },
  { index: 1, label: 'No' },
  { index: 2, label: 'Later' },
];

describe('pollResults', () => {
  it('gives each choice its points, its share and marks the leader', () => {
    const results = pollResults({
      choices,
      results: [
        { index: 0, points: 60, voters: 4 },
        { index: 1, points: 30, voters: 3 },
      ],
    });
    expect(results.totalPoints).toBe(90);
    expect(results.isTie).toBe(false);
    expect(results.choices.map((c) => [c.label, c.points, c.percent, c.isLeading])).toEqual([
      ['Yes', 60, 67, true],
      ['No', 30, 33, false],
      ['Later', 0, 0, false],
    ]);
  });

  it('marks every choice sharing the most points as a tie', () => {
    const results = pollResults({
      choices,
      results: [
        { index: 0, points: 5, voters: 1 },
        { index: 1, points: 5, voters: 1 },
        { index: 2, points: 2, voters: 1 },
      ],
    });
    expect(results.isTie).toBe(true);
    expect(results.choices.filter((c) => c.isLeading).map((c) => c.label)).toEqual(['Yes', 'No']);
  });

  it('has no leader and no share when no point was given', () => {
    const results = pollResults({ choices, results: [] });
    expect(results.choices.every((c) => !c.isLeading && c.percent === 0)).toBe(true);
  });
});
