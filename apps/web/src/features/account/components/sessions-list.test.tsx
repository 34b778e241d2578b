import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify/unstyled';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuth, setAuth, useAuth } from '../../../lib/auth';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../testing/render';
import { SessionsList } from './sessions-list';
import { SAFARI_IPHONE, WALLET, fail, makeSession, ok, scriptApi } from './account-test-server';

const CURRENT = makeSession({
  id: '11111111-1111-4111-8111-111111111111',
  current: true,
  lastSeenAt: '2026-03-02T09:00:00.000Z',
});
const PHONE = makeSession({
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'phone',
  device: SAFARI_IPHONE,
  lastSeenAt: '2026-03-02T14:30:00.000Z',
});

/** The list as the signed-in page shows it: gone once signed out. */
function SignedInOnly() {
  return useAuth() ? <SessionsList /> : <p>Signed out</p>;
}

const items = () => screen.getAllByRole('listitem');

describe('account sessions', () => {
  beforeEach(() => {
    setAuth({ token: 'tok', wallet: WALLET });
    vi.spyOn(toast, 'success');
  });

  it('lists the sessions: this device first, readable device and kind, last seen in the user’s locale', async () => {
    scriptApi({ 'GET /me/sessions': [ok([PHONE, CURRENT])] });
    renderWithProviders(<SessionsList />);
    expect(await screen.findByText('Chrome on Linux')).toBeInTheDocument();

    const [first, second] = items();
    expect(first).toHaveTextContent('This device');
    expect(first).toHaveTextContent('Wallet sign-in');
    expect(second).toHaveTextContent('Safari on iOS');
    expect(second).toHaveTextContent('Phone (code or QR)');
    expect(second).not.toHaveTextContent('This device');
    const expected = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(PHONE.lastSeenAt),
    );
    const time = within(second as HTMLElement).getByText(`Last seen ${expected}`);
    expect(time).toHaveAttribute('datetime', PHONE.lastSeenAt);
  });

  it('formats the last-seen time in French for a French user', async () => {
    await i18n.changeLanguage('fr');
    scriptApi({ 'GET /me/sessions': [ok([PHONE])] });
    renderWithProviders(<SessionsList />);
    const expected = new Intl.DateTimeFormat('fr', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(PHONE.lastSeenAt),
    );
    expect(await screen.findByText(`Vu pour la dernière fois le ${expected}`)).toBeInTheDocument();
  });

  it('ends another session and refreshes the list', async () => {
    const user = userEvent.setup();
    const api = scriptApi({
      'GET /me/sessions': [ok([CURRENT, PHONE]), ok([CURRENT])],
      [`DELETE /me/sessions/${PHONE.id}`]: [ok({ ended: 1 })],
    });
    renderWithProviders(<SessionsList />);
    await screen.findByText('Safari on iOS');
    await user.click(within(items()[1] as HTMLElement).getByRole('button', { name: 'End session' }));

    await vi.waitFor(() => expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument());
    expect(api.calls(`DELETE /me/sessions/${PHONE.id}`)).toHaveLength(1);
    expect(items()).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith('The session is ended.', expect.anything());
    expect(getAuth()).not.toBeNull();
  });

  it('ending this device’s session signs out here without another call', async () => {
    const user = userEvent.setup();
    const api = scriptApi({
      'GET /me/sessions': [ok([CURRENT, PHONE])],
      [`DELETE /me/sessions/${CURRENT.id}`]: [ok({ ended: 1 })],
    });
    renderWithProviders(<SignedInOnly />);
    await screen.findByText('Safari on iOS');
    await user.click(within(items()[0] as HTMLElement).getByRole('button', { name: 'End session' }));

    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(getAuth()).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('You are signed out on this device.', expect.anything());
    expect(api.calls('GET /me/sessions')).toHaveLength(1);
  });

  it('says "Try again later." when ending fails on the server side, and when the list cannot load', async () => {
    const user = userEvent.setup();
    scriptApi({
      'GET /me/sessions': [ok([CURRENT, PHONE]), fail(500, 'internal', 'Internal Server Error')],
      [`DELETE /me/sessions/${PHONE.id}`]: [fail(500, 'internal', 'Internal Server Error')],
    });
    renderWithProviders(<SessionsList />);
    await screen.findByText('Safari on iOS');
    await user.click(within(items()[1] as HTMLElement).getByRole('button', { name: 'End session' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Try again later\.$/);
    expect(getAuth()).not.toBeNull();
  });
});
