// The distributor's arithmetic: points remaining, the validity of a total, stepping, typed text and the ballot body.
import { describe, expect, it } from 'vitest';
import {
  ballotBody,
  ballotPoints,
  distributionState,
  emptyDistribution,
  parsePoints,
  pointsRemaining,
  pointsSpent,
  stepPoints,
} from './distribution';

describe('points remaining and validity', () => {
  it('counts what is left of the budget, negative once overdrawn', () => {
    expect(pointsRemaining(10, [0, 0, 0])).toBe(10);
    expect(pointsRemaining(10, [3, 0, 4])).toBe(3);
    expect(pointsRemaining(10, [6, 5, 0])).toBe(-1);
    expect(pointsSpent([6, 5, 0])).toBe(11);
  });

  it('is empty with no point given, valid up to the budget, overdrawn past it', () => {
    expect(distributionState(10, emptyDistribution(3))).toBe('empty');
    expect(distributionState(10, [1, 0, 0])).toBe('valid');
    expect(distributionState(10, [4, 3, 3])).toBe('valid');
    expect(distributionState(10, [4, 3, 4])).toBe('overdrawn');
  });
});

describe('stepping', () => {
  it('adds a point while some remain and never more', () => {
    expect(stepPoints(3, [1, 1, 0], 2, 1)).toEqual([1, 1, 1]);
    expect(stepPoints(3, [1, 1, 1], 0, 1)).toEqual([1, 1, 1]);
    // Already overdrawn by typing: + adds nothing.
    expect(stepPoints(3, [5, 0, 0], 1, 1)).toEqual([5, 0, 0]);
  });

  it('removes a point down to 0 and no further', () => {
    expect(stepPoints(3, [2, 0], 0, -1)).toEqual([1, 0]);
    expect(stepPoints(3, [2, 0], 1, -1)).toEqual([2, 0]);
  });
});

describe('typed points', () => {
  it('reads whole numbers, an empty field as 0, and refuses anything else', () => {
    expect(parsePoints('7')).toBe(7);
    expect(parsePoints(' 12 ')).toBe(12);
    expect(parsePoints('')).toBe(0);
    expect(parsePoints('1.5')).toBeNull();
    expect(parsePoints('-2')).toBeNull();
    expect(parsePoints('1e3')).toBeNull();
    expect(parsePoints('abc')).toBeNull();
  });
});

describe('the ballot', () => {
  it('sends only the choices given points, keyed by 0-based index', () => {
    expect(ballotBody([0, 4, 0, 6])).toEqual({ points: { '1': 4, '3': 6 } });
    expect(ballotBody([5])).toEqual({ points: { '0': 5 } });
  });

  it('reads a cast ballot back with the absent choices at 0', () => {
    expect(ballotPoints(4, { '1': 4, '3': 6 })).toEqual([0, 4, 0, 6]);
  });
});
