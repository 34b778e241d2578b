// Email and its validation on /account (spec §2 "email, email validation code entry", §4 "Email validation", §6 legacy
// boost): the current email and its status, then email entry → POST /me/validate-email → 6-digit code entry →
// GET /me/validate. A wrong or expired code shows the spec §8 message; a server failure "Try again later.".
import { useId, useState, type FormEvent } from 'react';
import { EMAIL_CODE_PATTERN, EmailSchema, type User } from '@k3/shared';
import { paths } from '../../../config/paths';
import { useAppTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useSendValidationEmail, useValidateEmailCode } from '../api/email-validation';
import { isServerFailure } from '../utils/failure';

type Step = { step: 'email' } | { step: 'code'; email: string; isResent: boolean };

export function EmailStatus({ user }: { user: User }) {
  const { t } = useAppTranslation();
  const { email, isEmailValidated } = user.general;
  return (
    <dl className="account-email-status" aria-live="polite">
      <dt>{t('pages.account.email.current')}</dt>
      <dd>
        {email ? <span className="account-email">{email}</span> : t('pages.account.email.none')}
        {email ? (
          <span className={`account-badge ${isEmailValidated ? 'account-badge-ok' : ''}`}>
            {isEmailValidated ? t('pages.account.email.validated') : t('pages.account.email.notValidated')}
          </span>
        ) : null}
        {user.boosted ? (
          <span className="account-badge account-badge-boost" title={t('pages.account.email.boostedHint')}>
            {t('pages.account.email.boosted')}
          </span>
        ) : null}
      </dd>
    </dl>
  );
}

function EmailForm({ initialEmail, onSent }: { initialEmail: string; onSent: (email: string) => void }) {
  const { t } = useAppTranslation();
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const sending = useSendValidationEmail();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = EmailSchema.safeParse(value);
    if (!parsed.success) {
      setError(t('pages.account.email.invalid'));
      return;
    }
    setError(null);
    sending.mutate(
      { email: parsed.data, page: paths.account.getHref() },
      {
        onSuccess: () => onSent(parsed.data),
        onError: (failure) => setError(isServerFailure(failure) ? t('pages.account.tryLater') : failure.message),
      },
    );
  };

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId} className="field-label">
        {t('pages.account.email.label')}
      </label>
      <div className="account-row">
        <input
          id={inputId}
          className="input"
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          placeholder={t('pages.account.email.placeholder')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="button button-primary" disabled={sending.isPending}>
          {sending.isPending ? t('pages.account.email.sending') : t('pages.account.email.send')}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

interface CodeFormProps {
  email: string;
  isResent: boolean;
  onResent: () => void;
  onChangeEmail: () => void;
  onValidated: () => void;
}

function CodeForm({ email, isResent, onResent, onChangeEmail, onValidated }: CodeFormProps) {
  const { t } = useAppTranslation();
  const inputId = useId();
  const statusId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const validating = useValidateEmailCode();
  const resending = useSendValidationEmail();
  const isBusy = validating.isPending || resending.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entered = code.trim();
    // A code that is not 6 digits is a wrong code: say so without spending one of its attempts.
    if (!EMAIL_CODE_PATTERN.test(entered)) {
      setError(t('pages.account.email.wrongCode'));
      return;
    }
    setError(null);
    validating.mutate(entered, {
      onSuccess: ({ boosted }) => {
        notify.success(t(boosted ? 'pages.account.email.successBoosted' : 'pages.account.email.success'));
        onValidated();
      },
      onError: (failure) => setError(isServerFailure(failure) ? t('pages.account.tryLater') : t('pages.account.email.wrongCode')),
    });
  };

  const resend = () => {
    setError(null);
    resending.mutate(
      { email, page: paths.account.getHref() },
      {
        onSuccess: () => {
          setCode('');
          onResent();
        },
        onError: (failure) => setError(isServerFailure(failure) ? t('pages.account.tryLater') : failure.message),
      },
    );
  };

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate>
      <p id={statusId} className="account-code-sent" role="status">
        {t(isResent ? 'pages.account.email.resent' : 'pages.account.email.codeSent', { email })}
      </p>
      <label htmlFor={inputId} className="field-label">
        {t('pages.account.email.codeLabel')}
      </label>
      <div className="account-row">
        <input
          id={inputId}
          className="input account-code-input"
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${statusId}` : statusId}
        />
        <button type="submit" className="button button-primary" disabled={isBusy}>
          {validating.isPending ? t('pages.account.email.validating') : t('pages.account.email.validate')}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="account-actions">
        <button type="button" className="button button-ghost" disabled={isBusy} onClick={resend}>
          {t('pages.account.email.resend')}
        </button>
        <button type="button" className="button button-ghost" disabled={isBusy} onClick={onChangeEmail}>
          {t('pages.account.email.change')}
        </button>
      </div>
    </form>
  );
}

export function EmailValidation({ user }: { user: User }) {
  const [state, setState] = useState<Step>({ step: 'email' });
  // The address last typed, so "Change email" starts from it rather than from an empty field.
  const [lastEmail, setLastEmail] = useState('');

  return (
    <>
      <EmailStatus user={user} />
      {state.step === 'email' ? (
        <EmailForm
          initialEmail={lastEmail}
          onSent={(email) => {
            setLastEmail(email);
            setState({ step: 'code', email, isResent: false });
          }}
        />
      ) : (
        <CodeForm
          // A new form (and an empty field) for each address the code goes to.
          key={state.email}
          email={state.email}
          isResent={state.isResent}
          onResent={() => setState({ step: 'code', email: state.email, isResent: true })}
          onChangeEmail={() => setState({ step: 'email' })}
          onValidated={() => {
            setLastEmail('');
            setState({ step: 'email' });
          }}
        />
      )}
    </>
  );
}
