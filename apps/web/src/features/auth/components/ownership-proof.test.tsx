// "Prove ownership" when the wallet already counts toward another K3 account (issue 22 §2): the API refuses the
// challenge with 409 wallet_counted_elsewhere and the dialog says which rule refused it, not a generic failure. The
// browser wallet is an EIP-6963 announcement whose provider shares the portfolio's address.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Portfolio } from '@k3/shared';
import { setAuth } from '../../../lib/auth';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { OwnershipProof } from './ownership-proof';

const ADDRESS = '0x2222222222222222222222222222222222222222';
const PORTFOLIO: Portfolio = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'wallet',
  address: ADDRESS,
  network: 'evm',
  exchange: null,
  alias: null,
  primary: false,
  verified: false,
  chains: ['ethereum'],
  worth: 100,
  demo: true,
  syncedAt: null,
  stale: false,
};

function announceWallet() {
  const provider = {
    request: vi.fn(({ method }: { method: string }) => Promise.resolve(method === 'eth_requestAccounts' ? [ADDRESS] : '0x')),
  };
  const answer = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: { info: { uuid: 'w', name: 'Test Wallet', icon: 'data:image/svg+xml,x', rdns: 'test.dev' }, provider },
      }),
    );
  window.addEventListener('eip6963:requestProvider', answer);
  return { provider, stop: () => window.removeEventListener('eip6963:requestProvider', answer) };
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('OwnershipProof', () => {
  it('says the wallet counts toward another account when the API refuses it so, and signs nothing', async () => {
    setAuth({ wallet: '0x1111111111111111111111111111111111111111', token: 'token' });
    const wallet = announceWallet();
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(
        jsonResponse(
          {
            code: 409,
            error: 'wallet_counted_elsewhere',
            message: 'This wallet already counts toward the plan of another K3 account',
          },
          409,
        ),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<OwnershipProof portfolio={PORTFOLIO} onDone={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Test Wallet' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This wallet already counts toward another K3 account. A wallet counts toward one account at a time',
    );
    // The other account may be signing in with it (it cannot remove its sign-in wallet): both cases are named.
    expect(screen.getByRole('alert')).toHaveTextContent('if the other account signs in with it, it keeps counting there');
    expect(wallet.provider.request).not.toHaveBeenCalledWith(expect.objectContaining({ method: 'personal_sign' }));

    // The message follows a change of language while it shows (it was kept as English text).
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByRole('alert')).toHaveTextContent('Ce wallet compte déjà pour un autre compte K3.');
    wallet.stop();
  });
});
