// The add-exchange dialog of SmartFolio (spec §5 "Exchange add": exchange from the supported list, API key and secret
// required, passphrase where the exchange needs one; spec §8 exchange-add failure, tier cap and
// "CEX wallet information added.").
import { useId, useState, type FormEvent } from 'react';
import { EXCHANGES } from '@k3/shared';
import { Dialog } from '../../../components/ui/dialog';
import { useAppTranslation } from '../../../lib/i18n';
import { useAddExchange } from '../../../lib/portfolio';
import { notify } from '../../../lib/toast';
import {
  exchangeAddFailure,
  exchangeBody,
  missingExchangeFields,
  needsPassphrase,
  type ExchangeField,
  type ExchangeForm,
  type SmartfolioMessage,
} from '../utils/forms';

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
  const baseId = useId();
  const [form, setForm] = useState<ExchangeForm>({ exchange: EXCHANGES[0].id, apiKey: '', secret: '', passphrase: '' });
  const [alias, setAlias] = useState('');
  const [missing, setMissing] = useState<ExchangeField[]>([]);
  const [error, setError] = useState<SmartfolioMessage | null>(null);
  const mutation = useAddExchange();
  const fieldId = (field: string) => `${baseId}-${field}`;
  const set = (field: keyof ExchangeForm, value: string) => setForm((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const empty = missingExchangeFields(form);
    setMissing(empty);
    if (empty.length > 0) {
      setError(null);
      document.getElementById(fieldId(empty[0]!))?.focus();
      return;
    }
    setError(null);
    mutation.mutate(exchangeBody(form, alias), {
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
  };

  const fields = SECRET_FIELDS.filter((field) => field !== 'passphrase' || needsPassphrase(form.exchange));

  return (
    <form className="sf-form" onSubmit={onSubmit} noValidate aria-busy={mutation.isPending}>
      <div className="sf-field">
        <label htmlFor={fieldId('exchange')} className="field-label">
          {t('pages.smartfolio.portfolio.exchangeDialog.exchange')}
        </label>
        <select
          id={fieldId('exchange')}
          className="input"
          name="exchange"
          value={form.exchange}
          onChange={(event) => set('exchange', event.target.value)}
        >
          {EXCHANGES.map((exchange) => (
            <option key={exchange.id} value={exchange.id}>
              {exchange.name}
            </option>
          ))}
        </select>
        <p className="field-hint">{t('pages.smartfolio.portfolio.exchangeDialog.hint')}</p>
      </div>
      {fields.map((field) => {
        const isMissing = missing.includes(field);
        return (
          <div className="sf-field" key={field}>
            <label htmlFor={fieldId(field)} className="field-label">
              {t(`pages.smartfolio.portfolio.exchangeDialog.${field}`)}
            </label>
            <input
              id={fieldId(field)}
              className="input"
              name={field}
              type={field === 'apiKey' ? 'text' : 'password'}
              autoComplete="off"
              spellCheck={false}
              required
              value={form[field]}
              onChange={(event) => set(field, event.target.value)}
              aria-invalid={isMissing ? true : undefined}
              aria-describedby={isMissing ? fieldId(`${field}-error`) : undefined}
            />
            {isMissing ? (
              <p id={fieldId(`${field}-error`)} className="field-error">
                {t('pages.smartfolio.portfolio.exchangeDialog.required')}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className="sf-field">
        <label htmlFor={fieldId('alias')} className="field-label">
          {t('pages.smartfolio.portfolio.exchangeDialog.alias')}
        </label>
        <input
          id={fieldId('alias')}
          className="input"
          name="alias"
          type="text"
          maxLength={40}
          value={alias}
          onChange={(event) => setAlias(event.target.value)}
        />
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {t(`pages.smartfolio.portfolio.messages.${error}`)}
        </p>
      ) : null}
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
