// The transactions view's filters (issue 29 §3 "a transactions view per wallet with filters"): account, asset, type
// and a range of UTC days, applied together with Apply and cleared with Reset.
import { useId, useState, type FormEvent } from 'react';
import { usePnlTranslation } from '../../../../lib/pnl-texts';
import { EMPTY_FILTER, TRANSACTION_DIRECTIONS, type TransactionDirection, type TransactionFilter } from '../../utils/pnl';

export interface FilterOption {
  value: string;
  label: string;
}

interface FiltersProps {
  applied: TransactionFilter;
  accounts: readonly FilterOption[];
  assets: readonly FilterOption[];
  onApply: (filter: TransactionFilter) => void;
}

const isDirection = (value: string): value is TransactionDirection =>
  (TRANSACTION_DIRECTIONS as readonly string[]).includes(value);

export function TransactionsFilters({ applied, accounts, assets, onApply }: FiltersProps) {
  const { t } = usePnlTranslation();
  const base = useId();
  const [draft, setDraft] = useState(applied);
  const set = (patch: Partial<TransactionFilter>) => setDraft((current) => ({ ...current, ...patch }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const field = (name: keyof TransactionFilter) => `${base}-${name}`;
  return (
    <form className="pnl-filters" onSubmit={onSubmit} aria-label={t('pnl.transactions.filters.title')}>
      <div className="pnl-filter">
        <label htmlFor={field('account')}>{t('pnl.transactions.filters.account')}</label>
        <select
          id={field('account')}
          className="input"
          value={draft.account}
          onChange={(event) => set({ account: event.target.value })}
        >
          <option value="">{t('pnl.transactions.filters.allAccounts')}</option>
          {accounts.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="pnl-filter">
        <label htmlFor={field('asset')}>{t('pnl.transactions.filters.asset')}</label>
        <select
          id={field('asset')}
          className="input"
          value={draft.asset}
          onChange={(event) => set({ asset: event.target.value })}
        >
          <option value="">{t('pnl.transactions.filters.allAssets')}</option>
          {assets.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="pnl-filter">
        <label htmlFor={field('direction')}>{t('pnl.transactions.filters.direction')}</label>
        <select
          id={field('direction')}
          className="input"
          value={draft.direction}
          onChange={(event) => set({ direction: isDirection(event.target.value) ? event.target.value : '' })}
        >
          <option value="">{t('pnl.transactions.filters.allTypes')}</option>
          {TRANSACTION_DIRECTIONS.map((direction) => (
            <option key={direction} value={direction}>
              {t(`pnl.transactions.direction.${direction}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="pnl-filter">
        <label htmlFor={field('from')}>{t('pnl.transactions.filters.from')}</label>
        <input
          id={field('from')}
          className="input"
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(event) => set({ from: event.target.value })}
        />
      </div>
      <div className="pnl-filter">
        <label htmlFor={field('to')}>{t('pnl.transactions.filters.to')}</label>
        <input
          id={field('to')}
          className="input"
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(event) => set({ to: event.target.value })}
        />
      </div>
      <div className="pnl-filter-actions">
        <button type="submit" className="button button-primary">
          {t('pnl.transactions.filters.apply')}
        </button>
        <button
          type="button"
          className="button button-ghost"
          onClick={() => {
            setDraft(EMPTY_FILTER);
            onApply(EMPTY_FILTER);
          }}
        >
          {t('pnl.transactions.filters.reset')}
        </button>
      </div>
    </form>
  );
}
