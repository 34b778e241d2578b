// The opened connect flow (spec §4 "Wallet login: a pending request state while the wallet waits"): the EVM wallets
// found through EIP-6963 and window.ethereum, the Solana wallets registered through the Wallet Standard and, when a
// project id is configured, WalletConnect (issue 3 §2), each a button that runs the sign-in; failures become the
// toasts of spec §8. A lazy chunk: the visitor's login route only carries the button that opens it; WalletConnect's
// SDK and its QR panel are further chunks loaded when it is picked.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { env, type WalletConnectConfig } from '../../../config/env';
import { paths } from '../../../config/paths';
import { setAuth } from '../../../lib/auth';
import { useAppTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { signInMessage } from '../utils/sign-in-errors';
import { QrScanButton } from './qr-scan-button';
import { WalletChoices } from './wallet-choices';
import { discoverWallets, FALLBACK_WALLET_ICON, type DiscoveredWallet } from '../wallets/eip6963';
import { evmSigner, SignInError, signInWithWallet, solanaSigner, type WalletSigner } from '../wallets/sign-in';
import { discoverSolanaWallets, type SolanaWallet } from '../wallets/wallet-standard';
import {
  nextWalletConnectView,
  WalletConnectCancelled,
  walletConnectSigner,
  type WalletConnectView,
} from '../wallets/walletconnect';

const WalletConnectPanel = lazy(() => import('./walletconnect-panel').then((m) => ({ default: m.WalletConnectPanel })));

const WALLETCONNECT_ID = 'walletconnect';
/** The bundled WalletConnect logo (the fallback icon of wallets without one is the same file). */
const WALLETCONNECT_ICON = FALLBACK_WALLET_ICON;

/** One button of the picker; a wallet serving both chains (Phantom, say) appears once per chain, labelled. */
interface WalletChoice {
  id: string;
  name: string;
  icon: string;
  chain: 'evm' | 'solana';
  signer: () => WalletSigner;
}

function toChoices(
  evm: readonly DiscoveredWallet[],
  solana: readonly SolanaWallet[],
  walletConnect: WalletChoice | null,
): WalletChoice[] {
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
    ...(walletConnect ? [walletConnect] : []),
  ];
}

const isCancelled = (error: unknown) =>
  error instanceof WalletConnectCancelled || (error instanceof SignInError && error.cause instanceof WalletConnectCancelled);

const noop = () => undefined;

/**
 * The WalletConnect choice, offered only when a project id was set at build time. Each pick gets its own abort
 * controller (closing the QR aborts the pairing) and reports the pairing URI and the approval to the QR dialog.
 */
function walletConnectChoice(
  config: WalletConnectConfig | null,
  setAbort: (controller: AbortController | null) => void,
  setView: (update: (view: WalletConnectView | null) => WalletConnectView | null) => void,
): WalletChoice | null {
  if (!config) return null;
  return {
    id: WALLETCONNECT_ID,
    name: 'WalletConnect',
    icon: WALLETCONNECT_ICON,
    chain: 'evm',
    signer: () => {
      const controller = new AbortController();
      setAbort(controller);
      setView(() => ({ status: 'starting' }));
      return walletConnectSigner(config, {
        signal: controller.signal,
        onEvent: (event) => setView((view) => (view === null ? null : nextWalletConnectView(view, event))),
      });
    },
  };
}

/**
 * `onSignedIn`: where the picker is opened in place (the header's Connect), the caller closes it and the user stays on
 * their page; without it (the login page) a sign-in lands on the dashboard.
 */
export function WalletPicker({ onSignedIn }: { onSignedIn?: () => void } = {}) {
  const { t } = useAppTranslation();
  const navigate = useNavigate();
  const [evmWallets, setEvmWallets] = useState<DiscoveredWallet[]>([]);
  const [solanaWallets, setSolanaWallets] = useState<SolanaWallet[]>([]);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [walletConnectView, setWalletConnectView] = useState<WalletConnectView | null>(null);
  const [walletConnectAbort, setWalletConnectAbort] = useState<AbortController | null>(null);
  const walletConnect = useMemo(() => walletConnectChoice(env.walletConnect, setWalletConnectAbort, setWalletConnectView), []);
  const wallets = useMemo(() => toChoices(evmWallets, solanaWallets, walletConnect), [evmWallets, solanaWallets, walletConnect]);

  useEffect(() => discoverWallets(setEvmWallets), []);
  useEffect(() => discoverSolanaWallets(setSolanaWallets), []);

  const signIn = async (wallet: WalletChoice) => {
    setPendingId(wallet.id);
    try {
      const auth = await signInWithWallet(wallet.signer());
      setAuth({ token: auth.token, wallet: auth.wallet });
      if (onSignedIn) onSignedIn();
      else void navigate(paths.dashboard.getHref());
    } catch (error) {
      // Closing the WalletConnect QR is the visitor's choice, not a failure.
      if (isCancelled(error)) return;
      // A failure outside the flow's steps is reported as a login error.
      const failure = error instanceof SignInError ? signInMessage(error.cause, error.step) : signInMessage(error, 'verify');
      notify[failure.level](t(failure.key, { message: failure.message }), { durationMs: failure.durationMs });
    } finally {
      setPendingId(null);
      setWalletConnectView(null);
      setWalletConnectAbort(null);
    }
  };

  const cancelWalletConnect = () => walletConnectAbort?.abort();
  const isQrOpen = walletConnectView !== null && walletConnectView.status !== 'approved';

  return (
    <div className="wallet-connect">
      {evmWallets.length + solanaWallets.length === 0 ? <p role="status">{t('common.auth.noWallet')}</p> : null}
      <WalletChoices choices={wallets} pendingId={pendingId} onPick={(wallet) => void signIn(wallet)} />
      {/* A phone without a wallet signs in with a code from a signed-in device (issue 26 §2, spec §1 Magic Konnect). */}
      <div className="wallet-code">
        <p className="muted">{t('common.auth.code.hint')}</p>
        <QrScanButton label={t('common.auth.code.button')} onCode={onSignedIn} />
      </div>
      {walletConnect ? (
        // Once the wallet approved, the dialog closing (its native close event comes a task later) cancels nothing.
        <Dialog open={isQrOpen} onClose={isQrOpen ? cancelWalletConnect : noop} title={t('common.auth.walletConnect.title')}>
          {walletConnectView ? (
            <Suspense fallback={<p role="status">{t('common.auth.walletConnect.starting')}</p>}>
              <WalletConnectPanel view={walletConnectView} onCancel={cancelWalletConnect} />
            </Suspense>
          ) : null}
        </Dialog>
      ) : null}
    </div>
  );
}
