import { describe, expect, it } from 'vitest';
import { sparkline } from './sparkline';

const day = (score: number | null, index: number) => ({ day: `2026-04-${String(index + 1).padStart(2, '0')}`, score, alerts: 0 });

describe('sparkline', () => {
  it('draws the scored days on a fixed 0–100 scale, skipping days without a score', () => {
    const line = sparkline([100, null, 0].map(day), 104, 54, 2);
    expect(line).toEqual({ points: '2.0,2.0 102.0,52.0', first: 100, last: 0, min: 0, max: 100, days: 3 });
  });

  it('needs two scored days', () => {
    expect(sparkline([50, null].map(day), 100, 50)).toBeNull();
    expect(sparkline([], 100, 50)).toBeNull();
  });
});
