// What both audit charts share (docs/adr/0012-xray-charts.md): the app's colours and font, dates in the interface
// language (UTC days), no scrolling or zooming with the wheel or a finger (the page scrolls; the range buttons choose
// the span), a crosshair, and the library's logo off — it injects an inline <style> the CSP refuses, so the credit
// is a text link under the charts instead.
import type { ChartOptions, DeepPartial, TickMarkType, Time } from 'lightweight-charts';
import type { ChartLibrary } from '../utils/chart-library';
import type { ChartTheme } from '../utils/chart-theme';

const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });

/** A chart time (seconds at 00:00 UTC) as the interface language writes a date. */
export const formatChartDate = (locale: string) => {
  const format = dateFormat(locale, { dateStyle: 'medium' });
  return (time: number) => format.format(new Date(time * 1000));
};

export function baseOptions(library: ChartLibrary, theme: ChartTheme, locale: string): DeepPartial<ChartOptions> {
  const year = dateFormat(locale, { year: 'numeric' });
  const month = dateFormat(locale, { month: 'short' });
  const day = dateFormat(locale, { day: 'numeric', month: 'short' });
  const seconds = (time: Time) => (typeof time === 'number' ? time : 0);
  return {
    autoSize: true,
    layout: {
      background: { type: library.ColorType.Solid, color: 'transparent' },
      textColor: theme.muted,
      fontFamily: theme.font,
      fontSize: 12,
      attributionLogo: false,
    },
    grid: { vertLines: { color: theme.grid }, horzLines: { color: theme.grid } },
    rightPriceScale: { borderColor: theme.border },
    timeScale: {
      borderColor: theme.border,
      fixLeftEdge: true,
      fixRightEdge: true,
      lockVisibleTimeRangeOnResize: true,
      tickMarkFormatter: (time: Time, type: TickMarkType) => {
        const date = new Date(seconds(time) * 1000);
        if (type === library.TickMarkType.Year) return year.format(date);
        if (type === library.TickMarkType.Month) return month.format(date);
        return day.format(date);
      },
    },
    crosshair: {
      mode: library.CrosshairMode.Magnet,
      vertLine: { color: theme.crosshair, labelBackgroundColor: theme.border },
      horzLine: { color: theme.crosshair, labelBackgroundColor: theme.border },
    },
    localization: { locale, timeFormatter: (time: Time) => formatChartDate(locale)(seconds(time)) },
    handleScroll: false,
    handleScale: false,
  };
}
