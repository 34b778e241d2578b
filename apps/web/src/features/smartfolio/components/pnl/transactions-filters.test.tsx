// The transactions filters' draft (issue 29 §3): a choice made while the address catches up with the last Apply is
// kept (the flaky "Type then Apply" of e2e/pnl.spec.ts), and a filter from elsewhere (a link, Back) replaces it.
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPnlTexts } from '../../../../lib/pnl-texts';
import { EMPTY_FILTER, type TransactionFilter } from '../../utils/pnl';
import { TransactionsFilters } from './transactions-filters';

beforeAll(async () => {
  await loadPnlTexts();
});

const ACCOUNTS = [{ value: 'import:k3', label: 'K3 CSV (imported)' }];
const ASSETS = [{ value: 'bitcoin', label: 'BTC' }];

function setup(applied: TransactionFilter) {
  const onApply = vi.fn<(filter: TransactionFilter) => void>();
  const view = render(<TransactionsFilters applied={applied} accounts={ACCOUNTS} assets={ASSETS} onApply={onApply} />);
  const rerender = (next: TransactionFilter) =>
    view.rerender(<TransactionsFilters applied={next} accounts={ACCOUNTS} assets={ASSETS} onApply={onApply} />);
  return { onApply, rerender };
}

describe('TransactionsFilters', () => {
  it('keeps a choice made before the applied filter reaches the address', () => {
    const { onApply, rerender } = setup(EMPTY_FILTER);
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'import:k3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const withAccount = { ...EMPTY_FILTER, account: 'import:k3' };
    expect(onApply).toHaveBeenLastCalledWith(withAccount);
    // The user picks a type before the router commits the address of the first Apply.
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'sell' } });
    rerender(withAccount);
    expect(screen.getByLabelText<HTMLSelectElement>('Type').value).toBe('sell');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith({ ...withAccount, direction: 'sell' });
  });

  it('takes a filter that came from elsewhere, even after an Apply of the same filter earlier', () => {
    const { onApply, rerender } = setup(EMPTY_FILTER);
    fireEvent.change(screen.getByLabelText('Asset'), { target: { value: 'bitcoin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    rerender({ ...EMPTY_FILTER, asset: 'bitcoin' });
    // A link to the account's transactions.
    rerender({ ...EMPTY_FILTER, account: 'import:k3' });
    expect(screen.getByLabelText<HTMLSelectElement>('Asset').value).toBe('');
    expect(screen.getByLabelText<HTMLSelectElement>('Account').value).toBe('import:k3');
    // Back to the asset's filter, which this form applied before: the form shows it again.
    rerender({ ...EMPTY_FILTER, asset: 'bitcoin' });
    expect(screen.getByLabelText<HTMLSelectElement>('Asset').value).toBe('bitcoin');
    expect(screen.getByLabelText<HTMLSelectElement>('Account').value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onApply).toHaveBeenLastCalledWith(EMPTY_FILTER);
    expect(screen.getByLabelText<HTMLSelectElement>('Asset').value).toBe('');
  });
});
