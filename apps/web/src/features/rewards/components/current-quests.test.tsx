// The dashboard's current quests (spec §2 "Up to 3 current quests are shown below", §4 "started first, then pending,
// at most 3"): the same Start and Claim as the Quests tab; nothing when every quest is completed.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify/unstyled';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuth } from '../../../lib/auth';
import { renderWithProviders } from '../../../testing/render';
import { loadRewardsTexts } from '../hooks/use-rewards-texts';
import { WALLET, quest } from '../testing/fixtures';
import { stubRewardsApi } from '../testing/rewards-api';
import { CurrentQuests } from './current-quests';

beforeAll(async () => {
  await loadRewardsTexts();
});

beforeEach(() => {
  setAuth({ token: 't', wallet: WALLET });
  vi.spyOn(toast, 'info');
});

describe('CurrentQuests', () => {
  it('shows at most 3 quests, started first, and links to every quest', async () => {
    stubRewardsApi({
      quests: [
        quest({ id: 'p1', name: 'Pending one' }),
        quest({ id: 'c1', name: 'Completed one', status: 'completed' }),
        quest({ id: 's1', name: 'Started one', status: 'started' }),
        quest({ id: 'p2', name: 'Pending two' }),
        quest({ id: 'p3', name: 'Pending three' }),
      ],
    });
    renderWithProviders(<CurrentQuests />);
    const section = await screen.findByRole('region', { name: 'Current quests' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Started one', 'Pending one', 'Pending two']);
    expect(within(section).getByRole('link', { name: 'See all quests' })).toHaveAttribute('href', '/rewards/quests');
  });

  it('starts a quest from the dashboard', async () => {
    const api = stubRewardsApi({ quests: [quest({ id: 'p1', name: 'Pending one' })] });
    renderWithProviders(<CurrentQuests />);
    await userEvent.click(await screen.findByRole('button', { name: 'Start: Pending one' }));
    expect(await screen.findByRole('button', { name: 'Claim: Pending one' })).toBeVisible();
    expect(api.callsTo('POST', '/api/me/quests/start')).toHaveLength(1);
    expect(toast.info).toHaveBeenCalled();
  });

  it('shows nothing when every quest is completed', async () => {
    const api = stubRewardsApi({ quests: [quest({ id: 'c1', status: 'completed' })] });
    const { container } = renderWithProviders(<CurrentQuests />);
    await vi.waitFor(() => expect(api.callsTo('GET', '/api/me/quests')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
  });
});
