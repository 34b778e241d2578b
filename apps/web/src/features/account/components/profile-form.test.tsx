import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify/unstyled';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuth } from '../../../lib/auth';
import { renderWithProviders } from '../../../testing/render';
import { AccountSettings } from './account-settings';
import { WALLET, fail, makeUser, ok, scriptApi } from './account-test-server';

const sessions = ok([]);

describe('account profile', () => {
  beforeEach(() => {
    setAuth({ token: 'tok', wallet: WALLET });
    vi.spyOn(toast, 'success');
  });

  it('prefills the username from /me and checks the rule before sending', async () => {
    const user = userEvent.setup();
    const api = scriptApi({ 'GET /me': [ok(makeUser())], 'GET /me/sessions': [sessions] });
    renderWithProviders(<AccountSettings />);

    const field = await screen.findByLabelText('Username');
    // spec §3: the username is the wallet address until one is set.
    expect(field).toHaveValue(WALLET);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Username must be 3 to 24 letters, digits, _ or -');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, 'ab');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Username must be 3 to 24 letters, digits, _ or -');
    expect(api.calls('PUT /me/general')).toHaveLength(0);
  });

  it('saves a valid username, toasts and refreshes /me', async () => {
    const user = userEvent.setup();
    const api = scriptApi({
      'GET /me': [ok(makeUser()), ok(makeUser({ username: 'ada_k3' }))],
      'PUT /me/general': [ok(makeUser({ username: 'ada_k3' }))],
      'GET /me/sessions': [sessions],
    });
    renderWithProviders(<AccountSettings />);
    const field = await screen.findByLabelText('Username');
    await user.clear(field);
    await user.type(field, '  ada_k3 ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your username is saved.', expect.anything()));
    const [, init] = api.calls('PUT /me/general')[0] ?? [];
    expect(JSON.parse(init?.body as string)).toEqual({ username: 'ada_k3' });
    await vi.waitFor(() => expect(api.calls('GET /me')).toHaveLength(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server refusal under the field and keeps the button pending meanwhile', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    scriptApi({
      'GET /me': [ok(makeUser())],
      'PUT /me/general': [() => new Promise<Response>((resolve) => (answer = resolve))],
      'GET /me/sessions': [sessions],
    });
    renderWithProviders(<AccountSettings />);
    const field = await screen.findByLabelText('Username');
    await user.clear(field);
    await user.type(field, 'alice');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    answer(fail(400, 'username_taken', 'This username is already taken'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This username is already taken');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says "Try again later." when the server fails', async () => {
    const user = userEvent.setup();
    scriptApi({
      'GET /me': [ok(makeUser())],
      'PUT /me/general': [fail(500, 'internal', 'Internal Server Error')],
      'GET /me/sessions': [sessions],
    });
    renderWithProviders(<AccountSettings />);
    const field = await screen.findByLabelText('Username');
    await user.clear(field);
    await user.type(field, 'alice');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Try again later\.$/);
  });

  it('says "Try again later." when /me itself fails, with a way to retry', async () => {
    const user = userEvent.setup();
    scriptApi({
      'GET /me': [fail(503, 'unavailable', 'Down'), ok(makeUser({ username: 'ada_k3' }))],
      'GET /me/sessions': [sessions],
    });
    renderWithProviders(<AccountSettings />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again later.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Username')).toHaveValue('ada_k3');
  });
});
