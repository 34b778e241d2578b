// The header's QR dialog button for signed-in users (spec §2 "a QR dialog button (authenticated users only)"). The
// panel, with the QR encoder and the API calls, is a chunk of its own loaded when the dialog opens.
import { lazy, Suspense, useState } from 'react';
import { QrIcon } from '../../../components/icons/icons';
import { Dialog } from '../../../components/ui/dialog';
import { useAppTranslation } from '../../../lib/i18n';

const QrLoginPanel = lazy(() => import('./qr-login-panel').then((m) => ({ default: m.QrLoginPanel })));

export function QrLoginButton() {
  const { t } = useAppTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-haspopup="dialog"
        aria-label={t('common.qr.button')}
        onClick={() => setOpen(true)}
      >
        <QrIcon />
      </button>
      <Dialog open={isOpen} onClose={() => setOpen(false)} title={t('common.qr.title')}>
        <p>{t('common.qr.text')}</p>
        <Suspense fallback={<p role="status">{t('common.qr.generating')}</p>}>
          <QrLoginPanel />
        </Suspense>
      </Dialog>
    </>
  );
}
