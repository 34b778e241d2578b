// The quest card's action (spec §4): Start for a pending quest, Claim for a started one (disabled and busy while the
// claim runs), an inert Completed for a completed one, an inert "Pending review" for a spread-the-word post an admin has
// not checked yet; with a link to where the quest is done while it is open.
import { useNavigate } from 'react-router';
import type { Quest } from '@k3/shared';
import type { QuestBusy } from '../hooks/use-quest-actions';
import { useRewardsTexts } from '../hooks/use-rewards-texts';
import { QuestLink } from './quest-link';

interface QuestActionProps {
  quest: Quest;
  busy: QuestBusy | undefined;
  onStart: () => void;
  onClaim: () => void;
  /** The form the Claim button submits (the post link of a spread-the-word quest). */
  form: string | undefined;
}

export function QuestAction({ quest, busy, onStart, onClaim, form }: QuestActionProps) {
  const { t } = useRewardsTexts();
  const navigate = useNavigate();
  const label = (action: string) => t('rewards.quests.actionLabel', { action, name: quest.name });

  // A finished quest, or (issue 22 §7) a spread-the-word post waiting for an admin's review: nothing to press.
  const settled =
    quest.status === 'completed'
      ? t('rewards.quests.completed')
      : quest.review === 'pending' && quest.status === 'started'
        ? t('rewards.quests.pendingReview')
        : null;
  if (settled !== null) {
    return (
      <button
        type="button"
        className="button button-secondary quest-done"
        disabled
        aria-disabled="true"
        aria-label={label(settled)}
      >
        {settled}
      </button>
    );
  }

  const link = quest.url ? (
    <QuestLink url={quest.url} navigate={navigate}>
      {t('rewards.quests.open')}
    </QuestLink>
  ) : null;

  if (quest.status === 'pending') {
    const text = busy === 'start' ? t('rewards.quests.starting') : t('rewards.quests.start');
    return (
      <>
        <button
          type="button"
          className="button button-primary"
          onClick={onStart}
          disabled={busy !== undefined}
          aria-busy={busy === 'start' || undefined}
          aria-label={label(text)}
        >
          {text}
        </button>
        {link}
      </>
    );
  }

  const text = busy === 'claim' ? t('rewards.quests.claiming') : t('rewards.quests.claim');
  return (
    <>
      <button
        type={form ? 'submit' : 'button'}
        form={form}
        className="button button-primary"
        onClick={form ? undefined : onClaim}
        disabled={busy !== undefined}
        aria-busy={busy === 'claim' || undefined}
        aria-label={label(text)}
      >
        {text}
      </button>
      {link}
    </>
  );
}
