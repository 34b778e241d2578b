// The /notifications page's list for a signed-in user against a stubbed API: the notifications with "Mark all as read",
// and the empty state.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setAuth } from '../../../lib/auth';
import { loadXrayTexts } from '../../../lib/xray-texts';
import { renderWithProviders } from '../../../testing/render';
import { WALLET, notification, stubNotificationsApi } from '../testing/notifications-api';
import { NotificationsPage } from './notifications-page';

const NoEvidence = () => null;

beforeAll(async () => {
  await loadXrayTexts();
});

beforeEach(() => {
  setAuth({ token: 't', wallet: WALLET });
});

describe('NotificationsPage', () => {
  it('lists the notifications newest first and marks them all read', async () => {
    const user = userEvent.setup();
    const api = stubNotificationsApi({
      items: [
        notification({ id: 'n2', asset: { id: 'pepe', symbol: 'PEPE', name: 'Pepe' } }),
        notification({ id: 'n1', change: { code: 'tax_raised', severity: 'medium', chain: 'bsc', before: '2%', after: '12%' } }),
      ],
    });
    renderWithProviders(<NotificationsPage Evidence={NoEvidence} />);
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['PEPE · Pepe', 'KRL · KRYLL']);
    expect(screen.getByText('Tax raised')).toBeVisible();
    expect(screen.getByText('12%').tagName).toBe('SPAN');
    expect(screen.getByText('Chain: BNB Smart Chain')).toBeVisible();
    expect(screen.getAllByText('Unread')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByText('Unread')).not.toBeInTheDocument());
    expect(api.reads()).toHaveLength(1);
    expect(api.reads()[0]?.body).toEqual({});
  });

  it('shows the empty state', async () => {
    stubNotificationsApi({ items: [] });
    renderWithProviders(<NotificationsPage Evidence={NoEvidence} />);
    expect(await screen.findByText('No alerts yet.')).toBeVisible();
    expect(screen.getByText(/K3 watches every token you hold/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});
