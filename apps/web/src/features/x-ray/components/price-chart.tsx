// The audit's price chart (issue 25 §3; docs/adr/0012-xray-charts.md): daily closes and volumes over 30, 90 or 365
// days from `GET /api/x-ray/projects/{id}/prices`, drawn by the chart library once its chunk has loaded. The canvas is
// one named image, described by its text alternative (first, last, lowest and highest close, change over the range);
// the hovered day (pointer, or arrow keys when the chart has focus) is written beside it, and every day is in a table
// under a disclosure, as on the dashboard's wallet chart (ADR 0006).
import { useId, useState } from 'react';
import { formatPercent, formatUsd, type XrayPricePoint } from '@k3/shared';
import { currentLocale } from '../../../lib/i18n';
import { usePrices } from '../api/get-prices';
import { useChartTexts } from '../hooks/use-chart-texts';
import { useChartView, type DrawChart } from '../hooks/use-chart-view';
import type { ChartLibrary } from '../utils/chart-library';
import { chartTheme } from '../utils/chart-theme';
import { priceSummary } from '../utils/price-series';
import { formatChartDate } from './chart-options';
import { drawPriceChart } from './price-chart-view';
import { ChartState } from './chart-state';

const drawPrices: DrawChart<XrayPricePoint> = (library, host, points, locale, onPick) =>
  drawPriceChart(library, host, points, chartTheme(host), locale, onPick);

export const PRICE_RANGES = [30, 90, 365] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

interface PriceChartProps {
  project: { id: string; name: string; demo: boolean };
  library: ChartLibrary | null;
  /** The library's chunk could not be loaded: the chart says so, the table stays. */
  libraryFailed: boolean;
}

export function PriceChart({ project, library, libraryFailed }: PriceChartProps) {
  const { t } = useChartTexts();
  const locale = currentLocale();
  const id = useId();
  const [days, setDays] = useState<PriceRange>(90);
  const prices = usePrices(project.id, days);
  return (
    <section className="xray-chart card" aria-labelledby={`${id}-title`}>
      <div className="xray-chart-head">
        <h2 id={`${id}-title`} className="card-title">
          {t('xrayCharts.price.title')}
        </h2>
        {project.demo ? (
          <span className="demo-badge" title={t('xray.demoHint')}>
            {t('xray.demo')}
          </span>
        ) : null}
        <div className="chip-group xray-chart-ranges" role="group" aria-label={t('xrayCharts.price.range')}>
          {PRICE_RANGES.map((range) => (
            <button key={range} type="button" className="chip" aria-pressed={range === days} onClick={() => setDays(range)}>
              {t(`xrayCharts.price.ranges.d${range}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="xray-chart-body xray-chart-body-price">
        {prices.data ? (
          prices.data.length > 0 ? (
            <PriceFigure
              points={prices.data}
              label={t('xrayCharts.price.label', { name: project.name, days })}
              library={library}
              libraryFailed={libraryFailed}
              locale={locale}
            />
          ) : (
            <p className="muted xray-chart-placeholder">{t('xrayCharts.price.empty')}</p>
          )
        ) : (
          <ChartState
            failed={prices.isError}
            texts={{
              loading: t('xrayCharts.price.loading'),
              error: t('xrayCharts.price.error'),
              retry: t('xrayCharts.retry'),
            }}
            onRetry={() => void prices.refetch()}
          />
        )}
      </div>
    </section>
  );
}

interface PriceFigureProps {
  points: readonly XrayPricePoint[];
  label: string;
  library: ChartLibrary | null;
  libraryFailed: boolean;
  locale: string;
}

function PriceFigure({ points, label, library, libraryFailed, locale }: PriceFigureProps) {
  const { t } = useChartTexts();
  const summaryId = useId();
  const usd = (value: number) => formatUsd(value, locale);
  const date = (day: string) => formatChartDate(locale)(Date.parse(`${day}T00:00:00Z`) / 1000);
  const { host, active, drawFailed, onKeyDown, onBlur } = useChartView(library, points, locale, drawPrices);

  const summary = priceSummary(points)!;
  const shown = points[active ?? points.length - 1]!;
  return (
    <figure className="xray-chart-figure">
      <div className="xray-chart-frame">
        <p className="xray-chart-legend" aria-live="polite">
          <span className="xray-chart-legend-date">{date(shown.date)}</span>
          <span>
            {t('xrayCharts.price.close')} <strong>{usd(shown.close)}</strong>
          </span>
          <span>
            {t('xrayCharts.price.volume')} <strong>{usd(shown.volume)}</strong>
          </span>
        </p>
        <div
          ref={host}
          className="xray-chart-canvas xray-chart-canvas-price"
          role="img"
          aria-label={label}
          aria-describedby={summaryId}
          tabIndex={0}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
      </div>
      {libraryFailed || drawFailed ? <p className="muted">{t('xrayCharts.price.drawError')}</p> : null}
      <figcaption id={summaryId} className="muted xray-chart-summary">
        {t('xrayCharts.price.summary', {
          first: usd(summary.first.close),
          firstDate: date(summary.first.date),
          last: usd(summary.last.close),
          lastDate: date(summary.last.date),
          change: summary.change === null ? '—' : formatPercent(Math.round(summary.change * 100) / 100, locale),
          min: usd(summary.min),
          max: usd(summary.max),
        })}{' '}
        {t('xrayCharts.price.keys')}
      </figcaption>
      <details className="xray-chart-table">
        <summary>{t('xrayCharts.table')}</summary>
        <table>
          <caption className="visually-hidden">{label}</caption>
          <thead>
            <tr>
              <th scope="col">{t('xrayCharts.date')}</th>
              <th scope="col">{t('xrayCharts.price.close')}</th>
              <th scope="col">{t('xrayCharts.price.volume')}</th>
            </tr>
          </thead>
          <tbody>
            {[...points].reverse().map((point) => (
              <tr key={point.date}>
                <td>{date(point.date)}</td>
                <td>{usd(point.close)}</td>
                <td>{usd(point.volume)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
