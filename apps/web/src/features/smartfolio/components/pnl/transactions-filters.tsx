// The transactions view's filters (issue 29 §3 "a transactions view per wallet with filters"): account, asset, type
// and a range of UTC days, applied together with Apply and cleared with Reset.
//
// The form keeps its draft while the address follows an Apply: the router commits that change a moment later, and a
// choice made in between (Type, after an Account just applied) must not be lost. Only a filter that did not come from
// this form (a link, Back) replaces the draft.
import { useId, useState, type FormEvent } from 'react';
import { usePnlTranslation } from '../../../../lib/pnl-texts';
import {
  EMPTY_FILTER,
  searchOfFilter,
  TRANSACTION_DIRECTIONS,
  type TransactionDirection,
  type TransactionFilter,
} from '../../utils/pnl';

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

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  /** The first option, which filters nothing ("All accounts"). */
  all: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}

function FilterSelect({ id, label, value, all, options, onChange }: FilterSelectProps) {
  return (
    <div className="pnl-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function TransactionsFilters({ applied, accounts, assets, onApply }: FiltersProps) {
  const { t } = usePnlTranslation();
  const base = useId();
  const [draft, setDraft] = useState(applied);
  const appliedKey = searchOfFilter(applied).toString();
  // The filter last shown, and the one this form last applied (null before any Apply).
  const [shown, setShown] = useState(appliedKey);
  const [submitted, setSubmitted] = useState<string | null>(null);
  if (appliedKey !== shown) {
    setShown(appliedKey);
    setSubmitted(null);
    if (appliedKey !== submitted) setDraft(applied);
  }
  const set = (patch: Partial<TransactionFilter>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (filter: TransactionFilter) => {
    setSubmitted(searchOfFilter(filter).toString());
    onApply(filter);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(draft);
  };
  const field = (name: keyof TransactionFilter) => `${base}-${name}`;
  return (
    <form className="pnl-filters" onSubmit={onSubmit} aria-label={t('pnl.transactions.filters.title')}>
      <FilterSelect
        id={field('account')}
        label={t('pnl.transactions.filters.account')}
        value={draft.account}
        all={t('pnl.transactions.filters.allAccounts')}
        options={accounts}
        onChange={(account) => set({ account })}
      />
      <FilterSelect
        id={field('asset')}
        label={t('pnl.transactions.filters.asset')}
        value={draft.asset}
        all={t('pnl.transactions.filters.allAssets')}
        options={assets}
        onChange={(asset) => set({ asset })}
      />
      <FilterSelect
        id={field('direction')}
        label={t('pnl.transactions.filters.direction')}
        value={draft.direction}
        all={t('pnl.transactions.filters.allTypes')}
        options={TRANSACTION_DIRECTIONS.map((direction) => ({
          value: direction,
          label: t(`pnl.transactions.direction.${direction}`),
        }))}
        onChange={(direction) => set({ direction: isDirection(direction) ? direction : '' })}
      />
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
            submit(EMPTY_FILTER);
          }}
        >
          {t('pnl.transactions.filters.reset')}
        </button>
      </div>
    </form>
  );
}
