// The dashboard's profit-and-loss summary (issue 29 §3 "Dashboard and SmartFolio: PnL"): unrealised PnL and PnL
// realised this year, with a link to SmartFolio's PnL tab. It asks for the figures only once the wallet's own figures
// are on screen, so the dashboard's first paint and data never wait for it, and shows nothing for a user without a
// transaction history (the wallet tab stays as it was).
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { currentLocale } from '../../../lib/i18n';
import { usePnl } from '../../../lib/pnl';
import { formatSignedMoney, TREND_MARK, trendOf } from '../../../lib/pnl-format';
import { usePnlTranslation } from '../../../lib/pnl-texts';
import { useDashboard } from '../../../lib/portfolio';
import './pnl-summary.css';

function Figure({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  const { t } = usePnlTranslation();
  const locale = currentLocale();
  const trend = trendOf(value);
  return (
    <div data-testid={testId}>
      <dt>{label}</dt>
      <dd className={value === null ? 'muted' : `trend-${trend}`}>
        {value === null ? (
          <span title={t('pnl.noPrice.hint')}>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">{t('pnl.noPrice.label')}</span>
          </span>
        ) : (
          <>
            <span aria-hidden="true">{TREND_MARK[trend]} </span>
            {formatSignedMoney(value, locale)}
          </>
        )}
      </dd>
    </div>
  );
}

export function PnlSummary() {
  const { t } = usePnlTranslation();
  const dashboard = useDashboard();
  const pnl = usePnl({ enabled: dashboard.data !== undefined });
  if (!pnl.data || pnl.data.transactions === 0) return null;
  const { total, demo } = pnl.data;
  return (
    <section className="card pnl-summary-card" aria-labelledby="pnl-summary-card-title">
      <div className="pnl-summary-card-head">
        <h2 id="pnl-summary-card-title" className="card-title">
          {t('pnl.dashboard.title')}
        </h2>
        {demo ? (
          <span className="demo-badge" title={t('pnl.demoHint')}>
            {t('pnl.demo')}
          </span>
        ) : null}
      </div>
      <dl className="pnl-summary-card-figures">
        <Figure label={t('pnl.dashboard.unrealised')} value={total.unrealised} testId="dashboard-pnl-unrealised" />
        <Figure label={t('pnl.dashboard.realisedThisYear')} value={total.realised.thisYear} testId="dashboard-pnl-realised" />
      </dl>
      <Link className="pnl-summary-card-link" to={paths.smartfolioPnl.getHref()}>
        {t('pnl.dashboard.link')} <span aria-hidden="true">→</span>
      </Link>
    </section>
  );
}
