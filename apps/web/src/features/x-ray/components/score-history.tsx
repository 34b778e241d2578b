// The score history (issue 11 §3, issue 25 §3; `GET /api/x-ray/projects/{id}/history`): the daily scores as a step
// line on a 0–100 axis, drawn by the chart library (docs/adr/0012-xray-charts.md), its text alternative and table, and
// under it what changed on each day — the score's move and the alerts that appeared or went, named with a plan that
// has X-Ray and counted below it, as the API answers.
import { useId } from 'react';
import type { XrayHistoryPoint } from '@k3/shared';
import { currentLocale } from '../../../lib/i18n';
import { useHistory } from '../api/get-project';
import { useChartTexts } from '../hooks/use-chart-texts';
import { useChartView, type DrawChart } from '../hooks/use-chart-view';
import { useXrayTexts } from '../hooks/use-xray-texts';
import type { ChartLibrary } from '../utils/chart-library';
import { chartTheme } from '../utils/chart-theme';
import { changeText, scoreChanges, scoreSummary, type ChangeTexts } from '../utils/score-changes';
import { formatChartDate } from './chart-options';
import { drawScoreChart } from './score-chart-view';
import { ChartState } from './chart-state';

/** Changes listed at once; the older ones are under a disclosure. */
const RECENT_CHANGES = 6;

/** The words of a change line in the interface language. */
const drawScores: DrawChart<XrayHistoryPoint> = (library, host, days, locale, onPick) =>
  drawScoreChart(library, host, days, chartTheme(host), locale, onPick);

function useChangeTexts(): ChangeTexts {
  const { t } = useChartTexts();
  const { alertTitle } = useXrayTexts();
  const locale = currentLocale();
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return {
    date: (value) => day.format(new Date(`${value}T00:00:00Z`)),
    move: (from, to) => t('xrayCharts.history.move', { from, to }),
    noScore: t('xrayCharts.history.noScore'),
    alertTitle,
    named: (kind, list) => t(`xrayCharts.history.named.${kind}`, { list }),
    counted: (kind, count) => t(`xrayCharts.history.${kind}`, { count }),
  };
}

interface ScoreHistoryProps {
  id: string;
  library: ChartLibrary | null;
  libraryFailed: boolean;
}

export function ScoreHistory({ id, library, libraryFailed }: ScoreHistoryProps) {
  const { t } = useChartTexts();
  const titleId = useId();
  const history = useHistory(id);
  return (
    <section className="xray-chart card" aria-labelledby={titleId}>
      <div className="xray-chart-head">
        <h2 id={titleId} className="card-title">
          {t('xrayCharts.history.title')}
        </h2>
      </div>
      <div className="xray-chart-body xray-chart-body-score">
        {history.data ? (
          history.data.days.length > 0 ? (
            <>
              <ScoreFigure days={history.data.days} library={library} libraryFailed={libraryFailed} />
              <ChangeList days={history.data.days} isNamed={history.data.access === 'full'} />
            </>
          ) : (
            <p className="muted xray-chart-placeholder">{t('xrayCharts.history.empty')}</p>
          )
        ) : (
          <ChartState
            failed={history.isError}
            texts={{
              loading: t('xrayCharts.history.loading'),
              error: t('xrayCharts.history.error'),
              retry: t('xrayCharts.retry'),
            }}
            onRetry={() => void history.refetch()}
          />
        )}
      </div>
    </section>
  );
}

function ScoreFigure({
  days,
  library,
  libraryFailed,
}: {
  days: XrayHistoryPoint[];
  library: ChartLibrary | null;
  libraryFailed: boolean;
}) {
  const { t } = useChartTexts();
  const locale = currentLocale();
  const summaryId = useId();
  const date = (day: string) => formatChartDate(locale)(Date.parse(`${day}T00:00:00Z`) / 1000);
  const score = (value: number | null) => (value === null ? t('xrayCharts.history.noScore') : String(value));
  const { host, active, drawFailed, onKeyDown, onBlur } = useChartView(library, days, locale, drawScores);

  const summary = scoreSummary(days);
  const label = t('xrayCharts.history.label', { days: days.length });
  const shown = days[active ?? days.length - 1]!;
  return (
    <figure className="xray-chart-figure">
      <div className="xray-chart-frame">
        <p className="xray-chart-legend" aria-live="polite">
          <span className="xray-chart-legend-date">{date(shown.day)}</span>
          <span>
            {t('xrayCharts.history.score')} <strong>{score(shown.score)}</strong>
          </span>
          <span>
            {t('xrayCharts.history.alerts')} <strong>{shown.alerts}</strong>
          </span>
        </p>
        <div
          ref={host}
          className="xray-chart-canvas xray-chart-canvas-score"
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
        {summary ? t('xrayCharts.history.summary', { ...summary }) : t('xrayCharts.history.empty')}
      </figcaption>
      <details className="xray-chart-table">
        <summary>{t('xrayCharts.table')}</summary>
        <table>
          <caption className="visually-hidden">{label}</caption>
          <thead>
            <tr>
              <th scope="col">{t('xrayCharts.date')}</th>
              <th scope="col">{t('xrayCharts.history.score')}</th>
              <th scope="col">{t('xrayCharts.history.alerts')}</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.day}>
                <td>{date(day.day)}</td>
                <td>{score(day.score)}</td>
                <td>{day.alerts}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

function ChangeList({ days, isNamed }: { days: XrayHistoryPoint[]; isNamed: boolean }) {
  const { t } = useChartTexts();
  const texts = useChangeTexts();
  const titleId = useId();
  const changes = scoreChanges(days);
  const line = (entry: (typeof changes)[number]) => <li key={entry.day}>{changeText(entry, texts)}</li>;
  const hasAlertChanges = changes.some((entry) => entry.appearedCount + entry.disappearedCount > 0);
  return (
    <div className="xray-changes">
      <h3 id={titleId} className="xray-changes-title">
        {t('xrayCharts.history.changes')}
      </h3>
      {changes.length === 0 ? (
        <p className="muted">{t('xrayCharts.history.noChanges')}</p>
      ) : (
        <ul className="xray-changes-list" aria-labelledby={titleId}>
          {changes.slice(0, RECENT_CHANGES).map(line)}
        </ul>
      )}
      {changes.length > RECENT_CHANGES ? (
        <details className="xray-changes-earlier">
          <summary>{t('xrayCharts.history.earlier', { count: changes.length - RECENT_CHANGES })}</summary>
          <ul className="xray-changes-list">{changes.slice(RECENT_CHANGES).map(line)}</ul>
        </details>
      ) : null}
      {!isNamed && hasAlertChanges ? <p className="muted xray-changes-note">{t('xrayCharts.history.countsOnly')}</p> : null}
    </div>
  );
}
