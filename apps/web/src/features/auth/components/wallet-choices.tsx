// The list of wallets a flow can use, each a button, with the pending state while the picked wallet is asked to
// connect and sign (spec §4 "a pending request state while the wallet waits"). Shared by the sign-in picker and the
// ownership proof.
import { useAppTranslation } from '../../../lib/i18n';

export interface WalletChoiceItem {
  id: string;
  name: string;
  icon: string;
  /** Shown as a label when the list mixes chain families. */
  chain?: 'evm' | 'solana';
}

const ICON_SIZE = 24;

export function WalletChoices<T extends WalletChoiceItem>({
  choices,
  pendingId,
  onPick,
}: {
  choices: readonly T[];
  pendingId: string | null;
  onPick: (choice: T) => void;
}) {
  const { t } = useAppTranslation();
  return (
    <>
      <ul className="chip-list" aria-label={t('common.auth.detected')}>
        {choices.map((choice) => (
          <li key={choice.id}>
            <button
              type="button"
              className="button button-secondary wallet-choice"
              disabled={pendingId !== null}
              aria-busy={pendingId === choice.id}
              onClick={() => onPick(choice)}
            >
              <img src={choice.icon} alt="" width={ICON_SIZE} height={ICON_SIZE} />
              {choice.name}
              {choice.chain ? <span className="wallet-chain">{t(`common.auth.chain.${choice.chain}`)}</span> : null}
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
    </>
  );
}
