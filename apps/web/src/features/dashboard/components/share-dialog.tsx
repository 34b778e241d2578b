// The share-to-X dialog (spec §4 "Share to X: preparing (at least 1 s), then ready (a share button), or error, or
// popup blocked (toast with a link)", §8 share error 5 s, §9 "Share flow minimum wait 1 s; hashtags appended").
// Opening X records the share (POST /me/share), which turns the header button's "& Earn" off for the UTC day.
import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TOAST_MS, UI_MS, tweetIntentUrl, type Tweet } from '@k3/shared';
import { Dialog } from '../../../components/ui/dialog';
import { ExternalLink } from '../../../components/ui/external-link';
import { currentLocale, useAppTranslation } from '../../../lib/i18n';
import { ME_QUERY_KEY } from '../../../lib/me';
import { notify } from '../../../lib/toast';
import { getRandomTweet, recordShare } from '../api/share';

type ShareState = { step: 'preparing' } | { step: 'ready'; tweet: Tweet } | { step: 'error' };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The post as X will show it: the text, then the hashtags. */
export const shareText = (tweet: Tweet) => [tweet.text, ...tweet.hashtags.map((tag) => `#${tag}`)].join(' ');

function ShareFlow({ onDone }: { onDone: () => void }) {
  const { t } = useAppTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ShareState>({ step: 'preparing' });
  const record = useMutation({
    mutationFn: recordShare,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([getRandomTweet(currentLocale(), controller.signal), wait(UI_MS.shareMinWait)]).then(
      ([tweet]) => {
        if (!controller.signal.aborted) setState({ step: 'ready', tweet });
      },
      () => {
        if (controller.signal.aborted) return;
        setState({ step: 'error' });
        notify.error(t('pages.dashboard.share.error'), { durationMs: TOAST_MS.shareError });
      },
    );
    return () => controller.abort();
  }, [t]);

  if (state.step === 'preparing') {
    return (
      <p role="status" className="share-status">
        <span className="spinner" aria-hidden="true" /> {t('pages.dashboard.share.preparing')}
      </p>
    );
  }
  if (state.step === 'error') return <p className="form-error">{t('pages.dashboard.share.error')}</p>;

  const url = tweetIntentUrl(state.tweet);
  const share = () => {
    const popup = window.open(url, '_blank');
    if (!popup) {
      notify.warning(
        <span>
          {t('pages.dashboard.share.blocked')} <ExternalLink href={url}>{t('pages.dashboard.share.openX')}</ExternalLink>
        </span>,
        { durationMs: TOAST_MS.shareError },
      );
      return;
    }
    popup.opener = null;
    record.mutate();
    onDone();
  };

  return (
    <div className="share-ready">
      <blockquote className="share-preview">{shareText(state.tweet)}</blockquote>
      <button type="button" className="button button-primary" onClick={share}>
        {t('pages.dashboard.share.post')}
      </button>
    </div>
  );
}

export function ShareDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useAppTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('pages.dashboard.share.title')}>
      <ShareFlow onDone={onClose} />
    </Dialog>
  );
}
