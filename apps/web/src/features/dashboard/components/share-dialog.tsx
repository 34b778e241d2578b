// The dashboard's share-to-X dialog (spec §2 "Share button"): a random post in the interface language through the
// app's share flow (components/ui/share-to-x.tsx). Opening X records the share (POST /me/share), which turns the
// header button's "& Earn" off for the UTC day.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '../../../components/ui/dialog';
import { ShareToX } from '../../../components/ui/share-to-x';
import { currentLocale, useAppTranslation } from '../../../lib/i18n';
import { ME_QUERY_KEY } from '../../../lib/me';
import { getRandomTweet, recordShare } from '../api/share';

export function ShareDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useAppTranslation();
  const queryClient = useQueryClient();
  const record = useMutation({
    mutationFn: recordShare,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
  return (
    <Dialog open={open} onClose={onClose} title={t('pages.dashboard.share.title')}>
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
