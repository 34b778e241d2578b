import { STORAGE_KEYS } from '@k3/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BuyTokenDialog } from '../../features/buy-token/components/buy-token-dialog';
import { setAuth } from '../../lib/auth';
import { jsonResponse, renderWithProviders } from '../../testing/render';
import { Header } from './header';

function stubHealth(demo: boolean) {
  vi.stubGlobal(
    'fetch',
    vi
      .fn<typeof fetch>()
      .mockResolvedValue(jsonResponse({ code: 200, data: { status: 'ok', db: 'pglite', version: '0.1.0', demo } })),
  );
}

function renderHeader({ isMenuOpen = false, onMenuToggle = () => undefined } = {}) {
  return renderWithProviders(
    <>
      <Header isMenuOpen={isMenuOpen} onMenuToggle={onMenuToggle} />
      <BuyTokenDialog />
    </>,
  );
}

describe('Header', () => {
  it('shows the demo badge when the API serves demo data', async () => {
    stubHealth(true);
    renderHeader();
    const badge = (await screen.findByText('Demo data')).closest('.demo-badge');
    expect(badge).toHaveAttribute('title', expect.stringMatching(/generated for demonstration/));
    // Phones fold it into the header's one row under its short word (issue 26 §6); CSS picks one of the two.
    expect(badge).toHaveTextContent('Demo dataDemo');
  });

  it('shows no demo badge on live data', async () => {
    stubHealth(false);
    renderHeader();
    await screen.findByRole('link', { name: 'Pricing' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Demo data')).not.toBeInTheDocument();
  });

  it('offers Connect to visitors and Disconnect plus the QR dialog to signed-in users', async () => {
    stubHealth(false);
    const user = userEvent.setup();
    setAuth({ token: 't', wallet: '0xabc' });
    const { router } = renderHeader();

    await user.click(await screen.findByRole('button', { name: 'Log in on mobile with a QR code' }));
    expect(screen.getByRole('dialog', { name: 'Log in on your phone' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    // This device is the default (primary) action; each choice says what it does (issue 26 §6).
    const thisDevice = screen.getByRole('button', { name: 'This device only' });
    expect(thisDevice).toHaveClass('button-primary');
    expect(thisDevice).toHaveAccessibleDescription('Signs out this browser only; your other devices stay signed in.');
    expect(screen.getByRole('button', { name: 'All devices' })).toHaveAccessibleDescription(
      'Signs this wallet out of every browser and phone where it is signed in.',
    );
    await user.click(thisDevice);
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.auth)).toBeNull());
    expect(screen.queryByRole('button', { name: 'Log in on mobile with a QR code' })).not.toBeInTheDocument();

    // Connect opens the wallet choices in place (issue 9 §1): same page, a dialog.
    const before = router.state.location.pathname;
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    // The dialog and the picker are lazy chunks: a loaded machine may take more than the default second to import them.
    const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' }, { timeout: 10_000 });
    expect(await within(dialog).findByText(/No Web3 wallet was found/, undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(before);
    // A phone without a wallet signs in with a code (issue 26 §2): offered in the same dialog, opening the scan page.
    await user.click(within(dialog).getByRole('button', { name: 'Enter or scan a code' }));
    const scan = await screen.findByRole('dialog', { name: 'Log in with a QR code' }, { timeout: 10_000 });
    expect(await within(scan).findByLabelText('Login code', undefined, { timeout: 10_000 })).toBeVisible();
  });

  it('opens the Buy token dialog with every way to buy, and returns focus to the button on close', async () => {
    stubHealth(false);
    const user = userEvent.setup();
    renderHeader();
    const opener = screen.getByRole('button', { name: 'Buy token' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Buy KRL' });
    const links = dialog.querySelectorAll('a');
    expect(links.length).toBe(9);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: /Buy with a card/ })).toHaveAttribute('href', expect.stringContaining('transak.com'));
    expect(screen.getAllByRole('link', { name: /Uniswap/ })).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('shows the notifications bell with its unread count to signed-in users only', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>((input) =>
      Promise.resolve(
        typeof input === 'string' && input.includes('/api/me/notifications')
          ? jsonResponse({ code: 200, data: { items: [], unread: 4 } })
          : jsonResponse({ code: 200, data: { status: 'ok', db: 'pglite', version: '0.1.0', demo: false } }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const { unmount } = renderHeader();
    await screen.findByRole('link', { name: 'Pricing' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([input]) => typeof input === 'string' && input.includes('/api/me/notifications'))).toBe(false);
    unmount();

    setAuth({ token: 't', wallet: '0xabc' });
    renderHeader();
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' }, { timeout: 5000 })).toHaveTextContent('4');
  });

  it('has a menu button for the phone drawer that says whether the drawer is open', async () => {
    stubHealth(false);
    const user = userEvent.setup();
    const onMenuToggle = vi.fn();
    const { unmount } = renderHeader({ onMenuToggle });
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', 'sidebar');
    await user.click(menu);
    expect(onMenuToggle).toHaveBeenCalledOnce();
    unmount();

    renderHeader({ isMenuOpen: true });
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    // The pricing link keeps its name when phones show only its icon.
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  });
});
