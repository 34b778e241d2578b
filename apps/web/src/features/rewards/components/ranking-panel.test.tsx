// The Ranking tab (spec §5 "Ranking"): public for a visitor; for a signed-in user their own row is injected when they
// reach the lowest xp shown and highlighted (aria-current and "You"); unset usernames read as shortened addresses.
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setAuth } from '../../../lib/auth';
import { renderWithProviders } from '../../../testing/render';
import { loadRewardsTexts } from '../hooks/use-rewards-texts';
import { WALLET, rankingEntry } from '../testing/fixtures';
import { stubRewardsApi } from '../testing/rewards-api';
import { RankingPanel } from './ranking-panel';

const OTHER = '0x2222222222222222222222222222222222222222';
const RANKING = [rankingEntry('0xaaaa', 5000, 1, 'alice'), rankingEntry(OTHER, 1200, 2), rankingEntry('0xcccc', 300, 3, 'carol')];

beforeAll(async () => {
  await loadRewardsTexts();
});

const rows = () =>
  within(screen.getByRole('table', { name: /Users ranked by XP/ }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

describe('RankingPanel', () => {
  it('shows the ranking to a visitor, with no own row', async () => {
    const api = stubRewardsApi({ ranking: RANKING });
    renderWithProviders(<RankingPanel />);
    await screen.findByRole('table');
    expect(rows()).toEqual([
      ['1', 'alice', '5,000'],
      ['2', '0x2222…2222', '1,200'],
      ['3', 'carol', '300'],
    ]);
    expect(screen.queryByText('You')).toBeNull();
    expect(api.callsTo('GET', '/api/me/ranking')).toHaveLength(0);
  });

  it('injects and highlights the signed-in user’s own row', async () => {
    setAuth({ token: 't', wallet: WALLET });
    stubRewardsApi({ ranking: RANKING, myRank: { id: WALLET, xp: 1250, username: 'me-k3', rank: 2 } });
    renderWithProviders(<RankingPanel />);
    await screen.findByText('You');
    expect(rows()).toEqual([
      ['1', 'alice', '5,000'],
      ['2', 'me-k3You', '1,250'],
      ['3', '0x2222…2222', '1,200'],
      ['4', 'carol', '300'],
    ]);
    const own = screen.getByRole('row', { current: true });
    expect(own).toHaveTextContent('me-k3');
    expect(screen.getAllByRole('row').filter((row) => row.getAttribute('aria-current'))).toHaveLength(1);
  });

  it('shows a user ranked below the table after it, at their exact rank', async () => {
    setAuth({ token: 't', wallet: WALLET });
    stubRewardsApi({ ranking: RANKING, myRank: { id: WALLET, xp: 10, username: 'me-k3', rank: 40 } });
    renderWithProviders(<RankingPanel />);
    await screen.findByText('You');
    expect(rows()).toEqual([
      ['1', 'alice', '5,000'],
      ['2', '0x2222…2222', '1,200'],
      ['3', 'carol', '300'],
      // (the "…" gap between them is hidden from assistive technology)
      ['40', 'me-k3You', '10'],
    ]);
    expect(screen.getByRole('row', { current: true })).toHaveTextContent('me-k3');
    expect(screen.queryByText('Earn XP to enter the ranking.')).toBeNull();
  });

  it('tells a user without XP how to enter', async () => {
    setAuth({ token: 't', wallet: WALLET });
    stubRewardsApi({ ranking: RANKING, myRank: { id: WALLET, xp: 0, username: WALLET, rank: null } });
    renderWithProviders(<RankingPanel />);
    expect(await screen.findByText('Earn XP to enter the ranking.')).toBeVisible();
    expect(rows()).toHaveLength(3);
    expect(screen.queryByRole('row', { current: true })).toBeNull();
  });

  it('tags generated demo members and says what they are', async () => {
    stubRewardsApi({
      ranking: [{ ...rankingEntry('0xaaaa', 5000, 1, 'satoshi_fan'), demo: true }, rankingEntry(OTHER, 1200, 2)],
    });
    renderWithProviders(<RankingPanel />);
    await screen.findByRole('table');
    expect(rows()).toEqual([
      ['1', 'satoshi_fandemo', '5,000'],
      ['2', '0x2222…2222', '1,200'],
    ]);
    expect(screen.getByText(/^Demo community: the other members are generated/)).toBeVisible();
  });

  it('says so when nobody is ranked yet', async () => {
    stubRewardsApi({ ranking: [] });
    renderWithProviders(<RankingPanel />);
    expect(await screen.findByRole('heading', { name: 'No ranking yet' })).toBeVisible();
  });
});
