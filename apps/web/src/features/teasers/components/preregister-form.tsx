// Pre-register form of the teaser pages: an email or wallet address, checked with the server's own schema
// (PreregistrationBodySchema, loaded on first use) before sending; a signed-in user's wallet is filled in.
import { useId, useState, type FormEvent } from 'react';
import type { PreregistrationBody } from '@k3/shared';
import { CheckIcon } from '../../../components/icons/icons';
import { ApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { ContactError, preloadPreregistration, useCreatePreregistration } from '../hooks/use-preregistration';
import { useAppTranslation } from '../../../lib/i18n';

export function PreregisterForm({ page }: { page: PreregistrationBody['page'] }) {
  const { t } = useAppTranslation();
  const auth = useAuth();
  const inputId = useId();
  const errorId = useId();
  const [contact, setContact] = useState(() => auth?.wallet ?? '');
  const mutation = useCreatePreregistration();

  if (mutation.isSuccess) {
    // One message whether or not the contact was already listed: the API does not say (issue 8 §10).
    return (
      <div className="preregister-success" role="status">
        <CheckIcon width={28} height={28} />
        <h3>{t('teasers.form.success.title')}</h3>
        <p>{t('teasers.form.success.text')}</p>
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate({ page, contact });
  };

  const { error } = mutation;
  const fieldError = error instanceof ContactError ? t(`teasers.form.${error.reason}`) : null;
  const serverError =
    error && !fieldError ? (error instanceof ApiError && error.status > 0 ? error.message : t('teasers.form.failed')) : null;

  return (
    <form className="preregister-form" onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId} className="field-label">
        {t('teasers.form.label')}
      </label>
      <div className="preregister-row">
        <input
          id={inputId}
          className="input"
          name="contact"
          type="text"
          autoComplete="email"
          spellCheck={false}
          placeholder={t('teasers.form.placeholder')}
          value={contact}
          onChange={(event) => setContact(event.target.value)}
          onFocus={preloadPreregistration}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
        />
        <button type="submit" className="button button-primary" disabled={mutation.isPending}>
          {mutation.isPending ? t('teasers.form.sending') : t('teasers.form.submit')}
        </button>
      </div>
      {fieldError ? (
        <p id={errorId} className="field-error" role="alert">
          {fieldError}
        </p>
      ) : null}
      {serverError ? (
        <p className="form-error" role="alert">
          {serverError}
        </p>
      ) : null}
      <p className="field-hint">{t('teasers.form.privacy')}</p>
    </form>
  );
}
