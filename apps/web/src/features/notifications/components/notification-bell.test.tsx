// The header's bell against a stubbed notifications API: the unread badge (none at 0, "9+" above nine) and the
// button's name, the panel's list (severity, what changed, the token's link, the reason in the interface language,
// before → now, the evidence, the age), following a link and "Mark all as read" (the POST, the badge gone), the empty
// and error states, and Escape.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { XrayAlertEvidence } from '@k3/shared';
import { setAuth } from '../../../lib/auth';
import { i18n } from '../../../lib/i18n';
import { loadXrayTexts } from '../../../lib/xray-texts';
import { renderWithProviders } from '../../../testing/render';
import { WALLET, notification, stubNotificationsApi } from '../testing/notifications-api';
import { NotificationBell } from './notification-bell';

function Evidence({ evidence }: { evidence: readonly XrayAlertEvidence[] }) {
  return (
    <ul aria-label="Evidence">
      {evidence.map((item) => (
        <li key={item.label}>{`${item.label}: ${item.value}`}</li>
      ))}
    </ul>
  );
}

const renderBell = () => renderWithProviders(<NotificationBell Evidence={Evidence} />);
const bell = (name: string | RegExp = /^Notifications/) => screen.findByRole('button', { name });

beforeAll(async () => {
  await loadXrayTexts();
});

beforeEach(() => {
  setAuth({ token: 't', wallet: WALLET });
});

describe('NotificationBell badge', () => {
  it('shows the unread count and says it in the button name', async () => {
    const api = stubNotificationsApi({ items: [notification()], unread: 3 });
    renderBell();
    const button = await bell('Notifications, 3 unread');
    expect(within(button).getByText('3')).toBeInTheDocument();
    expect(api.calls[0]?.url.pathname).toBe('/api/me/notifications');
    expect(api.calls[0]?.url.searchParams.get('limit')).toBe('30');
  });

  it('reads "9+" above nine', async () => {
    stubNotificationsApi({ items: [notification()], unread: 12 });
    renderBell();
    const button = await bell('Notifications, 12 unread');
    expect(within(button).getByText('9+')).toBeInTheDocument();
  });

  it('shows no badge when nothing is unread', async () => {
    const api = stubNotificationsApi({ items: [notification({ readAt: new Date().toISOString() })], unread: 0 });
    renderBell();
    await waitFor(() => expect(api.calls).toHaveLength(1));
    const button = await bell('Notifications');
    await act(() => Promise.resolve());
    expect(button).toHaveAccessibleName('Notifications');
    expect(button.querySelector('.notification-badge')).toBeNull();
  });
});

describe('NotificationBell panel', () => {
  it('lists the notifications with the reason in the interface language and the link to the token', async () => {
    const user = userEvent.setup();
    stubNotificationsApi({ items: [notification({ asset: { id: 'eth:0xabc/1', symbol: 'KRL', name: 'KRYLL' } })] });
    renderBell();
    await user.click(await bell('Notifications, 1 unread'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const link = await within(panel).findByRole('link', { name: 'KRL · KRYLL' });
    expect(link).toHaveAttribute('href', `/x-ray/${encodeURIComponent('eth:0xabc/1')}`);
    expect(within(panel).getByText('The contract has a new owner, who can change its rules.')).toBeVisible();
    expect(within(panel).getByText('High')).toBeVisible();
    expect(within(panel).getByText('Owner changed')).toBeVisible();
    expect(within(panel).getByText('Unread')).toBeInTheDocument();
    expect(within(panel).getByText('5 minutes ago')).toBeVisible();
    expect(within(panel).getByText('0x1111111111111111111111111111111111111111').tagName).toBe('CODE');
    expect(within(panel).getByRole('list', { name: 'Evidence' })).toHaveTextContent(
      'owner: 0x2222222222222222222222222222222222222222',
    );
    expect(within(panel).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/notifications');
  });

  it('shows the reason in French when the interface is in French', async () => {
    await i18n.changeLanguage('fr');
    const user = userEvent.setup();
    stubNotificationsApi({ items: [notification()] });
    renderBell();
    await user.click(await bell('Notifications, 1 non lue'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('Le contrat a un nouveau propriétaire, qui peut en changer les règles.')).toBeVisible();
    expect(within(panel).getByText('Propriétaire modifié')).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Tout marquer comme lu' })).toBeEnabled();
  });

  it('marks all as read with one POST without ids, and the badge goes', async () => {
    const user = userEvent.setup();
    const read = new Date().toISOString();
    const api = stubNotificationsApi({
      items: [notification(), notification({ id: 'b2c4a7f0-8d1e-4f3a-9b6c-5e4d3c2b1a00', readAt: read })],
      unread: 1,
    });
    renderBell();
    await user.click(await bell('Notifications, 1 unread'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(await within(panel).findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(api.reads()).toHaveLength(1));
    expect(api.reads()[0]?.body).toEqual({});
    expect(await bell('Notifications')).not.toHaveTextContent(/\d/);
    expect(within(panel).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('marks a notification read when its link is followed, and closes', async () => {
    const user = userEvent.setup();
    const api = stubNotificationsApi({ items: [notification()], unread: 1 });
    const { router } = renderBell();
    await user.click(await bell('Notifications, 1 unread'));
    await user.click(await screen.findByRole('link', { name: 'KRL · KRYLL' }));
    await waitFor(() => expect(api.reads()).toHaveLength(1));
    expect(api.reads()[0]?.body).toEqual({ ids: [notification().id] });
    expect(router.state.location.pathname).toBe('/x-ray/kryll');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await bell('Notifications')).toHaveAccessibleName('Notifications');
  });

  it('says what K3 watches when there is no notification yet', async () => {
    const user = userEvent.setup();
    stubNotificationsApi({ items: [] });
    renderBell();
    await user.click(await bell('Notifications'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('No alerts yet.')).toBeVisible();
    expect(
      within(panel).getByText(
        'K3 watches every token you hold and tells you here when its owner, taxes, liquidity or audit change in a way that matters.',
      ),
    ).toBeVisible();
    expect(within(panel).queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    const api = stubNotificationsApi({ items: [notification()], fail: true });
    renderBell();
    await user.click(await bell('Notifications'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Your notifications could not be loaded.');
    api.setFail(false);
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByRole('link', { name: 'KRL · KRYLL' })).toBeVisible();
    expect(await bell('Notifications, 1 unread')).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    const user = userEvent.setup();
    stubNotificationsApi({ items: [notification()] });
    renderBell();
    const button = await bell('Notifications, 1 unread');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await screen.findByRole('link', { name: 'KRL · KRYLL' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
