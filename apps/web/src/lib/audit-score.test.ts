import { describe, expect, it } from 'vitest';
import { auditBand, auditScoreOf, auditScoresOf } from './audit-score';
import { xrayHolding } from './my-xray-fixtures';

describe('auditBand (issue 11 §3: green ≥ 70, amber 40–69, red < 40)', () => {
  it('puts each score in its band, the edges included', () => {
    expect([100, 70, 69, 40, 39, 0].map(auditBand)).toEqual(['good', 'good', 'fair', 'fair', 'poor', 'poor']);
  });

  it('has no band without a score', () => {
    expect(auditBand(null)).toBe('none');
    expect(auditBand(undefined)).toBe('none');
  });
});

describe('auditScoreOf', () => {
  const scores = auditScoresOf({
    holdings: [xrayHolding({ id: 'bitcoin', score: 82 }), xrayHolding({ id: 'kryll', score: null })],
  });

  it('reads a held coin’s score, null when X-Ray has not audited it or does not list it', () => {
    expect(auditScoreOf(scores, 'bitcoin')).toBe(82);
    expect(auditScoreOf(scores, 'kryll')).toBeNull();
    expect(auditScoreOf(scores, 'unlisted')).toBeNull();
  });

  it('is unknown while the scores are', () => {
    expect(auditScoreOf(undefined, 'bitcoin')).toBeUndefined();
  });
});
