// SmartFolio's "Transactions" tab (issue 29 §3 "a transactions view per wallet with filters"; docs/pnl-ui.md
// "Transactions"): the stored history, newest first, filtered by account, asset, type and UTC days (kept in the
// address, so a filtered view can be linked), 50 rows a page with "Show more" following the API's `next` cursor; the
// CSV import is one click away. Loaded lazily by the /smartfolio/transactions route with the `pnl` texts.
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { usePnl } from '../../../../lib/pnl';
import { usePnlTranslation } from '../../../../lib/pnl-texts';
import { usePortfolios } from '../../../../lib/portfolio';
import { useTransactions } from '../../api/get-transactions';
import { filterFromSearch, searchOfFilter, type TransactionFilter } from '../../utils/pnl';
import { portfolioName } from '../../utils/portfolio-name';
import { useAccountName } from './figures';
import { ImportDialog } from './import-dialog';
import { TransactionsFilters, type FilterOption } from './transactions-filters';
import { TransactionsTable } from './transactions-table';
import '../smartfolio.css';
import './pnl.css';

export function TransactionsView() {
  const { t } = usePnlTranslation();
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => filterFromSearch(search), [search]);
  const query = useTransactions(filter);
  const pnl = usePnl();
  const portfolios = usePortfolios();
  const accountName = useAccountName();
  const [isImporting, setImporting] = useState(false);

  const accounts = useMemo<FilterOption[]>(() => {
    const options = new Map<string, string>();
    for (const portfolio of portfolios.data ?? []) options.set(portfolio.id, portfolioName(portfolio));
    for (const account of pnl.data?.accounts ?? []) options.set(account.account, accountName(account.account, account.label));
    return [...options].map(([value, label]) => ({ value, label }));
  }, [portfolios.data, pnl.data, accountName]);
  const assets = useMemo<FilterOption[]>(
    () =>
      (pnl.data?.holdings ?? [])
        .map((holding) => ({ value: holding.asset, label: holding.symbol }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [pnl.data],
  );
  const names = useMemo(() => new Map(accounts.map((option) => [option.value, option.label])), [accounts]);
  const symbols = useMemo(() => new Map(assets.map((option) => [option.value, option.label])), [assets]);
  const apply = (next: TransactionFilter) => setSearch(searchOfFilter(next), { replace: true });
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="pnl-grid">
      <section className="card pnl-transactions" aria-labelledby="pnl-transactions-title">
        <div className="sf-list-head">
          <div className="pnl-title-row">
            <h2 id="pnl-transactions-title" className="card-title">
              {t('pnl.transactions.title')}
            </h2>
            <Link className="pnl-link" to={paths.smartfolioPnl.getHref()}>
              <span aria-hidden="true">← </span>
              {t('pnl.transactions.back')}
            </Link>
          </div>
          <button type="button" className="button button-primary" onClick={() => setImporting(true)}>
            {t('pnl.import.open')}
          </button>
        </div>
        <TransactionsFilters applied={filter} accounts={accounts} assets={assets} onApply={apply} />
        {query.isError ? (
          <div className="sf-error" role="alert">
            <p>{t('pages.smartfolio.portfolio.messages.generic')}</p>
            <button type="button" className="button button-secondary" onClick={() => void query.refetch()}>
              {t('pages.smartfolio.portfolio.retry')}
            </button>
          </div>
        ) : !query.data ? (
          <p role="status" className="muted">
            {t('pnl.transactions.loading')}
          </p>
        ) : rows.length === 0 ? (
          <p className="muted" role="status">
            {t('pnl.transactions.empty')}
          </p>
        ) : (
          <>
            <TransactionsTable
              rows={rows}
              accountName={(account) => names.get(account) ?? accountName(account)}
              symbolOf={(asset) => symbols.get(asset) ?? asset}
            />
            <div className="pnl-more">
              {query.hasNextPage ? (
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => void query.fetchNextPage()}
                  disabled={query.isFetchingNextPage}
                >
                  {query.isFetchingNextPage ? t('pnl.transactions.loadingMore') : t('pnl.transactions.more')}
                </button>
              ) : (
                <p className="muted">{t('pnl.transactions.end')}</p>
              )}
            </div>
          </>
        )}
      </section>
      <ImportDialog open={isImporting} onClose={() => setImporting(false)} />
    </div>
  );
}
