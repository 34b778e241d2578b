import { describe, expect, it } from 'vitest';
import { donutSegments, lineGeometry } from './chart-geometry';

const byValue = (value: number) => value;

describe('donut geometry', () => {
  it('gives one ring segment per positive value, in order, with their shares', () => {
    const segments = donutSegments([75, 25], byValue, 10, 5);
    expect(segments.map((segment) => segment.fraction)).toEqual([0.75, 0.25]);
    // The first starts at the top (0, -10) and, being more than half, uses the large-arc flag.
    expect(segments[0]!.path).toBe('M 0 -10 A 10 10 0 1 1 -10 0 L -5 0 A 5 5 0 1 0 0 -5 Z');
    expect(segments[1]!.path).toBe('M -10 0 A 10 10 0 0 1 0 -10 L 0 -5 A 5 5 0 0 0 -5 0 Z');
  });

  it('draws a single value as the whole ring', () => {
    const [segment] = donutSegments([3], byValue, 10, 5);
    expect(segment!.fraction).toBe(1);
    expect(segment!.path.match(/A 10 10/g)).toHaveLength(2);
    expect(segment!.path.match(/A 5 5/g)).toHaveLength(2);
  });

  it('has nothing to draw without positive values', () => {
    expect(donutSegments([], byValue, 10, 5)).toEqual([]);
    expect(donutSegments([0, -4], byValue, 10, 5)).toEqual([]);
    expect(donutSegments([0, 5], byValue, 10, 5)).toHaveLength(1);
  });
});

describe('line geometry', () => {
  const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}`;

  it('spreads the days across the width, the highest value at the top and the lowest at the bottom', () => {
    const geometry = lineGeometry(
      [
        { date: day(1), value: 10 },
        { date: day(2), value: 30 },
        { date: day(3), value: 20 },
      ],
      100,
      50,
      0,
    );
    expect(geometry.points.map(({ x, y }) => [x, y])).toEqual([
      [0, 50],
      [50, 0],
      [100, 25],
    ]);
    expect(geometry.line).toBe('M 0 50 L 50 0 L 100 25');
    expect(geometry.area).toBe('M 0 50 L 50 0 L 100 25 L 100 50 L 0 50 Z');
    expect([geometry.min, geometry.max]).toEqual([10, 30]);
  });

  it('draws a flat series through the middle', () => {
    const geometry = lineGeometry(
      [
        { date: day(1), value: 5 },
        { date: day(2), value: 5 },
      ],
      100,
      50,
      0,
    );
    expect(geometry.points.map((point) => point.y)).toEqual([25, 25]);
  });

  it('centres a single point and has no line without data', () => {
    expect(lineGeometry([{ date: day(1), value: 7 }], 100, 50).points).toEqual([{ date: day(1), value: 7, x: 50, y: 25 }]);
    expect(lineGeometry([], 100, 50)).toEqual({ points: [], line: '', area: '', min: 0, max: 0 });
  });
});
