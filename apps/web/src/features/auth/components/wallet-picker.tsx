// The opened connect flow (spec §4 "Wallet login: a pending request state while the wallet waits"): the wallets found
// through EIP-6963 and window.ethereum, each a button that runs the sign-in; failures become the toasts of spec §8.
// A lazy chunk: the visitor's login route only carries the button that opens it.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { setAuth } from '../../../lib/auth';
import { useAppTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { signInMessage } from '../utils/sign-in-errors';
import { discoverWallets, type DiscoveredWallet } from '../wallets/eip6963';
import { SignInError, signInWithWallet } from '../wallets/sign-in';

const ICON_SIZE = 24;

export function WalletPicker() {
  const { t } = useAppTranslation();
  const navigate = useNavigate();
  const [wallets, setWallets] = useState<DiscoveredWallet[]>([]);
  const [pendingId, setPendingId] = useState<string | null>(null);

  useEffect(() => discoverWallets(setWallets), []);

  const signIn = async (wallet: DiscoveredWallet) => {
    setPendingId(wallet.info.uuid);
    try {
      const auth = await signInWithWallet(wallet.provider);
      setAuth({ token: auth.token, wallet: auth.wallet });
      void navigate(paths.dashboard.getHref());
    } catch (error) {
      // A failure outside the flow's steps is reported as a login error.
      const failure = error instanceof SignInError ? signInMessage(error.cause, error.step) : signInMessage(error, 'verify');
      notify[failure.level](t(failure.key, { message: failure.message }), { durationMs: failure.durationMs });
    } finally {
      setPendingId(null);
    }
  };

  return (
    <div className="wallet-connect">
      {wallets.length === 0 ? <p role="status">{t('common.auth.noWallet')}</p> : null}
      <ul className="chip-list" aria-label={t('common.auth.detected')}>
        {wallets.map((wallet) => (
          <li key={wallet.info.uuid}>
            <button
              type="button"
              className="button button-secondary wallet-choice"
              disabled={pendingId !== null}
              aria-busy={pendingId === wallet.info.uuid}
              onClick={() => void signIn(wallet)}
            >
              <img src={wallet.info.icon} alt="" width={ICON_SIZE} height={ICON_SIZE} />
              {wallet.info.name}
            </button>
          </li>
        ))}
      </ul>
      {pendingId !== null ? (
        <p role="status" className="wallet-pending">
          <span className="spinner spinner-small" aria-hidden="true" />
          {t('common.auth.pending')}
        </p>
      ) : null}
    </div>
  );
}
