// The Past polls tab (spec §2 "/votes/past"): closed polls, newest first, each with its results as bars and the
// caller's ballot when they cast one; the spec's empty state when none has closed yet.
import './votes.css';
import { useId } from 'react';
import type { Poll } from '@k3/shared';
import { usePolls } from '../api/get-polls';
import { useVotesTexts } from '../hooks/use-votes-texts';
import { formatDateTime } from '../utils/time-left';
import { MyBallot } from './my-ballot';
import { PollResults } from './poll-results';
import { NoPoll, PollsLoadError, PollsLoading } from './polls-state';

function PastPoll({ poll }: { poll: Poll }) {
  const { t, i18n } = useVotesTexts();
  const titleId = useId();
  return (
    <article className="card poll-card" aria-labelledby={titleId}>
      <header className="poll-card-header">
        <h2 id={titleId} className="poll-question">
          {poll.question}
        </h2>
        <p className="poll-meta">
          <time dateTime={poll.endsAt}>
            {t('votes.poll.endedAt', { date: formatDateTime(poll.endsAt, i18n.resolvedLanguage ?? 'en') })}
          </time>
        </p>
      </header>
      <PollResults poll={poll} />
      {poll.myBallot ? <MyBallot poll={poll} ballot={poll.myBallot} /> : null}
    </article>
  );
}

export function PastPolls() {
  const polls = usePolls('past');
  if (polls.isPending) return <PollsLoading />;
  if (polls.isError) return <PollsLoadError onRetry={() => void polls.refetch()} />;
  if (polls.data.length === 0) return <NoPoll tab="past" />;
  return (
    <div className="poll-list">
      {polls.data.map((poll) => (
        <PastPoll key={poll.id} poll={poll} />
      ))}
    </div>
  );
}
