// Score bands of the X-Ray score (0–100, higher is safer): the colour of a badge or gauge. The number is always shown
// too, so the band never rests on colour alone.
export type ScoreBand = 'good' | 'fair' | 'poor' | 'none';

export const GOOD_FROM = 70;
export const FAIR_FROM = 40;

export function scoreBand(score: number | null): ScoreBand {
  if (score === null) return 'none';
  if (score >= GOOD_FROM) return 'good';
  if (score >= FAIR_FROM) return 'fair';
  return 'poor';
}
