// The phone navigation drawer of the app frame (docs/product-decisions.md "Phone and tablet layout"): the header's
// menu button opens the sidebar as a drawer, focus moves into it and comes back, the rest of the page is inert.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/toast';
import { jsonResponse, renderWithProviders } from '../../testing/render';
import { AppLayout } from './app-layout';

function renderLayout() {
  return renderWithProviders(null, {
    routes: [
      {
        path: '/',
        element: <AppLayout />,
        children: [
          { index: true, element: <h1>Home page</h1> },
          { path: 'news', element: <h1>News page</h1> },
        ],
      },
    ],
  });
}

const appBody = () => document.querySelector('.app-body');

/** A phone-width window (jsdom has no matchMedia); `grow()` widens it past the drawer breakpoint. */
function stubPhoneWindow() {
  const query = { matches: true, onchange: null as null | (() => void) };
  vi.stubGlobal('matchMedia', () => query);
  return {
    grow: () => {
      query.matches = false;
      query.onchange?.();
    },
  };
}

describe('AppLayout navigation drawer', () => {
  beforeEach(() => {
    stubPhoneWindow();
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(jsonResponse({ code: 200, data: { status: 'ok', db: 'pglite', version: '0.1.0', demo: false } })),
    );
  });

  it('opens from the menu button with focus inside, the page inert; Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    renderLayout();
    await screen.findByRole('heading', { name: 'Home page' });
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(appBody()).not.toHaveAttribute('inert');

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('sidebar')).toHaveAttribute('data-drawer-open', 'true');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(appBody()).toHaveAttribute('inert');

    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('sidebar')).toHaveAttribute('data-drawer-open', 'false');
    expect(appBody()).not.toHaveAttribute('inert');
    expect(menu).toHaveFocus();
  });

  it('closes on a backdrop click, and on a link after navigating to its page', async () => {
    const user = userEvent.setup();
    const { router } = renderLayout();
    const menu = await screen.findByRole('button', { name: 'Menu' });

    await user.click(menu);
    const backdrop = document.querySelector('.nav-backdrop');
    expect(backdrop).toBeInstanceOf(HTMLElement);
    await user.click(backdrop as HTMLElement);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('.nav-backdrop')).toBeNull();
    expect(menu).toHaveFocus();

    await user.click(menu);
    await user.click(screen.getByRole('link', { name: 'News' }));
    expect(router.state.location.pathname).toBe('/news');
    expect(await screen.findByRole('heading', { name: 'News page' })).toBeInTheDocument();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('keeps Escape for other uses while the drawer is closed', async () => {
    const user = userEvent.setup();
    renderLayout();
    const menu = await screen.findByRole('button', { name: 'Menu' });
    menu.focus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('closes when the window grows past the breakpoint, so the desktop page is never left inert', async () => {
    const user = userEvent.setup();
    const phone = stubPhoneWindow();
    renderLayout();
    const menu = await screen.findByRole('button', { name: 'Menu' });
    await user.click(menu);
    expect(appBody()).toHaveAttribute('inert');
    act(() => phone.grow());
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(appBody()).not.toHaveAttribute('inert');
  });
});

describe('AppLayout page errors and toasts', () => {
  beforeEach(() => {
    stubPhoneWindow();
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(jsonResponse({ code: 200, data: { status: 'ok', db: 'pglite', version: '0.1.0', demo: false } })),
    );
  });

  function Broken(): never {
    throw new Error('page failed');
  }

  it('shows a failing page as an error inside the frame, and the next page once the user navigates', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(null, {
      routes: [
        {
          path: '/',
          element: <AppLayout />,
          children: [
            { index: true, element: <Broken /> },
            { path: 'news', element: <h1>News page</h1> },
          ],
        },
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('main')).toContainElement(alert);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'News' }));
    expect(await screen.findByRole('heading', { name: 'News page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a toast asked for before the page was on screen once the toast container has loaded', async () => {
    notify.success('Signed in');
    renderLayout();
    await screen.findByRole('heading', { name: 'Home page' });
    expect(await screen.findByText('Signed in')).toBeInTheDocument();
  });
});
