// The portfolio score's confidence (issue 25 §1; docs/xray-rules.md "Confidence"): the weakest among the holdings that
// weigh in the score, so a large holding audited on little data is never hidden by small well-audited ones.
import { describe, expect, it } from 'vitest';
import { portfolioConfidence } from './service';

describe('portfolioConfidence', () => {
  it('is the lowest confidence among holdings worth at least 10% of the scored value', () => {
    expect(
      portfolioConfidence([
        { value: 800, level: 'high' },
        { value: 200, level: 'low' },
      ]),
    ).toBe('low');
  });

  it('leaves out holdings too small to move the score', () => {
    expect(
      portfolioConfidence([
        { value: 950, level: 'high' },
        { value: 50, level: 'low' },
      ]),
    ).toBe('high');
  });

  it('is null without a scored holding, or when no level was recorded', () => {
    expect(portfolioConfidence([])).toBeNull();
    expect(portfolioConfidence([{ value: 0, level: 'high' }])).toBeNull();
    expect(portfolioConfidence([{ value: 10, level: null }])).toBeNull();
  });
});
