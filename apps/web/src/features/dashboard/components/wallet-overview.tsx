// The signed-in wallet tab (spec §2 "Dashboard": totals, donut by chain, 30-day line chart, coin table, empty state
// 'Your wallet is empty' with 'Start buying $KRL', "A blurred cached view shows until fresh data loads").
// Loaded lazily by the dashboard route, so a visitor's login page never downloads it. The call to action (the Buy
// token dialog of another feature) is supplied by the route. Issue 11 §3: the coin table's audit column and the
// "Alerts on your holdings" panel read GET /api/me/x-ray, which loads beside the dashboard and never holds it up.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { formatUsd, type Dashboard } from '@k3/shared';
import { EmptyState } from '../../../components/ui/page';
import { auditScoresOf, type AuditScores } from '../../../lib/audit-score';
import { currentLocale, useAppTranslation } from '../../../lib/i18n';
import { useMyXray } from '../../../lib/my-xray';
import { useDashboard } from '../../../lib/portfolio';
import { readDashboardMemory, writeDashboardMemory } from '../utils/dashboard-memory';
import { CoinTable } from './coin-table';
import { HoldingsAlerts } from './holdings-alerts';
import { LineChart } from './line-chart';
import { ChainBreakdown, WalletTotals } from './wallet-summary';
import './signed-in.css';

function Evolution({ data }: { data: Dashboard }) {
  const { t } = useAppTranslation();
  const locale = currentLocale();
  const dateFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return (
    <section className="card wallet-evolution" aria-labelledby="wallet-evolution-title">
      <h2 id="wallet-evolution-title" className="card-title">
        {t('pages.dashboard.evolution.title')}
      </h2>
      <LineChart
        series={data.evolution}
        label={t('pages.dashboard.evolution.chart')}
        formatValue={(value) => formatUsd(value, locale)}
        formatDate={(date) => dateFormat.format(new Date(`${date}T00:00:00Z`))}
        tableLabel={t('pages.dashboard.evolution.table')}
        dateHeader={t('pages.dashboard.evolution.date')}
        valueHeader={t('pages.dashboard.evolution.value')}
      />
    </section>
  );
}

interface WalletContentProps {
  data: Dashboard;
  emptyAction?: ReactNode;
  /** The coins' audit scores; undefined while unknown. */
  scores?: AuditScores;
  /** The alerts panel, for the live view only (not the remembered placeholder). */
  alerts?: ReactNode;
}

function WalletContent({ data, emptyAction, scores, alerts }: WalletContentProps) {
  const { t } = useAppTranslation();
  // Live mode's first start: coins are held but none is priced yet, so none is listed; the wallet is not empty.
  if (data.coins.length === 0 && data.pricesPending)
    return (
      <div className="wallet-grid">
        <WalletTotals data={data} />
      </div>
    );
  if (data.coins.length === 0) {
    return (
      <EmptyState
        title={t('pages.dashboard.wallet.emptyTitle')}
        text={t('pages.dashboard.wallet.emptyText')}
        action={emptyAction}
      />
    );
  }
  return (
    <div className="wallet-grid">
      <WalletTotals data={data} />
      <ChainBreakdown data={data} />
      <Evolution data={data} />
      <section className="card wallet-coins" aria-labelledby="wallet-coins-title">
        <h2 id="wallet-coins-title" className="card-title">
          {t('pages.dashboard.coins.title')}
        </h2>
        <CoinTable coins={data.coins} scores={scores} />
      </section>
      {alerts}
    </div>
  );
}

export function WalletOverview({ wallet, emptyAction }: { wallet: string; emptyAction?: ReactNode }) {
  const { t } = useAppTranslation();
  const query = useDashboard();
  const xray = useMyXray();
  const scores = useMemo(() => (xray.data ? auditScoresOf(xray.data) : undefined), [xray.data]);
  // Read once per mount; the route keys this component by wallet.
  const [memory] = useState(() => readDashboardMemory(wallet));

  useEffect(() => {
    if (query.data) writeDashboardMemory(wallet, query.data);
  }, [query.data, wallet]);

  if (query.data) {
    return (
      <div className="wallet-overview">
        <WalletContent data={query.data} emptyAction={emptyAction} scores={scores} alerts={<HoldingsAlerts />} />
      </div>
    );
  }

  const failure = query.isError ? (
    <div className="wallet-error" role="alert">
      <p>{t('pages.dashboard.wallet.error')}</p>
      <button type="button" className="button button-secondary" onClick={() => void query.refetch()}>
        {t('pages.dashboard.wallet.retry')}
      </button>
    </div>
  ) : (
    <p role="status" className="wallet-loading">
      <span className="spinner" aria-hidden="true" /> {t('pages.dashboard.wallet.loading')}
    </p>
  );

  return (
    <div className="wallet-overview" aria-busy={!query.isError}>
      {failure}
      {memory ? (
        // The remembered figures are a placeholder, not data: hidden from assistive technology and out of the tab order.
        <div className="wallet-memory" data-testid="wallet-memory" aria-hidden="true" inert>
          <WalletContent data={memory.data} />
        </div>
      ) : null}
    </div>
  );
}
