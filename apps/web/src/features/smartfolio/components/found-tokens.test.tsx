// "Other tokens in your wallets" (issue 31 §2): tokens outside the catalogue with their price or "Unpriced", spam
// hidden with a count, "Show hidden (n)" revealing each hidden token with its reasons, in the interface language.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FoundToken } from '@k3/shared';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../testing/render';
import { FoundTokens } from './found-tokens';

const token = (fields: Partial<FoundToken> & Pick<FoundToken, 'address'>): FoundToken => ({
  chain: 'ethereum',
  symbol: 'PFROG',
  name: 'Pepe Frog',
  amount: '1000.125',
  price: null,
  priceSource: null,
  priceAt: null,
  value: null,
  listed: false,
  spam: [],
  ...fields,
});

const TOKENS: FoundToken[] = [
  token({ address: '0x1111111111111111111111111111111111111111', price: 0.25, priceSource: 'coingecko', value: 250.03 }),
  token({ address: '0x2222222222222222222222222222222222222222', symbol: null, name: null, amount: '3' }),
  token({
    address: '0x3333333333333333333333333333333333333333',
    symbol: 'Visit usdc-gift.com',
    name: 'Claim 5000$ reward',
    spam: ['link', 'claim-text'],
  }),
];

describe('FoundTokens', () => {
  it('lists the visible tokens with their price or "Unpriced", and hides spam behind a counted toggle', async () => {
    renderWithProviders(<FoundTokens tokens={TOKENS} />);
    const table = screen.getByRole('table', { name: "Tokens outside K3's catalogue" });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('PFROG'),
      expect.stringContaining('Not published'),
    ]);
    expect(rows[0]).toHaveTextContent('$0.25');
    expect(rows[1]).toHaveTextContent('Unpriced');
    expect(screen.getByText(/1 hidden as spam/)).toBeInTheDocument();
    expect(screen.queryByText('Visit usdc-gift.com')).toBeNull();

    await userEvent.click(screen.getByRole('switch', { name: 'Show hidden (1)' }));
    const spam = screen.getByText('Visit usdc-gift.com').closest('tr');
    expect(spam).toHaveTextContent('its name holds a web address; its name lures to a claim or reward');
    expect(screen.getByRole('columnheader', { name: 'Hidden because' })).toBeInTheDocument();
  });

  it("links each token's symbol to X-Ray's audit by address, its chain chosen", () => {
    renderWithProviders(<FoundTokens tokens={TOKENS} />);
    expect(screen.getByRole('link', { name: 'Audit PFROG in X-Ray' })).toHaveAttribute(
      'href',
      '/x-ray?search=0x1111111111111111111111111111111111111111&chain=ethereum',
    );
    // A token that publishes no symbol is linked too, under "Not published".
    expect(screen.getByRole('link', { name: 'Audit Not published in X-Ray' })).toBeInTheDocument();
  });

  it('shows nothing when the wallets hold no token outside the catalogue', () => {
    const { container } = renderWithProviders(<FoundTokens tokens={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('speaks French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    try {
      renderWithProviders(<FoundTokens tokens={TOKENS} />);
      expect(screen.getByRole('heading', { name: 'Autres jetons de vos portefeuilles' })).toBeInTheDocument();
      expect(screen.getByText('Sans prix')).toBeInTheDocument();
      expect(screen.getByRole('switch', { name: 'Afficher les masqués (1)' })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
