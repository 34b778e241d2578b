// The header's QR dialog for signed-in users (spec §2 "a QR dialog button (authenticated users only)").
// Magic Konnect codes arrive with the sign-in flow; until then the dialog says what it will offer.
import { useState } from 'react';
import { QrIcon } from '../../components/icons/icons';
import { Dialog } from '../../components/ui/dialog';
import { useAppTranslation } from '../../lib/i18n';

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
        <p className="muted">{t('common.qr.later')}</p>
      </Dialog>
    </>
  );
}
