import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuth } from '../../../lib/auth';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { QAUTH_MS } from '../utils/login-code';
import { QauthLogin } from './qauth-login';

function renderAt(code: string) {
  return renderWithProviders(null, {
    path: `/qauth/${code}`,
    routes: [
      { path: '/qauth/:code', element: <QauthLogin code={code} /> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
  });
}

/** Lets the timers and the promises they start (dynamic import, fetch) settle. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('login by code (/qauth)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects for about 1 s, signs in with the code and opens the dashboard', async () => {
    const fetch = vi
      .fn<typeof window.fetch>()
      .mockResolvedValue(jsonResponse({ code: 200, data: { token: 'tok', wallet: '0xAbc' } }));
    vi.stubGlobal('fetch', fetch);
    const { router } = renderAt('ABCDEFGHIJ1234');
    expect(screen.getByRole('status')).toHaveTextContent('Connecting…');

    await advance(QAUTH_MS.beforeAttempt - 1);
    expect(fetch).not.toHaveBeenCalled();
    await advance(1);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(fetch).toHaveBeenCalledWith(expect.stringMatching(/\/user\/auth-link-token\/ABCDEFGHIJ1234$/), expect.anything());
    expect(getAuth()).toEqual({ token: 'tok', wallet: '0xAbc' });
  });

  it('shows Invalid with the code for about 2 s, waits 1 s more, then opens the dashboard signed out', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof window.fetch>()
        .mockResolvedValue(jsonResponse({ code: 401, error: 'invalid_code', message: 'Invalid or expired code' }, 401)),
    );
    const { router } = renderAt('ABCDEFGHIJ1234');
    await advance(QAUTH_MS.beforeAttempt);
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid ABCDEFGHIJ1234'));
    expect(screen.getByText(/Please try again/)).toBeInTheDocument();

    await advance(QAUTH_MS.showError + QAUTH_MS.beforeRedirect - 100);
    expect(router.state.location.pathname).toBe('/qauth/ABCDEFGHIJ1234');
    await advance(100);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(getAuth()).toBeNull();
  });

  it('rejects a malformed code without calling the API', async () => {
    const fetch = vi.fn<typeof window.fetch>();
    vi.stubGlobal('fetch', fetch);
    renderAt('abc');
    await advance(QAUTH_MS.beforeAttempt);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid abc');
    expect(fetch).not.toHaveBeenCalled();
  });
});
