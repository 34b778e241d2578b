// "Prove ownership" of an added wallet (issue 8 §6): the wallets of the portfolio's chain family found in the browser
// (EIP-6963 / window.ethereum for EVM, the Wallet Standard for Solana), each a button that connects, checks the wallet
// shares the expected address, and signs K3's ownership message. The SmartFolio route passes this component to the
// portfolio list (features never import each other); it is a lazy chunk loaded when the dialog opens. A wallet that
// already counts toward another K3 account is refused before anything is signed, and the dialog says so.
import { useEffect, useState } from 'react';
import type { Portfolio } from '@k3/shared';
import { ApiError } from '../../../lib/api-error';
import { useAppTranslation } from '../../../lib/i18n';
import { useProveOwnership } from '../../../lib/portfolio';
import { shortenAddress } from '../../../lib/shorten-address';
import { notify } from '../../../lib/toast';
import { signInMessage } from '../utils/sign-in-errors';
import { discoverWallets, type DiscoveredWallet } from '../wallets/eip6963';
import { evmSigner, SignInError, solanaSigner, type WalletSigner } from '../wallets/sign-in';
import { discoverSolanaWallets, type SolanaWallet } from '../wallets/wallet-standard';
import { WalletChoices } from './wallet-choices';
import './auth.css';

interface Choice {
  id: string;
  name: string;
  icon: string;
  signer: () => WalletSigner;
}

/** Whether the wallet shared the portfolio's address (EVM addresses compare without their checksum case). */
export function isSameWallet(network: Portfolio['network'], expected: string, shared: string): boolean {
  return network === 'evm' ? expected.toLowerCase() === shared.toLowerCase() : expected === shared;
}

function useChoices(network: Portfolio['network']): Choice[] {
  const [evm, setEvm] = useState<DiscoveredWallet[]>([]);
  const [solana, setSolana] = useState<SolanaWallet[]>([]);
  useEffect(() => (network === 'evm' ? discoverWallets(setEvm) : undefined), [network]);
  useEffect(() => (network === 'solana' ? discoverSolanaWallets(setSolana) : undefined), [network]);
  return network === 'evm'
    ? evm.map((wallet) => ({
        id: `evm:${wallet.info.uuid}`,
        name: wallet.info.name,
        icon: wallet.info.icon,
        signer: () => evmSigner(wallet.provider),
      }))
    : solana.map((wallet) => ({ id: wallet.id, name: wallet.name, icon: wallet.icon, signer: () => solanaSigner(wallet) }));
}

type Problem = { kind: 'wrongAccount'; expected: string; shared: string } | { kind: 'countedElsewhere' | 'failed' };

export function OwnershipProof({ portfolio, onDone }: { portfolio: Portfolio; onDone: () => void }) {
  const { t } = useAppTranslation();
  const choices = useChoices(portfolio.network);
  const prove = useProveOwnership();
  const [pendingId, setPendingId] = useState<string | null>(null);
  // The key and its values, translated when drawn, so the message follows a change of language while it shows.
  const [problem, setProblem] = useState<Problem | null>(null);
  const expected = portfolio.address ?? '';

  const run = async (choice: Choice) => {
    setPendingId(choice.id);
    setProblem(null);
    const signer = choice.signer();
    try {
      const shared = await signer.connect().catch((error: unknown) => Promise.reject(new SignInError('connect', error)));
      if (!isSameWallet(portfolio.network, expected, shared)) {
        setProblem({ kind: 'wrongAccount', expected: shortenAddress(expected), shared: shortenAddress(shared) });
        return;
      }
      await prove.mutateAsync({
        id: portfolio.id,
        sign: (message) => signer.sign(message, shared).catch((error: unknown) => Promise.reject(new SignInError('sign', error))),
      });
      notify.success(t('pages.smartfolio.portfolio.ownership.done'));
      onDone();
    } catch (error) {
      if (error instanceof SignInError) {
        const failure = signInMessage(error.cause, error.step);
        notify[failure.level](t(failure.key, { message: failure.message }), { durationMs: failure.durationMs });
      } else {
        // issue 22 §2: a wallet counts toward one K3 account at a time; the API names that refusal.
        const countedElsewhere = error instanceof ApiError && error.error === 'wallet_counted_elsewhere';
        setProblem({ kind: countedElsewhere ? 'countedElsewhere' : 'failed' });
      }
    } finally {
      setPendingId(null);
      void signer.close?.().catch(() => undefined);
    }
  };

  return (
    <div className="sf-form">
      <p>{t('pages.smartfolio.portfolio.ownership.text', { address: shortenAddress(expected) })}</p>
      {choices.length === 0 ? <p role="status">{t('pages.smartfolio.portfolio.ownership.noWallet')}</p> : null}
      <WalletChoices choices={choices} pendingId={pendingId} onPick={(choice) => void run(choice)} />
      {problem ? (
        <p role="alert" className="form-error">
          {problem.kind === 'wrongAccount'
            ? t('pages.smartfolio.portfolio.ownership.wrongAccount', problem)
            : t(`pages.smartfolio.portfolio.ownership.${problem.kind}`)}
        </p>
      ) : null}
      <div className="sf-actions">
        <button type="button" className="button button-ghost" onClick={onDone}>
          {t('pages.smartfolio.portfolio.deleteDialog.cancel')}
        </button>
      </div>
    </div>
  );
}
