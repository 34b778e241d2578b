// SmartFolio's PnL tab against a stubbed API (issue 29 §3): totals and holdings with signs, "—" without a price, the
// missing-history note, the returns' incomplete marker, the demo label, the method change, Explain, and the CSV
// import's preview, ambiguous header, error report and failures.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PORTFOLIO_GENERIC_ERROR, type CsvImportReport, type Pnl, type PnlExplain } from '@k3/shared';
import { setAuth } from '../../../../lib/auth';
import { loadPnlTexts } from '../../../../lib/pnl-texts';
import { jsonResponse, renderWithProviders } from '../../../../testing/render';
import { PnlView } from './pnl-view';

vi.mock('../../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const figures = (costBasis: string, value: string | null, unrealised: string | null, allTime: string) => ({
  costBasis,
  value,
  unrealised,
  realised: { thisYear: allTime, lastYear: '0.00', allTime },
  missingProceeds: '0.00',
});
const period = (rate: number | null, gain: string, complete = true) => ({
  start: '2024-01-05T09:30:00.000Z',
  gain,
  rate,
  complete,
});

const PNL: Pnl = {
  method: 'fifo',
  asOf: '2026-11-28T12:00:00.000Z',
  demo: true,
  transactions: 6,
  total: { ...figures('1500.00', null, null, '-250.50'), missingProceeds: '40.00' },
  holdings: [
    { asset: 'bitcoin', symbol: 'BTC', amount: '0.2500', missingAmount: '0', ...figures('1000.00', '1500.00', '500.00', '0.00') },
    {
      asset: 'ZZTEST',
      symbol: 'ZZTEST',
      amount: '10',
      missingAmount: '0.5',
      ...figures('500.00', null, null, '-250.50'),
      missingProceeds: '40.00',
    },
  ],
  accounts: [{ account: 'import:k3', label: 'K3 CSV (imported)', ...figures('1500.00', null, null, '-250.50') }],
  returns: {
    today: period(0, '0.00'),
    '7d': period(0.1, '150.00'),
    '30d': period(-0.05, '-80.00'),
    ytd: period(null, '0.00'),
    '1y': period(0.2, '300.00', false),
    all: period(0.3, '450.00'),
  },
  unvalued: 0,
  unpriced: ['ZZTEST'],
  warnings: [],
};

const EXPLAIN: PnlExplain = {
  asset: 'ZZTEST',
  symbol: 'ZZTEST',
  method: 'fifo',
  disposals: [
    {
      time: '2025-03-01T10:00:00.000Z',
      account: 'import:k3',
      reason: 'sell',
      amount: '5',
      proceeds: '249.50',
      cost: '500.00',
      gain: '-250.50',
      lots: [{ acquiredAt: '2024-01-05T09:30:00.000Z', amount: '5', unitCost: '100', cost: '500.00' }],
      missing: { amount: '0.5', proceeds: '40.00' },
    },
  ],
};

const report = (fields: Partial<CsvImportReport> = {}): CsvImportReport => ({
  format: 'binance-deposits',
  account: 'import:binance',
  rows: 2,
  duplicates: 0,
  imported: 0,
  errors: [{ row: 4, field: 'Amount', reason: 'not a decimal number: "1e5"' }],
  skipped: [],
  unknownAssets: [],
  sample: [],
  ...fields,
});

const calls: { url: string; method: string; body: unknown }[] = [];
let importAnswer: (body: { format?: string; preview: boolean }) => Response;

beforeAll(async () => {
  await loadPnlTexts();
});

const syncState = (status: 'idle' | 'done', finishedAt: string | null, stored: number) => ({
  portfolioId: '00000000-0000-4000-8000-000000000001',
  status,
  stored,
  startedAt: finishedAt,
  finishedAt,
  error: null,
});
let syncAnswer: (method: string) => ReturnType<typeof syncState>[];
let pnlAnswer: Pnl;

beforeEach(() => {
  calls.length = 0;
  syncAnswer = () => [];
  pnlAnswer = PNL;
  setAuth({ token: 't', wallet: '0x1111111111111111111111111111111111111111' });
  importAnswer = () => jsonResponse({ code: 200, data: report() });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ url, method, body });
      if (url.includes('/me/pnl/method')) return Promise.resolve(jsonResponse({ code: 200, data: body }));
      if (url.includes('/me/pnl/explain')) return Promise.resolve(jsonResponse({ code: 200, data: EXPLAIN }));
      if (url.includes('/me/pnl')) return Promise.resolve(jsonResponse({ code: 200, data: pnlAnswer }));
      if (url.includes('/me/transactions/sync')) return Promise.resolve(jsonResponse({ code: 200, data: syncAnswer(method) }));
      if (url.includes('/me/transactions/import'))
        return Promise.resolve(importAnswer(body as { format?: string; preview: boolean }));
      return Promise.resolve(jsonResponse({ code: 404, error: 'not_found', message: 'Not found' }, 404));
    }),
  );
});

describe('PnlView (issue 29 §3)', () => {
  it('shows the totals and holdings with signs, "—" without a price, missing history, returns and the demo label', async () => {
    renderWithProviders(<PnlView />);
    expect(await screen.findByTestId('pnl-total-costBasis')).toHaveTextContent('$1,500.00');
    expect(screen.getByTestId('pnl-total-value')).toHaveTextContent('No price');
    expect(screen.getByTestId('pnl-total-realisedAllTime')).toHaveTextContent('-$250.50');
    expect(screen.getByText('Demo data')).toBeVisible();

    const btc = screen.getByRole('row', { name: /BTC/ });
    expect(btc).toHaveTextContent('0.25');
    expect(within(btc).getByText('+$500.00')).toHaveClass('pnl-gain', 'trend-up');
    const zz = screen.getByRole('row', { name: /ZZTEST/ });
    expect(within(zz).getByText('-$250.50')).toHaveClass('trend-down');
    expect(within(zz).getAllByText('No price')).toHaveLength(2);
    expect(within(zz).getByRole('link', { name: 'Missing history' })).toHaveAttribute('href', '#pnl-missing-history');
    expect(screen.getByText(/0\.5 ZZTEST without known purchases; \$40\.00 of proceeds/)).toBeVisible();

    expect(screen.getByTestId('pnl-return-7d')).toHaveTextContent('+10%');
    expect(screen.getByTestId('pnl-return-30d')).toHaveTextContent('-5%');
    expect(screen.getByTestId('pnl-return-ytd')).toHaveTextContent('nothing was invested');
    expect(screen.getByTestId('pnl-return-1y')).toHaveTextContent('incomplete');
    expect(screen.getByTestId('pnl-return-all')).not.toHaveTextContent('incomplete');
    expect(screen.getByRole('row', { name: /K3 CSV \(imported\)/ })).toBeVisible();
  });

  it('words the computation notes by their code, the English detail as their title', async () => {
    const note = (code: Pnl['warnings'][number]['code'], rest: Partial<Pnl['warnings'][number]>) => ({
      code,
      subject: null,
      problem: null,
      count: null,
      text: `${code} in English`,
      ...rest,
    });
    pnlAnswer = {
      ...PNL,
      warnings: [
        note('transfer-unpaired', { subject: 'g2', problem: 'amounts-differ' }),
        note('fee-unattached', { subject: 'csv:7' }),
        note('transaction-left-out', { subject: 'csv:9' }),
        note('fees-unvalued', { count: 3 }),
      ],
    };
    renderWithProviders(<PnlView />);
    fireEvent.click(await screen.findByText('Notes from the computation (4)'));
    expect(
      screen.getByText(
        'Transfer g2: its two sides could not be paired (the amounts differ: give the difference as the send side’s fee); they count as a send and a receive.',
      ),
    ).toHaveAttribute('title', 'transfer-unpaired in English');
    expect(screen.getByText('csv:7: nothing was moved, so its fee is attached to nothing.')).toBeVisible();
    expect(screen.getByText('csv:9 was left out: the cost basis cannot take it.')).toBeVisible();
    expect(screen.getByText('3 fees in an asset without a price were counted at no value.')).toBeVisible();
  });

  it('saves a new method and reads the figures again', async () => {
    renderWithProviders(<PnlView />);
    const select = await screen.findByLabelText('Cost-basis method');
    const before = calls.filter((call) => call.url.endsWith('/me/pnl')).length;
    fireEvent.change(select, { target: { value: 'lifo' } });
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ method: 'lifo' });
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/me/pnl')).length).toBeGreaterThan(before));
  });

  it('reads the figures again when a history read ends, even one too short to be seen running', async () => {
    let posted = false;
    syncAnswer = (method) => {
      if (method === 'POST') posted = true;
      return posted && method === 'GET' ? [syncState('done', '2026-11-28T12:00:05.000Z', 42)] : [syncState('idle', null, 0)];
    };
    renderWithProviders(<PnlView />);
    const button = await screen.findByRole('button', { name: 'Read history now' });
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/me/transactions/sync'))).toBe(true));
    const before = calls.filter((call) => call.url.endsWith('/me/pnl')).length;
    fireEvent.click(button);
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/me/pnl')).length).toBeGreaterThan(before));
  });

  it('explains a holding: each disposal with the lots it used and its missing part', async () => {
    renderWithProviders(<PnlView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Explain the realised PnL of ZZTEST' }));
    const dialog = screen.getByRole('dialog', { name: 'How the realised PnL of ZZTEST is computed' });
    const disposal = await within(dialog).findByTestId('pnl-disposal');
    expect(disposal).toHaveTextContent('Sold 5 ZZTEST');
    expect(within(disposal).getByTestId('pnl-disposal-gain')).toHaveTextContent('-$250.50');
    expect(within(disposal).getByTestId('pnl-lot')).toHaveTextContent('5$100.00$500.00');
    expect(disposal).toHaveTextContent('Missing history: 0.5 ZZTEST had no known purchase');
    expect(calls.some((call) => call.url.includes('/me/pnl/explain?asset=ZZTEST'))).toBe(true);
  });
});

async function openImport() {
  renderWithProviders(<PnlView />);
  fireEvent.click(await screen.findByRole('button', { name: 'Import a CSV' }));
  const dialog = screen.getByRole('dialog', { name: "Import an exchange's CSV export" });
  const file = new File(['Date(UTC),Coin,Amount,TransactionFee,Address,TXID,Status\n'], 'binance.csv', { type: 'text/csv' });
  fireEvent.change(within(dialog).getByLabelText('CSV file'), { target: { files: [file] } });
  // The file is read asynchronously; Preview sends it once read.
  expect(await within(dialog).findByText('binance.csv is read and ready for the preview.')).toBeVisible();
  return dialog;
}

describe('CSV import (issue 29 §1)', () => {
  it('asks deposits or withdrawals on an ambiguous header, previews with the choice, then imports', async () => {
    importAnswer = ({ format, preview }) =>
      format === undefined
        ? jsonResponse(
            { code: 400, error: 'invalid_csv', message: 'csv: ambiguous format: the header (line 1) fits both …' },
            400,
          )
        : jsonResponse({ code: 200, data: report({ imported: preview ? 0 : 2 }) });
    const dialog = await openImport();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByRole('group', { name: /deposit and its withdrawal history/ })).toBeVisible();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Binance deposit history' }));
    const errors = await within(dialog).findByTestId('pnl-import-errors');
    expect(errors).toHaveTextContent('4Amountnot a decimal number: "1e5"');
    expect(within(dialog).getByTestId('pnl-import-count-new')).toHaveTextContent('2');
    expect(calls.filter((call) => call.url.includes('/import')).at(-1)?.body).toMatchObject({
      format: 'binance-deposits',
      preview: true,
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Import 2 new rows' }));
    expect(await within(dialog).findByTestId('pnl-import-result')).toHaveTextContent('Transactions imported: 2.');
    expect(calls.filter((call) => call.url.includes('/import')).at(-1)?.body).toMatchObject({
      format: 'binance-deposits',
      preview: false,
    });
  });

  it('shows the generic SmartFolio message when the preview fails unexpectedly', async () => {
    importAnswer = () => jsonResponse({ code: 500, error: 'internal', message: 'boom' }, 500);
    const dialog = await openImport();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PORTFOLIO_GENERIC_ERROR);
  });
});
