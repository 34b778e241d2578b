// The X-Ray home against a stubbed API (issue 11 §3): the debounced search and its results, the category filter and
// reset (kept in the address), the three lists, and the favorites — a visitor's connect prompt, a user's list and
// "Customize favorites" (add, reorder, remove, save with PUT).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setAuth } from '../../../lib/auth';
import { renderWithProviders } from '../../../testing/render';
import { BITCOIN, ETHEREUM, KRYLL } from '../testing/fixtures';
import { stubXrayApi } from '../testing/xray-api';
import { XrayHome } from './xray-home';
import { loadXrayTexts } from '../../../lib/xray-texts';

// X-Ray's texts (a lazy namespace) come with the route (app/router.tsx).
beforeAll(async () => {
  await loadXrayTexts();
});

const WALLET = '0x1111111111111111111111111111111111111111';

function renderHome(path = '/x-ray') {
  const onConnect = vi.fn();
  const view = renderWithProviders(null, { path, routes: [{ path: '/x-ray', element: <XrayHome onConnect={onConnect} /> }] });
  return { ...view, onConnect };
}

const results = () => screen.queryByRole('list', { name: 'Search results' });
const resultNames = () =>
  within(results() ?? document.createElement('ul'))
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('XrayHome search', () => {
  it('searches once the typing pauses and lists each project’s parts', async () => {
    const api = stubXrayApi();
    const { router } = renderHome();
    const box = screen.getByRole('searchbox', { name: 'Search a project' });
    fireEvent.change(box, { target: { value: 'b' } });
    fireEvent.change(box, { target: { value: 'Bî' } });
    fireEvent.change(box, { target: { value: 'BÎTC' } });
    await waitFor(() => expect(resultNames()).toEqual(['Bitcoin']));
    // One request for the pause, with the words as typed: accents and case are the server's business.
    const searches = api.callsTo('/api/x-ray/projects');
    expect(searches).toHaveLength(1);
    expect(searches[0]?.url.searchParams.get('search')).toBe('BÎTC');
    expect(router.state.location.search).toBe('?search=B%C3%8ETC');
    expect(screen.getByText('Projects found: 1')).toBeVisible();

    const row = within(results()!).getAllByRole('listitem')[0]!;
    expect(within(row).getByRole('link', { name: 'Bitcoin' })).toHaveAttribute('href', '/x-ray/bitcoin');
    expect(within(row).getByText('BTC')).toBeVisible();
    expect(within(row).getByText('$65.43K')).toBeVisible();
    expect(within(row).getByText('+2.5%')).toHaveClass('trend-up');
    expect(within(row).getByText('Score 82 out of 100, high confidence')).toBeInTheDocument();
    expect(within(row).getByText('High')).toBeVisible();
    expect(within(row).getByText('Trending')).toBeVisible();
  });

  it('filters on a category, and Reset clears the search, the filter and the address', async () => {
    const api = stubXrayApi();
    const { router } = renderHome();
    const category = screen.getByRole('combobox', { name: 'Category' });
    await screen.findByRole('option', { name: 'Layer 1 (L1) (3)' });
    fireEvent.change(category, { target: { value: 'layer-1' } });
    await waitFor(() => expect(resultNames()).toEqual(['Bitcoin', 'Ethereum', 'Solana']));
    expect(api.callsTo('/api/x-ray/projects').at(-1)?.url.searchParams.get('category')).toBe('layer-1');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search a project' }), { target: { value: 'eth' } });
    await waitFor(() => expect(resultNames()).toEqual(['Ethereum']));
    expect(router.state.location.search).toBe('?category=layer-1&search=eth');

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('searchbox', { name: 'Search a project' })).toHaveValue('');
    expect(category).toHaveValue('');
    expect(results()).toBeNull();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('starts from the search kept in the address and says when nothing matches', async () => {
    stubXrayApi();
    renderHome('/x-ray?search=zzz');
    expect(screen.getByRole('searchbox', { name: 'Search a project' })).toHaveValue('zzz');
    expect(await screen.findByRole('heading', { name: 'No project matches this search' })).toBeVisible();
  });
});

describe('XrayHome lists', () => {
  it('shows the head of the three lists with a link to each whole list', async () => {
    stubXrayApi();
    renderHome();
    for (const [title, type, first] of [
      ['Top Winners 24h', 'winners', 'Solana'],
      ['Top Losers 24h', 'losers', 'KRYLL'],
      ['Last Audited Projects', 'audited', 'Bitcoin'],
    ] as const) {
      const list = screen.getByRole('region', { name: title });
      await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(first));
      expect(within(list).getByRole('link', { name: `See all: ${title}` })).toHaveAttribute('href', `/x-ray/tops/${type}`);
    }
  });
});

describe('XrayHome favorites', () => {
  it('asks a visitor to connect, without calling the favorites API', async () => {
    const api = stubXrayApi();
    const { onConnect } = renderHome();
    const favorites = screen.getByRole('region', { name: 'Favorites' });
    expect(within(favorites).getByText(/Connect your wallet to choose up to 20 favorite projects/)).toBeVisible();
    fireEvent.click(within(favorites).getByRole('button', { name: 'Connect' }));
    expect(onConnect).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Customize favorites' })).toBeNull();
    await screen.findAllByText('Solana');
    expect(api.callsTo('/api/me/favorites')).toHaveLength(0);
  });

  it('lists the user’s favorites in their order', async () => {
    setAuth({ token: 'token', wallet: WALLET });
    const api = stubXrayApi({ favorites: ['kryll', 'bitcoin'] });
    renderHome();
    const list = await screen.findByRole('list', { name: 'Favorites' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['KRYLL', 'Bitcoin']),
    );
    expect(api.callsTo('/api/me/favorites')[0]?.authorization).toBe('Bearer token');
  });

  it('customizes the favorites: add from a search, reorder, remove, save', async () => {
    setAuth({ token: 'token', wallet: WALLET });
    const api = stubXrayApi({ favorites: ['kryll', 'bitcoin'] });
    renderHome();
    await screen.findByRole('list', { name: 'Favorites' });
    fireEvent.click(screen.getByRole('button', { name: 'Customize favorites' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customize favorites' });
    expect(within(dialog).getByText('Your favorites (2 of 20)')).toBeVisible();

    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Add a project' }), { target: { value: 'eth' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: `Add ${ETHEREUM.name}` }));
    expect(within(dialog).getByText('Your favorites (3 of 20)')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'In favorites' })).toBeDisabled();

    fireEvent.click(within(dialog).getByRole('button', { name: `Move ${ETHEREUM.name} up` }));
    fireEvent.click(within(dialog).getByRole('button', { name: `Remove ${KRYLL.name}` }));
    expect(within(dialog).getByRole('button', { name: `Move ${ETHEREUM.name} up` })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: `Move ${BITCOIN.name} down` })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save favorites' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('/api/me/favorites', 'PUT')[0]?.body).toEqual({ ids: ['ethereum', 'bitcoin'] });
    const list = screen.getByRole('list', { name: 'Favorites' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Ethereum', 'Bitcoin']),
    );
  });

  it('stops adding at 20 favorites and leaves them unchanged on Cancel', async () => {
    setAuth({ token: 'token', wallet: WALLET });
    const twenty = Array.from({ length: 20 }, (_, index) => `coin-${index}`);
    const api = stubXrayApi({ favorites: twenty });
    renderHome();
    await screen.findByRole('list', { name: 'Favorites' });
    fireEvent.click(screen.getByRole('button', { name: 'Customize favorites' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customize favorites' });
    expect(within(dialog).getByText(/You have 20 favorites, the most you can keep/)).toBeVisible();
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Add a project' }), { target: { value: 'sol' } });
    expect(await within(dialog).findByRole('button', { name: 'Add Solana' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('/api/me/favorites', 'PUT')).toHaveLength(0);
  });

  it('keeps the dialog open and says why when the save fails', async () => {
    setAuth({ token: 'token', wallet: WALLET });
    stubXrayApi({
      favorites: ['bitcoin'],
      override: (call) =>
        call.method === 'PUT'
          ? new Response(JSON.stringify({ code: 400, error: 'validation_error', message: 'ids must hold project ids' }), {
              status: 400,
            })
          : undefined,
    });
    renderHome();
    await screen.findByRole('list', { name: 'Favorites' });
    fireEvent.click(screen.getByRole('button', { name: 'Customize favorites' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customize favorites' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save favorites' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('ids must hold project ids');
  });
});
