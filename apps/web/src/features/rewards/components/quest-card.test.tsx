// A quest card in each state (spec §3 Quest, §4 quest states): what it shows — image, name, description, reward,
// per-unit hint, recurrence, progress — and the one action its state allows: Start, Claim (disabled while the claim
// runs), an inert Completed; a recurring quest says when it is available again; a spread-the-word quest asks for the
// link of the post on X and refuses one that is not a post.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUEST_HINT_UNITS, type Quest } from '@k3/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import type { QuestBusy } from '../hooks/use-quest-actions';
import { loadRewardsTexts } from '../hooks/use-rewards-texts';
import { quest } from '../testing/fixtures';
import { QuestCard } from './quest-card';

beforeAll(async () => {
  await loadRewardsTexts();
});

function renderCard(item: Quest, busy?: QuestBusy) {
  const onStart = vi.fn();
  const onClaim = vi.fn();
  renderWithProviders(<QuestCard quest={item} busy={busy} onStart={onStart} onClaim={onClaim} />);
  return { onStart, onClaim, card: screen.getByRole('article', { name: item.name }) };
}

describe('QuestCard', () => {
  it('shows the image, name, description, reward, hint, recurrence and progress of a pending quest', async () => {
    const { card, onStart } = renderCard(
      quest({
        id: 'ask',
        name: 'Ask Agent K',
        desc: 'Ask Agent K three questions.',
        image: '/images/quests/ask.svg',
        reward: { xp: 150, kredits: 2 },
        hint: 'per_quest',
        recurrence: 'daily',
        progress: { current: 1, target: 3 },
      }),
    );
    expect(within(card).getByRole('heading', { name: 'Ask Agent K' })).toBeVisible();
    expect(within(card).getByText('Ask Agent K three questions.')).toBeVisible();
    expect(card.querySelector('img')).toHaveAttribute('src', '/images/quests/ask.svg');
    const reward = card.querySelector('.quest-reward');
    expect(reward).toHaveTextContent('XP+150');
    expect(reward).toHaveTextContent('AI credits+2');
    expect(within(card).getByText('Per quest completed · Every day')).toBeVisible();
    const progress = within(card).getByRole('progressbar', { name: 'Progress of Ask Agent K' });
    expect(progress).toHaveAttribute('value', '1');
    expect(progress).toHaveAttribute('max', '3');
    expect(within(card).getByText('1 of 3')).toBeVisible();

    await userEvent.click(within(card).getByRole('button', { name: 'Start: Ask Agent K' }));
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('names every per-unit hint', () => {
    const texts: Record<(typeof QUEST_HINT_UNITS)[number], string> = {
      per_token: 'XP per KRL held',
      per_quest: 'Per quest completed',
      per_tweet: 'Per post on X',
      per_chat_share: 'Per Agent K chat shared',
      per_referral: '10% of your friends’ XP',
    };
    for (const hint of QUEST_HINT_UNITS) {
      const { card } = renderCard(quest({ id: hint, hint }));
      expect(within(card).getByText(`${texts[hint]} · Once`)).toBeVisible();
    }
  });

  it('leaves out the AI credits when the reward has none', () => {
    const { card } = renderCard(quest({ id: 'hold', reward: { xp: 500, kredits: 0 } }));
    expect(within(card).getByText('+500')).toBeVisible();
    expect(within(card).queryByText('AI credits')).toBeNull();
  });

  it('offers Claim once started, with a link to the quest, and disables it while the claim runs', async () => {
    const started = quest({ id: 'share', name: 'Share K3', status: 'started', url: 'https://k3.example/rewards' });
    const { card, onClaim } = renderCard(started);
    expect(within(card).getByRole('link', { name: 'Open the quest' })).toHaveAttribute('href', 'https://k3.example/rewards');
    await userEvent.click(within(card).getByRole('button', { name: 'Claim: Share K3' }));
    expect(onClaim).toHaveBeenCalledWith(started);
  });

  it('shows Claiming… disabled and busy while the claim runs', () => {
    const { card } = renderCard(quest({ id: 'share', name: 'Share K3', status: 'started' }), 'claim');
    const button = within(card).getByRole('button', { name: 'Claiming…: Share K3' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('shows an inert Completed, without progress, and when a recurring quest is available again', () => {
    const { card, onClaim, onStart } = renderCard(
      quest({
        id: 'daily',
        name: 'Daily share',
        status: 'completed',
        recurrence: 'daily',
        progress: { current: 1, target: 1 },
        nextAvailableAt: '2026-11-26T00:00:00.000Z',
      }),
    );
    const done = within(card).getByRole('button', { name: 'Completed: Daily share' });
    expect(done).toBeDisabled();
    expect(done).toHaveAttribute('aria-disabled', 'true');
    expect(within(card).queryByRole('progressbar')).toBeNull();
    expect(within(card).getByText(/^Available again Nov 26, 2026/)).toBeVisible();
    expect(onClaim).not.toHaveBeenCalled();
    expect(onStart).not.toHaveBeenCalled();
  });

  it('asks a spread-the-word quest for the post on X and refuses a link that is not a post', async () => {
    const spread = quest({
      id: 'spread',
      name: 'Spread the word',
      type: 'spread_the_word',
      status: 'started',
      hint: 'per_tweet',
    });
    const { card, onClaim } = renderCard(spread);
    const input = within(card).getByLabelText('Link to your post on X');
    await userEvent.type(input, 'https://example.com/not-a-post');
    await userEvent.click(within(card).getByRole('button', { name: 'Claim: Spread the word' }));
    expect(onClaim).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter the link of a post on X: https://x.com/<name>/status/<id>');

    await userEvent.clear(input);
    await userEvent.type(input, 'https://x.com/k3user/status/1234567890{Enter}');
    expect(onClaim).toHaveBeenCalledWith(spread, 'https://x.com/k3user/status/1234567890');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('says a submitted post waits for review, with nothing to claim, and asks for another after a refusal', () => {
    const fields = { name: 'Spread the word', type: 'spread_the_word', status: 'started', hint: 'per_tweet' } as const;
    const { card, onClaim } = renderCard(quest({ id: 'pending', ...fields, review: 'pending' }));
    expect(within(card).getByRole('status')).toHaveTextContent(
      'Your post is waiting for review: the XP comes once an admin has checked it is yours.',
    );
    expect(within(card).getByRole('button', { name: 'Pending review: Spread the word' })).toBeDisabled();
    expect(within(card).queryByLabelText('Link to your post on X')).toBeNull();
    expect(onClaim).not.toHaveBeenCalled();

    const refused = renderCard(quest({ id: 'rejected', ...fields, name: 'Spread again', review: 'rejected' })).card;
    expect(within(refused).getByRole('status')).toHaveTextContent('Your post was not accepted.');
    expect(within(refused).getByLabelText('Link to your post on X')).toBeVisible();
    expect(within(refused).getByRole('button', { name: 'Claim: Spread again' })).toBeEnabled();
  });
});
