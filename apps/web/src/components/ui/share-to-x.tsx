// The share-to-X flow of spec §4 ("Share to X: preparing (at least 1 s), then ready (a share button), or error, or
// popup blocked (toast with a link)"), §8 share error 5 s, §9 "Share flow minimum wait 1 s; hashtags appended". The
// caller says how the post is prepared (the dashboard's random post, the chat's share) and what follows a share.
import { useEffect, useState } from 'react';
import { TOAST_MS, UI_MS, tweetIntentUrl, type Tweet } from '@k3/shared';
import { ExternalLink } from './external-link';
import './share-to-x.css';
import { useAppTranslation } from '../../lib/i18n';
import { notify } from '../../lib/toast';

type ShareState = { step: 'preparing' } | { step: 'ready'; tweet: Tweet } | { step: 'error' };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The post as X will show it: the text, then the hashtags. */
const shareText = (tweet: Tweet) => [tweet.text, ...tweet.hashtags.map((tag) => `#${tag}`)].join(' ');

interface ShareToXProps {
  /** Prepares the post; runs once per mount, aborted when the flow unmounts. */
  prepare: (signal: AbortSignal) => Promise<Tweet>;
  /** X's window opened. */
  onShared: () => void;
}

export function ShareToX({ prepare, onShared }: ShareToXProps) {
  const { t } = useAppTranslation();
  const [state, setState] = useState<ShareState>({ step: 'preparing' });

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([prepare(controller.signal), wait(UI_MS.shareMinWait)]).then(
      ([tweet]) => {
        if (!controller.signal.aborted) setState({ step: 'ready', tweet });
      },
      () => {
        if (controller.signal.aborted) return;
        setState({ step: 'error' });
        notify.error(t('common.shareToX.error'), { durationMs: TOAST_MS.shareError });
      },
    );
    return () => controller.abort();
    // `prepare` is read once: the flow prepares one post per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (state.step === 'preparing') {
    return (
      <p role="status" className="share-status">
        <span className="spinner" aria-hidden="true" /> {t('common.shareToX.preparing')}
      </p>
    );
  }
  if (state.step === 'error') return <p className="form-error">{t('common.shareToX.error')}</p>;

  const url = tweetIntentUrl(state.tweet);
  const share = () => {
    const popup = window.open(url, '_blank');
    if (!popup) {
      notify.warning(
        <span>
          {t('common.shareToX.blocked')} <ExternalLink href={url}>{t('common.shareToX.openX')}</ExternalLink>
        </span>,
        { durationMs: TOAST_MS.shareError },
      );
      return;
    }
    popup.opener = null;
    onShared();
  };

  return (
    <div className="share-ready">
      <blockquote className="share-preview">{shareText(state.tweet)}</blockquote>
      <button type="button" className="button button-primary" onClick={share}>
        {t('common.shareToX.post')}
      </button>
    </div>
  );
}
