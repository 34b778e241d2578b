// Share the chat (spec §2 "Dialogs: … share to X", §3 "Share data: tweetdata {text, hashtags, url, extra}", §7
// `POST /ai/chat/share`): the conversation is shared through the app's share-to-X flow (preparing at least 1 s,
// ready, error with the spec's text, popup blocked), then its link shows with a Copy button, and "Stop sharing"
// withdraws it (DELETE /ai/chat/share/{id}; the link shows "not available" from then on). Reopened on the same
// conversation, the dialog shows the same share rather than making another. The user's other live shares are listed
// below, folded, each with its own Stop sharing (my-shares.tsx).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { UI_MS, type AiShare, type ChatMessage, type Tweet } from '@k3/shared';
import { Dialog } from '../../../components/ui/dialog';
import { ShareToX } from '../../../components/ui/share-to-x';
import { ApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { currentLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { createShare, sharedChatQueryOptions, withdrawShare } from '../api/share';
import { useChatTexts } from '../hooks/use-chat-texts';
import { MyShares } from './my-shares';

/** The last share made from this panel, and the conversation it holds (its last message id and length). */
export interface ChatShareMemo {
  key: string;
  share: AiShare;
}

export const conversationKey = (messages: ChatMessage[]) => `${messages.length}:${messages.at(-1)?.id ?? ''}`;

const toTweet = (share: AiShare): Tweet => ({
  text: share.tweetdata.text,
  hashtags: share.tweetdata.hashtags,
  url: share.tweetdata.url,
});

interface ChatShareDialogProps {
  open: boolean;
  onClose: () => void;
  messages: ChatMessage[];
  memo: ChatShareMemo | null;
  onShared: (memo: ChatShareMemo | null) => void;
}

export function ChatShareDialog({ open, onClose, messages, memo, onShared }: ChatShareDialogProps) {
  const { t } = useChatTexts();
  return (
    <Dialog open={open} onClose={onClose} title={t('chat.share.title')} className="chat-dialog">
      <ShareBody messages={messages} memo={memo} onShared={onShared} />
    </Dialog>
  );
}

function ShareBody({ messages, memo, onShared }: Omit<ChatShareDialogProps, 'open' | 'onClose'>) {
  const { t } = useChatTexts();
  const queryClient = useQueryClient();
  const wallet = useAuth()?.wallet ?? null;
  const key = conversationKey(messages);
  const [share, setShare] = useState<AiShare | null>(memo?.key === key ? memo.share : null);
  const [isStopped, setStopped] = useState(false);
  const [isStopping, setStopping] = useState(false);

  const prepare = async (signal: AbortSignal) => {
    if (share) return toTweet(share);
    // The link shows with the post, once the flow's minimum wait is over.
    const [made] = await Promise.all([
      createShare({ chat_history: messages, lang: currentLocale() }, signal),
      new Promise((resolve) => setTimeout(resolve, UI_MS.shareMinWait)),
    ]);
    setShare(made);
    onShared({ key, share: made });
    return toTweet(made);
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('chat.share.copied'));
    } catch {
      notify.error(t('chat.share.copyFailed'));
    }
  };

  const stop = async (id: string) => {
    setStopping(true);
    try {
      await withdrawShare(id);
      setStopped(true);
      onShared(null);
      // This browser may hold the shared chat for its 240 s: it is gone now.
      void queryClient.invalidateQueries({ queryKey: sharedChatQueryOptions(id).queryKey });
    } catch (error) {
      notify.error(t('chat.share.stopFailed', { message: error instanceof ApiError ? error.message : String(error) }));
    } finally {
      setStopping(false);
    }
  };

  const others = wallet ? <MyShares wallet={wallet} exceptId={share?.id ?? null} /> : null;
  if (isStopped) {
    return (
      <div className="chat-share">
        <p role="status">{t('chat.share.stopped')}</p>
        {others}
      </div>
    );
  }
  return (
    <div className="chat-share">
      <ShareToX prepare={prepare} onShared={() => undefined} />
      {share ? (
        <div className="chat-share-link">
          <label className="field-label" htmlFor={`chat-share-${share.id}`}>
            {t('chat.share.link')}
          </label>
          <div className="chat-share-row">
            <input
              id={`chat-share-${share.id}`}
              className="input"
              readOnly
              value={share.tweetdata.url}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" className="button button-secondary" onClick={() => void copy(share.tweetdata.url)}>
              {t('chat.share.copy')}
            </button>
          </div>
          <button
            type="button"
            className="button button-ghost chat-share-stop"
            disabled={isStopping}
            onClick={() => void stop(share.id)}
          >
            {isStopping ? t('chat.share.stopping') : t('chat.share.stop')}
          </button>
        </div>
      ) : null}
      {others}
    </div>
  );
}
