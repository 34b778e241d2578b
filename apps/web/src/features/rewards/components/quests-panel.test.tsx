// The Quests tab against a stubbed API (spec §4 quest states, §8 "Quests" messages with their durations): start →
// started toast with the name and link (17 s); start failure → the spec's message with the reason (5 s); claim →
// confetti (800 pieces) and 'You successfully completed the quest!' (3 s), the user and the quests read again; a claim
// refused with the quest's url → 'not completed' warning with the link (15 s), any other refusal → try again (3 s);
// Claim disabled while it runs; no confetti for a user who prefers reduced motion.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer, toast } from 'react-toastify/unstyled';
import { QUEST_CONFETTI_PIECES, TOAST_MS } from '@k3/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuth } from '../../../lib/auth';
import { renderWithProviders } from '../../../testing/render';
import { loadRewardsTexts } from '../hooks/use-rewards-texts';
import { WALLET, quest } from '../testing/fixtures';
import { fail, ok, stubRewardsApi } from '../testing/rewards-api';
import { CONFETTI_CLASS } from '../utils/confetti';
import { QuestsPanel } from './quests-panel';

const SUCCESS = 'You successfully completed the quest!';

beforeAll(async () => {
  await loadRewardsTexts();
});

beforeEach(() => {
  setAuth({ token: 't', wallet: WALLET });
  for (const level of ['success', 'info', 'warning', 'error'] as const) vi.spyOn(toast, level);
  // jsdom draws nothing: the canvas is created and removed, its context is null.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  toast.dismiss();
  for (const canvas of document.querySelectorAll(`.${CONFETTI_CLASS}`)) canvas.remove();
});

function renderPanel() {
  return renderWithProviders(null, {
    path: '/rewards/quests',
    routes: [
      {
        path: '/rewards/quests',
        element: (
          <>
            <QuestsPanel />
            <ToastContainer />
          </>
        ),
      },
      { path: '/chat/*', element: <p>Agent K page</p> },
    ],
  });
}

const card = (name: string) => screen.findByRole('article', { name });
const confetti = () => document.querySelector(`.${CONFETTI_CLASS}`);

describe('QuestsPanel', () => {
  it('lists the quests, open ones first', async () => {
    stubRewardsApi({
      quests: [
        quest({ id: 'a', name: 'Done already', status: 'completed' }),
        quest({ id: 'b', name: 'Hold KRL' }),
        quest({ id: 'c', name: 'Ask Agent K', status: 'started' }),
      ],
    });
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Quests' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Hold KRL', 'Ask Agent K', 'Done already']);
  });

  it('says so when there is no quest', async () => {
    stubRewardsApi({ quests: [] });
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'No quest for the moment' })).toBeVisible();
  });

  it('starts a quest: the card turns to Claim and a toast names it with a link to it, for 17 s', async () => {
    const api = stubRewardsApi({ quests: [quest({ id: 'ask', name: 'Ask Agent K', url: '/chat' })] });
    const { router } = renderPanel();
    await userEvent.click(within(await card('Ask Agent K')).getByRole('button', { name: 'Start: Ask Agent K' }));
    expect(await screen.findByRole('button', { name: 'Claim: Ask Agent K' })).toBeEnabled();
    expect(api.callsTo('POST', '/api/me/quests/start')[0]?.body).toEqual({ quest_id: 'ask' });
    expect(toast.info).toHaveBeenCalledWith(expect.anything(), { autoClose: TOAST_MS.questStarted });
    const alert = await screen.findByText('Quest started: Ask Agent K.');
    const link = within(alert.closest('span')!).getByRole('link', { name: 'Go to the quest' });
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
  });

  it('shows the spec’s message with the reason when a start fails, for 5 s', async () => {
    stubRewardsApi({
      quests: [quest({ id: 'ask', name: 'Ask Agent K' })],
      override: (call) => (call.path === '/api/me/quests/start' ? fail(404, 'quest_not_found', 'Quest not found') : undefined),
    });
    renderPanel();
    await userEvent.click(within(await card('Ask Agent K')).getByRole('button', { name: 'Start: Ask Agent K' }));
    const message = 'An error occurred while starting the quest: Quest not found. Please try later or contact support.';
    expect(await screen.findByText(message)).toBeVisible();
    expect(toast.error).toHaveBeenCalledWith(message, { autoClose: TOAST_MS.questStartError });
    expect(screen.getByRole('button', { name: 'Start: Ask Agent K' })).toBeEnabled();
  });

  it('claims: Claim is disabled while it runs, then confetti, the success toast for 3 s and the user read again', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = stubRewardsApi({
      quests: [quest({ id: 'ask', name: 'Ask Agent K', status: 'started', reward: { xp: 150, kredits: 2 } })],
      override: (call) =>
        call.path === '/api/me/quests/complete'
          ? held.then(() =>
              ok({
                quest: quest({ id: 'ask', name: 'Ask Agent K', status: 'completed' }),
                granted: { xp: 150, kredits: 2 },
                xp: 1400,
                kredits: 9,
              }),
            )
          : undefined,
    });
    renderPanel();
    const claim = within(await card('Ask Agent K')).getByRole('button', { name: 'Claim: Ask Agent K' });
    await userEvent.click(claim);
    const running = screen.getByRole('button', { name: 'Claiming…: Ask Agent K' });
    expect(running).toBeDisabled();
    await userEvent.click(running);
    const questsReads = api.callsTo('GET', '/api/me/quests').length;
    release();

    expect(await screen.findByText(SUCCESS)).toBeVisible();
    expect(toast.success).toHaveBeenCalledWith(SUCCESS, { autoClose: TOAST_MS.questSuccess });
    expect(api.callsTo('POST', '/api/me/quests/complete')).toHaveLength(1);
    await waitFor(() => expect(confetti()).not.toBeNull());
    expect(confetti()).toHaveAttribute('data-pieces', String(QUEST_CONFETTI_PIECES));
    expect(confetti()).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(api.callsTo('GET', '/api/me/quests').length).toBeGreaterThan(questsReads));
  });

  it('throws no confetti for a user who prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    stubRewardsApi({ quests: [quest({ id: 'ask', name: 'Ask Agent K', status: 'started' })] });
    renderPanel();
    await userEvent.click(within(await card('Ask Agent K')).getByRole('button', { name: 'Claim: Ask Agent K' }));
    expect(await screen.findByText(SUCCESS)).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Completed: Ask Agent K' })).toBeDisabled();
    expect(confetti()).toBeNull();
  });

  it('says a spread-the-word post was received for review, with no confetti and no success', async () => {
    const spread = { id: 'spread', name: 'Spread the word', type: 'spread_the_word', hint: 'per_tweet' } as const;
    stubRewardsApi({
      quests: [quest({ ...spread, status: 'started' })],
      override: (call) =>
        call.path === '/api/me/quests/complete'
          ? ok({
              quest: quest({ ...spread, status: 'started', review: 'pending' }),
              granted: { xp: 0, kredits: 0 },
              xp: 0,
              kredits: 7,
            })
          : undefined,
    });
    renderPanel();
    const item = await card('Spread the word');
    await userEvent.type(within(item).getByLabelText('Link to your post on X'), 'https://x.com/k3user/status/1234567890{Enter}');
    expect(await screen.findByText('Post received: the XP comes once an admin has checked it is yours.')).toBeVisible();
    expect(toast.success).not.toHaveBeenCalled();
    expect(confetti()).toBeNull();
  });

  it('warns that the quest is not completed, with the link to it, for 15 s', async () => {
    stubRewardsApi({
      quests: [quest({ id: 'hold', name: 'Hold KRL', status: 'started' })],
      override: (call) =>
        call.path === '/api/me/quests/complete'
          ? fail(409, 'not_completed', 'Hold at least 1000 KRL', { url: 'https://k3.example/buy' })
          : undefined,
    });
    renderPanel();
    await userEvent.click(within(await card('Hold KRL')).getByRole('button', { name: 'Claim: Hold KRL' }));
    const warning = await screen.findByText('This quest is not completed yet.');
    const link = within(warning.closest('span')!).getByRole('link', { name: 'Complete it here' });
    expect(link).toHaveAttribute('href', 'https://k3.example/buy');
    expect(link).toHaveAttribute('target', '_blank');
    expect(toast.warning).toHaveBeenCalledWith(expect.anything(), { autoClose: TOAST_MS.questNotCompleted });
    expect(confetti()).toBeNull();
    expect(screen.getByRole('button', { name: 'Claim: Hold KRL' })).toBeEnabled();
  });

  it('asks to try again when a claim fails without a url (a cooldown, the network), for 3 s', async () => {
    stubRewardsApi({
      quests: [quest({ id: 'daily', name: 'Daily share', status: 'started' })],
      override: (call) =>
        call.path === '/api/me/quests/complete'
          ? fail(409, 'cooldown', 'Come back tomorrow', { nextAvailableAt: '2026-11-26T00:00:00.000Z' })
          : undefined,
    });
    renderPanel();
    await userEvent.click(within(await card('Daily share')).getByRole('button', { name: 'Claim: Daily share' }));
    const text = 'The quest could not be claimed. Please try again.';
    expect(await screen.findByText(text)).toBeVisible();
    expect(toast.warning).toHaveBeenCalledWith(text, { autoClose: TOAST_MS.questRetry });
    expect(confetti()).toBeNull();
  });
});
