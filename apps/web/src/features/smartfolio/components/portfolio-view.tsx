// The signed-in SmartFolio portfolio tab (spec §2 "SmartFolio": portfolios, add wallet / add exchange, selection,
// 'hide dust' and 'merge chains', summary of selected worth, current worth and 30-day change, the holdings table).
// Loaded lazily by the /smartfolio route. The selection sets the selected worth; the holdings and the 30-day change
// come from /me/dashboard, which covers all the user's portfolios; their audit scores from /me/x-ray (issue 11 §3); their
// cost basis and unrealised PnL from /me/pnl (issue 29 §3).
import { useMemo, useState, type ReactNode } from 'react';
import { formatPercent, formatUsd } from '@k3/shared';
import { SourcesNote } from '../../../components/sources-note';
import { EmptyState } from '../../../components/ui/page';
import { auditScoresOf } from '../../../lib/audit-score';
import { currentLocale, useAppTranslation } from '../../../lib/i18n';
import { useMyXray } from '../../../lib/my-xray';
import { usePnl } from '../../../lib/pnl';
import { useDashboard, usePortfolios } from '../../../lib/portfolio';
import { holdingRows, type HoldingPnl, worthOf } from '../utils/holdings';
import { AddExchangeDialog } from './add-exchange-dialog';
import { AddWalletDialog } from './add-wallet-dialog';
import { FoundTokens } from './found-tokens';
import { HoldingsTable } from './holdings-table';
import { Toggle } from './toggle';
import { PortfolioList, type OwnershipProofComponent } from './portfolio-list';
import './smartfolio.css';

/** Every coin worth more than 0: "hide dust" is applied here, with DUST_THRESHOLD_USD. */
const ALL_COINS = 0;

export function PortfolioView({
  ownershipProof,
  holdingsAlerts,
}: {
  ownershipProof?: OwnershipProofComponent;
  /** X-Ray's "Alerts on your holdings" panel, passed in by the route (features do not import each other). */
  holdingsAlerts?: ReactNode;
}) {
  const { t } = useAppTranslation();
  const locale = currentLocale();
  const portfolios = usePortfolios();
  const dashboard = useDashboard(ALL_COINS);
  const xray = useMyXray();
  const scores = useMemo(() => (xray.data ? auditScoresOf(xray.data) : undefined), [xray.data]);
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const [hideDust, setHideDust] = useState(true);
  const [merge, setMerge] = useState(false);
  const [dialog, setDialog] = useState<'wallet' | 'exchange' | null>(null);

  // The cost basis and unrealised PnL of each coin, asked once the holdings are on screen (issue 29 §3).
  const pnl = usePnl({ enabled: dashboard.data !== undefined });
  const pnlByCoin = useMemo(() => {
    if (!pnl.data || pnl.data.transactions === 0) return undefined;
    return new Map<string, HoldingPnl>(
      pnl.data.holdings.map((holding) => [holding.asset, { costBasis: holding.costBasis, unrealised: holding.unrealised }]),
    );
  }, [pnl.data]);
  const rows = useMemo(
    () => holdingRows(dashboard.data?.coins ?? [], { hideDust, mergeChains: merge }, pnlByCoin),
    [dashboard.data, hideDust, merge, pnlByCoin],
  );

  if (!portfolios.data) {
    return portfolios.isError ? (
      <div className="sf-error" role="alert">
        <p>{t('pages.smartfolio.portfolio.messages.generic')}</p>
        <button type="button" className="button button-secondary" onClick={() => void portfolios.refetch()}>
          {t('pages.smartfolio.portfolio.retry')}
        </button>
      </div>
    ) : (
      <p role="status" className="muted">
        {t('pages.smartfolio.portfolio.loading')}
      </p>
    );
  }

  const list = portfolios.data;
  const worth = worthOf(list, excluded);
  const change30d = dashboard.data?.change30d;
  // Live mode's first start: no held coin priced yet, so no worth to show (issue 31 §3), rather than $0.
  const pending = dashboard.data?.pricesPending === true;
  const onToggle = (id: string, selected: boolean) =>
    setExcluded((current) => {
      const next = new Set(current);
      if (selected) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="sf-grid">
      <section className="card sf-summary" aria-labelledby="sf-summary-title">
        <h2 id="sf-summary-title" className="card-title">
          {t('pages.smartfolio.portfolio.summary.title')}
        </h2>
        <dl className="sf-figures" aria-live="polite">
          <div>
            <dt>{t('pages.smartfolio.portfolio.summary.selected')}</dt>
            <dd data-testid="selected-worth">{pending ? '—' : formatUsd(worth.selected, locale)}</dd>
          </div>
          <div>
            <dt>{t('pages.smartfolio.portfolio.summary.current')}</dt>
            <dd data-testid="current-worth">{pending ? '—' : formatUsd(worth.current, locale)}</dd>
          </div>
          <div>
            <dt>{t('pages.smartfolio.portfolio.summary.change30d')}</dt>
            <dd
              data-testid="change-30d"
              className={change30d ? `trend-${change30d.abs > 0 ? 'up' : change30d.abs < 0 ? 'down' : 'flat'}` : undefined}
            >
              {change30d && !pending
                ? `${change30d.abs > 0 ? '+' : ''}${formatUsd(change30d.abs, locale)}${
                    change30d.pct === null ? '' : ` (${formatPercent(change30d.pct, locale)})`
                  }`
                : '—'}
            </dd>
          </div>
        </dl>
        <p className="muted sf-note">
          {t('pages.smartfolio.portfolio.summary.selectedCount', { count: worth.selectedCount, total: list.length })}.{' '}
          {t('pages.smartfolio.portfolio.summary.note')}
        </p>
        {pending ? (
          <p className="muted sf-note" role="status">
            {t('common.sources.pending')}
          </p>
        ) : null}
        {dashboard.data ? <SourcesNote sources={dashboard.data.sources} /> : null}
      </section>

      <section className="card sf-list" aria-labelledby="sf-list-title">
        <div className="sf-list-head">
          <h2 id="sf-list-title" className="card-title">
            {t('pages.smartfolio.portfolio.list.title')}
          </h2>
          <div className="sf-list-actions">
            <button type="button" className="button button-primary" onClick={() => setDialog('wallet')}>
              {t('pages.smartfolio.portfolio.list.addWallet')}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setDialog('exchange')}>
              {t('pages.smartfolio.portfolio.list.addExchange')}
            </button>
          </div>
        </div>
        <PortfolioList
          portfolios={list}
          excluded={excluded}
          onToggle={onToggle}
          ownershipProof={ownershipProof}
          pricesPending={pending}
        />
      </section>

      <section className="card sf-holdings" aria-labelledby="sf-holdings-title">
        <div className="sf-list-head">
          <h2 id="sf-holdings-title" className="card-title">
            {t('pages.smartfolio.portfolio.holdings.title')}
          </h2>
          <div className="sf-list-actions">
            <Toggle label={t('pages.smartfolio.portfolio.summary.hideDust')} checked={hideDust} onChange={setHideDust} />
            <Toggle label={t('pages.smartfolio.portfolio.summary.mergeChains')} checked={merge} onChange={setMerge} />
          </div>
        </div>
        {dashboard.isError ? (
          <p role="alert">{t('pages.smartfolio.portfolio.messages.generic')}</p>
        ) : !dashboard.data ? (
          <p role="status" className="muted">
            {t('pages.smartfolio.portfolio.loading')}
          </p>
        ) : rows.length === 0 && pending ? (
          <p role="status" className="muted">
            {t('common.sources.pending')}
          </p>
        ) : rows.length === 0 ? (
          <EmptyState
            title={t('pages.smartfolio.portfolio.holdings.empty')}
            text={t('pages.smartfolio.portfolio.text')}
            level={3}
          />
        ) : (
          <HoldingsTable rows={rows} scores={scores} />
        )}
      </section>

      {dashboard.data && <FoundTokens tokens={dashboard.data.tokens} />}

      {holdingsAlerts}

      <AddWalletDialog open={dialog === 'wallet'} onClose={() => setDialog(null)} />
      <AddExchangeDialog open={dialog === 'exchange'} onClose={() => setDialog(null)} />
    </div>
  );
}
