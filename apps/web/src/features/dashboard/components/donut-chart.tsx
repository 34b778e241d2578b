// A small SVG donut (spec §2 "a donut by chain"; docs/adr/0006-charts.md: no chart library). The picture is named
// for assistive technology and points at the list that carries the same figures as text.
import { donutSegments } from '../utils/chart-geometry';

export interface DonutItem {
  id: string;
  value: number;
  color: string;
}

const SIZE = 160;
const OUTER = 78;
const INNER = 52;

interface DonutChartProps {
  items: readonly DonutItem[];
  /** Accessible name of the picture. */
  label: string;
  /** Id of the element listing the same figures as text. */
  describedBy?: string;
  /** Text in the hole (the total). */
  center?: string;
}

export function DonutChart({ items, label, describedBy, center }: DonutChartProps) {
  const segments = donutSegments(items, (item) => item.value, OUTER, INNER);
  return (
    <svg
      className="donut-chart"
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      viewBox={`${-SIZE / 2} ${-SIZE / 2} ${SIZE} ${SIZE}`}
      width={SIZE}
      height={SIZE}
    >
      {segments.length === 0 ? (
        <circle className="donut-empty" r={(OUTER + INNER) / 2} strokeWidth={OUTER - INNER} fill="none" />
      ) : null}
      {segments.map((segment) => (
        <path key={segment.item.id} d={segment.path} fill={segment.item.color} fillRule="evenodd" data-chain={segment.item.id} />
      ))}
      {center ? (
        <text className="donut-center" textAnchor="middle" dominantBaseline="central" aria-hidden="true">
          {center}
        </text>
      ) : null}
    </svg>
  );
}
