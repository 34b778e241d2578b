// The chat panel's "login by QR" button for visitors (spec §2 "Chat panel: ... login by QR"), also "Enter or scan a
// code" on the login page and in the Connect dialog (issue 26 §2: the way a phone signs in): opens the phone's scan
// page in a dialog. The page (camera, decoder choice) is a chunk of its own loaded when the dialog opens, and jsQR a
// further chunk loaded only where the browser has no QR BarcodeDetector.
import { lazy, Suspense, useState } from 'react';
import { QrIcon } from '../../../components/icons/icons';
import { Dialog } from '../../../components/ui/dialog';
import { useAppTranslation } from '../../../lib/i18n';

const QrScanPanel = lazy(() => import('./qr-scan-panel').then((m) => ({ default: m.QrScanPanel })));

/** `label`: the button's text where "Login by QR" is not the right words; `onCode`: a code is being used. */
export function QrScanButton({ label, onCode }: { label?: string; onCode?: () => void } = {}) {
  const { t } = useAppTranslation();
  const [isOpen, setOpen] = useState(false);
  const used = () => {
    setOpen(false);
    onCode?.();
  };
  return (
    <>
      <button type="button" className="button button-ghost" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <QrIcon /> {label ?? t('common.qrScan.button')}
      </button>
      <Dialog open={isOpen} onClose={() => setOpen(false)} title={t('common.qrScan.title')}>
        <Suspense fallback={<p role="status">{t('common.qrScan.starting')}</p>}>
          <QrScanPanel onCode={used} />
        </Suspense>
      </Dialog>
    </>
  );
}
