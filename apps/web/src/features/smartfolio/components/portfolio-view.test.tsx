// The SmartFolio portfolio tab against a stubbed API: list, summary, toggles, add-wallet checks and the spec §8
// messages for each failure, the delete confirmation.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIER_CAP_ERROR, WALLET_ADD_ERROR, type Coin, type Pnl, type Portfolio } from '@k3/shared';
import { setAuth } from '../../../lib/auth';
import { myXray, xrayHolding } from '../../../lib/my-xray-fixtures';
import { notify } from '../../../lib/toast';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { PortfolioView } from './portfolio-view';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const WALLET = '0x1111111111111111111111111111111111111111';
const OTHER = '0x52908400098527886E0F7030069857D2E4169EE7';

function portfolio(fields: Partial<Portfolio> & Pick<Portfolio, 'id' | 'worth'>): Portfolio {
  return {
    kind: 'wallet',
    address: WALLET,
    network: 'evm',
    exchange: null,
    alias: null,
    primary: false,
    verified: fields.primary ?? false,
    chains: ['ethereum'],
    demo: true,
    syncedAt: '2026-11-21T10:00:00.000Z',
    stale: false,
    ...fields,
  };
}

const PORTFOLIOS = [
  portfolio({ id: '00000000-0000-4000-8000-000000000001', worth: 1000, primary: true, verified: true }),
  portfolio({ id: '00000000-0000-4000-8000-000000000002', worth: 250, address: OTHER, alias: 'Cold', stale: true }),
];

const coin = (fields: Partial<Coin> & Pick<Coin, 'cg_id' | 'chain' | 'value'>): Coin => ({
  amount: '1',
  current_price: 1,
  name: fields.cg_id,
  symbol: fields.cg_id,
  image: null,
  rank: 1,
  change24h: null,
  change30d: null,
  news: { count24h: 0, count24hByLang: { en: 0, fr: 0 }, sentiment7d: null },
  ...fields,
});

const DASHBOARD = {
  total: 1250,
  change24h: { abs: 0, pct: 0 },
  change30d: { abs: 50, pct: 4.17 },
  chains: [],
  coins: [
    coin({
      cg_id: 'usdc',
      name: 'USD Coin',
      chain: 'ethereum',
      value: 1000,
      rank: 5,
      news: { count24h: 2, count24hByLang: { en: 2, fr: 0 }, sentiment7d: 0.42 },
    }),
    coin({
      cg_id: 'usdc',
      name: 'USD Coin',
      chain: 'base',
      value: 249.99,
      rank: 5,
      news: { count24h: 2, count24hByLang: { en: 2, fr: 0 }, sentiment7d: 0.42 },
    }),
    coin({ cg_id: 'dust', name: 'Dusty', chain: 'base', value: 0.005, rank: 90 }),
  ],
  evolution: [],
  tier: 'shrimp',
  krl: 800,
  demo: true,
  stale: [],
};

const XRAY = myXray({
  holdings: [xrayHolding({ id: 'usdc', name: 'USD Coin', score: 91 }), xrayHolding({ id: 'dust', name: 'Dusty', score: 10 })],
});

const figures = (costBasis: string, unrealised: string | null) => ({
  costBasis,
  value: unrealised === null ? null : '1250.00',
  unrealised,
  realised: { thisYear: '0.00', lastYear: '0.00', allTime: '0.00' },
  missingProceeds: '0.00',
});

/** The PnL of the two USDC rows (one coin): 1,240.00 paid, 9.99 up. */
const PNL: Pnl = {
  method: 'fifo',
  asOf: '2026-11-28T12:00:00.000Z',
  demo: true,
  transactions: 4,
  total: figures('1240.00', '9.99'),
  holdings: [{ asset: 'usdc', symbol: 'USDC', amount: '1249.99', missingAmount: '0', ...figures('1240.00', '9.99') }],
  accounts: [],
  returns: null,
  unvalued: 0,
  unpriced: [],
  warnings: [],
};

let addWallet: () => Response;
let pnlAnswer: () => Response;
const urlOf = (input: RequestInfo | URL) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

beforeEach(() => {
  setAuth({ token: 't', wallet: WALLET });
  addWallet = () => jsonResponse({ code: 200, data: PORTFOLIOS[1] });
  pnlAnswer = () => jsonResponse({ code: 404, error: 'not_found', message: 'Not found' }, 404);
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => Promise.resolve(answer(urlOf(input), init))),
  );
});

function answer(url: string, init: RequestInit | undefined): Response {
  if (url.includes('/me/portfolios')) return jsonResponse({ code: 200, data: PORTFOLIOS });
  if (url.includes('/me/dashboard')) return jsonResponse({ code: 200, data: DASHBOARD });
  if (url.includes('/me/x-ray')) return jsonResponse({ code: 200, data: XRAY });
  if (url.includes('/me/pnl')) return pnlAnswer();
  if (url.includes('/me/wallets') && init?.method === 'POST') return addWallet();
  if (url.includes('/me/wallets') && init?.method === 'DELETE') return jsonResponse({ code: 200, data: { deleted: 1 } });
  return jsonResponse({ code: 404, error: 'not_found', message: 'Not found' }, 404);
}

afterEach(() => vi.clearAllMocks());

async function openAddWallet() {
  renderWithProviders(<PortfolioView />);
  fireEvent.click(await screen.findByRole('button', { name: 'Add wallet' }));
  return screen.getByRole('dialog', { name: 'Add a wallet' });
}

describe('PortfolioView (spec §2 SmartFolio)', () => {
  it('lists the portfolios, sums the selection, shows the 30-day change and the holdings', async () => {
    renderWithProviders(<PortfolioView />);
    expect(await screen.findByTestId('current-worth')).toHaveTextContent('$1.25K');
    expect(screen.getByTestId('selected-worth')).toHaveTextContent('$1.25K');
    expect(await screen.findByTestId('change-30d')).toHaveTextContent('+$50 (+4.17%)');
    expect(screen.getByText('Sign-in wallet')).toBeVisible();
    expect(screen.getByText(/Not refreshed since/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Delete 0x1111/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Cold' })).toBeVisible();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Include Cold in the selection' }));
    expect(screen.getByTestId('selected-worth')).toHaveTextContent('$1K');
    expect(screen.getByTestId('current-worth')).toHaveTextContent('$1.25K');

    const table = await screen.findByRole('table', { name: 'Your holdings' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(2);
    // The 7-day news sentiment: a word and the signed score, not colour alone.
    expect(within(table).getByRole('columnheader', { name: /Sentiment 7d/ })).toBeVisible();
    expect(within(table).getAllByRole('cell', { name: 'Positive +0.42' })).toHaveLength(2);
    fireEvent.click(screen.getByRole('switch', { name: 'Hide dust' }));
    expect(within(table).getByRole('row', { name: /Dusty/ })).toHaveTextContent(/—$/);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
    fireEvent.click(screen.getByRole('switch', { name: 'Merge chains' }));
    expect(within(table).getAllByRole('rowheader')).toHaveLength(2);
  });

  it('shows each coin’s cost basis and unrealised PnL, per coin once chains are merged (issue 29 §3)', async () => {
    pnlAnswer = () => jsonResponse({ code: 200, data: PNL });
    renderWithProviders(<PortfolioView />);
    const table = await screen.findByRole('table', { name: 'Your holdings' });
    expect(within(table).getByRole('columnheader', { name: /Cost basis/ })).toBeVisible();
    // USDC is held on two chains: its figures are per coin, so each chain's row says why it has none.
    const split = await within(table).findAllByTitle(/USD Coin is held on several chains/);
    expect(split).toHaveLength(4);
    fireEvent.click(screen.getByRole('switch', { name: 'Merge chains' }));
    const usdc = within(table).getByRole('row', { name: /USD Coin/ });
    expect(usdc).toHaveTextContent('$1.24K');
    expect(usdc).toHaveTextContent('▲ +$9.99');
    fireEvent.click(screen.getByRole('switch', { name: 'Hide dust' }));
    expect(within(table).getAllByTitle(/No transaction history of Dusty/)).toHaveLength(2);
  });

  it('shows each holding’s audit score linking to X-Ray, sortable (issue 11 §3)', async () => {
    renderWithProviders(<PortfolioView />);
    const table = await screen.findByRole('table', { name: 'Your holdings' });
    const usdc = await within(table).findAllByRole('link', { name: 'Audit score of USD Coin: 91 of 100, high confidence' });
    expect(usdc).toHaveLength(2);
    expect(usdc[0]).toHaveAttribute('href', '/x-ray/usdc');
    expect(usdc[0]).toHaveClass('audit-band-good');
    fireEvent.click(screen.getByRole('switch', { name: 'Hide dust' }));
    expect(within(table).getByRole('link', { name: 'Audit score of Dusty: 10 of 100, high confidence' })).toHaveClass(
      'audit-band-poor',
    );

    const header = within(table).getByRole('columnheader', { name: /Audit/ });
    fireEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(names()).toEqual(['DustyDUST', 'USD CoinUSDC', 'USD CoinUSDC']);
    fireEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['USD CoinUSDC', 'USD CoinUSDC', 'DustyDUST']);
  });

  it('refuses an unsupported address before sending, with the spec §8 message once, under the field', async () => {
    const dialog = await openAddWallet();
    const address = within(dialog).getByLabelText('Wallet address');
    fireEvent.change(address, { target: { value: 'not-a-wallet' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add wallet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(WALLET_ADD_ERROR);
    // Once (issue 26 §6): under the field it names, not again as a toast.
    expect(within(dialog).getAllByText(WALLET_ADD_ERROR)).toHaveLength(1);
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address.getAttribute('aria-describedby')).toContain(within(dialog).getByRole('alert').id);
    expect(notify.error).not.toHaveBeenCalled();
    expect(vi.mocked(fetch).mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('says an empty address is required, under the field, as the exchange dialog does', async () => {
    const dialog = await openAddWallet();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add wallet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This field is required.');
    expect(within(dialog).queryByText(WALLET_ADD_ERROR)).toBeNull();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('shows the tier cap message when the server refuses the add', async () => {
    addWallet = () => jsonResponse({ code: 409, error: 'tier_cap', message: TIER_CAP_ERROR }, 409);
    const dialog = await openAddWallet();
    fireEvent.change(within(dialog).getByLabelText('Wallet address'), { target: { value: OTHER } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add wallet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TIER_CAP_ERROR);
    expect(notify.error).toHaveBeenCalledWith(TIER_CAP_ERROR);
  });

  it('adds a wallet: toast and the dialog closes', async () => {
    const dialog = await openAddWallet();
    fireEvent.change(within(dialog).getByLabelText('Wallet address'), { target: { value: OTHER } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add wallet' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Wallet information added.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('adds a wallet after a refused address, in the same dialog reopened', async () => {
    const dialog = await openAddWallet();
    fireEvent.change(within(dialog).getByLabelText('Wallet address'), { target: { value: 'not-a-wallet' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add wallet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(WALLET_ADD_ERROR);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add wallet' }));
    const again = screen.getByRole('dialog', { name: 'Add a wallet' });
    expect(within(again).queryByRole('alert')).toBeNull();
    fireEvent.change(within(again).getByLabelText('Wallet address'), { target: { value: OTHER } });
    fireEvent.click(within(again).getByRole('button', { name: 'Add wallet' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Wallet information added.'));
  });

  it('requires the API key and secret of an exchange', async () => {
    renderWithProviders(<PortfolioView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add exchange' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an exchange account' });
    fireEvent.change(within(dialog).getByLabelText('Exchange'), { target: { value: 'okx' } });
    expect(within(dialog).getByLabelText('API passphrase')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add exchange' }));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(3);
    expect(within(dialog).getByLabelText('API key')).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes a wallet after confirmation', async () => {
    renderWithProviders(<PortfolioView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Cold' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this portfolio?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Wallet deleted.'));
    const deleteCall = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(deleteCall ? urlOf(deleteCall[0]) : '').toContain(`/me/wallets/${OTHER}`);
  });

  it('marks which wallets count toward the plan and opens the ownership proof for a watch-only one', async () => {
    const Proof = ({ portfolio, onDone }: { portfolio: Portfolio; onDone: () => void }) => (
      <button type="button" onClick={onDone}>
        proof for {portfolio.alias}
      </button>
    );
    renderWithProviders(<PortfolioView ownershipProof={Proof} />);
    const [primary, cold] = await screen.findAllByTestId('portfolio');
    if (!primary || !cold) throw new Error('two portfolios expected');
    expect(within(primary).getByText('Counts toward your plan')).toBeVisible();
    expect(within(primary).queryByRole('button', { name: 'Prove ownership' })).toBeNull();
    expect(within(cold).getByText('Watch-only')).toBeVisible();

    fireEvent.click(within(cold).getByRole('button', { name: 'Prove ownership' }));
    const dialog = screen.getByRole('dialog', { name: 'Prove this wallet is yours' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'proof for Cold' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Prove this wallet is yours' })).toBeNull());
  });

  it('offers no ownership action where no proof flow is given', async () => {
    renderWithProviders(<PortfolioView />);
    expect(await screen.findByText('Watch-only')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Prove ownership' })).toBeNull();
  });
});
