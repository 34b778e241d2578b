// The Earn tab (spec §2 "& Earn", §3 levelInfo and Referrals, §8 "Clipboard copy gives a success toast"): level, XP
// and progress on the level curve, Share & Earn until the user shared today (UTC), and the referrals with the copyable
// link.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify/unstyled';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuth } from '../../../lib/auth';
import { renderWithProviders } from '../../../testing/render';
import { loadRewardsTexts } from '../hooks/use-rewards-texts';
import { WALLET, user } from '../testing/fixtures';
import { ok, stubRewardsApi } from '../testing/rewards-api';
import { EarnPanel } from './earn-panel';

beforeAll(async () => {
  await loadRewardsTexts();
});

beforeEach(() => {
  setAuth({ token: 't', wallet: WALLET });
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

describe('EarnPanel', () => {
  it('shows the level, XP and progress on the quadratic curve', async () => {
    stubRewardsApi({ xp: 1250 });
    renderWithProviders(<EarnPanel />);
    const level = screen.getByRole('region', { name: 'Your level' });
    expect(await within(level).findByText('4')).toBeVisible();
    expect(within(level).getByText('1.25K')).toBeVisible();
    const bar = within(level).getByRole('progressbar', { name: 'Level progress' });
    // Level 4 runs from 900 to 1,600 XP.
    expect(bar).toHaveAttribute('aria-valuemin', '900');
    expect(bar).toHaveAttribute('aria-valuemax', '1600');
    expect(bar).toHaveAttribute('aria-valuetext', '1250 of 1600 XP');
    expect(within(level).getByText('350 XP to level 5')).toBeVisible();
  });

  it('offers Share & Earn while the user has not shared today (UTC)', async () => {
    stubRewardsApi();
    renderWithProviders(<EarnPanel />);
    const share = screen.getByRole('region', { name: 'Share & Earn' });
    await screen.findByText('350 XP to level 5');
    expect(within(share).getByRole('button', { name: 'Share & Earn' })).toBeVisible();
    expect(within(share).getByText(/complete the daily share quest/)).toBeVisible();
  });

  it('offers Share once the user has shared today', async () => {
    stubRewardsApi({
      override: (call) => (call.path === '/api/me' ? ok(user(1250, { lastShare: new Date().toISOString() })) : undefined),
    });
    renderWithProviders(<EarnPanel />);
    const share = screen.getByRole('region', { name: 'Share & Earn' });
    expect(await within(share).findByRole('button', { name: 'Share' })).toBeVisible();
    expect(within(share).getByText('Shared today: come back tomorrow (UTC) to earn again.')).toBeVisible();
  });

  it('shows the referrals and copies the referral link with a success toast', async () => {
    stubRewardsApi();
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<EarnPanel />);
    const referrals = screen.getByRole('region', { name: 'Refer friends' });
    expect(await within(referrals).findByLabelText('Your referral link')).toHaveValue('http://localhost/?ref=abc');
    const figure = (label: string) => within(referrals).getByText(label).nextElementSibling;
    expect(figure('Friends referred')).toHaveTextContent('3');
    expect(figure('Referral XP')).toHaveTextContent('120');

    await userEvent.click(within(referrals).getByRole('button', { name: 'Copy the link' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/?ref=abc');
    expect(toast.success).toHaveBeenCalledWith('Referral link copied to the clipboard.', expect.anything());
  });

  it('says when the link could not be copied', async () => {
    stubRewardsApi();
    const writeText = vi.fn<(text: string) => Promise<void>>().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<EarnPanel />);
    const referrals = screen.getByRole('region', { name: 'Refer friends' });
    await userEvent.click(await within(referrals).findByRole('button', { name: 'Copy the link' }));
    expect(toast.error).toHaveBeenCalledWith('The link could not be copied.', expect.anything());
  });
});
