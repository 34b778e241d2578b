import { STORAGE_KEYS } from '@k3/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { env } from '../../config/env';
import { changeLocale } from '../../lib/i18n';
import { renderWithProviders } from '../../testing/render';
import { Sidebar } from './sidebar';

describe('Sidebar', () => {
  it('lists the entries in the spec order', () => {
    renderWithProviders(<Sidebar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.querySelector('.sidebar-label')?.textContent);
    expect(names).toEqual([
      'Dashboard',
      'SmartFolio',
      'News',
      'X-Ray',
      'Gem Detector',
      'Harpoon',
      'Rewards',
      'Account',
      'Report a bug',
      'Votes',
    ]);
  });

  it('keeps the collapsed state in local storage across remounts', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Sidebar />);
    const toggle = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(toggle);
    expect(window.localStorage.getItem(STORAGE_KEYS.sidebarCollapsed)).toBe('true');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    unmount();

    renderWithProviders(<Sidebar />);
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
    // Collapsed links keep their names for assistive technology.
    expect(screen.getByRole('link', { name: 'News' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.sidebarCollapsed)).toBe('false');
  });

  it('opens the last saved rewards tab, earn by default', () => {
    const { unmount } = renderWithProviders(<Sidebar />);
    expect(screen.getByRole('link', { name: 'Rewards' })).toHaveAttribute('href', '/rewards');
    unmount();

    window.localStorage.setItem(`${STORAGE_KEYS.tabPrefix}rewards`, 'ranking');
    renderWithProviders(<Sidebar />);
    expect(screen.getByRole('link', { name: 'Rewards' })).toHaveAttribute('href', '/rewards/ranking');
  });

  it('marks the current page and opens the bug report form in a new tab, in French for French users', async () => {
    renderWithProviders(<Sidebar />, { path: '/xray/bitcoin' });
    expect(screen.getByRole('link', { name: 'X-Ray' })).toHaveAttribute('aria-current', 'page');
    const bug = screen.getByRole('link', { name: /Report a bug/ });
    expect(bug).toHaveAttribute('href', env.bugReportUrl.en);
    expect(bug).toHaveAttribute('target', '_blank');
    expect(bug).toHaveAttribute('rel', 'noopener noreferrer');
    expect(bug).toHaveAccessibleName('Report a bug');
    expect(bug).toHaveAccessibleDescription('opens in a new tab');

    await changeLocale('fr');
    expect(await screen.findByRole('link', { name: /Signaler un bug/ })).toHaveAttribute('href', env.bugReportUrl.fr);
  });

  it('changes the language from the selector', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Sidebar />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    expect(await screen.findByRole('link', { name: 'Noticias' })).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.userLocale)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('closes the phone drawer from its close button and from an in-app link', async () => {
    const user = userEvent.setup();
    const onDrawerClose = vi.fn();
    const { router } = renderWithProviders(<Sidebar isDrawerOpen onDrawerClose={onDrawerClose} />, { path: '/pricing' });
    expect(document.getElementById('sidebar')).toHaveAttribute('data-drawer-open', 'true');

    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(onDrawerClose).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('link', { name: 'News' }));
    expect(router.state.location.pathname).toBe('/news');
    expect(onDrawerClose).toHaveBeenCalledTimes(2);
  });
});
