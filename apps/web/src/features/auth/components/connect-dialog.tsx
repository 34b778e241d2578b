// The header's Connect (issue 9 §1): the same wallet choices as the login page, opened in place in a dialog, wherever
// the visitor is; a successful sign-in closes it and leaves them on the page they were on. A lazy chunk loaded on the
// click, like the login page's picker (docs/architecture.md "Performance budgets").
import { Suspense } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useAppTranslation } from '../../../lib/i18n';
import { WalletPicker } from './wallet-picker';
import './auth.css';

export function ConnectDialog({ onClose }: { onClose: () => void }) {
  const { t } = useAppTranslation();
  return (
    <Dialog open onClose={onClose} title={t('common.auth.connectTitle')}>
      <Suspense fallback={<span className="spinner spinner-small" role="status" aria-label={t('common.auth.loading')} />}>
        <WalletPicker onSignedIn={onClose} />
      </Suspense>
    </Dialog>
  );
}
