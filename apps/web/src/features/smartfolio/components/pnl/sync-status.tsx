// Where reading each wallet's and exchange account's history stands (issue 29 §1 "progress visible in the UI"):
// one short line per portfolio — "history: reading…", "read", "failed: <the reason>" or "not read yet" — and "Read
// history now" (the accounts read in the last minute are left alone by the API).
import { usePortfolios } from '../../../../lib/portfolio';
import { usePnlTranslation } from '../../../../lib/pnl-texts';
import { useStartTransactionSync, useTransactionSync } from '../../api/get-transaction-sync';
import { portfolioName } from '../../utils/portfolio-name';

export function SyncStatus() {
  const { t } = usePnlTranslation();
  const sync = useTransactionSync();
  const start = useStartTransactionSync();
  const portfolios = usePortfolios();
  if (!sync.data || sync.data.length === 0) return null;
  const names = new Map((portfolios.data ?? []).map((portfolio) => [portfolio.id, portfolioName(portfolio)]));
  return (
    <div className="pnl-sync">
      <h3 className="pnl-subtitle">{t('pnl.sync.title')}</h3>
      <ul aria-live="polite" data-testid="pnl-sync">
        {sync.data.map((state) => (
          <li key={state.portfolioId} className={`pnl-sync-${state.status}`}>
            <span className="pnl-sync-name">{names.get(state.portfolioId) ?? t('pnl.sync.unnamed')}</span>{' '}
            <span className="pnl-sync-state">
              {state.status === 'failed'
                ? t('pnl.sync.failed', { error: state.error ?? t('pnl.sync.noReason') })
                : state.status === 'done'
                  ? t('pnl.sync.done', { stored: state.stored })
                  : t(`pnl.sync.${state.status}`)}
            </span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button-secondary"
        disabled={start.isPending || sync.data.some((state) => state.status === 'running')}
        onClick={() => start.mutate()}
      >
        {t('pnl.sync.readNow')}
      </button>
    </div>
  );
}
