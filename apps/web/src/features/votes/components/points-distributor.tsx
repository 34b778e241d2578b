// The points distributor (spec §1 "a signed-in user distributes points", §3 "Poll or ballot: points remaining to
// distribute", §5 "points total must be valid"): a whole-number field per choice with − and + buttons, the points
// remaining announced as they change, 'Invalid points total' when the typed points overdraw the budget. Casting takes
// two steps — the ballot's summary with its unused points, then the confirmation — and the page says before both that
// a ballot is final: a ballot cannot be changed afterwards, unlike the silent re-votes some DAO tools allow.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { BallotBody, Poll } from '@k3/shared';
import { useVotesTexts } from '../hooks/use-votes-texts';
import {
  ballotBody,
  distributionState,
  emptyDistribution,
  parsePoints,
  pointsRemaining,
  stepPoints,
} from '../utils/distribution';
import { BallotSummary } from './ballot-summary';

interface PointsDistributorProps {
  poll: Pick<Poll, 'id' | 'budget' | 'choices'>;
  onCast: (body: BallotBody) => void;
  isCasting: boolean;
}

export function PointsDistributor({ poll, onCast, isCasting }: PointsDistributorProps) {
  const { t } = useVotesTexts();
  const id = useId();
  // What each field shows, as typed: a field being cleared reads empty, not 0.
  const [drafts, setDrafts] = useState<string[]>(() => emptyDistribution(poll.choices.length).map(String));
  const [isConfirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);

  const parsed = drafts.map(parsePoints);
  const points = parsed.map((value) => value ?? 0);
  const hasBadField = parsed.some((value) => value === null);
  const state = distributionState(poll.budget, points);
  const remaining = pointsRemaining(poll.budget, points);
  const canCast = state === 'valid' && !hasBadField && !isCasting;

  const update = (next: readonly number[]) => setDrafts(next.map(String));
  const step = (index: number, delta: 1 | -1) => update(stepPoints(poll.budget, points, index, delta));
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    // The arrows step like the buttons (never past the budget), rather than the browser's own stepping.
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    step(index, event.key === 'ArrowUp' ? 1 : -1);
  };

  const review = () => {
    setConfirming(true);
    // The summary replaces the cast button: focus follows so keyboard and screen reader users land on it.
    window.requestAnimationFrame(() => confirmRef.current?.focus());
  };

  return (
    <form
      className="poll-distributor"
      aria-describedby={`${id}-hint`}
      onSubmit={(event) => {
        event.preventDefault();
        if (canCast) review();
      }}
    >
      <fieldset className="poll-choices" disabled={isConfirming || isCasting}>
        <legend className="poll-legend">{t('votes.distributor.legend')}</legend>
        <p id={`${id}-hint`} className="field-hint">
          {t('votes.distributor.keyboardHint')}
        </p>
        <ul className="poll-choice-list">
          {poll.choices.map((choice, index) => {
            const inputId = `${id}-choice-${choice.index}`;
            const value = points[index] ?? 0;
            return (
              <li key={choice.index} className="poll-choice">
                <label htmlFor={inputId} className="poll-choice-label">
                  {choice.label}
                </label>
                <div className="poll-stepper">
                  <button
                    type="button"
                    className="icon-button poll-step"
                    aria-label={t('votes.distributor.remove', { choice: choice.label })}
                    disabled={value <= 0}
                    onClick={() => step(index, -1)}
                  >
                    <span aria-hidden="true">−</span>
                  </button>
                  <input
                    id={inputId}
                    className="input poll-points"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    value={drafts[index] ?? ''}
                    aria-invalid={parsed[index] === null || state === 'overdrawn'}
                    onChange={(event) => {
                      const text = event.target.value;
                      setDrafts((current) => current.map((draft, at) => (at === index ? text : draft)));
                    }}
                    onKeyDown={onKeyDown(index)}
                    onFocus={(event) => event.target.select()}
                  />
                  <button
                    type="button"
                    className="icon-button poll-step"
                    aria-label={t('votes.distributor.add', { choice: choice.label })}
                    disabled={remaining <= 0}
                    onClick={() => step(index, 1)}
                  >
                    <span aria-hidden="true">+</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      </fieldset>

      <p className="poll-remaining" aria-live="polite" aria-atomic="true">
        {t('votes.distributor.remaining', { remaining: Math.max(0, remaining), budget: poll.budget })}
      </p>
      {state === 'overdrawn' || hasBadField ? (
        <p className="form-error" role="alert">
          {t('votes.errors.overdrawn')}
        </p>
      ) : null}

      {isConfirming ? (
        <BallotSummary
          ref={confirmRef}
          poll={poll}
          points={points}
          isCasting={isCasting}
          onConfirm={() => onCast(ballotBody(points))}
          onBack={() => setConfirming(false)}
        />
      ) : (
        <div className="poll-cast">
          <p id={`${id}-final`} className="poll-final-notice">
            {t('votes.distributor.finalNotice')}
          </p>
          <button type="submit" className="button button-primary" disabled={!canCast} aria-describedby={`${id}-final`}>
            {t('votes.distributor.cast')}
          </button>
        </div>
      )}
    </form>
  );
}
