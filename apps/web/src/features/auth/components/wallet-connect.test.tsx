// The login page's way in (issue 26 §2): beside "Connect wallet", a phone without a wallet gets "Enter or scan a code",
// which opens the scan page — the camera and a field for the 14-character code.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { WalletConnect } from './wallet-connect';

describe('WalletConnect', () => {
  it('offers a wallet and a code, and the code opens the scan page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WalletConnect />);
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Enter or scan a code' }));
    const scan = screen.getByRole('dialog', { name: 'Log in with a QR code' });
    expect(await within(scan).findByLabelText('Login code', undefined, { timeout: 10_000 })).toBeVisible();
  });
});
