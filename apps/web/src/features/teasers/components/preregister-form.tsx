// Pre-register form of the teaser pages: an email or wallet address, checked with the server's own schema
// (PreregistrationBodySchema) before sending; a signed-in user's wallet is filled in.
import { useId, useState, type FormEvent } from 'react';
import { PreregistrationBodySchema, type PreregistrationBody } from '@k3/shared';
import { CheckIcon } from '../../../components/icons/icons';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useCreatePreregistration } from '../api/create-preregistration';
import { useAppTranslation } from '../../../lib/i18n';

export function PreregisterForm({ page }: { page: PreregistrationBody['page'] }) {
  const { t } = useAppTranslation();
  const auth = useAuth();
  const inputId = useId();
  const errorId = useId();
  const [contact, setContact] = useState(() => auth?.wallet ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const mutation = useCreatePreregistration();

  if (mutation.isSuccess) {
    const key = mutation.data.created ? 'created' : 'existing';
    return (
      <div className="preregister-success" role="status">
        <CheckIcon width={28} height={28} />
        <h3>{t(`teasers.form.success.${key}.title`)}</h3>
        <p>{t(`teasers.form.success.${key}.text`)}</p>
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = PreregistrationBodySchema.safeParse({ page, contact });
    if (!parsed.success) {
      setFieldError(t(contact.trim() === '' ? 'teasers.form.required' : 'teasers.form.invalid'));
      return;
    }
    setFieldError(null);
    mutation.mutate(parsed.data);
  };

  const serverError = mutation.error
    ? mutation.error instanceof ApiError && mutation.error.status > 0
      ? mutation.error.message
      : t('teasers.form.failed')
    : null;

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
