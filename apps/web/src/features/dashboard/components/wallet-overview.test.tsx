import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setAuth } from '../../../lib/auth';
import { myXray } from '../../../lib/my-xray-fixtures';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { dashboard } from '../testing/fixtures';
import { readDashboardMemory, writeDashboardMemory } from '../utils/dashboard-memory';
import { WalletOverview } from './wallet-overview';

const WALLET = '0x1111111111111111111111111111111111111111';

const urlOf = (input: RequestInfo | URL) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

/** Answers /me/dashboard with `body` once released, and /me/x-ray (issue 11 §3) with `xray` at once. */
function answerDashboard(body: unknown, xray: unknown = myXray()) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      if (urlOf(input).includes('/me/x-ray')) return jsonResponse({ code: 200, data: xray });
      await gate;
      return jsonResponse({ code: 200, data: body });
    }),
  );
  return release;
}

describe('WalletOverview (spec §2 wallet tab)', () => {
  it('shows the remembered dashboard blurred and hidden until the fresh one arrives, then remembers the fresh one', async () => {
    setAuth({ token: 't', wallet: WALLET });
    writeDashboardMemory(WALLET, dashboard({ total: 111 }));
    const release = answerDashboard(dashboard({ total: 222, demo: false }));
    renderWithProviders(<WalletOverview wallet={WALLET} />);

    const memory = screen.getByTestId('wallet-memory');
    expect(memory).toHaveAttribute('aria-hidden', 'true');
    expect(memory).toHaveTextContent('$111');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your wallet');

    release();
    await waitFor(() => expect(screen.queryByTestId('wallet-memory')).toBeNull());
    expect(screen.getByTestId('wallet-total')).toHaveTextContent('$222');
    expect(screen.queryByText('Demo data')).toBeNull();
    expect(readDashboardMemory(WALLET)?.data.total).toBe(222);
  });

  it('shows the totals, variations, chains, chart and coins with the demo label', async () => {
    setAuth({ token: 't', wallet: WALLET });
    answerDashboard(dashboard())();
    renderWithProviders(<WalletOverview wallet={WALLET} />);
    expect(await screen.findByTestId('wallet-total')).toHaveTextContent('$1.23K');
    expect(screen.getByText('Demo data')).toBeVisible();
    expect(screen.getByText('+$12.5 (+1.02%)')).toBeVisible();
    expect(screen.getByText('-$40 (-3.14%)')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Value by chain' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Wallet value over the last 30 days' })).toBeVisible();
    expect(screen.getByText('Base')).toBeVisible();
    expect(screen.getAllByRole('rowheader')).toHaveLength(2);
  });

  it('shows each coin’s audit score and the alerts on the holdings (issue 11 §3)', async () => {
    setAuth({ token: 't', wallet: WALLET });
    answerDashboard(dashboard())();
    renderWithProviders(<WalletOverview wallet={WALLET} />);
    const ethereum = await screen.findByRole('link', { name: 'Audit score of Ethereum: 82 of 100, high confidence' });
    expect(ethereum).toHaveAttribute('href', '/x-ray/ethereum');
    expect(screen.getByRole('link', { name: 'Audit score of KRYLL: 35 of 100, high confidence' })).toHaveClass('audit-band-poor');
    const panel = screen.getByRole('region', { name: 'Alerts on your holdings' });
    expect(await within(panel).findByRole('button', { name: /Low volume/ })).toBeVisible();
    expect(within(panel).getByTitle('Portfolio audit score: 74 of 100, high confidence')).toHaveClass('audit-band-good');
  });

  it('keeps the wallet when the audits cannot be loaded: the scores say so, the panel offers a retry', async () => {
    setAuth({ token: 't', wallet: WALLET });
    answerDashboard(dashboard(), { broken: true })();
    renderWithProviders(<WalletOverview wallet={WALLET} />);
    const panel = await screen.findByRole('region', { name: 'Alerts on your holdings' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The audits of your coins could not be loaded.');
    expect(screen.getByTestId('wallet-total')).toHaveTextContent('$1.23K');
    expect(screen.getByRole('link', { name: 'Audit score of Ethereum not available' })).toHaveTextContent('…');
  });

  it('says when some portfolios are stale, with the time of their last good data', async () => {
    setAuth({ token: 't', wallet: WALLET });
    answerDashboard(
      dashboard({
        stale: [{ id: '6f1c2a52-8d0e-4a8b-9d8e-0a6c0b1e2f33', syncedAt: '2026-11-20T08:00:00.000Z', error: 'rpc down' }],
      }),
    )();
    renderWithProviders(<WalletOverview wallet={WALLET} />);
    expect(await screen.findByRole('note')).toHaveTextContent(/could not be refreshed: their figures date from Nov 20, 2026/);
  });

  it('names the coins valued at an old price, with its date, and those without any price', async () => {
    setAuth({ token: 't', wallet: WALLET });
    answerDashboard(
      dashboard({
        stalePrices: [
          { cg_id: 'kryll', symbol: 'KRL', priceDate: '2026-11-17' },
          { cg_id: 'tiny', symbol: 'TINY', priceDate: null },
        ],
      }),
    )();
    renderWithProviders(<WalletOverview wallet={WALLET} />);
    const notes = await screen.findAllByRole('note');
    expect(notes.map((note) => note.textContent)).toEqual([
      'Some prices are not current: KRL (Nov 17, 2026) valued at their last known price.',
      'No price yet for TINY: not counted in these figures.',
    ]);
  });

  it('shows the empty state with the call to action for a wallet without coins', async () => {
    setAuth({ token: 't', wallet: WALLET });
    answerDashboard(dashboard({ coins: [], chains: [], total: 0 }))();
    renderWithProviders(<WalletOverview wallet={WALLET} emptyAction={<button type="button">Start buying $KRL</button>} />);
    expect(await screen.findByRole('heading', { name: 'Your wallet is empty' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start buying $KRL' })).toBeVisible();
  });

  it('waits for the first prices rather than call a held but unpriced wallet empty (live mode)', async () => {
    setAuth({ token: 't', wallet: WALLET });
    answerDashboard(dashboard({ coins: [], chains: [], total: 0, demo: false, pricesPending: true }))();
    renderWithProviders(<WalletOverview wallet={WALLET} />);
    expect(await screen.findByText(/Waiting for the first prices/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Your wallet is empty' })).toBeNull();
    expect(screen.getByTestId('wallet-total')).toHaveTextContent('—');
  });

  it('offers a retry when the dashboard cannot be loaded', async () => {
    setAuth({ token: 't', wallet: WALLET });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse({ code: 500, error: 'internal', message: 'boom' }, 500))),
    );
    renderWithProviders(<WalletOverview wallet={WALLET} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your wallet could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
