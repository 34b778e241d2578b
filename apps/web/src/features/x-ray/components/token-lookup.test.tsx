// A token audited by its address against a stubbed API (issue 30 §1): the search's panel for an EVM address and a
// Solana mint (never for words), its chains by kind, a visitor's connect, no chain configured, the audit opened at the
// id the API answers, the server's refusals (a 400's reason in the reader's language, else its message; a 402 with the
// plans); and the audit page's notice for such a token (chain, whole address, copy), with its empty "You may also like"
// and price chart.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setAuth } from '../../../lib/auth';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { loadXrayTexts } from '../../../lib/xray-texts';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { fail, ok, stubXrayApi } from '../testing/xray-api';
import { tokenDetail } from '../testing/fixtures';
import { ProjectDetail } from './project-detail';
import { XrayHome } from './xray-home';

// jsdom has no canvas: the chart library draws nothing here (its charts are tested in audit-charts.test.tsx).
vi.mock('lightweight-charts', () => {
  const scale = { applyOptions: () => undefined };
  const series = { setData: () => undefined, priceScale: () => scale };
  const chart = {
    addSeries: () => series,
    priceScale: () => scale,
    timeScale: () => ({ fitContent: () => undefined }),
    subscribeCrosshairMove: () => undefined,
    remove: () => undefined,
  };
  return { createChart: () => chart, ColorType: {}, CrosshairMode: {}, LineType: {}, TickMarkType: {} };
});

beforeAll(async () => {
  await loadXrayTexts();
});

const WALLET = '0x1111111111111111111111111111111111111111';
const EVM_TOKEN = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const SOLANA_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const PANEL = 'Audit this token by its address';

const signIn = () => setAuth({ token: 'token', wallet: WALLET });

function renderHome(path = '/x-ray') {
  const onConnect = vi.fn();
  const view = renderWithProviders(null, {
    path,
    routes: [
      { path: '/x-ray', element: <XrayHome onConnect={onConnect} /> },
      { path: '/x-ray/:id', element: <p>Audit page</p> },
      { path: '/pricing', element: <p>Pricing</p> },
    ],
  });
  return { ...view, onConnect };
}

const type = (value: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search a project' }), { target: { value } });
const panel = () => screen.getByRole('region', { name: PANEL });
const chainOptions = () =>
  within(within(panel()).getByRole('combobox', { name: 'Chain' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('Search: audit a token by its address', () => {
  it('offers the EVM chains for a 0x address, the first one chosen', async () => {
    signIn();
    stubXrayApi();
    renderHome();
    type(EVM_TOKEN);
    expect(await screen.findByRole('combobox', { name: 'Chain' })).toHaveValue('base');
    expect(chainOptions()).toEqual(['Base', 'Ethereum']);
    expect(within(panel()).getByRole('button', { name: 'Audit' })).toBeEnabled();
  });

  it("opens on the chain a link names (SmartFolio's wallet tokens link with ?search=&chain=)", async () => {
    signIn();
    stubXrayApi();
    renderHome(`/x-ray?search=${EVM_TOKEN}&chain=ethereum`);
    expect(await screen.findByRole('combobox', { name: 'Chain' })).toHaveValue('ethereum');
    expect(screen.getByRole('searchbox', { name: 'Search a project' })).toHaveValue(EVM_TOKEN);
  });

  it('offers Solana for a mint', async () => {
    signIn();
    stubXrayApi();
    renderHome();
    type(` ${SOLANA_MINT} `);
    expect(await screen.findByRole('combobox', { name: 'Chain' })).toHaveValue('solana');
    expect(chainOptions()).toEqual(['Solana']);
  });

  it('stays away for words, without asking for the chains', async () => {
    signIn();
    const api = stubXrayApi();
    renderHome();
    type('bitcoin');
    await screen.findByRole('list', { name: 'Search results' });
    expect(screen.queryByRole('region', { name: PANEL })).toBeNull();
    expect(api.callsTo('/api/x-ray/tokens/chains')).toHaveLength(0);
  });

  it('asks a visitor to connect', async () => {
    stubXrayApi();
    const { onConnect } = renderHome();
    type(EVM_TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'Connect to audit by address' }));
    expect(onConnect).toHaveBeenCalledOnce();
    expect(screen.queryByRole('combobox', { name: 'Chain' })).toBeNull();
  });

  it('says an RPC is needed when no chain of that kind is configured', async () => {
    signIn();
    stubXrayApi({ tokenChains: [{ id: 'ethereum', name: 'Ethereum', kind: 'evm' }] });
    renderHome();
    type(SOLANA_MINT);
    expect(await within(panel()).findByText('Auditing by address needs an RPC for the chain (live mode).')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Audit' })).toBeNull();
  });

  it('reads the token on the chosen chain and opens the audit at the id answered', async () => {
    signIn();
    let answer: (response: Response) => void = () => undefined;
    const api = stubXrayApi({
      override: (call) => (call.method === 'POST' ? new Promise<Response>((resolve) => (answer = resolve)) : undefined),
    });
    const { router } = renderHome();
    type(EVM_TOKEN);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Chain' }), { target: { value: 'ethereum' } });
    fireEvent.click(screen.getByRole('button', { name: 'Audit' }));

    expect(await within(panel()).findByRole('status')).toHaveTextContent('Reading the chain…');
    expect(screen.getByRole('button', { name: 'Audit' })).toBeDisabled();
    const [post] = api.callsTo('/api/x-ray/tokens', 'POST');
    expect(post?.body).toEqual({ chain: 'ethereum', address: EVM_TOKEN });
    expect(post?.authorization).toBe('Bearer token');

    answer(ok(tokenDetail({ chain: 'ethereum', address: EVM_TOKEN })));
    await screen.findByText('Audit page');
    expect(router.state.location.pathname).toBe(`/x-ray/${encodeURIComponent(`ethereum:${EVM_TOKEN}`)}`);
  });

  it('shows the server’s reason when the address is refused', async () => {
    signIn();
    stubXrayApi({
      override: (call) =>
        call.method === 'POST'
          ? fail(400, 'validation_error', 'address: the EIP-55 checksum does not match — check for a typo')
          : undefined,
    });
    renderHome();
    type(EVM_TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'Audit' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      'address: the EIP-55 checksum does not match — check for a typo',
    );
    expect(screen.getByRole('button', { name: 'Audit' })).toBeEnabled();
    expect(within(panel()).getByRole('status')).toHaveTextContent('');
  });

  it('words a refusal from its reason in the reader’s language', async () => {
    signIn();
    stubXrayApi({
      override: (call) =>
        call.method === 'POST'
          ? jsonResponse(
              {
                code: 400,
                error: 'validation_error',
                message: 'address: no contract at this address on Base (a wallet, or another chain?)',
                field: 'address',
                reason: 'no_contract',
                params: { chain: 'Base' },
              },
              400,
            )
          : undefined,
    });
    await act(() => i18n.changeLanguage('fr'));
    await loadXrayTexts();
    renderHome();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: EVM_TOKEN } });
    fireEvent.click(await screen.findByRole('button', { name: 'Auditer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Aucun contrat à cette adresse sur Base : est-ce un wallet, ou une autre chaîne ?',
    );
  });

  it('links a plan without X-Ray to the plans', async () => {
    signIn();
    stubXrayApi({
      override: (call) =>
        call.method === 'POST' ? fail(402, 'plan_required', 'X-Ray needs the Shrimp plan or above') : undefined,
    });
    renderHome();
    type(EVM_TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'Audit' }));
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent('X-Ray needs the Shrimp plan or above');
    expect(within(alert).getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
  });
});

describe('Audit of a token by its address', () => {
  it('opens the search, address typed and chain chosen, for a token nobody audited yet (a watch notification link)', async () => {
    signIn();
    const id = `ethereum:${EVM_TOKEN}`;
    stubXrayApi({
      override: ({ url }) =>
        url.pathname === `/api/x-ray/projects/${encodeURIComponent(id)}`
          ? fail(404, 'project_not_found', 'Project not found')
          : undefined,
    });
    renderWithProviders(null, {
      path: `/x-ray/${encodeURIComponent(id)}`,
      routes: [
        { path: '/x-ray/:id', element: <ProjectDetail id={id} onConnect={vi.fn()} /> },
        { path: '/x-ray', element: <XrayHome onConnect={vi.fn()} /> },
      ],
    });
    expect(await screen.findByRole('combobox', { name: 'Chain' })).toHaveValue('ethereum');
    expect(screen.getByRole('searchbox', { name: 'Search a project' })).toHaveValue(EVM_TOKEN);
    expect(screen.queryByText('Project not found')).toBeNull();
  });

  it('says it is not in the catalogue, names the chain and shows the whole address to copy', async () => {
    signIn();
    const id = `ethereum:${EVM_TOKEN}`;
    const api = stubXrayApi();
    renderWithProviders(null, {
      path: `/x-ray/${encodeURIComponent(id)}`,
      routes: [{ path: '/x-ray/:id', element: <ProjectDetail id={id} onConnect={vi.fn()} /> }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fresh Token FRESH' })).toBeVisible();
    expect(api.callsTo(`/api/x-ray/projects/${encodeURIComponent(id)}`)).toHaveLength(1);

    const notice = screen.getAllByRole('note').find((note) => note.textContent?.includes('Audited by its address'))!;
    expect(notice.firstElementChild).toHaveTextContent(
      "Audited by its address: this token is not in K3's catalogue. Market and social data: not checked.",
    );
    await waitFor(() => expect(within(notice).getByText('Ethereum')).toBeVisible());
    expect(within(notice).getByText(EVM_TOKEN, { selector: 'code' })).toBeVisible();
    expect(screen.queryByText(/^Rank #/)).toBeNull();

    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const success = vi.spyOn(notify, 'success').mockReturnValue('copied');
    await user.click(within(notice).getByRole('button', { name: 'Copy Address' }));
    expect(writeText).toHaveBeenCalledWith(EVM_TOKEN);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Copied to the clipboard'));

    // Nothing similar and no price series for such an id: the parts say so rather than break.
    expect(await screen.findByText('No similar project found.')).toBeVisible();
    expect(await screen.findByText('No price is stored for this range yet.')).toBeVisible();
  });

  it('shows no notice for a catalogue project', async () => {
    stubXrayApi();
    renderWithProviders(null, {
      path: '/x-ray/kryll',
      routes: [{ path: '/x-ray/:id', element: <ProjectDetail id="kryll" onConnect={vi.fn()} /> }],
    });
    await screen.findByRole('heading', { level: 1, name: 'KRYLL KRL' });
    expect(screen.queryByText(/Audited by its address/)).toBeNull();
    expect(screen.getByText('Rank #900')).toBeVisible();
  });
});
