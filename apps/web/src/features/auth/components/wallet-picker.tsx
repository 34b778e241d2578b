// The opened connect flow (spec §4 "Wallet login: a pending request state while the wallet waits"): the EVM wallets
// found through EIP-6963 and window.ethereum and the Solana wallets registered through the Wallet Standard, each a
// button that runs the sign-in; failures become the toasts of spec §8.
// A lazy chunk: the visitor's login route only carries the button that opens it.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { setAuth } from '../../../lib/auth';
import { useAppTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { signInMessage } from '../utils/sign-in-errors';
import { discoverWallets, type DiscoveredWallet } from '../wallets/eip6963';
import { evmSigner, SignInError, signInWithWallet, solanaSigner, type WalletSigner } from '../wallets/sign-in';
import { discoverSolanaWallets, type SolanaWallet } from '../wallets/wallet-standard';

/** One button of the picker; a wallet serving both chains (Phantom, say) appears once per chain, labelled. */
interface WalletChoice {
  id: string;
  name: string;
  icon: string;
  chain: 'evm' | 'solana';
  signer: () => WalletSigner;
}

function toChoices(evm: readonly DiscoveredWallet[], solana: readonly SolanaWallet[]): WalletChoice[] {
  return [
    ...evm.map((wallet) => ({
      id: `evm:${wallet.info.uuid}`,
      name: wallet.info.name,
      icon: wallet.info.icon,
      chain: 'evm' as const,
      signer: () => evmSigner(wallet.provider),
    })),
    ...solana.map((wallet) => ({
      id: wallet.id,
      name: wallet.name,
      icon: wallet.icon,
      chain: 'solana' as const,
      signer: () => solanaSigner(wallet),
    })),
  ];
}

const ICON_SIZE = 24;

export function WalletPicker() {
  const { t } = useAppTranslation();
  const navigate = useNavigate();
  const [evmWallets, setEvmWallets] = useState<DiscoveredWallet[]>([]);
  const [solanaWallets, setSolanaWallets] = useState<SolanaWallet[]>([]);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const wallets = useMemo(() => toChoices(evmWallets, solanaWallets), [evmWallets, solanaWallets]);

  useEffect(() => discoverWallets(setEvmWallets), []);
  useEffect(() => discoverSolanaWallets(setSolanaWallets), []);

  const signIn = async (wallet: WalletChoice) => {
    setPendingId(wallet.id);
    try {
      const auth = await signInWithWallet(wallet.signer());
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
          <li key={wallet.id}>
            <button
              type="button"
              className="button button-secondary wallet-choice"
              disabled={pendingId !== null}
              aria-busy={pendingId === wallet.id}
              onClick={() => void signIn(wallet)}
            >
              <img src={wallet.icon} alt="" width={ICON_SIZE} height={ICON_SIZE} />
              {wallet.name}
              <span className="wallet-chain">{t(`common.auth.chain.${wallet.chain}`)}</span>
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
