// The charts of an audit (issue 25 §3; docs/adr/0012-xray-charts.md): the price and volume chart and the score history
// with what changed. Part of the audit page's lazy chunk; they render once their texts (the lazy `xrayCharts`
// namespace, asked for by the page with the audit) have loaded, in cards of their final size meanwhile, and the chart
// library is a chunk of its own that both charts share, fetched once this renders. (A chunk of their own for these
// components made the bundler move X-Ray's constants out of every page's entry into one more request on each first
// load.) The library's licence asks for a link to TradingView on the page: its logo on the canvas injects an inline
// style the CSP refuses, so it is a text link.
import { useChartTexts } from '../hooks/use-chart-texts';
import { useChartLibrary } from '../utils/chart-library';
import { PriceChart } from './price-chart';
import { ScoreHistory } from './score-history';
import './xray-charts.css';

interface AuditChartsProps {
  project: { id: string; name: string; demo: boolean };
}

/**
 * While the charts' texts load (the audit page waits for them, so in practice after a change of language): the two
 * cards at the size they will have (xray-charts.css), so the sections under them do not move when the charts come
 * (docs/performance.md "X-Ray page layout shift"). Nothing to read in them.
 */
function ChartsSkeleton() {
  return (
    <div className="xray-charts" aria-hidden="true">
      {(['price', 'score'] as const).map((chart) => (
        <div key={chart} className="xray-chart card">
          <div className={`xray-chart-head xray-chart-head-skeleton-${chart}`} />
          <div className={`xray-chart-body xray-chart-body-${chart}`} />
        </div>
      ))}
      <p className="xray-chart-credit">&nbsp;</p>
    </div>
  );
}

export function AuditCharts({ project }: AuditChartsProps) {
  const { t, ready } = useChartTexts();
  const { library, failed } = useChartLibrary();
  if (!ready) return <ChartsSkeleton />;
  return (
    <div className="xray-charts">
      <PriceChart project={project} library={library} libraryFailed={failed} />
      <ScoreHistory id={project.id} library={library} libraryFailed={failed} />
      <p className="xray-chart-credit muted">
        <a href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer">
          {t('xrayCharts.credit')}
        </a>
      </p>
    </div>
  );
}
