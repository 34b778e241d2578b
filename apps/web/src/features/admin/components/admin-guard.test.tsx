// Who gets the console (spec §7: a 403 logs the user out, so a non-admin must never call /api/admin): a signed-in
// user whose /me says isAdmin false sees "Admins only", keeps the session, and no admin request leaves the page; an
// admin gets the console's sections and the sidebar entry.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRoutes } from '../../../app/router';
import { getAuth, setAuth } from '../../../lib/auth';
import { renderWithProviders } from '../../../testing/render';
import { loadAdminTexts } from '../hooks/use-admin-texts';
import { ADMIN_WALLET, makeMe, makeQuest, ok, scriptAdminApi } from '../testing/admin-api';

const HEALTH = ok({ status: 'ok', db: 'pglite', version: '0.1.0', demo: true });

beforeAll(async () => {
  await loadAdminTexts();
});

describe('/admin', () => {
  it('shows "Admins only" to a signed-in user who is not an admin, without any admin request', async () => {
    setAuth({ token: 'tok', wallet: ADMIN_WALLET });
    const api = scriptAdminApi({ 'GET /me': [ok(makeMe(false))], 'GET /health': [HEALTH] });
    renderWithProviders(null, { path: '/admin', routes: createRoutes() });

    expect(await screen.findByRole('heading', { name: 'Admins only' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('tablist', { name: 'Admin sections' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(api.keys().filter((key) => key.includes('/admin'))).toEqual([]);
    expect(getAuth()?.token).toBe('tok');
  });

  it('gives an admin the console: its sections, the quests with their state, and the sidebar entry', async () => {
    const user = userEvent.setup();
    setAuth({ token: 'tok', wallet: ADMIN_WALLET });
    const api = scriptAdminApi({
      'GET /me': [ok(makeMe(true))],
      'GET /health': [HEALTH],
      'GET /admin/quests': [
        ok({
          quests: [
            makeQuest(),
            makeQuest({
              id: 'old',
              name: { en: 'Old', fr: '', es: '' },
              archivedAt: '2026-11-02T00:00:00.000Z',
              published: false,
            }),
          ],
        }),
      ],
      'GET /admin/news-feeds': [
        ok({
          feeds: [
            { url: 'https://example.com/rss', lang: 'en', lastFetchAt: null, lastError: 'HTTP 500', failures: 3, items: 0 },
          ],
        }),
      ],
    });
    renderWithProviders(null, { path: '/admin', routes: createRoutes() });

    const tabs = await screen.findByRole('tablist', { name: 'Admin sections' }, { timeout: 5000 });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Quests',
      'Post reviews',
      'Polls',
      'News feeds',
      'Jobs',
      'Sources',
      'Users',
      'Reports',
      'Agent K usage',
      'Audit log',
    ]);
    const held = (await screen.findByText('Hold KRL')).closest('tr');
    if (!held) throw new Error('quest row expected');
    expect(within(held).getByText('Published')).toBeInTheDocument();
    expect(within(held).getByText('3')).toBeInTheDocument();
    expect(within(screen.getByText('Old').closest('tr') as HTMLElement).getByText('Archived')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');

    await user.click(within(tabs).getByRole('tab', { name: 'News feeds' }));
    expect(await screen.findByText('HTTP 500')).toBeInTheDocument();
    expect(screen.getByText('Never')).toBeInTheDocument();
    expect(api.keys()).toContain('GET /admin/news-feeds');
  });
});
