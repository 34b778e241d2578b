// The add-wallet dialog of SmartFolio (spec §5 "Wallet add": EVM (ERC20) or Solana address, not empty; alias
// optional; spec §8 wallet-add failure, tier cap and "Wallet information added."). The address is checked with
// @k3/shared's walletKind before it is sent: an empty or unknown address is an error under the field, as in the exchange
// dialog (issue 26 §6: it once showed twice, in the dialog and as a toast); a refusal by the server shows in the dialog
// and as an error toast. Fields and checks: react-hook-form, the zod resolver and FormField (docs/forms.md).
import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog';
import { FormError, FormField } from '../../../components/ui/form-field';
import { useAppTranslation } from '../../../lib/i18n';
import { useAddWallet } from '../../../lib/portfolio';
import { notify } from '../../../lib/toast';
import { AddWalletSchema, walletAddFailure, type SmartfolioMessage } from '../utils/forms';

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
  const errorId = useId();
  const [error, setError] = useState<SmartfolioMessage | null>(null);
  const mutation = useAddWallet();
  const form = useForm({ resolver: zodResolver(AddWalletSchema), defaultValues: { address: '', alias: '' } });

  const fail = (message: SmartfolioMessage) => {
    setError(message);
    notify.error(t(`pages.smartfolio.portfolio.messages.${message}`));
  };

  const onSubmit = form.handleSubmit(
    ({ address, alias }) => {
      if (mutation.isPending) return;
      setError(null);
      mutation.mutate(
        { address, ...(alias ? { alias } : {}) },
        {
          onSuccess: () => {
            notify.success(t('pages.smartfolio.portfolio.messages.walletAdded'));
            onDone();
          },
          onError: (failure) => fail(walletAddFailure(failure)),
        },
      );
    },
    // A refused address is said under the field only (the field's own error, announced once).
    () => setError(null),
  );
  const addressError = form.formState.errors.address?.message;

  return (
    <form className="sf-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={mutation.isPending}>
      <FormField
        className="sf-field"
        label={t('pages.smartfolio.portfolio.walletDialog.address')}
        hint={t('pages.smartfolio.portfolio.walletDialog.addressHint')}
        describedBy={error ? errorId : null}
        error={
          addressError === 'required'
            ? t('pages.smartfolio.portfolio.exchangeDialog.required')
            : addressError
              ? t('pages.smartfolio.portfolio.messages.walletAdd')
              : null
        }
      >
        {(control) => (
          <input
            {...control}
            {...form.register('address')}
            aria-invalid={error || addressError ? true : undefined}
            className="input"
            type="text"
            autoComplete="off"
            spellCheck={false}
            required
          />
        )}
      </FormField>
      <FormField className="sf-field" label={t('pages.smartfolio.portfolio.walletDialog.alias')}>
        {(control) => <input {...control} {...form.register('alias')} className="input" type="text" maxLength={40} />}
      </FormField>
      <FormError id={errorId}>{error ? t(`pages.smartfolio.portfolio.messages.${error}`) : null}</FormError>
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
