// The score-history sparkline's geometry: the scored days as an SVG polyline, oldest on the left, 0–100 bottom to top
// (a fixed scale, so a flat line at 80 reads as high, not as "the middle").
import type { XrayHistoryPoint } from '@k3/shared';

export interface Sparkline {
  points: string;
  first: number;
  last: number;
  min: number;
  max: number;
  days: number;
}

/** null when fewer than two days have a score. */
export function sparkline(days: readonly XrayHistoryPoint[], width: number, height: number, pad = 2): Sparkline | null {
  const scored = days.flatMap((day, index) => (day.score === null ? [] : [{ index, score: day.score }]));
  if (scored.length < 2) return null;
  const span = Math.max(1, days.length - 1);
  const x = (index: number) => pad + (index / span) * (width - 2 * pad);
  const y = (score: number) => pad + (1 - score / 100) * (height - 2 * pad);
  const scores = scored.map((point) => point.score);
  return {
    points: scored.map((point) => `${x(point.index).toFixed(1)},${y(point.score).toFixed(1)}`).join(' '),
    first: scores[0]!,
    last: scores[scores.length - 1]!,
    min: Math.min(...scores),
    max: Math.max(...scores),
    days: days.length,
  };
}
