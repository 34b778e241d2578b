// The header's bell as the app composes it: the notifications feature with X-Ray's evidence list, whose labels and
// copy buttons come with X-Ray's texts.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setAuth } from '../../lib/auth';
import { renderWithProviders } from '../../testing/render';
import { WALLET, notification, stubNotificationsApi } from '../../features/notifications/testing/notifications-api';
import { NotificationBellEntry } from './notification-bell-entry';

describe('NotificationBellEntry', () => {
  it("shows a notification's evidence with X-Ray's evidence list", async () => {
    const user = userEvent.setup();
    setAuth({ token: 't', wallet: WALLET });
    stubNotificationsApi({ items: [notification()] });
    renderWithProviders(<NotificationBellEntry />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    // The evidence list is a lazy chunk: a loaded machine may take more than the default second to import it.
    expect(await within(panel).findByText('Evidence', undefined, { timeout: 10_000 })).toBeVisible();
    expect(within(panel).getByText('Owner')).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Copy Owner' })).toBeVisible();
  });
});
