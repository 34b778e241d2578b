import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuth } from '../../../lib/auth';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { QrLoginPanel } from './qr-login-panel';

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('QR login panel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setAuth({ token: 't', wallet: '0xabc' });
  });
  afterEach(() => vi.useRealTimers());

  it('shows generating, then the QR, the code and a countdown from 01:55, and a new code at 00:00', async () => {
    const fetch = vi
      .fn<typeof window.fetch>()
      .mockResolvedValueOnce(jsonResponse({ code: 200, data: { code: 'FIRSTCODE12345', expiresIn: 115 } }))
      .mockResolvedValueOnce(jsonResponse({ code: 200, data: { code: 'SECONDCODE6789', expiresIn: 115 } }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<QrLoginPanel />);
    expect(screen.getByRole('status')).toHaveTextContent('Generating…');

    await vi.waitFor(() => expect(screen.getByTestId('qr-login-code')).toHaveTextContent('FIRSTCODE12345'));
    await vi.waitFor(() =>
      expect(screen.getByRole('img', { name: 'QR code to log in on your phone' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/svg\+xml/),
      ),
    );
    expect(screen.getByText('01:55')).toBeInTheDocument();
    await advance(1000);
    expect(screen.getByText('01:54')).toBeInTheDocument();

    await advance(114_000);
    await vi.waitFor(() => expect(screen.getByTestId('qr-login-code')).toHaveTextContent('SECONDCODE6789'));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.getByText('01:55')).toBeInTheDocument();
  });

  it('shows a failure in an alert with a way to retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof window.fetch>().mockResolvedValue(jsonResponse({ code: 500, error: 'internal', message: 'Server down' }, 500)),
    );
    renderWithProviders(<QrLoginPanel />);
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An error occurred : Server down.'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
