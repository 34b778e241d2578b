// A part of the app frame that loads after the page (the toasts, the Buy token dialog) and fails to load — a flaky
// network, a deployment that replaced the chunks — hides that part only: the page stays, with no error in its place.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { RouteErrorBoundary } from '../routes/route-error';
import { AppLayout } from './app-layout';

vi.mock('../toasts', () => {
  throw new Error('chunk failed to load');
});

describe('the app frame when a deferred chunk fails', () => {
  it('keeps the page on screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(null, {
      // As in the app (router.tsx), a boundary around the whole app: without one of its own, the failure would reach it.
      routes: [
        {
          path: '/',
          element: (
            <RouteErrorBoundary>
              <AppLayout />
            </RouteErrorBoundary>
          ),
          children: [{ index: true, element: <h1>Home page</h1> }],
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    // The toasts' chunk was asked for once the page was on screen, and failed.
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
