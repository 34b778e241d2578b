// The caller's ballot, read-only (spec §1 Votes: a ballot is final): what each choice got and the points given.
import { useEffect, useId, useRef } from 'react';
import type { Poll } from '@k3/shared';
import { useVotesTexts } from '../hooks/use-votes-texts';
import { ballotPoints, pointsSpent } from '../utils/distribution';

interface MyBallotProps {
  poll: Pick<Poll, 'budget' | 'choices'>;
  ballot: Readonly<Record<string, number>>;
  /** Just cast on this page: say so (the list itself is the same). */
  isJustCast?: boolean;
}

export function MyBallot({ poll, ballot, isJustCast = false }: MyBallotProps) {
  const { t } = useVotesTexts();
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const points = ballotPoints(poll.choices.length, ballot);
  // The distributor that had focus is gone once the ballot is cast: focus lands on the ballot that replaced it.
  useEffect(() => {
    if (isJustCast) sectionRef.current?.focus();
  }, [isJustCast]);
  return (
    <section ref={sectionRef} className="poll-my-ballot" aria-labelledby={titleId} tabIndex={isJustCast ? -1 : undefined}>
      <h3 id={titleId} className="poll-subtitle">
        {t('votes.myBallot.title')}
      </h3>
      {isJustCast ? <p className="poll-cast-done">{t('votes.myBallot.cast')}</p> : null}
      <ul className="poll-summary">
        {poll.choices.map((choice, index) => (
          <li key={choice.index} className={(points[index] ?? 0) > 0 ? undefined : 'muted'}>
            {t('votes.myBallot.line', { choice: choice.label, count: points[index] ?? 0 })}
          </li>
        ))}
      </ul>
      <p className="muted">{t('votes.myBallot.total', { spent: pointsSpent(points), budget: poll.budget })}</p>
    </section>
  );
}
