// Start and Claim with their feedback (spec §4 quest states, §8 "Quests" messages, §9 TOAST_MS):
// - started → an info toast with the quest's name and a link to it (17 s);
// - start failure → 'An error occurred while starting the quest: {reason}. Please try later or contact support.' (5 s);
// - claim success → confetti (800 pieces, none when the user prefers reduced motion) and 'You successfully completed
//   the quest!' (3 s); a spread-the-word post submitted for review → an info toast saying so, no confetti;
// - claim failure with the quest's url (409 not_completed) → a 'not completed' warning with the link (15 s), any other
//   failure → a try-again warning (3 s).
// One request per quest at a time: the card's button is disabled while it runs.
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { QUEST_CONFETTI_PIECES, TOAST_MS, type Quest } from '@k3/shared';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/toast';
import { useCompleteQuest } from '../api/complete-quest';
import { useStartQuest } from '../api/start-quest';
import { QuestLink } from '../components/quest-link';
import { prefersReducedMotion } from '../utils/reduced-motion';
import { useRewardsTexts } from './use-rewards-texts';

export type QuestBusy = 'start' | 'claim';

function celebrate(): void {
  if (prefersReducedMotion()) return;
  void import('../utils/confetti').then(({ launchConfetti }) => launchConfetti(QUEST_CONFETTI_PIECES));
}

export function useQuestActions() {
  const { t } = useRewardsTexts();
  const navigate = useNavigate();
  const start = useStartQuest();
  const complete = useCompleteQuest();
  const [busy, setBusy] = useState<ReadonlyMap<string, QuestBusy>>(new Map());
  // A second click before the disabled button has rendered must not send a second request.
  const inFlight = useRef(new Set<string>());

  const track = async (id: string, kind: QuestBusy, run: () => Promise<void>) => {
    if (inFlight.current.has(id)) return;
    inFlight.current.add(id);
    setBusy((current) => new Map(current).set(id, kind));
    try {
      await run();
    } finally {
      inFlight.current.delete(id);
      setBusy((current) => {
        const next = new Map(current);
        next.delete(id);
        return next;
      });
    }
  };

  const withLink = (text: string, url: string, label: string) => (
    <span>
      {text}{' '}
      <QuestLink url={url} navigate={navigate}>
        {label}
      </QuestLink>
    </span>
  );

  const onStart = (quest: Quest) =>
    track(quest.id, 'start', async () => {
      try {
        await start.mutateAsync(quest.id);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        notify.error(t('rewards.quests.toast.startError', { reason }), { durationMs: TOAST_MS.questStartError });
        return;
      }
      const text = t('rewards.quests.toast.started', { name: quest.name });
      notify.info(quest.url ? withLink(text, quest.url, t('rewards.quests.toast.startedLink')) : text, {
        durationMs: TOAST_MS.questStarted,
      });
    });

  const onClaim = (quest: Quest, url?: string) =>
    track(quest.id, 'claim', async () => {
      let result: Awaited<ReturnType<typeof complete.mutateAsync>>;
      try {
        result = await complete.mutateAsync(url === undefined ? { questId: quest.id } : { questId: quest.id, url });
      } catch (error) {
        const questUrl = error instanceof ApiError ? (error.details.url ?? null) : null;
        if (questUrl) {
          notify.warning(withLink(t('rewards.quests.toast.notCompleted'), questUrl, t('rewards.quests.toast.notCompletedLink')), {
            durationMs: TOAST_MS.questNotCompleted,
          });
        } else {
          notify.warning(t('rewards.quests.toast.retry'), { durationMs: TOAST_MS.questRetry });
        }
        return;
      }
      // A spread-the-word post is only submitted: it pays once an admin has checked it (issue 22 §7).
      if (result.quest.review === 'pending') {
        notify.info(t('rewards.quests.toast.submitted'));
        return;
      }
      celebrate();
      notify.success(t('rewards.quests.toast.success'), { durationMs: TOAST_MS.questSuccess });
    });

  return { busy, onStart, onClaim };
}
