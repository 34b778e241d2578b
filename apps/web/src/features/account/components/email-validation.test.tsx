import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify/unstyled';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuth } from '../../../lib/auth';
import { renderWithProviders } from '../../../testing/render';
import { AccountSettings } from './account-settings';
import { WALLET, fail, makeUser, ok, scriptApi, urlOf } from './account-test-server';

// spec §8 "Email validation", word for word (its spelling included).
const WRONG_CODE = 'You entered a wrong validation code or an error occured, please check email and/or retry.';
const invalidCode = () => fail(400, 'invalid_code', WRONG_CODE);

async function requestCode(user: ReturnType<typeof userEvent.setup>, email = 'ada@example.com') {
  await user.type(await screen.findByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  return screen.findByLabelText('Validation code');
}

describe('account email validation', () => {
  beforeEach(() => {
    setAuth({ token: 'tok', wallet: WALLET });
    vi.spyOn(toast, 'success');
  });

  it('shows the current email and its status, boosted included', async () => {
    scriptApi({
      'GET /me': [ok(makeUser({ email: 'ada@example.com', validated: true, boosted: true }))],
      'GET /me/sessions': [ok([])],
    });
    renderWithProviders(<AccountSettings />);
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Validated')).toBeInTheDocument();
    expect(screen.getByText('Boosted')).toBeInTheDocument();
  });

  it('checks the address, sends the code, rejects a wrong one with the spec message, then validates', async () => {
    const user = userEvent.setup();
    const api = scriptApi({
      'GET /me': [ok(makeUser()), ok(makeUser({ email: 'ada@example.com', validated: true }))],
      'POST /me/validate-email': [ok({ sent: true })],
      'GET /me/validate': [invalidCode(), ok({ email: 'ada@example.com', boosted: false })],
      'GET /me/sessions': [ok([])],
    });
    renderWithProviders(<AccountSettings />);
    expect(await screen.findByText('No email yet')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address.');
    expect(api.calls('POST /me/validate-email')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Email address'));

    const codeField = await requestCode(user);
    // Other parts of the page (the access tokens) may still show their own loading status.
    expect(screen.getByText('A 6-digit code was sent to ada@example.com.')).toHaveAttribute('role', 'status');
    const [, init] = api.calls('POST /me/validate-email')[0] ?? [];
    expect(JSON.parse(init?.body as string)).toEqual({ email: 'ada@example.com', page: '/account' });

    // Not 6 digits: a wrong code, told without a request.
    await user.type(codeField, '12a');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(screen.getByRole('alert')).toHaveTextContent(WRONG_CODE);
    expect(api.calls('GET /me/validate')).toHaveLength(0);

    await user.clear(codeField);
    await user.type(codeField, '000000');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await vi.waitFor(() => expect(api.calls('GET /me/validate')).toHaveLength(1));
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_CODE);

    await user.clear(codeField);
    await user.type(codeField, '123456');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your email is validated.', expect.anything()));
    expect(urlOf(api.calls('GET /me/validate')[1]?.[0] ?? '')).toBe('/api/me/validate?code=123456');
    expect(await screen.findByText('Validated')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.queryByLabelText('Validation code')).not.toBeInTheDocument();
  });

  it('says "Try again later." when validation fails on the server side', async () => {
    const user = userEvent.setup();
    scriptApi({
      'GET /me': [ok(makeUser())],
      'POST /me/validate-email': [ok({ sent: true })],
      'GET /me/validate': [fail(500, 'internal', 'Internal Server Error')],
      'GET /me/sessions': [ok([])],
    });
    renderWithProviders(<AccountSettings />);
    const codeField = await requestCode(user);
    await user.type(codeField, '123456');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Try again later\.$/);
  });

  it('says "Try again later." when the code cannot be sent', async () => {
    const user = userEvent.setup();
    scriptApi({
      'GET /me': [ok(makeUser())],
      'POST /me/validate-email': [fail(502, 'bad_gateway', 'SMTP down')],
      'GET /me/sessions': [ok([])],
    });
    renderWithProviders(<AccountSettings />);
    await user.type(await screen.findByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Try again later\.$/);
    expect(screen.queryByLabelText('Validation code')).not.toBeInTheDocument();
  });

  it('says "Try again later." when a send limit is reached, and the form stays usable', async () => {
    const user = userEvent.setup();
    const tooMany = fail(429, 'too_many_emails', 'Too many validation emails from this account: retry in 40 minutes');
    const api = scriptApi({
      'GET /me': [ok(makeUser())],
      'POST /me/validate-email': [ok({ sent: true }), tooMany, ok({ sent: true })],
      'GET /me/sessions': [ok([])],
    });
    renderWithProviders(<AccountSettings />);
    await requestCode(user);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Try again later\.$/);
    // Still on the code entry, nothing retried behind the user's back; a later resend works.
    expect(screen.getByLabelText('Validation code')).toBeEnabled();
    expect(api.calls('POST /me/validate-email')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('A new code was sent to ada@example.com.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('resends the code and lets the user change the address', async () => {
    const user = userEvent.setup();
    const api = scriptApi({
      'GET /me': [ok(makeUser())],
      'POST /me/validate-email': [ok({ sent: true })],
      'GET /me/sessions': [ok([])],
    });
    renderWithProviders(<AccountSettings />);
    await requestCode(user);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('A new code was sent to ada@example.com.')).toBeInTheDocument();
    expect(api.calls('POST /me/validate-email')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Change email' }));
    const emailField = screen.getByLabelText('Email address');
    expect(emailField).toHaveValue('ada@example.com');
    await user.clear(emailField);
    await requestCode(user, 'bob@example.com');
    // Other parts of the page (the access tokens) may still show their own loading status.
    expect(screen.getByText('A 6-digit code was sent to bob@example.com.')).toHaveAttribute('role', 'status');
    const [, init] = api.calls('POST /me/validate-email')[2] ?? [];
    expect(JSON.parse(init?.body as string)).toMatchObject({ email: 'bob@example.com' });
  });

  it('on a demo server, says the code is in the demo inbox and shows the message there', async () => {
    const user = userEvent.setup();
    const message = {
      to: 'ada@example.com',
      subject: 'Your K3 validation code',
      text: 'Your K3 email validation code is 482913.',
      sentAt: '2026-03-01T10:00:00.000Z',
    };
    const api = scriptApi({
      'GET /me': [ok(makeUser())],
      'POST /me/validate-email': [ok({ sent: true, demoInbox: true })],
      'GET /me/demo-inbox': [ok({ message })],
      'GET /me/sessions': [ok([])],
    });
    renderWithProviders(<AccountSettings />);
    await requestCode(user);
    expect(
      screen.getByText('Demo mode: no email leaves this server. The message for ada@example.com is in your demo inbox.'),
    ).toBeVisible();
    // Not read before the user asks.
    expect(api.calls('GET /me/demo-inbox')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Open the demo inbox' }));
    const inbox = await screen.findByRole('region', { name: 'Demo inbox: your last message' });
    expect(await screen.findByText('Your K3 email validation code is 482913.')).toBeVisible();
    expect(inbox).toHaveTextContent('Your K3 validation code');
    expect(api.calls('GET /me/demo-inbox')).toHaveLength(1);
  });

  it('offers no demo inbox when the server emailed the code', async () => {
    const user = userEvent.setup();
    scriptApi({
      'GET /me': [ok(makeUser())],
      'POST /me/validate-email': [ok({ sent: true })],
      'GET /me/sessions': [ok([])],
    });
    renderWithProviders(<AccountSettings />);
    await requestCode(user);
    expect(screen.queryByRole('button', { name: 'Open the demo inbox' })).not.toBeInTheDocument();
  });
});
