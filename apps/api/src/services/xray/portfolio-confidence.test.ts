// The portfolio score's confidence (issue 25 §1; docs/xray-rules.md "Confidence"): the weakest among the holdings that
// weigh in the score, so a large holding audited on little data is never hidden by small well-audited ones.
import { describe, expect, it } from 'vitest';
import { portfolioConfidence } from './service';

describe('portfolioConfidence', () => {
  it('is the lowest confidence among the largest holdings that carry 90% of the scored value', () => {
    expect(
      portfolioConfidence([
        { value: 800, level: 'high' },
        { value: 200, level: 'low' },
      ]),
    ).toBe('low');
  });

  it('leaves out the small tail beyond 90% of the value', () => {
    expect(
      portfolioConfidence([
        { value: 950, level: 'high' },
        { value: 50, level: 'low' },
      ]),
    ).toBe('high');
  });

  it('counts many small holdings together: ten at 9% each are 90% of the value', () => {
    const small = Array.from({ length: 10 }, () => ({ value: 9, level: 'low' as const }));
    expect(portfolioConfidence([{ value: 10, level: 'high' }, ...small])).toBe('low');
    expect(portfolioConfidence(Array.from({ length: 11 }, () => ({ value: 1, level: 'low' as const })))).toBe('low');
  });

  it('is null without a scored holding, or when no level was recorded', () => {
    expect(portfolioConfidence([])).toBeNull();
    expect(portfolioConfidence([{ value: 0, level: 'high' }])).toBeNull();
    expect(portfolioConfidence([{ value: 10, level: null }])).toBeNull();
  });
});
