// Geometry of the dashboard's two SVG charts (spec §2 "a donut by chain", "a 30-day line chart"; docs/adr/0006-charts.md):
// pure functions from values to SVG path data, so the drawing is tested without a browser.

export interface DonutSegment<T> {
  item: T;
  value: number;
  /** Share of the total, 0 to 1. */
  fraction: number;
  /** SVG path of the ring segment, centred on (0, 0). */
  path: string;
}

const round = (n: number) => Math.round(n * 100) / 100;
const polar = (radius: number, angle: number) => `${round(radius * Math.cos(angle))} ${round(radius * Math.sin(angle))}`;
const TOP = -Math.PI / 2;
/** A segment this close to the whole ring is drawn as the full ring (an arc cannot start and end at one point). */
const FULL = 0.99999;

function ring(outer: number, inner: number): string {
  // Two half circles per edge; the inner edge drawn the other way round cuts the hole (fill-rule evenodd or nonzero).
  return (
    `M ${polar(outer, TOP)} A ${outer} ${outer} 0 1 1 ${polar(outer, TOP + Math.PI)} A ${outer} ${outer} 0 1 1 ${polar(outer, TOP)} ` +
    `M ${polar(inner, TOP)} A ${inner} ${inner} 0 1 0 ${polar(inner, TOP + Math.PI)} A ${inner} ${inner} 0 1 0 ${polar(inner, TOP)} Z`
  );
}

function sector(outer: number, inner: number, start: number, end: number): string {
  const large = end - start > Math.PI ? 1 : 0;
  return (
    `M ${polar(outer, start)} A ${outer} ${outer} 0 ${large} 1 ${polar(outer, end)} ` +
    `L ${polar(inner, end)} A ${inner} ${inner} 0 ${large} 0 ${polar(inner, start)} Z`
  );
}

/** Ring segments clockwise from the top, one per positive value (zero and negative values have no segment). */
export function donutSegments<T>(
  items: readonly T[],
  valueOf: (item: T) => number,
  outer: number,
  inner: number,
): DonutSegment<T>[] {
  const positive = items.filter((item) => valueOf(item) > 0);
  const total = positive.reduce((sum, item) => sum + valueOf(item), 0);
  if (!(total > 0)) return [];
  let angle = TOP;
  return positive.map((item) => {
    const value = valueOf(item);
    const fraction = value / total;
    const start = angle;
    angle += fraction * 2 * Math.PI;
    return { item, value, fraction, path: fraction >= FULL ? ring(outer, inner) : sector(outer, inner, start, angle) };
  });
}

export interface LinePoint {
  date: string;
  value: number;
  x: number;
  y: number;
}

export interface LineGeometry {
  points: LinePoint[];
  /** The line through the points ('' without data). */
  line: string;
  /** The line closed down to the baseline, for the fill under it ('' without data). */
  area: string;
  min: number;
  max: number;
}

/**
 * Places the series in a width × height box with `pad` on every side: x by position (days are evenly spaced), y from
 * the lowest value (bottom) to the highest (top). A flat series sits in the middle; a single point in the centre.
 */
export function lineGeometry(
  series: readonly { date: string; value: number }[],
  width: number,
  height: number,
  pad = 4,
): LineGeometry {
  if (series.length === 0) return { points: [], line: '', area: '', min: 0, max: 0 };
  const values = series.map((point) => point.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const innerW = width - 2 * pad;
  const innerH = height - 2 * pad;
  const points = series.map((point, index) => ({
    date: point.date,
    value: point.value,
    x: round(series.length === 1 ? width / 2 : pad + (index * innerW) / (series.length - 1)),
    y: round(max === min ? height / 2 : pad + ((max - point.value) / (max - min)) * innerH),
  }));
  const line = points.map((point, index) => `${index === 0 ? 'M' : 'L'} ${point.x} ${point.y}`).join(' ');
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const area = `${line} L ${last.x} ${height - pad} L ${first.x} ${height - pad} Z`;
  return { points, line, area, min, max };
}
