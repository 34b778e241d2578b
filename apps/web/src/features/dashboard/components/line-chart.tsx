// A small SVG line chart (spec §2 "a 30-day line chart", §9 "chart 30 days"; docs/adr/0006-charts.md). The chart is
// one focusable image: arrow keys (or the pointer) pick a day and its value is shown and announced; the same series is
// available as a table under a disclosure. Issue 26 §6: a value axis (highest, middle, lowest), a date axis (first,
// middle, last day) and a tooltip floating at the picked day with its date and value. The labels are HTML laid over
// the stretched SVG, so they never stretch with it.
import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { lineGeometry } from '../utils/chart-geometry';

const WIDTH = 600;
const HEIGHT = 180;
const PAD = 8;

interface LineChartProps {
  series: readonly { date: string; value: number }[];
  label: string;
  formatValue: (value: number) => string;
  formatDate: (date: string) => string;
  /** Texts of the table alternative. */
  tableLabel: string;
  dateHeader: string;
  valueHeader: string;
}

export function LineChart({ series, label, formatValue, formatDate, tableLabel, dateHeader, valueHeader }: LineChartProps) {
  const gradientId = useId();
  const [active, setActive] = useState<number | null>(null);
  const geometry = lineGeometry(series, WIDTH, HEIGHT, PAD);
  const point = active === null ? undefined : geometry.points[active];
  const last = geometry.points.length - 1;
  const middle = geometry.points[Math.floor(last / 2)];
  const ticks = geometry.points.length
    ? [geometry.max, (geometry.max + geometry.min) / 2, geometry.min].filter((value, index, all) => all.indexOf(value) === index)
    : [];
  const dates = [geometry.points[0], middle, geometry.points[last]].filter(
    (entry, index, all): entry is NonNullable<typeof entry> => entry !== undefined && all.indexOf(entry) === index,
  );

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (last < 0) return;
    const moves: Record<string, number> = {
      ArrowRight: Math.min(last, (active ?? -1) + 1),
      ArrowLeft: Math.max(0, (active ?? last + 1) - 1),
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (last < 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0) return;
    const x = ((event.clientX - box.left) / box.width) * WIDTH;
    const index = last === 0 ? 0 : Math.round(((x - PAD) / (WIDTH - 2 * PAD)) * last);
    setActive(Math.min(last, Math.max(0, index)));
  };

  return (
    <div className="line-chart">
      <div className="line-chart-plot">
        <svg
          role="img"
          aria-label={label}
          tabIndex={geometry.points.length ? 0 : undefined}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          onKeyDown={onKeyDown}
          onPointerMove={onPointerMove}
          onPointerLeave={() => setActive(null)}
          onBlur={() => setActive(null)}
        >
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" className="line-chart-fill-top" />
              <stop offset="1" className="line-chart-fill-bottom" />
            </linearGradient>
          </defs>
          {geometry.area ? <path d={geometry.area} fill={`url(#${gradientId})`} /> : null}
          {geometry.line ? (
            <path className="line-chart-line" d={geometry.line} fill="none" vectorEffect="non-scaling-stroke" />
          ) : null}
          {geometry.points.length === 1 && geometry.points[0] ? (
            <circle className="line-chart-dot" cx={geometry.points[0].x} cy={geometry.points[0].y} r="4" />
          ) : null}
          {point ? (
            <line className="line-chart-cursor" x1={point.x} x2={point.x} y1={0} y2={HEIGHT} vectorEffect="non-scaling-stroke" />
          ) : null}
        </svg>
        <div className="line-chart-y" aria-hidden="true">
          {ticks.map((value) => (
            <span key={value}>{formatValue(value)}</span>
          ))}
        </div>
        {point ? (
          // Placed at the picked day (CSSOM writes, allowed by the strict CSP); flipped to the left past the middle.
          <div
            className={`line-chart-tooltip${point.x > WIDTH / 2 ? ' line-chart-tooltip-left' : ''}`}
            aria-hidden="true"
            style={{ left: `${(point.x / WIDTH) * 100}%`, top: `${(point.y / HEIGHT) * 100}%` }}
          >
            <span>{formatDate(point.date)}</span>
            <strong>{formatValue(point.value)}</strong>
          </div>
        ) : null}
      </div>
      <div className="line-chart-x" aria-hidden="true">
        {dates.map((entry) => (
          <span key={entry.date}>{formatDate(entry.date)}</span>
        ))}
      </div>
      <p className="line-chart-readout" aria-live="polite">
        {point ? `${formatDate(point.date)}: ${formatValue(point.value)}` : '\u00a0'}
      </p>
      <details className="chart-table">
        <summary>{tableLabel}</summary>
        <table>
          <caption className="visually-hidden">{label}</caption>
          <thead>
            <tr>
              <th scope="col">{dateHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {series.map((entry) => (
              <tr key={entry.date}>
                <td>{formatDate(entry.date)}</td>
                <td>{formatValue(entry.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
