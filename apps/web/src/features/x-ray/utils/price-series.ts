// The audit's price chart, its pure parts (issue 25 §3): the daily series as the chart's close line and volume bars
// (a bar coloured by whether the day closed up or down), the figures of its text alternative, and the price step the
// axis needs so a token priced in millionths of a dollar still gets distinct ticks.
import type { XrayPricePoint } from '@k3/shared';

/** Seconds since the epoch at 00:00 UTC of a `yyyy-mm-dd` day (the chart's time unit). */
export const dayTime = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 1000;

/** The `yyyy-mm-dd` UTC day of a chart time. */
export const timeDay = (time: number): string => new Date(time * 1000).toISOString().slice(0, 10);

export interface ChartPoint {
  time: number;
  value: number;
}

export interface VolumeBar extends ChartPoint {
  color: string;
}

/** The closes and the volumes, oldest first; a day's bar is `up` when it closed at or above the day before. */
export function priceSeries(
  points: readonly XrayPricePoint[],
  colors: { up: string; down: string },
): { closes: ChartPoint[]; volumes: VolumeBar[] } {
  return {
    closes: points.map((point) => ({ time: dayTime(point.date), value: point.close })),
    volumes: points.map((point, index) => {
      const previous = index > 0 ? points[index - 1]!.close : point.close;
      return { time: dayTime(point.date), value: point.volume, color: point.close >= previous ? colors.up : colors.down };
    }),
  };
}

export interface PriceSummary {
  first: XrayPricePoint;
  last: XrayPricePoint;
  min: number;
  max: number;
  /** Percent change from the first close to the last; null when the first close is 0. */
  change: number | null;
}

/** The figures the text alternative states; null for an empty series. */
export function priceSummary(points: readonly XrayPricePoint[]): PriceSummary | null {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  const closes = points.map((point) => point.close);
  return {
    first,
    last,
    min: Math.min(...closes),
    max: Math.max(...closes),
    change: first.close === 0 ? null : ((last.close - first.close) / first.close) * 100,
  };
}

/** The price axis' smallest step: a cent from a dollar up, else the fourth significant digit of the lowest close. */
export function minMoveFor(points: readonly XrayPricePoint[]): number {
  const positive = points.map((point) => point.close).filter((close) => close > 0);
  const lowest = Math.min(...positive);
  if (positive.length === 0 || lowest >= 1) return 0.01;
  return Math.min(0.01, 10 ** (Math.floor(Math.log10(lowest)) - 3));
}
