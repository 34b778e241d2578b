// The visitor's wallet connect (spec §2 "login page with wallet connect and compatible wallet logos"): a button that
// opens the connect flow. Discovery, the sign-in flow and the API calls load on that click, keeping the login route's
// critical path under its budget (docs/architecture.md "Wallets" and "Performance budgets").
import { lazy, Suspense, useState } from 'react';
import { useAppTranslation } from '../../../lib/i18n';
import { QrScanButton } from './qr-scan-button';
import './auth.css';

const WalletPicker = lazy(() => import('./wallet-picker').then((m) => ({ default: m.WalletPicker })));

export function WalletConnect() {
  const { t } = useAppTranslation();
  const [isOpen, setOpen] = useState(false);

  if (!isOpen) {
    // A phone without a wallet signs in with a code from a signed-in device (issue 26 §2).
    return (
      <div className="wallet-connect-start">
        <button type="button" className="button button-primary" onClick={() => setOpen(true)}>
          {t('common.auth.connectWallet')}
        </button>
        <QrScanButton label={t('common.auth.code.button')} />
      </div>
    );
  }
  return (
    <Suspense fallback={<span className="spinner spinner-small" role="status" aria-label={t('common.auth.loading')} />}>
      <WalletPicker />
    </Suspense>
  );
}
