// One current poll (spec §2 "Current Poll", §4 Polls): its question, when it closes, the points budget, then what the
// visitor can do — distribute points and cast a ballot when signed in, read their ballot once cast (final), or see
// 'Please sign in to participate in the vote' with the connect button (spec §5 "voting needs a signed-in user").
// A refused ballot shows its spec §8 message here, in an alert, whatever the view below it becomes.
import { useId } from 'react';
import type { Poll } from '@k3/shared';
import { useAuth } from '../../../lib/auth';
import { useCastBallot } from '../api/cast-ballot';
import { useNow } from '../../../hooks/use-now';
import { useVotesTexts } from '../hooks/use-votes-texts';
import { ballotFailure } from '../utils/ballot-error';
import { formatDateTime, timeLeft } from '../utils/time-left';
import { MyBallot } from './my-ballot';
import { PointsDistributor } from './points-distributor';
import { PollResults } from './poll-results';

interface PollCardProps {
  poll: Poll;
  /** Opens the wallet choices (the route owns the connect dialog). */
  onConnect: () => void;
}

export function PollCard({ poll, onConnect }: PollCardProps) {
  const { t, i18n } = useVotesTexts();
  const auth = useAuth();
  const titleId = useId();
  const now = useNow();
  const cast = useCastBallot(poll.id);
  const locale = i18n.resolvedLanguage ?? 'en';

  const ballot = poll.myBallot;
  return (
    <article className="card poll-card" aria-labelledby={titleId}>
      <header className="poll-card-header">
        <h2 id={titleId} className="poll-question">
          {poll.question}
        </h2>
        <p className="poll-meta">
          <span className="poll-time-left">{t('votes.poll.endsIn', { relative: timeLeft(poll.endsAt, now, locale) })}</span>
          <time dateTime={poll.endsAt}>{t('votes.poll.endsAt', { date: formatDateTime(poll.endsAt, locale) })}</time>
        </p>
        {ballot ? null : <p className="muted">{t('votes.poll.budget', { count: poll.budget })}</p>}
      </header>

      {ballot ? (
        <MyBallot poll={poll} ballot={ballot} isJustCast={cast.isSuccess} />
      ) : auth ? (
        <PointsDistributor key={auth.wallet} poll={poll} isCasting={cast.isPending} onCast={(body) => cast.mutate(body)} />
      ) : (
        <div className="poll-signed-out">
          <ul className="poll-summary">
            {poll.choices.map((choice) => (
              <li key={choice.index}>{choice.label}</li>
            ))}
          </ul>
          <p className="poll-sign-in">{t('votes.signedOut')}</p>
          <button type="button" className="button button-primary" onClick={onConnect}>
            {t('common.auth.connectWallet')}
          </button>
        </div>
      )}

      {cast.isError ? (
        <p className="form-error poll-error" role="alert">
          {t(`votes.errors.${ballotFailure(cast.error)}`)}
        </p>
      ) : null}

      {poll.results ? <PollResults poll={poll} isLive /> : ballot ? <p className="muted">{t('votes.results.hidden')}</p> : null}
    </article>
  );
}
