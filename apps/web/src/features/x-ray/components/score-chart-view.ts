// The score history on its canvas (issue 25 §3): the daily scores as a step line with a dot on each audited day, on a
// fixed 0–100 axis (a flat line at 80 reads as high, not as "the middle"); a day not audited is a gap. The hovered
// day is handed to the page, which writes its score beside the chart.
import type { XrayHistoryPoint } from '@k3/shared';
import type { LineData, UTCTimestamp, WhitespaceData } from 'lightweight-charts';
import type { ChartLibrary } from '../utils/chart-library';
import type { ChartTheme } from '../utils/chart-theme';
import { scoreSeries } from '../utils/score-changes';
import { baseOptions } from './chart-options';
import type { ChartView } from './price-chart-view';

export function drawScoreChart(
  library: ChartLibrary,
  host: HTMLElement,
  days: readonly XrayHistoryPoint[],
  theme: ChartTheme,
  locale: string,
  onHover: (index: number | null) => void,
): ChartView {
  const chart = library.createChart(host, baseOptions(library, theme, locale));
  const line = chart.addSeries(library.LineSeries, {
    color: theme.line,
    lineWidth: 2,
    lineType: library.LineType.WithSteps,
    pointMarkersVisible: true,
    priceLineVisible: false,
    priceFormat: { type: 'custom', formatter: (value: number) => String(Math.round(value)), minMove: 1 },
    autoscaleInfoProvider: () => ({ priceRange: { minValue: 0, maxValue: 100 } }),
  });
  line.priceScale().applyOptions({ scaleMargins: { top: 0.06, bottom: 0.06 } });
  const series = scoreSeries(days);
  line.setData(
    series.map((point): LineData | WhitespaceData =>
      point.value === null ? { time: point.time as UTCTimestamp } : { time: point.time as UTCTimestamp, value: point.value },
    ),
  );
  chart.timeScale().fitContent();
  const indexOf = new Map(series.map((point, index) => [point.time, index]));
  chart.subscribeCrosshairMove((param) => {
    const index = param.point && typeof param.time === 'number' ? indexOf.get(param.time) : undefined;
    onHover(index ?? null);
  });
  return {
    select: (index) => {
      const point = index === null ? undefined : series[index];
      if (point && point.value !== null) chart.setCrosshairPosition(point.value, point.time as UTCTimestamp, line);
      else chart.clearCrosshairPosition();
    },
    remove: () => chart.remove(),
  };
}
