import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setAuth } from '../lib/auth';
import { jsonResponse, renderWithProviders } from '../testing/render';
import { AppProvider } from './provider';
import { AppRouter, createRoutes } from './router';

function renderPath(path: string) {
  // The layout asks /api/health for the demo badge.
  vi.stubGlobal(
    'fetch',
    vi
      .fn<typeof fetch>()
      .mockResolvedValue(jsonResponse({ code: 200, data: { status: 'ok', db: 'pglite', version: '0.1.0', demo: true } })),
  );
  return renderWithProviders(null, { path, routes: createRoutes() });
}

const h1 = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('routes of spec §2', () => {
  it.each([
    ['/', 'Dashboard'],
    ['/dashboard', 'Dashboard'],
    ['/dashboard/watchlist', 'Dashboard'],
    ['/smartfolio', 'SmartFolio'],
    ['/smartfolio/nft', 'SmartFolio'],
    ['/news', 'News hub'],
    ['/news/0123456789abcdef01234567', 'News story'],
    ['/news/not-a-story', 'Story not found'],
    ['/gem-detector', 'Gem Detector'],
    ['/harpoon', 'Harpoon'],
    ['/x-ray', 'X-Ray'],
    ['/xray', 'X-Ray'],
    ['/x-ray/bitcoin', 'X-Ray: bitcoin'],
    ['/xray/bitcoin', 'X-Ray: bitcoin'],
    ['/x-ray/tops/winners', 'Top Winners 24h'],
    ['/x-ray/tops/losers', 'Top Losers 24h'],
    ['/x-ray/tops/audited', 'Last Audited Projects'],
    ['/rewards', 'Rewards'],
    ['/rewards/quests', 'Rewards'],
    ['/rewards/ranking', 'Rewards'],
    ['/account', 'Account'],
    ['/notifications', 'Notifications'],
    ['/votes', 'Votes'],
    ['/votes/current', 'Votes'],
    ['/votes/past', 'Votes'],
    ['/pricing', 'Pricing'],
    ['/qauth/ABCDEFGHIJKLMN', 'Log in with a code'],
    ['/chat/some/shared/path', 'Dashboard'],
    ['/no-such-page', 'Page not found'],
    ['/x-ray/tops/unknown', 'Page not found'],
  ])('%s renders "%s"', async (path, title) => {
    renderPath(path);
    // A page may swap its loading header for the loaded one (same text, new element): ask again until it holds.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument());
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('selects the tab of the route', async () => {
    // The current polls: none open.
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input) =>
        Promise.resolve(
          typeof input === 'string' && input.includes('/api/polls')
            ? jsonResponse({ code: 200, data: { polls: [] } })
            : jsonResponse({ code: 200, data: { status: 'ok', db: 'pglite', version: '0.1.0', demo: true } }),
        ),
      ),
    );
    renderWithProviders(null, { path: '/votes', routes: createRoutes() });
    await h1('Votes');
    expect(screen.getByRole('tab', { name: 'Current Poll' })).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByText('No poll is available for the moment, please check back later.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows the watchlist as coming soon and the login frame to visitors', async () => {
    renderPath('/dashboard/watchlist');
    expect(await screen.findByRole('heading', { name: 'Coming soon' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Watchlist' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the login frame instead of the wallet to visitors, and the wallet frame once signed in', async () => {
    const { unmount } = renderPath('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Connect your wallet' })).toBeInTheDocument();
    unmount();

    setAuth({ token: 't', wallet: '0x464ebe77c293e473b48cfe96ddcf88fcf7bfdac0' });
    renderPath('/dashboard');
    expect(await screen.findByText('0x464e…dac0')).toBeInTheDocument();
  });

  it('renders the chat frame over the dashboard on /chat routes', async () => {
    renderPath('/chat');
    expect(await screen.findByRole('region', { name: 'Agent K' })).toBeInTheDocument();
    // A visitor may ask about K3 itself (issue 26 §4): the prompt box is open before signing in.
    expect(screen.getByLabelText('Message Agent K')).toBeEnabled();
    expect(screen.getByText(/Its answers are not financial advice/)).toBeInTheDocument();
  });

  it('marks the teaser pages as mock', async () => {
    renderPath('/harpoon');
    await h1('Harpoon');
    expect(screen.getByText('Mock')).toBeInTheDocument();
  });

  it('sets the page title and social tags from the translations', async () => {
    renderPath('/pricing');
    await h1('Pricing');
    await waitFor(() => expect(document.title).toBe('Pricing · K3'));
    const content = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;
    expect(content('meta[name="description"]')).toMatch(/Free, Shrimp, Lobster and Kokonut Krab/);
    expect(content('meta[property="og:title"]')).toBe('Pricing · K3');
    expect(content('meta[name="twitter:description"]')).toBe(content('meta[name="description"]'));
    expect(content('meta[name="twitter:card"]')).toBe('summary');
  });

  it('routes the address bar in the app (declarative router): the page of the URL, then the page of a link', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(jsonResponse({ code: 200, data: { status: 'ok', db: 'pglite', version: '0.1.0', demo: true } })),
    );
    window.history.pushState(null, '', '/pricing');
    const user = userEvent.setup();
    render(
      <AppProvider>
        <AppRouter />
      </AppProvider>,
    );
    await h1('Pricing');
    await user.click(screen.getByRole('link', { name: 'News' }));
    await h1('News hub');
    expect(window.location.pathname).toBe('/news');
    window.history.pushState(null, '', '/');
  });
});
