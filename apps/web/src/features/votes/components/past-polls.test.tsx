// The Past polls tab against a stubbed polls API: results as bars whose numbers are in words (points, share, the
// winner, the ballots), a tie, the caller's own ballot, and the empty state.
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setAuth } from '../../../lib/auth';
import { renderWithProviders } from '../../../testing/render';
import { loadVotesTexts } from '../hooks/use-votes-texts';
import { WALLET, pastPoll, stubVotesApi } from '../testing/votes-api';
import { PastPolls } from './past-polls';

beforeAll(async () => {
  await loadVotesTexts();
});

describe('PastPolls', () => {
  it('shows each closed poll’s results as bars with their numbers in text and the winner marked', async () => {
    const api = stubVotesApi({ past: [pastPoll()] });
    renderWithProviders(<PastPolls />);
    const poll = await screen.findByRole('article', { name: 'Which feature should come first?' });
    expect(api.callsTo('/api/polls')[0]?.url.searchParams.get('status')).toBe('past');
    expect(within(poll).getByText(/^Closed on /)).toHaveAttribute('datetime', '2026-01-08T10:00:00.000Z');
    const results = within(poll).getByRole('region', { name: 'Results' });
    expect(within(results).getByText('Ballots cast: 5')).toBeVisible();
    const rows = within(results).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'AlertsWinner60 points, 60%',
      'Tax report30 points, 30%',
      'Dark pools10 points, 10%',
    ]);
    // The bar repeats the share for the eye only.
    const bar = rows[1]!.querySelector('.poll-bar');
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(bar?.querySelector('.poll-bar-fill')).toHaveStyle({ width: '30%' });
    expect(within(poll).queryByRole('region', { name: 'Your ballot' })).toBeNull();
  });

  it('marks a tie, says when no ballot was cast, and shows the caller’s own ballot', async () => {
    setAuth({ token: 'tok', wallet: WALLET });
    stubVotesApi({
      past: [
        pastPoll({
          id: 4,
          question: 'Tied?',
          myBallot: { '0': 5 },
          results: [
            { index: 0, points: 5, voters: 1 },
            { index: 1, points: 5, voters: 1 },
          ],
          ballots: 2,
        }),
        pastPoll({ id: 5, question: 'Nobody came?', ballots: 0, results: [] }),
      ],
    });
    renderWithProviders(<PastPolls />);
    const tied = await screen.findByRole('article', { name: 'Tied?' });
    expect(within(tied).getAllByText('Tied first')).toHaveLength(2);
    expect(within(within(tied).getByRole('region', { name: 'Your ballot' })).getByText('Alerts: 5 points')).toBeVisible();
    const empty = screen.getByRole('article', { name: 'Nobody came?' });
    expect(within(empty).getByText('No ballot was cast in this poll.')).toBeVisible();
  });

  it('shows the empty state when no poll has closed', async () => {
    stubVotesApi({ past: [] });
    renderWithProviders(<PastPolls />);
    expect(await screen.findByRole('heading', { name: 'No past poll' })).toBeVisible();
    expect(screen.getByText('No poll is available for the moment, please check back later.')).toBeVisible();
  });
});
