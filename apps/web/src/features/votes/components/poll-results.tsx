// A poll's results as horizontal bars (spec §2 "Past polls"; live while a poll runs when it says so): per choice its
// points and share in words, the bar only repeating them for the eye, the leading choice marked, the ballots counted.
import './poll-results.css';
import { useId } from 'react';
import type { Poll } from '@k3/shared';
import { useVotesTexts } from '../hooks/use-votes-texts';
import { pollResults } from '../utils/results';

export function PollResults({ poll, isLive = false }: { poll: Pick<Poll, 'choices' | 'results' | 'ballots'>; isLive?: boolean }) {
  const { t } = useVotesTexts();
  const titleId = useId();
  const results = pollResults(poll);
  return (
    <section className="poll-results" aria-labelledby={titleId}>
      <div className="poll-results-header">
        <h3 id={titleId} className="poll-subtitle">
          {isLive ? t('votes.results.live') : t('votes.results.title')}
        </h3>
        <p className="muted">{t('votes.poll.ballots', { count: poll.ballots })}</p>
      </div>
      {poll.ballots === 0 ? (
        <p className="muted">{t('votes.results.noBallots')}</p>
      ) : (
        <ol className="poll-bars">
          {results.choices.map((choice) => (
            <li key={choice.index} className={choice.isLeading ? 'poll-bar-row is-leading' : 'poll-bar-row'}>
              <div className="poll-bar-text">
                <span className="poll-bar-label">
                  {choice.label}
                  {choice.isLeading ? (
                    <span className="poll-winner">{results.isTie ? t('votes.results.tie') : t('votes.results.winner')}</span>
                  ) : null}
                </span>
                <span className="poll-bar-value">
                  {t('votes.results.line', { count: choice.points, percent: choice.percent })}
                </span>
              </div>
              <div className="poll-bar" aria-hidden="true">
                <div className="poll-bar-fill" style={{ width: `${choice.percent}%` }} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
