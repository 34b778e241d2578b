import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { levelInfo, type User } from '@k3/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuth } from '../../../lib/auth';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { dashboard } from '../testing/fixtures';
import { DashboardHeader } from './dashboard-header';

const WALLET = '0x1234567890abcdef1234567890ABCDEF12345678';
const SHARE_ERROR = 'An error occurred while preparing your tweet. Please try again later.';

function user(fields: Partial<User['system']> = {}): User {
  return {
    id: WALLET,
    general: { username: WALLET, email: null, isEmailValidated: false },
    system: { nft: null, xp: 1250, listNfts: [], krls: 0, lastShare: null, ...fields },
    levelInfo: levelInfo(1250),
    chat: { kredits: 7, max: 10, refillAt: '2026-12-01T00:00:00.000Z', eligible: true },
    ref: { link: 'http://localhost/?ref=x' },
    krl: 1500,
    plan: { id: 'lobster', krl: 1500, next: { id: 'kokonut-krab', missingKrl: 1500 } },
    fullQuests: [],
    portfolio: { wallets: [] },
    boosted: false,
    isAdmin: false,
    createdAt: '2026-11-01T00:00:00.000Z',
  };
}

function serve(me: User, tweet: 'ok' | 'fail' = 'ok') {
  const answer = (url: string): Response => {
    if (url.endsWith('/me')) return jsonResponse({ code: 200, data: me });
    if (url.includes('/tweets/random')) {
      return tweet === 'ok'
        ? jsonResponse({
            code: 200,
            data: { tweet: { text: 'Try K3.', hashtags: ['K3', 'KRL'], url: 'http://localhost/?ref=x' } },
          })
        : jsonResponse({ code: 500, error: 'internal', message: 'boom' }, 500);
    }
    if (url.endsWith('/me/share')) return jsonResponse({ code: 200, data: { lastShare: new Date().toISOString() } });
    return jsonResponse({ code: 404, error: 'not_found', message: url }, 404);
  };
  const fetchMock = vi.fn<typeof fetch>((input) =>
    Promise.resolve(answer(input instanceof Request ? input.url : input.toString())),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.useRealTimers());

describe('DashboardHeader (spec §2 "Dashboard: header")', () => {
  it('shows the shortened address, level, XP, credits, KRL and the level progress', async () => {
    setAuth({ token: 't', wallet: WALLET });
    serve(user());
    renderWithProviders(<DashboardHeader wallet={WALLET} />);
    expect(await screen.findByText('7/10')).toBeVisible();
    expect(screen.getByRole('button', { name: /0x1234…5678/ })).toBeVisible();
    expect(screen.getByText('1.5K')).toBeVisible();
    const progress = screen.getByRole('progressbar', { name: 'Level progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '1250');
    expect(progress).toHaveAttribute('aria-valuetext', '1250 of 1600 XP');
  });

  it('shows kredits above the allowance as a bonus, never 601/600 (issue 26 §1)', async () => {
    setAuth({ token: 't', wallet: WALLET });
    serve({ ...user(), chat: { kredits: 601, max: 600, refillAt: '2026-12-01T00:00:00.000Z', eligible: true } });
    renderWithProviders(<DashboardHeader wallet={WALLET} />);
    expect(await screen.findByText('600/600 + 1 bonus')).toBeVisible();
    expect(screen.queryByText('601/600')).toBeNull();
  });

  it('shows the KRL that counts for the plan, and the KRL in watch-only wallets beside it (issue 26 §1)', async () => {
    setAuth({ token: 't', wallet: WALLET });
    serve({ ...user(), krl: 10_150, plan: { id: 'kokonut-krab', krl: 4008.71, next: null } });
    renderWithProviders(<DashboardHeader wallet={WALLET} />);
    const watch = await screen.findByRole('link', { name: '+6.14K watch-only' });
    expect(watch).toHaveAttribute('href', '/smartfolio');
    expect(watch.closest('dd')).toHaveTextContent('4.01K+6.14K watch-only');
  });

  it('copies the full address on a click and confirms it', async () => {
    const clicker = userEvent.setup();
    setAuth({ token: 't', wallet: WALLET });
    serve(user());
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const notify = await import('../../../lib/toast');
    const success = vi.spyOn(notify.notify, 'success');
    renderWithProviders(<DashboardHeader wallet={WALLET} />);
    await clicker.click(screen.getByRole('button', { name: /0x1234…5678/ }));
    expect(writeText).toHaveBeenCalledWith(WALLET);
    expect(success).toHaveBeenCalledWith('Wallet address copied to the clipboard.');
  });

  it('says "Share & Earn" until the user has shared today (UTC), then "Share"', async () => {
    setAuth({ token: 't', wallet: WALLET });
    serve(user({ lastShare: '2020-01-01T00:00:00.000Z' }));
    const { unmount } = renderWithProviders(<DashboardHeader wallet={WALLET} />);
    expect(await screen.findByRole('button', { name: 'Share & Earn' })).toBeVisible();
    unmount();
    // A new visit: the stored copy of /me (k3-cache) from the first one is gone.
    window.localStorage.clear();
    setAuth({ token: 't', wallet: WALLET });
    serve(user({ lastShare: new Date().toISOString() }));
    renderWithProviders(<DashboardHeader wallet={WALLET} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share' })).toBeVisible());
  });

  it('prepares the post, then opens X with text, hashtags and link and records the share', async () => {
    const clicker = userEvent.setup();
    setAuth({ token: 't', wallet: WALLET });
    const fetchMock = serve(user());
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: {} } as Window);
    renderWithProviders(<DashboardHeader wallet={WALLET} />);
    await clicker.click(await screen.findByRole('button', { name: 'Share & Earn' }));
    expect(screen.getByRole('status')).toHaveTextContent('Preparing your tweet');
    expect(await screen.findByText('Try K3. #K3 #KRL', {}, { timeout: 3000 })).toBeVisible();
    await clicker.click(screen.getByRole('button', { name: 'Share on X' }));
    expect(open).toHaveBeenCalledWith(expect.stringContaining('https://twitter.com/intent/tweet?text=Try%20K3.'), '_blank');
    expect(open.mock.calls[0]?.[0]).toContain('hashtags=K3%2CKRL');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => typeof url === 'string' && url.endsWith('/me/share'))).toBe(true),
    );
  });

  it('shows the spec error when the post cannot be prepared', async () => {
    const clicker = userEvent.setup();
    setAuth({ token: 't', wallet: WALLET });
    serve(user(), 'fail');
    renderWithProviders(<DashboardHeader wallet={WALLET} />);
    await clicker.click(await screen.findByRole('button', { name: 'Share & Earn' }));
    expect(await screen.findByText(SHARE_ERROR, {}, { timeout: 3000 })).toBeVisible();
  });

  it('reads /me again when the dashboard shows other KRL than /me said (issue 9 §2)', async () => {
    setAuth({ token: 't', wallet: WALLET });
    // The first /me was answered before the wallet's first read: 0 KRL; the dashboard then holds 1,500.
    const answers = [{ ...user(), krl: 0 }, user()];
    const fetchMock = vi.fn<typeof fetch>((input) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (url.endsWith('/me')) return Promise.resolve(jsonResponse({ code: 200, data: answers.shift() ?? user() }));
      if (url.includes('/me/dashboard')) return Promise.resolve(jsonResponse({ code: 200, data: dashboard({ krl: 1500 }) }));
      return Promise.resolve(jsonResponse({ code: 404, error: 'not_found', message: url }, 404));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DashboardHeader wallet={WALLET} />);
    expect(await screen.findByText('1.5K')).toBeVisible();
    const meCalls = fetchMock.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).endsWith('/me'),
    );
    expect(meCalls).toHaveLength(2);
  });
});
