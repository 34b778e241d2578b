// "Alerts on your holdings" (issue 11 §3): the portfolio's audit score, then the top 5 X-Ray alerts of the coins the
// user holds by value at risk — coin, severity, a short title, the exposure in USD, and on expand the rule's `because`
// sentence in the interface language — and "See all" to the X-Ray page of the first alert's project (or to X-Ray).
// Loading, error with retry, and empty states like the other wallet panels; a "Demo" label on demonstration audits.
// Below a plan with X-Ray the API sends no alert, only how many fired by severity (issue 22 §8): the panel shows those
// counts and the way to the plans.
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatUsd, type MyXray, type MyXrayAlert, PLANS, SEVERITIES } from '@k3/shared';
import { paths } from '../../../config/paths';
import { AuditScoreBadge } from '../../../lib/audit-score-badge';
import { SeverityBadge } from '../../../lib/severity-badge';
import { currentLocale } from '../../../lib/i18n';
import { useXrayTranslation } from '../../../lib/xray-texts';
import { useMyXray } from '../../../lib/my-xray';
import { seeAllHref, topAlerts } from '../utils/holdings-alerts';
import './holdings-alerts.css';

const ICON_SIZE = 20;

function AlertItem({ alert, image }: { alert: MyXrayAlert; image: string | null }) {
  const { t } = useXrayTranslation();
  const locale = currentLocale();
  const [open, setOpen] = useState(false);
  const becauseId = useId();
  return (
    <li className="xa-item">
      <div className="xa-item-head">
        <button
          type="button"
          className="xa-toggle"
          aria-expanded={open}
          aria-controls={becauseId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="xa-chevron" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
          {t(`xray.alerts.${alert.key}`)}
        </button>
        <SeverityBadge severity={alert.severity} />
      </div>
      <p className="xa-meta">
        <Link className="xa-coin" to={paths.xrayProject.getHref(alert.projectId)}>
          {image ? <img src={image} alt="" width={ICON_SIZE} height={ICON_SIZE} loading="lazy" /> : null}
          <span>{alert.name}</span>
          <span className="coin-symbol">{alert.symbol.toUpperCase()}</span>
        </Link>
        <span className="xa-exposure">
          {t('pages.dashboard.xrayAlerts.exposure', { value: formatUsd(alert.exposure, locale) })}
        </span>
      </p>
      <p id={becauseId} className="xa-because" hidden={!open}>
        {alert.because[locale]}
      </p>
    </li>
  );
}

/** The first plan whose features include X-Ray: where the alerts' details start. */
const XRAY_PLAN = PLANS.find((plan) => plan.features.includes('x-ray'))?.name ?? '';

function AlertCountsOnly({ counts }: { counts: MyXray['alertCounts'] }) {
  const { t } = useXrayTranslation();
  const fired = [...SEVERITIES].reverse().filter((severity) => counts.bySeverity[severity] > 0);
  return (
    <div className="xa-alerts">
      <p className="xa-empty">
        {counts.total === 0
          ? t('pages.dashboard.xrayAlerts.empty')
          : t('pages.dashboard.xrayAlerts.countsOnly', { count: counts.total })}
      </p>
      {fired.length > 0 ? (
        <ul className="xa-counts" aria-label={t('pages.dashboard.xrayAlerts.countsLabel')}>
          {fired.map((severity) => (
            <li key={severity}>
              <SeverityBadge severity={severity} /> {counts.bySeverity[severity]}
            </li>
          ))}
        </ul>
      ) : null}
      <Link className="xa-see-all" to={paths.pricing.getHref()}>
        {t('pages.dashboard.xrayAlerts.upgrade', { plan: XRAY_PLAN })}
      </Link>
    </div>
  );
}

function AlertsBody({ data }: { data: MyXray }) {
  const { t } = useXrayTranslation();
  const locale = currentLocale();
  const alerts = topAlerts(data.alerts);
  const images = new Map(data.holdings.map((holding) => [holding.id, holding.image]));
  const score = data.portfolioScore;
  return (
    <div className="xa-body">
      <div className="xa-score">
        <AuditScoreBadge
          score={score}
          confidence={data.portfolioConfidence}
          size="large"
          label={
            score === null
              ? t('pages.dashboard.xrayAlerts.portfolioScoreMissing')
              : t('pages.dashboard.xrayAlerts.portfolioScoreValue', { score })
          }
        />
        <div>
          <p className="xa-score-title">{t('pages.dashboard.xrayAlerts.portfolioScore')}</p>
          <p className="xa-score-hint">
            {score === null
              ? t('pages.dashboard.xrayAlerts.portfolioScoreNone')
              : t('pages.dashboard.xrayAlerts.portfolioScoreHint')}
            {score !== null && data.unscoredShare > 0
              ? ` ${t('pages.dashboard.xrayAlerts.portfolioUnscored', {
                  share: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(data.unscoredShare),
                })}`
              : null}
          </p>
        </div>
      </div>
      {data.access === 'upgrade' ? (
        <AlertCountsOnly counts={data.alertCounts} />
      ) : (
        <div className="xa-alerts">
          {alerts.length === 0 ? (
            <p className="xa-empty">{t('pages.dashboard.xrayAlerts.empty')}</p>
          ) : (
            <ol className="xa-list" aria-label={t('pages.dashboard.xrayAlerts.listLabel')}>
              {alerts.map((alert) => (
                <AlertItem key={`${alert.projectId}:${alert.key}`} alert={alert} image={images.get(alert.projectId) ?? null} />
              ))}
            </ol>
          )}
          <Link className="xa-see-all" to={seeAllHref(alerts)}>
            {t('pages.dashboard.xrayAlerts.seeAll')}
          </Link>
        </div>
      )}
    </div>
  );
}

export function HoldingsAlerts() {
  const { t } = useXrayTranslation();
  const query = useMyXray();
  return (
    <section className="card holdings-alerts" aria-labelledby="holdings-alerts-title" aria-busy={query.isPending}>
      <div className="xa-head">
        <h2 id="holdings-alerts-title" className="card-title">
          {t('pages.dashboard.xrayAlerts.title')}
        </h2>
        {query.data?.demo ? (
          <span className="demo-badge" title={t('pages.dashboard.xrayAlerts.demoHint')}>
            {t('pages.dashboard.xrayAlerts.demo')}
          </span>
        ) : null}
      </div>
      {query.data ? (
        <AlertsBody data={query.data} />
      ) : query.isError ? (
        <div className="wallet-error" role="alert">
          <p>{t('pages.dashboard.xrayAlerts.error')}</p>
          <button type="button" className="button button-secondary" onClick={() => void query.refetch()}>
            {t('pages.dashboard.xrayAlerts.retry')}
          </button>
        </div>
      ) : (
        <p role="status" className="wallet-loading">
          <span className="spinner" aria-hidden="true" /> {t('pages.dashboard.xrayAlerts.loading')}
        </p>
      )}
    </section>
  );
}
