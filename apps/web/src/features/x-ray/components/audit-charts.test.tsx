// The audit's charts against a stubbed API (issue 25 §3), the chart library replaced by a recorder (jsdom has no
// canvas): the price chart's loading, error with retry, empty and drawn states, its text alternative and table, the
// range switch, the hovered day's values (pointer and keyboard); the score history's chart and its list of changes,
// alerts named with a plan that has X-Ray and counted below it.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadXrayTexts } from '../../../lib/xray-texts';
import { renderWithProviders } from '../../../testing/render';
import { loadChartTexts } from '../hooks/use-chart-texts';
import { history, KRYLL } from '../testing/fixtures';
import { fail, ok, stubXrayApi } from '../testing/xray-api';
import { dayTime } from '../utils/price-series';
import { AuditCharts } from './audit-charts';

interface FakeSeries {
  kind: string;
  options: Record<string, unknown>;
  data: { time: number; value?: number }[];
}
interface FakeChart {
  options: Record<string, unknown>;
  series: FakeSeries[];
  onCrosshair: ((param: { point?: { x: number; y: number }; time?: number }) => void)[];
  crosshairAt: number[];
  removed: boolean;
}

const drawn = vi.hoisted(() => [] as FakeChart[]);

vi.mock('lightweight-charts', () => {
  const scale = { applyOptions: () => undefined };
  return {
    createChart: (_host: HTMLElement, options: Record<string, unknown>) => {
      const chart: FakeChart = { options, series: [], onCrosshair: [], crosshairAt: [], removed: false };
      drawn.push(chart);
      return {
        addSeries: (kind: string, seriesOptions: Record<string, unknown>) => {
          const series: FakeSeries = { kind, options: seriesOptions, data: [] };
          chart.series.push(series);
          return { setData: (data: FakeSeries['data']) => (series.data = data), priceScale: () => scale };
        },
        priceScale: () => scale,
        timeScale: () => ({ fitContent: () => undefined }),
        subscribeCrosshairMove: (handler: FakeChart['onCrosshair'][number]) => chart.onCrosshair.push(handler),
        setCrosshairPosition: (_price: number, time: number) => chart.crosshairAt.push(time),
        clearCrosshairPosition: () => undefined,
        remove: () => (chart.removed = true),
      };
    },
    AreaSeries: 'Area',
    HistogramSeries: 'Histogram',
    LineSeries: 'Line',
    ColorType: { Solid: 'solid' },
    CrosshairMode: { Magnet: 1 },
    LineType: { WithSteps: 1 },
    TickMarkType: { Year: 0, Month: 1, DayOfMonth: 2 },
  };
});

beforeAll(async () => {
  // X-Ray's texts come with the route (app/router.tsx), the charts' with the audit page.
  await Promise.all([loadXrayTexts(), loadChartTexts()]);
});
beforeEach(() => {
  drawn.length = 0;
});

const PROJECT = { id: KRYLL.id, name: 'KRYLL', demo: true };
const renderCharts = () => renderWithProviders(<AuditCharts project={PROJECT} />);
const priceChart = () => screen.findByRole('img', { name: /^KRYLL: daily close and volume over/ });
const live = (chart: HTMLElement) => chart.closest('.xray-chart-frame')!.querySelector('.xray-chart-legend')!;
/** The chart the library drew with a series of `kind`, once drawn. */
const chartWith = (kind: string) => drawn.find((chart) => !chart.removed && chart.series.some((series) => series.kind === kind));

describe('the price chart', () => {
  it('says it is loading, then draws 90 days of closes and volumes with its text alternative', async () => {
    const api = stubXrayApi();
    renderCharts();
    expect(screen.getByText('Loading the prices…')).toHaveAttribute('role', 'status');
    const chart = await priceChart();
    expect(chart).toHaveAccessibleName('KRYLL: daily close and volume over 90 days');
    expect(chart).toHaveAccessibleDescription(
      'From $0.4 on Jan 31, 2026 to $1.29 on Apr 30, 2026 (+222.5%); lowest close $0.4, highest $1.29. Use the arrow keys to move from day to day.',
    );
    expect(api.callsTo('/api/x-ray/projects/kryll/prices')[0]?.url.searchParams.get('days')).toBe('90');
    expect(screen.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByRole('region', { name: 'Price and volume' })).getByText('Demo data')).toBeVisible();

    await waitFor(() => expect(chartWith('Area')).toBeDefined());
    const [area, volume] = chartWith('Area')!.series;
    expect(area!.data).toHaveLength(90);
    expect(area!.data[89]).toEqual({ time: dayTime('2026-04-30'), value: 1.29 });
    expect(volume!.kind).toBe('Histogram');
    expect(volume!.data.map((bar) => bar.value).slice(-2)).toEqual([89_000, 90_000]);
    // The library's logo injects an inline style the CSP refuses: off, and the credit is a link under the charts.
    expect(chartWith('Area')!.options).toMatchObject({ layout: { attributionLogo: false } });
    expect(screen.getByRole('link', { name: /TradingView Lightweight Charts/ })).toHaveAttribute(
      'href',
      'https://www.tradingview.com/',
    );
  });

  it('holds every day in a table under a disclosure, newest first', async () => {
    stubXrayApi();
    renderCharts();
    await priceChart();
    const region = screen.getByRole('region', { name: 'Price and volume' });
    fireEvent.click(within(region).getByText('Show the values as a table'));
    const rows = within(within(region).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(91);
    expect(rows[1]).toHaveTextContent('Apr 30, 2026$1.29$90K');
  });

  it('switches the range: asks for 30 days and redraws', async () => {
    const api = stubXrayApi();
    renderCharts();
    await priceChart();
    fireEvent.click(screen.getByRole('button', { name: '30 days' }));
    expect(await screen.findByRole('img', { name: 'KRYLL: daily close and volume over 30 days' })).toBeVisible();
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('/api/x-ray/projects/kryll/prices').map((call) => call.url.searchParams.get('days'))).toEqual([
      '90',
      '30',
    ]);
    await waitFor(() => expect(chartWith('Area')!.series[0]!.data).toHaveLength(30));
  });

  it('writes the date, close and volume of the hovered day, and of the last day otherwise', async () => {
    stubXrayApi();
    renderCharts();
    const chart = await priceChart();
    expect(live(chart)).toHaveTextContent('Apr 30, 2026Close $1.29Volume $90K');
    await waitFor(() => expect(chartWith('Area')?.onCrosshair).toHaveLength(1));
    const hover = chartWith('Area')!.onCrosshair[0]!;
    act(() => hover({ point: { x: 10, y: 10 }, time: dayTime('2026-04-10') }));
    expect(live(chart)).toHaveTextContent('Apr 10, 2026Close $1.09Volume $70K');
    act(() => hover({}));
    expect(live(chart)).toHaveTextContent('Apr 30, 2026Close $1.29Volume $90K');
  });

  it('moves from day to day with the arrow keys, putting the crosshair on the day', async () => {
    stubXrayApi();
    renderCharts();
    const chart = await priceChart();
    await waitFor(() => expect(chartWith('Area')).toBeDefined());
    chart.focus();
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(live(chart)).toHaveTextContent('Apr 29, 2026Close $1.28Volume $89K');
    fireEvent.keyDown(chart, { key: 'Home' });
    expect(live(chart)).toHaveTextContent('Jan 31, 2026Close $0.4Volume $1K');
    expect(chartWith('Area')!.crosshairAt.at(-1)).toBe(dayTime('2026-01-31'));
  });

  it('says when the prices could not be loaded and tries again on request', async () => {
    let failing = true;
    stubXrayApi({
      override: (call) =>
        call.url.pathname.endsWith('/prices') && failing ? fail(503, 'unavailable', 'Service unavailable') : undefined,
    });
    renderCharts();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The prices could not be loaded.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await priceChart()).toBeVisible();
  });

  it('says so when no price is stored for the range', async () => {
    stubXrayApi({ override: (call) => (call.url.pathname.endsWith('/prices') ? ok([]) : undefined) });
    renderCharts();
    expect(await screen.findByText('No price is stored for this range yet.')).toBeVisible();
  });
});

describe('the score history', () => {
  const ALERTS = [['low_hype'], ['low_volume', 'low_marketcap'], ['low_volume', 'low_marketcap'], ['low_volume']] as const;
  const stubHistory = (access: 'full' | 'connect' | 'upgrade') =>
    stubXrayApi({
      override: (call) =>
        call.url.pathname.endsWith('/history') ? ok(history([82, 64, 64, 70], { access, alerts: [...ALERTS] })) : undefined,
    });
  const changes = async () =>
    within(await screen.findByRole('list', { name: 'What changed' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('draws the scores as a step line with its text alternative', async () => {
    stubHistory('full');
    renderCharts();
    const chart = await screen.findByRole('img', { name: 'Audit score over the last 4 audited days' });
    expect(chart).toHaveAccessibleDescription('From 82 to 70; lowest 64, highest 82.');
    await waitFor(() => expect(chartWith('Line')).toBeDefined());
    const line = chartWith('Line')!.series[0]!;
    expect(line.data.map((point) => point.value)).toEqual([82, 64, 64, 70]);
    expect(line.options).toMatchObject({ lineType: 1 });
  });

  it('names the alerts that appeared and went with a plan that has X-Ray', async () => {
    stubHistory('full');
    renderCharts();
    expect(await changes()).toEqual([
      'Apr 4: 64 → 70, gone: Low market cap',
      'Apr 2: 82 → 64, new: Low volume, Low market cap; gone: Low hype',
    ]);
    expect(screen.queryByText(/comes with a plan/)).toBeNull();
  });

  it('counts them without naming them for a visitor, and says the plan names them', async () => {
    stubHistory('connect');
    renderCharts();
    expect(await changes()).toEqual(['Apr 4: 64 → 70, 1 alert gone', 'Apr 2: 82 → 64, 2 new alerts; 1 alert gone']);
    expect(screen.getByText('Which alerts changed comes with a plan that includes X-Ray.')).toBeVisible();
    expect(screen.queryByText(/Low volume|Low market cap|Low hype/)).toBeNull();
  });

  it('says when the history could not be loaded, with a retry', async () => {
    stubXrayApi({ override: (call) => (call.url.pathname.endsWith('/history') ? fail(503, 'unavailable', 'Down') : undefined) });
    renderCharts();
    const alert = await screen.findByText('The score history could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
