// The total while live mode waits for its first prices (issue 31 §3): "—" and why, never $0; the sources note below.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { dashboard } from '../testing/fixtures';
import { WalletTotals } from './wallet-summary';

describe('WalletTotals', () => {
  it('waits for the first prices instead of showing $0', () => {
    renderWithProviders(
      <WalletTotals
        data={dashboard({
          total: 0,
          demo: false,
          pricesPending: true,
          stalePrices: [{ cg_id: 'ethereum', symbol: 'ETH', priceDate: null }],
          sources: [
            {
              source: 'coingecko',
              kind: 'prices',
              chain: null,
              state: 'failing',
              lastOkAt: null,
              lastErrorAt: '2026-11-29T10:40:00Z',
              retryAt: null,
              reason: 'no answer in time',
            },
          ],
        })}
      />,
    );
    expect(screen.getByTestId('wallet-total')).toHaveTextContent('—');
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for the first prices');
    expect(screen.queryByText(/No price yet for/)).toBeNull();
    expect(screen.getByRole('note', { name: 'Data sources' })).toHaveTextContent('Prices: failing since');
    // No 24 h or 30 d change without prices.
    expect(screen.queryByText('24h')).toBeNull();
  });

  it('shows the total once priced', () => {
    renderWithProviders(<WalletTotals data={dashboard({ total: 1234.5 })} />);
    expect(screen.getByTestId('wallet-total')).toHaveTextContent('$1.23K');
    expect(screen.queryByRole('note', { name: 'Data sources' })).toBeNull();
  });
});
