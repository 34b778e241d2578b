// The price chart on its canvas (issue 25 §3): the daily closes as an area with the volume as bars along the bottom,
// the price axis formatted as the app writes dollars, a crosshair whose day is handed to the page (which writes the
// date, close and volume beside the chart), and a way to put the crosshair on a day from the keyboard.
import { formatUsd, type XrayPricePoint } from '@k3/shared';
import type { UTCTimestamp } from 'lightweight-charts';
import type { ChartLibrary } from '../utils/chart-library';
import type { ChartTheme } from '../utils/chart-theme';
import { minMoveFor, priceSeries } from '../utils/price-series';
import { baseOptions } from './chart-options';

export interface ChartView {
  /** Puts the crosshair on the point at `index` (null: takes it away). */
  select: (index: number | null) => void;
  remove: () => void;
}

/** Draws `points` in `host`; `onHover` gets the index of the day under the pointer, or null when it leaves. */
export function drawPriceChart(
  library: ChartLibrary,
  host: HTMLElement,
  points: readonly XrayPricePoint[],
  theme: ChartTheme,
  locale: string,
  onHover: (index: number | null) => void,
): ChartView {
  const chart = library.createChart(host, baseOptions(library, theme, locale));
  const minMove = minMoveFor(points);
  // The axis computes its ticks in floating point: a tick at zero can come as 2.8e-12, which reads "$0.0₁₀278".
  const usd = (step: number) => (value: number) => formatUsd(Math.abs(value) < step / 2 ? 0 : value, locale);
  const { closes, volumes } = priceSeries(points, { up: theme.up, down: theme.down });
  const area = chart.addSeries(library.AreaSeries, {
    lineColor: theme.line,
    topColor: theme.fillTop,
    bottomColor: theme.fillBottom,
    lineWidth: 2,
    priceLineVisible: false,
    priceFormat: { type: 'custom', formatter: usd(minMove), minMove },
  });
  area.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.3 } });
  const volume = chart.addSeries(library.HistogramSeries, {
    priceScaleId: 'volume',
    priceLineVisible: false,
    lastValueVisible: false,
    priceFormat: { type: 'custom', formatter: usd(1), minMove: 1 },
  });
  chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.78, bottom: 0 } });
  area.setData(closes.map((point) => ({ time: point.time as UTCTimestamp, value: point.value })));
  volume.setData(volumes.map((bar) => ({ time: bar.time as UTCTimestamp, value: bar.value, color: bar.color })));
  chart.timeScale().fitContent();

  const indexOf = new Map(closes.map((point, index) => [point.time, index]));
  chart.subscribeCrosshairMove((param) => {
    const index = param.point && typeof param.time === 'number' ? indexOf.get(param.time) : undefined;
    onHover(index ?? null);
  });
  return {
    select: (index) => {
      const point = index === null ? undefined : closes[index];
      if (point) chart.setCrosshairPosition(point.value, point.time as UTCTimestamp, area);
      else chart.clearCrosshairPosition();
    },
    remove: () => chart.remove(),
  };
}
