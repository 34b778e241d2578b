// The user's other live shared chats, folded under the share dialog (issue 12 §1 "its owner can withdraw it";
// GET /api/me/chat-shares): each with its first question, its day, and a button that withdraws it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { mySharesQueryOptions, sharedChatQueryOptions, withdrawShare } from '../api/share';
import { useChatTexts } from '../hooks/use-chat-texts';
import { formatDay } from '../utils/format-day';

export function MyShares({ wallet, exceptId }: { wallet: string; exceptId: string | null }) {
  const { t } = useChatTexts();
  const queryClient = useQueryClient();
  const options = mySharesQueryOptions(wallet);
  const shares = useQuery(options);
  const withdraw = useMutation({
    mutationFn: withdrawShare,
    onSuccess: (_data, id) => {
      void queryClient.invalidateQueries({ queryKey: options.queryKey });
      void queryClient.invalidateQueries({ queryKey: sharedChatQueryOptions(id).queryKey });
    },
    onError: (error) => notify.error(t('chat.share.stopFailed', { message: error.message })),
  });
  const others = (shares.data?.shares ?? []).filter((share) => share.id !== exceptId);
  if (others.length === 0) return null;
  return (
    <details className="chat-my-shares">
      <summary>{t('chat.share.mine', { total: others.length })}</summary>
      <ul>
        {others.map((share) => (
          <li key={share.id}>
            <a href={share.url} target="_blank" rel="noopener noreferrer">
              {share.preview}
            </a>
            <span className="chat-my-shares-day">{formatDay(share.createdAt, currentLocale())}</span>
            <button
              type="button"
              className="button button-ghost"
              disabled={withdraw.isPending}
              aria-label={t('chat.share.stopOne', { preview: share.preview })}
              onClick={() => withdraw.mutate(share.id)}
            >
              {t('chat.share.stop')}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
