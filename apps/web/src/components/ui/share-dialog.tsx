// The share-to-X dialog (spec §2 "Share button", "& Earn"): a random post in the interface language through the app's
// share flow (share-to-x.tsx). Opening X records the share (POST /me/share), which turns the "& Earn" label off for
// the UTC day and completes the day's share-and-earn quest on the server. Used by the dashboard header and the
// rewards' Earn tab; every /me query (the user, and the quests kept under the same key prefix) is read again after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Dialog } from './dialog';
import { ShareToX } from './share-to-x';
import { currentLocale, useAppTranslation } from '../../lib/i18n';
import { ME_QUERY_KEY } from '../../lib/me';
import { getRandomTweet, recordShare } from '../../lib/share';

export function ShareDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useAppTranslation();
  const queryClient = useQueryClient();
  const record = useMutation({
    mutationFn: recordShare,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
  return (
    <Dialog open={open} onClose={onClose} title={t('common.shareToX.title')}>
      <ShareToX
        prepare={(signal) => getRandomTweet(currentLocale(), signal)}
        onShared={() => {
          record.mutate();
          onClose();
        }}
      />
    </Dialog>
  );
}
