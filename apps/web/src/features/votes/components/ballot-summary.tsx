// The confirmation step before a ballot is cast: what each choice gets, the points left unused (a ballot may spend
// less than the budget), and the final-ballot notice again beside the button that casts it.
import { useId, type Ref } from 'react';
import type { Poll } from '@k3/shared';
import { useVotesTexts } from '../hooks/use-votes-texts';
import { pointsRemaining, type Distribution } from '../utils/distribution';

interface BallotSummaryProps {
  ref: Ref<HTMLDivElement>;
  poll: Pick<Poll, 'budget' | 'choices'>;
  points: Distribution;
  isCasting: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

export function BallotSummary({ ref, poll, points, isCasting, onConfirm, onBack }: BallotSummaryProps) {
  const { t } = useVotesTexts();
  const titleId = useId();
  const unused = pointsRemaining(poll.budget, points);
  return (
    <div ref={ref} className="poll-confirm" role="group" aria-labelledby={titleId} tabIndex={-1}>
      <h3 id={titleId} className="poll-confirm-title">
        {t('votes.distributor.confirmTitle')}
      </h3>
      <ul className="poll-summary">
        {poll.choices.flatMap((choice, index) =>
          (points[index] ?? 0) > 0
            ? [
                <li key={choice.index}>
                  {t('votes.distributor.confirmLine', { choice: choice.label, count: points[index] ?? 0 })}
                </li>,
              ]
            : [],
        )}
      </ul>
      {unused > 0 ? <p className="muted">{t('votes.distributor.confirmUnused', { points: unused })}</p> : null}
      <p className="poll-final-notice">{t('votes.distributor.finalNotice')}</p>
      <div className="poll-confirm-actions">
        <button type="button" className="button button-primary" onClick={onConfirm} disabled={isCasting}>
          {isCasting ? t('votes.distributor.casting') : t('votes.distributor.confirm')}
        </button>
        <button type="button" className="button button-ghost" onClick={onBack} disabled={isCasting}>
          {t('votes.distributor.back')}
        </button>
      </div>
    </div>
  );
}
