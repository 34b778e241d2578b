// The WalletConnect QR (issue 3 §2 "WalletConnect only when a project id is configured"; spec §4 "a pending request
// state while the wallet waits"): the pairing URI drawn as a QR for a phone wallet to scan, a button copying it and a
// `wc:` link that opens a wallet app on the phone itself. A chunk of its own (with the QR encoder), loaded when the
// visitor picks WalletConnect.
import { QrCode } from '../../../components/ui/qr-code';
import { useAppTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { errorReason } from '../utils/sign-in-errors';
import type { WalletConnectView } from '../wallets/walletconnect';
import './auth.css';

const QR_SIZE = 240;

interface WalletConnectPanelProps {
  view: WalletConnectView;
  onCancel: () => void;
}

export function WalletConnectPanel({ view, onCancel }: WalletConnectPanelProps) {
  const { t } = useAppTranslation();
  const uri = view.status === 'scan' ? view.uri : null;

  const copy = async () => {
    if (uri === null) return;
    try {
      await navigator.clipboard.writeText(uri);
      notify.success(t('common.auth.walletConnect.copied'));
    } catch (error) {
      notify.error(t('common.auth.errors.generic', { message: errorReason(error) }));
    }
  };

  return (
    <div className="qr-login walletconnect-panel">
      {uri === null ? (
        <p role="status">
          <span className="spinner spinner-small" aria-hidden="true" /> {t('common.auth.walletConnect.starting')}
        </p>
      ) : (
        <>
          <p>{t('common.auth.walletConnect.scan')}</p>
          <QrCode
            className="qr-login-image"
            value={uri}
            alt={t('common.auth.walletConnect.imageAlt')}
            size={QR_SIZE}
            onError={(error) => notify.error(t('common.auth.errors.generic', { message: errorReason(error) }))}
          />
          <p className="walletconnect-actions">
            <button type="button" className="button button-secondary" data-walletconnect-uri={uri} onClick={() => void copy()}>
              {t('common.auth.walletConnect.copy')}
            </button>
            <a className="button button-secondary" href={uri}>
              {t('common.auth.walletConnect.open')}
            </a>
          </p>
          <p role="status" className="wallet-pending">
            <span className="spinner spinner-small" aria-hidden="true" />
            {t('common.auth.walletConnect.waiting')}
          </p>
        </>
      )}
      <button type="button" className="button button-ghost" onClick={onCancel}>
        {t('common.auth.walletConnect.cancel')}
      </button>
    </div>
  );
}
