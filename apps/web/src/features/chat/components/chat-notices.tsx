// What the chat says besides the conversation: a prompt that got no answer, with its reason and what to do (spec §8
// has no message for these; docs/chat-ui.md "Errors"), and the replay's state (spec §4 replaying, done replaying).
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useChatTexts } from '../hooks/use-chat-texts';
import type { ChatFailure, ChatState } from '../utils/chat-state';
import { ReplayIcon } from './chat-icons';

interface FailureNoticeProps {
  failure: ChatFailure;
  /** When kredits come back, already formatted; null when unknown. */
  refill: string | null;
  onRetry: () => void;
}

export function FailureNotice({ failure, refill, onRetry }: FailureNoticeProps) {
  const { t } = useChatTexts();
  const retry = (
    <button type="button" className="button button-secondary chat-retry" onClick={onRetry}>
      {t('chat.errors.retry')}
    </button>
  );
  let body;
  switch (failure.kind) {
    case 'noKredits':
      body = (
        <>
          {refill ? t('chat.errors.noKredits', { date: refill }) : failure.message}{' '}
          <Link to={paths.pricing.getHref()}>{t('chat.errors.noKreditsLink')}</Link>
        </>
      );
      break;
    case 'krlRequired':
      body = (
        <>
          {t('chat.errors.krlRequired')} <Link to={paths.pricing.getHref()}>{t('chat.errors.krlRequiredLink')}</Link>
        </>
      );
      break;
    case 'dailyLimit':
      // Nothing to retry before midnight UTC (docs/agent.md "Usage and the daily ceiling").
      body = t('chat.errors.dailyLimit');
      break;
    case 'rateLimited':
      body = (
        <>
          {t('chat.errors.rateLimited')} {retry}
        </>
      );
      break;
    case 'network':
    case 'empty':
      body = (
        <>
          {t('chat.errors.network')} {retry}
        </>
      );
      break;
    case 'signedOut':
      // The session ended: the app has logged out and said so ("Authentication error").
      return null;
    case 'failed':
      body = (
        <>
          {t('chat.errors.failed', { message: failure.message })} {retry}
        </>
      );
      break;
  }
  return (
    <div className="chat-failure">
      <p className="chat-message chat-unsent" data-sender="user">
        <span className="chat-bubble">{failure.prompt}</span>
      </p>
      <p role="alert" className="chat-failure-text">
        {body}
      </p>
    </div>
  );
}

export function ReplayBanner({ state }: { state: ChatState }) {
  const { t } = useChatTexts();
  if (state.source !== 'replay') return null;
  if (state.replayError) {
    return (
      <div role="alert" className="chat-replay-missing">
        <p className="chat-replay-missing-title">
          {state.replayError === 'notFound' ? t('chat.replay.notFound') : t('chat.replay.failed')}
        </p>
        {state.replayError === 'notFound' ? <p>{t('chat.replay.notFoundText')}</p> : null}
      </div>
    );
  }
  if (state.status === 'loading') {
    return (
      <p role="status" className="chat-replay-banner">
        <span className="spinner" aria-hidden="true" /> {t('chat.replay.loading')}
      </p>
    );
  }
  return (
    <p role="status" className="chat-replay-banner">
      <ReplayIcon /> {state.status === 'replaying' ? t('chat.replay.replaying') : t('chat.replay.done')}
    </p>
  );
}
