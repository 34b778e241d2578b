// The wallet tab's figures (spec §2 "total value, 24h and 30d variation", "a donut by chain, chain logos with value
// per chain"; docs/architecture.md "Demo data is labelled as demo wherever it is shown"; issue 4 §3 stale portfolios).
import { useId } from 'react';
import { chainName, formatPercent, formatUsd, type Dashboard } from '@k3/shared';
import { currentLocale, useAppTranslation } from '../../../lib/i18n';
import { formatChange, type FormattedChange } from '../utils/change';
import { DonutChart } from './donut-chart';
import { SourcesNote } from '../../../components/sources-note';
import { StalePricesNote } from './stale-prices-note';

/** Ring colours by position (largest chain first); distinct at a glance on the dark theme. */
const PALETTE = ['#7c8cff', '#2fd39c', '#f5b544', '#ff6b7a', '#4cc3ff', '#c084fc', '#f97316', '#a3e635', '#94a3b8'];
const LOGO_SIZE = 20;
const TREND_MARK = { up: '▲', down: '▼', flat: '•' } as const;

function Change({ label, change }: { label: string; change: FormattedChange }) {
  return (
    <div className={`wallet-change trend-${change.trend}`}>
      <dt>{label}</dt>
      <dd>
        <span aria-hidden="true">{TREND_MARK[change.trend]} </span>
        {change.abs}
        {change.pct === null ? null : ` (${change.pct})`}
      </dd>
    </div>
  );
}

export function WalletTotals({ data }: { data: Dashboard }) {
  const { t } = useAppTranslation();
  const locale = currentLocale();
  const lastGood = data.stale
    .map((entry) => entry.syncedAt)
    .filter((value): value is string => value !== null)
    .sort()[0];
  return (
    <section className="card wallet-totals" aria-labelledby="wallet-total-label">
      <div className="wallet-total-row">
        <h2 id="wallet-total-label" className="wallet-total-label">
          {t('pages.dashboard.wallet.total')}
        </h2>
        {data.demo ? (
          <span className="demo-badge" title={t('pages.dashboard.wallet.demoHint')}>
            {t('pages.dashboard.wallet.demo')}
          </span>
        ) : null}
      </div>
      <p className="wallet-total" data-testid="wallet-total">
        {data.pricesPending ? '—' : formatUsd(data.total, locale)}
      </p>
      {data.pricesPending ? (
        <p className="wallet-stale" role="status">
          {t('common.sources.pending')}
        </p>
      ) : null}
      {data.pricesPending ? null : (
        <dl className="wallet-changes">
          <Change label={t('pages.dashboard.wallet.change24h')} change={formatChange(data.change24h, locale)} />
          <Change label={t('pages.dashboard.wallet.change30d')} change={formatChange(data.change30d, locale)} />
        </dl>
      )}
      {data.stale.length ? (
        <p className="wallet-stale" role="note">
          {lastGood
            ? t('pages.dashboard.wallet.stale', {
                time: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(lastGood)),
              })
            : t('pages.dashboard.wallet.staleNever')}
        </p>
      ) : null}
      {data.pricesPending ? null : <StalePricesNote entries={data.stalePrices} />}
      <SourcesNote sources={data.sources} />
    </section>
  );
}

export function ChainBreakdown({ data }: { data: Dashboard }) {
  const { t } = useAppTranslation();
  const locale = currentLocale();
  const listId = useId();
  const total = data.chains.reduce((sum, entry) => sum + Math.max(0, entry.value), 0);
  const items = data.chains.map((entry, index) => ({
    id: entry.chain,
    value: entry.value,
    color: PALETTE[index % PALETTE.length] ?? '#94a3b8',
  }));
  return (
    <section className="card wallet-chains" aria-labelledby="wallet-chains-title">
      <h2 id="wallet-chains-title" className="card-title">
        {t('pages.dashboard.chains.title')}
      </h2>
      <div className="wallet-chains-body">
        <DonutChart
          items={items}
          label={t('pages.dashboard.chains.chart')}
          describedBy={listId}
          center={formatUsd(data.total, locale)}
        />
        <ul id={listId} className="chain-list">
          {items.map((item) => (
            <li key={item.id}>
              <span className="chain-swatch" aria-hidden="true">
                <svg width="10" height="10" viewBox="0 0 10 10" focusable="false">
                  <circle cx="5" cy="5" r="5" fill={item.color} />
                </svg>
              </span>
              <img src={`/icons/chains/${item.id}.svg`} alt="" width={LOGO_SIZE} height={LOGO_SIZE} loading="lazy" />
              <span className="chain-name">{chainName(item.id)}</span>
              <span className="chain-value">{formatUsd(item.value, locale)}</span>
              <span className="chain-share">
                {total > 0 ? formatPercent((item.value / total) * 100, locale).replace('+', '') : '—'}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
