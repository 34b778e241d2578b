import { act, fireEvent, screen } from '@testing-library/react';
import { toast } from 'react-toastify/unstyled';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuth, setAuth } from '../../../lib/auth';
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

describe('login by code while signed in (issue 8 §9)', () => {
  const A = { token: 'token-a', wallet: '0x1234567890abcdef1234567890abcdef12345678' };
  const B = { token: 'token-b', wallet: '0xBBBB567890abcdef1234567890abcdef1234CCCC' };

  beforeEach(() => {
    vi.useFakeTimers();
    setAuth(A);
    vi.spyOn(toast, 'success');
  });
  afterEach(() => vi.useRealTimers());

  const urlOf = (input: RequestInfo | URL) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  const question = () => screen.getByRole('dialog', { name: 'Switch accounts?' });

  it('asks first, naming the current account, and uses nothing before the answer', async () => {
    const fetch = vi.fn<typeof window.fetch>();
    vi.stubGlobal('fetch', fetch);
    renderAt('ABCDEFGHIJ1234');
    expect(question()).toHaveTextContent(
      'You are signed in as 0x1234…5678. Continue to sign in with this code and leave 0x1234…5678?',
    );
    await advance(10_000);
    expect(question()).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    expect(getAuth()).toEqual(A);
  });

  it('stays signed in as itself and leaves the code unused on "Stay", Close or Escape', async () => {
    const fetch = vi.fn<typeof window.fetch>();
    vi.stubGlobal('fetch', fetch);
    for (const leave of [
      () => fireEvent.click(screen.getByRole('button', { name: 'Stay signed in as 0x1234…5678' })),
      () => fireEvent.click(screen.getByRole('button', { name: 'Close' })),
      () => fireEvent(question(), new Event('cancel', { cancelable: true })),
    ]) {
      const { router, unmount } = renderAt('ABCDEFGHIJ1234');
      leave();
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      unmount();
    }
    expect(fetch).not.toHaveBeenCalled();
    expect(getAuth()).toEqual(A);
  });

  it('on "Sign in with this code" redeems it, ends the previous session, and names the new account', async () => {
    const fetch = vi.fn<typeof window.fetch>((input) =>
      Promise.resolve(
        urlOf(input).endsWith('/me/session')
          ? jsonResponse({ code: 200, data: { ended: 1 } })
          : jsonResponse({ code: 200, data: B }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const { router } = renderAt('ABCDEFGHIJ1234');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with this code' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(getAuth()).toEqual(B);
    const [redeem, end] = fetch.mock.calls;
    expect(urlOf(redeem?.[0] ?? '')).toMatch(/\/user\/auth-link-token\/ABCDEFGHIJ1234$/);
    // The previous session is ended with its own token.
    expect(urlOf(end?.[0] ?? '')).toMatch(/\/me\/session$/);
    expect(end?.[1]).toMatchObject({ method: 'DELETE', headers: { authorization: 'Bearer token-a' } });
    expect(toast.success).toHaveBeenCalledWith('You are now signed in as 0xBBBB…CCCC.', expect.anything());
  });

  it('keeps the current session when the confirmed code is invalid', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof window.fetch>()
        .mockResolvedValue(jsonResponse({ code: 401, error: 'invalid_code', message: 'Invalid or expired code' }, 401)),
    );
    const { router } = renderAt('ABCDEFGHIJ1234');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with this code' }));
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid ABCDEFGHIJ1234'));
    await advance(QAUTH_MS.showError + QAUTH_MS.beforeRedirect);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(getAuth()).toEqual(A);
  });

  it('does not ask about a malformed code: nothing could replace the session', async () => {
    renderAt('abc');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(QAUTH_MS.beforeAttempt);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid abc');
    expect(getAuth()).toEqual(A);
  });
});
