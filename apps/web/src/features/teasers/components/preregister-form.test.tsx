import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setAuth } from '../../../lib/auth';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { PreregisterForm } from './preregister-form';

const WALLET = '0x464ebe77c293e473b48cfe96ddcf88fcf7bfdac0';

function stubFetch(...responses: Response[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) fetchMock.mockResolvedValueOnce(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('PreregisterForm', () => {
  it('checks the contact before sending', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch();
    renderWithProviders(<PreregisterForm page="harpoon" />);
    const submit = screen.getByRole('button', { name: 'Pre-register' });

    await user.click(submit);
    expect(await screen.findByText('Enter your email or wallet address.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email or wallet address'), 'not-an-address');
    await user.click(submit);
    expect(await screen.findByText('Enter a valid email address, or an EVM or Solana wallet address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email or wallet address')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts { page, contact } and shows the success state', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(jsonResponse({ code: 200, data: { page: 'gem-detector', kind: 'email' } }));
    renderWithProviders(<PreregisterForm page="gem-detector" />);

    await user.type(screen.getByLabelText('Email or wallet address'), '  ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Pre-register' }));

    expect(await screen.findByRole('status')).toHaveTextContent("You're on the list");
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/preregistrations');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ page: 'gem-detector', contact: 'ada@example.com' });
  });

  it('shows the same success for a wallet, never whether it was already registered', async () => {
    const user = userEvent.setup();
    stubFetch(jsonResponse({ code: 200, data: { page: 'harpoon', kind: 'wallet' } }));
    renderWithProviders(<PreregisterForm page="harpoon" />);
    await user.type(screen.getByLabelText('Email or wallet address'), WALLET);
    await user.click(screen.getByRole('button', { name: 'Pre-register' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent("You're on the list");
    expect(status).not.toHaveTextContent(/already/i);
  });

  it('shows the server message on failure and disables the button while sending', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderWithProviders(<PreregisterForm page="harpoon" />);
    await user.type(screen.getByLabelText('Email or wallet address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Pre-register' }));

    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    answer(jsonResponse({ code: 429, error: 'rate_limited', message: 'Too many requests, retry in a minute' }, 429));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, retry in a minute');
    expect(screen.getByRole('button', { name: 'Pre-register' })).toBeEnabled();
  });

  it('fills in the wallet of a signed-in user', () => {
    setAuth({ token: 't', wallet: WALLET });
    renderWithProviders(<PreregisterForm page="harpoon" />);
    expect(screen.getByLabelText('Email or wallet address')).toHaveValue(WALLET);
  });
});
