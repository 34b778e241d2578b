// The add-wallet dialog of SmartFolio (spec §5 "Wallet add": EVM (ERC20) or Solana address, not empty; alias
// optional; spec §8 wallet-add failure, tier cap and "Wallet information added."). The address is checked with
// @k3/shared's walletKind before it is sent; a failure shows in the dialog and as an error toast.
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useAppTranslation } from '../../../lib/i18n';
import { useAddWallet } from '../../../lib/portfolio';
import { notify } from '../../../lib/toast';
import { checkWalletAddress, walletAddFailure, type SmartfolioMessage } from '../utils/forms';

export function AddWalletDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useAppTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('pages.smartfolio.portfolio.walletDialog.title')}>
      <AddWalletForm onDone={onClose} />
    </Dialog>
  );
}

function AddWalletForm({ onDone }: { onDone: () => void }) {
  const { t } = useAppTranslation();
  const addressId = useId();
  const aliasId = useId();
  const hintId = useId();
  const errorId = useId();
  const [address, setAddress] = useState('');
  const [alias, setAlias] = useState('');
  const [error, setError] = useState<SmartfolioMessage | null>(null);
  const mutation = useAddWallet();

  const fail = (message: SmartfolioMessage) => {
    setError(message);
    notify.error(t(`pages.smartfolio.portfolio.messages.${message}`));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const invalid = checkWalletAddress(address);
    if (invalid) {
      fail(invalid);
      return;
    }
    setError(null);
    const trimmedAlias = alias.trim();
    mutation.mutate(
      { address: address.trim(), ...(trimmedAlias ? { alias: trimmedAlias } : {}) },
      {
        onSuccess: () => {
          notify.success(t('pages.smartfolio.portfolio.messages.walletAdded'));
          onDone();
        },
        onError: (failure) => fail(walletAddFailure(failure)),
      },
    );
  };

  return (
    <form className="sf-form" onSubmit={onSubmit} noValidate aria-busy={mutation.isPending}>
      <div className="sf-field">
        <label htmlFor={addressId} className="field-label">
          {t('pages.smartfolio.portfolio.walletDialog.address')}
        </label>
        <input
          id={addressId}
          className="input"
          name="address"
          type="text"
          autoComplete="off"
          spellCheck={false}
          required
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        />
        <p id={hintId} className="field-hint">
          {t('pages.smartfolio.portfolio.walletDialog.addressHint')}
        </p>
      </div>
      <div className="sf-field">
        <label htmlFor={aliasId} className="field-label">
          {t('pages.smartfolio.portfolio.walletDialog.alias')}
        </label>
        <input
          id={aliasId}
          className="input"
          name="alias"
          type="text"
          maxLength={40}
          value={alias}
          onChange={(event) => setAlias(event.target.value)}
        />
      </div>
      {error ? (
        <p id={errorId} className="form-error" role="alert">
          {t(`pages.smartfolio.portfolio.messages.${error}`)}
        </p>
      ) : null}
      <div className="sf-actions">
        <button type="button" className="button button-ghost" onClick={onDone}>
          {t('pages.smartfolio.portfolio.walletDialog.cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={mutation.isPending}>
          {mutation.isPending
            ? t('pages.smartfolio.portfolio.walletDialog.pending')
            : t('pages.smartfolio.portfolio.walletDialog.submit')}
        </button>
      </div>
    </form>
  );
}
