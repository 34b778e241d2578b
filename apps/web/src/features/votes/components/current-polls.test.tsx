// The Current Poll tab against a stubbed polls API: the empty state, a visitor's sign-in prompt, the distributor
// (remaining points, + and −, arrow keys, over-budget typing), the final-ballot notice and confirmation, the cast
// ballot with live results, a ballot already cast, and the spec §8 message of each refusal.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setAuth } from '../../../lib/auth';
import { renderWithProviders } from '../../../testing/render';
import { loadVotesTexts } from '../hooks/use-votes-texts';
import { WALLET, currentPoll, fail, stubVotesApi } from '../testing/votes-api';
import { CurrentPolls } from './current-polls';

beforeAll(async () => {
  await loadVotesTexts();
});

function renderTab() {
  const onConnect = vi.fn();
  const view = renderWithProviders(<CurrentPolls onConnect={onConnect} />);
  return { ...view, onConnect };
}

const remaining = () => screen.getByText(/points remaining to distribute$/);
const castButton = () => screen.getByRole('button', { name: 'Cast my ballot' });

describe('CurrentPolls for a visitor', () => {
  it('shows the empty state when no poll is open', async () => {
    stubVotesApi({ current: [] });
    renderTab();
    expect(await screen.findByRole('heading', { name: 'No current poll' })).toBeVisible();
    expect(screen.getByText('No poll is available for the moment, please check back later.')).toBeVisible();
  });

  it('shows the poll and asks to sign in, with the connect button instead of the cast button', async () => {
    const api = stubVotesApi({ current: [currentPoll()] });
    const { onConnect } = renderTab();
    expect(await screen.findByRole('heading', { name: 'Which chain should K3 support next?' })).toBeVisible();
    expect(screen.getByText('Ends in 2 days')).toBeVisible();
    expect(screen.getByText('Arbitrum')).toBeVisible();
    expect(screen.getByText('Please sign in to participate in the vote')).toBeVisible();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cast my ballot' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }));
    expect(onConnect).toHaveBeenCalledTimes(1);
    expect(api.callsTo('/api/polls')[0]?.authorization).toBeNull();
  });
});

describe('CurrentPolls distributor', () => {
  it('counts the points remaining as they are given, with buttons and arrow keys, up to the budget', async () => {
    setAuth({ token: 'tok', wallet: WALLET });
    stubVotesApi({ current: [currentPoll({ budget: 3 })] });
    renderTab();
    const base = await screen.findByRole('spinbutton', { name: 'Base' });
    expect(base).toHaveAttribute('inputmode', 'numeric');
    expect(remaining()).toHaveTextContent('3 of 3 points remaining to distribute');
    expect(remaining()).toHaveAttribute('aria-live', 'polite');
    // Nothing given yet: nothing to cast.
    expect(castButton()).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Add a point to “Base”' }));
    expect(base).toHaveValue(1);
    const arbitrum = screen.getByRole('spinbutton', { name: 'Arbitrum' });
    fireEvent.keyDown(arbitrum, { key: 'ArrowUp' });
    fireEvent.keyDown(arbitrum, { key: 'ArrowUp' });
    expect(arbitrum).toHaveValue(2);
    expect(remaining()).toHaveTextContent('0 of 3 points remaining to distribute');
    // Budget spent: every + is off, and the arrow adds nothing more.
    for (const button of screen.getAllByRole('button', { name: /^Add a point/ })) expect(button).toBeDisabled();
    fireEvent.keyDown(arbitrum, { key: 'ArrowUp' });
    expect(arbitrum).toHaveValue(2);
    expect(castButton()).toBeEnabled();

    fireEvent.keyDown(arbitrum, { key: 'ArrowDown' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove a point from “Base”' }));
    expect(base).toHaveValue(0);
    expect(screen.getByRole('button', { name: 'Remove a point from “Base”' })).toBeDisabled();
    expect(remaining()).toHaveTextContent('2 of 3 points remaining to distribute');
  });

  it("says 'Invalid points total' and refuses to cast when typed points overdraw the budget", async () => {
    setAuth({ token: 'tok', wallet: WALLET });
    stubVotesApi({ current: [currentPoll()] });
    renderTab();
    const base = await screen.findByRole('spinbutton', { name: 'Base' });
    fireEvent.change(base, { target: { value: '8' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Avalanche' }), { target: { value: '3' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid points total');
    expect(base).toHaveAttribute('aria-invalid', 'true');
    expect(castButton()).toBeDisabled();

    fireEvent.change(base, { target: { value: '7' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(castButton()).toBeEnabled();
  });

  it('says the ballot is final before casting, confirms, sends only given points and shows the ballot and live results', async () => {
    const user = userEvent.setup();
    setAuth({ token: 'tok', wallet: WALLET });
    const api = stubVotesApi({
      current: [currentPoll({ liveResults: true, results: [{ index: 0, points: 0, voters: 0 }] })],
    });
    renderTab();
    await user.type(await screen.findByRole('spinbutton', { name: 'Avalanche' }), '6');
    await user.click(screen.getByRole('button', { name: 'Add a point to “Base”' }));
    const notice = 'A ballot is final: once cast, it cannot be changed or withdrawn.';
    expect(screen.getByText(notice)).toBeVisible();
    expect(castButton()).toHaveAccessibleDescription(notice);

    await user.click(castButton());
    const confirm = screen.getByRole('group', { name: 'Check your ballot before casting it' });
    expect(within(confirm).getByText('Base: 1 point')).toBeVisible();
    expect(within(confirm).getByText('Avalanche: 6 points')).toBeVisible();
    expect(within(confirm).getByText('Points left unused: 3')).toBeVisible();
    expect(within(confirm).getByText(notice)).toBeVisible();
    expect(api.callsTo('/api/polls/7/ballot', 'POST')).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Confirm: cast my final ballot' }));
    const ballot = await screen.findByRole('region', { name: 'Your ballot' });
    const [post] = api.callsTo('/api/polls/7/ballot', 'POST');
    expect(post?.body).toEqual({ points: { '0': 1, '2': 6 } });
    expect(post?.authorization).toBe('Bearer tok');
    expect(within(ballot).getByText('Your ballot has been cast. It is final.')).toBeVisible();
    expect(within(ballot).getByText('Avalanche: 6 points')).toBeVisible();
    expect(within(ballot).getByText('Points given: 7 of 10')).toBeVisible();
    expect(ballot).toHaveFocus();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.getByRole('region', { name: 'Live results' })).toBeVisible();
  });

  it('goes back from the confirmation to the points without casting', async () => {
    setAuth({ token: 'tok', wallet: WALLET });
    const api = stubVotesApi({ current: [currentPoll()] });
    renderTab();
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Base' }), { target: { value: '2' } });
    fireEvent.click(castButton());
    expect(screen.getByRole('spinbutton', { name: 'Base' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Back to my points' }));
    expect(screen.getByRole('spinbutton', { name: 'Base' })).toBeEnabled();
    expect(castButton()).toBeEnabled();
    expect(api.callsTo('/api/polls/7/ballot', 'POST')).toHaveLength(0);
  });

  it('shows a ballot already cast read-only, and says results come once the poll closes', async () => {
    setAuth({ token: 'tok', wallet: WALLET });
    stubVotesApi({ current: [currentPoll({ myBallot: { '1': 10 } })] });
    renderTab();
    const ballot = await screen.findByRole('region', { name: 'Your ballot' });
    expect(within(ballot).getByText('Arbitrum: 10 points')).toBeVisible();
    expect(within(ballot).getByText('Base: 0 points')).toBeVisible();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByText('Please sign in to participate in the vote')).toBeNull();
    expect(screen.getByText('Results are shown once the poll has closed.')).toBeVisible();
  });
});

describe('CurrentPolls refusals (spec §8 Votes)', () => {
  it.each([
    [409, 'already_voted', 'Already voted'],
    [404, 'wrong_poll', 'Poll not found'],
    [400, 'no_ballot', 'No ongoing ballot'],
    [409, 'wrong_date', 'Poll not open'],
    [400, 'overdrawn', 'Invalid points total'],
    [400, 'invalid_choice', 'Error submitting the ballot'],
    [500, 'internal_error', 'Error submitting the ballot'],
  ])('a %i %s shows "%s"', async (status, key, message) => {
    setAuth({ token: 'tok', wallet: WALLET });
    stubVotesApi({ current: [currentPoll()], ballot: () => fail(status, key, `server words for ${key}`) });
    renderTab();
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Base' }), { target: { value: '4' } });
    fireEvent.click(castButton());
    fireEvent.click(screen.getByRole('button', { name: 'Confirm: cast my final ballot' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(screen.getByRole('alert').textContent).toBe(message);
  });
});
