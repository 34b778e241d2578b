// SmartFolio's "Profit and loss" tab (issue 29 §3 "Dashboard and SmartFolio: PnL and cost-basis columns and totals
// … the CSV import and the method setting"; docs/pnl-ui.md): the totals with the method, the realised-gains download
// and the import; the history's read state per wallet; the returns; the PnL per holding with Explain; the PnL per
// account. Loaded lazily by the /smartfolio/pnl route with the `pnl` texts.
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/ui/page';
import { paths } from '../../../../config/paths';
import { usePnl } from '../../../../lib/pnl';
import { usePnlTranslation } from '../../../../lib/pnl-texts';
import { gainsYears } from '../../utils/pnl';
import { ExplainDialog, type ExplainTarget } from './explain-dialog';
import { ImportDialog } from './import-dialog';
import { PnlAccounts } from './pnl-accounts';
import { PnlHoldings } from './pnl-holdings';
import { PnlReturns } from './pnl-returns';
import { GainsDownload, MethodSelect } from './pnl-toolbar';
import { PnlNotes, PnlTotals } from './pnl-totals';
import { SyncStatus } from './sync-status';
import '../smartfolio.css';
import './pnl.css';

export function PnlView() {
  const { t } = usePnlTranslation();
  const pnl = usePnl();
  const [explaining, setExplaining] = useState<ExplainTarget | null>(null);
  const [isImporting, setImporting] = useState(false);

  if (!pnl.data) {
    return pnl.isError ? (
      <div className="sf-error" role="alert">
        <p>{t('pages.smartfolio.portfolio.messages.generic')}</p>
        <button type="button" className="button button-secondary" onClick={() => void pnl.refetch()}>
          {t('pages.smartfolio.portfolio.retry')}
        </button>
      </div>
    ) : (
      <p role="status" className="muted">
        {t('pages.smartfolio.pnl.loading')}
      </p>
    );
  }

  const data = pnl.data;
  const importButton = (
    <button type="button" className="button button-primary" onClick={() => setImporting(true)}>
      {t('pnl.import.open')}
    </button>
  );
  const isEmpty = data.transactions === 0;

  return (
    <div className="pnl-grid">
      <section className="card pnl-summary" aria-labelledby="pnl-summary-title">
        <div className="sf-list-head">
          <div className="pnl-title-row">
            <h2 id="pnl-summary-title" className="card-title">
              {t('pnl.title')}
            </h2>
            {data.demo ? (
              <span className="demo-badge" title={t('pnl.demoHint')}>
                {t('pnl.demo')}
              </span>
            ) : null}
          </div>
          {isEmpty ? null : (
            <Link className="pnl-link" to={paths.smartfolioTransactions.getHref()}>
              {t('pnl.transactionsLink', { number: data.transactions })}
            </Link>
          )}
        </div>
        {isEmpty ? (
          <EmptyState title={t('pnl.empty.title')} text={t('pnl.empty.text')} action={importButton} level={3} />
        ) : (
          <>
            <PnlTotals pnl={data} />
            <div className="pnl-toolbar">
              <MethodSelect method={data.method} />
              <GainsDownload years={gainsYears(data)} />
              <div className="pnl-control pnl-control-end">{importButton}</div>
            </div>
            <PnlNotes pnl={data} />
          </>
        )}
        <SyncStatus />
      </section>

      {isEmpty ? null : (
        <>
          {data.returns ? <PnlReturns returns={data.returns} /> : null}
          <section className="card pnl-holdings" aria-labelledby="pnl-holdings-title">
            <h2 id="pnl-holdings-title" className="card-title">
              {t('pnl.holdings.title')}
            </h2>
            {data.holdings.length === 0 ? (
              <p className="muted">{t('pnl.holdings.empty')}</p>
            ) : (
              <PnlHoldings holdings={data.holdings} onExplain={(holding) => setExplaining(holding)} />
            )}
          </section>
          {data.accounts.length > 0 ? <PnlAccounts accounts={data.accounts} /> : null}
        </>
      )}

      <ExplainDialog target={explaining} onClose={() => setExplaining(null)} />
      <ImportDialog open={isImporting} onClose={() => setImporting(false)} />
    </div>
  );
}
