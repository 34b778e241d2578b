// The WalletConnect QR panel (issue 3 §2): a status while the relay starts, then the pairing URI as a QR, a copy
// button and a wc: link for a wallet app on the same phone, and a Cancel that closes the pairing.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/toast';
import { renderWithProviders } from '../../../testing/render';
import { WalletConnectPanel } from './walletconnect-panel';

const URI = `wc:${'a'.repeat(64)}@2?expiryTimestamp=1763784000&relay-protocol=irn&symKey=${'b'.repeat(64)}`;

describe('WalletConnect panel', () => {
  it('tells the visitor it is connecting until the pairing URI is known', () => {
    renderWithProviders(<WalletConnectPanel view={{ status: 'starting' }} onCancel={() => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Connecting to WalletConnect…');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the QR of the pairing URI, a link opening it in a wallet app and a copy button', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const success = vi.spyOn(notify, 'success').mockReturnValue('copied');
    renderWithProviders(<WalletConnectPanel view={{ status: 'scan', uri: URI }} onCancel={() => undefined} />);

    expect(await screen.findByRole('img', { name: 'WalletConnect QR code' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.getByRole('link', { name: 'Open in a wallet app' })).toHaveAttribute('href', URI);
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for your wallet to approve the connection…');

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(URI);
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Link copied to the clipboard.'));
  });

  it('cancels on request', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    renderWithProviders(<WalletConnectPanel view={{ status: 'scan', uri: URI }} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
