// The add-exchange dialog of SmartFolio (spec §5 "Exchange add": exchange from the supported list, API key and secret
// required, passphrase where the exchange needs one; spec §8 exchange-add failure, tier cap and
// "CEX wallet information added."). Fields and checks: react-hook-form, the zod resolver and FormField (docs/forms.md).
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { EXCHANGES } from '@k3/shared';
import { Dialog } from '../../../components/ui/dialog';
import { FormError, FormField } from '../../../components/ui/form-field';
import { useAppTranslation } from '../../../lib/i18n';
import { useAddExchange } from '../../../lib/portfolio';
import { notify } from '../../../lib/toast';
import { AddExchangeSchema, exchangeAddFailure, exchangeBody, needsPassphrase, type SmartfolioMessage } from '../utils/forms';

export function AddExchangeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useAppTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('pages.smartfolio.portfolio.exchangeDialog.title')}>
      <AddExchangeForm onDone={onClose} />
    </Dialog>
  );
}

const SECRET_FIELDS = ['apiKey', 'secret', 'passphrase'] as const;
function AddExchangeForm({ onDone }: { onDone: () => void }) {
  const { t } = useAppTranslation();
  const [error, setError] = useState<SmartfolioMessage | null>(null);
  const mutation = useAddExchange();
  const form = useForm({
    resolver: zodResolver(AddExchangeSchema),
    defaultValues: { exchange: EXCHANGES[0].id, apiKey: '', secret: '', passphrase: '', alias: '' },
  });
  const { errors } = form.formState;
  const exchange = useWatch({ control: form.control, name: 'exchange' });

  // The first field left empty gets the focus (react-hook-form's shouldFocusError); the message says it is required.
  const onSubmit = form.handleSubmit(({ alias, ...fields }) => {
    if (mutation.isPending) return;
    setError(null);
    mutation.mutate(exchangeBody(fields, alias), {
      onSuccess: () => {
        notify.success(t('pages.smartfolio.portfolio.messages.exchangeAdded'));
        onDone();
      },
      onError: (failure) => {
        const message = exchangeAddFailure(failure);
        setError(message);
        notify.error(t(`pages.smartfolio.portfolio.messages.${message}`));
      },
    });
  });

  const fields = SECRET_FIELDS.filter((field) => field !== 'passphrase' || needsPassphrase(exchange));

  return (
    <form className="sf-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={mutation.isPending}>
      <FormField
        className="sf-field"
        label={t('pages.smartfolio.portfolio.exchangeDialog.exchange')}
        hint={t('pages.smartfolio.portfolio.exchangeDialog.hint')}
        error={errors.exchange ? t('pages.smartfolio.portfolio.exchangeDialog.required') : null}
        announce={false}
      >
        {(control) => (
          <select {...control} {...form.register('exchange')} className="input">
            {EXCHANGES.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {fields.map((field) => (
        <FormField
          key={field}
          className="sf-field"
          label={t(`pages.smartfolio.portfolio.exchangeDialog.${field}`)}
          error={errors[field] ? t('pages.smartfolio.portfolio.exchangeDialog.required') : null}
          announce={false}
        >
          {(control) => (
            <input
              {...control}
              {...form.register(field)}
              className="input"
              type={field === 'apiKey' ? 'text' : 'password'}
              autoComplete="off"
              spellCheck={false}
              required
            />
          )}
        </FormField>
      ))}
      <FormField className="sf-field" label={t('pages.smartfolio.portfolio.exchangeDialog.alias')}>
        {(control) => <input {...control} {...form.register('alias')} className="input" type="text" maxLength={40} />}
      </FormField>
      <FormError>{error ? t(`pages.smartfolio.portfolio.messages.${error}`) : null}</FormError>
      <div className="sf-actions">
        <button type="button" className="button button-ghost" onClick={onDone}>
          {t('pages.smartfolio.portfolio.exchangeDialog.cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={mutation.isPending}>
          {mutation.isPending
            ? t('pages.smartfolio.portfolio.exchangeDialog.pending')
            : t('pages.smartfolio.portfolio.exchangeDialog.submit')}
        </button>
      </div>
    </form>
  );
}
