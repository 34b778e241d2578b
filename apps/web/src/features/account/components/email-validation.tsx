// Email and its validation on /account (spec §2 "email, email validation code entry", §4 "Email validation", §6 legacy
// boost): the current email and its status, then email entry → POST /me/validate-email → 6-digit code entry →
// GET /me/validate. A wrong or expired code shows the spec §8 message; a server failure "Try again later.". On a demo
// server, which sends no email, the answer says the message is in the demo inbox, which the code step then offers.
// Fields, validation and errors: react-hook-form with the zod resolver over @k3/shared's schemas, FormField (docs/forms.md).
import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldError } from 'react-hook-form';
import { z } from 'zod';
import { ValidateEmailBodySchema, ValidateQuerySchema, type User } from '@k3/shared';
import { FormField } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { useAppTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useSendValidationEmail, useValidateEmailCode } from '../api/email-validation';
import { isServerFailure } from '../utils/failure';
import { DemoInbox } from './demo-inbox';

/** `sentAt` tells one send from the next, so the demo inbox reads the newest message. */
interface Sent {
  email: string;
  isDemoInbox: boolean;
  sentAt: number;
}
type Step = { step: 'email' } | ({ step: 'code'; isResent: boolean } & Sent);

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

/** A field's error: the schema's refusal shows `invalid`, a server's answer its own text. */
function fieldError(error: FieldError | undefined, invalid: string): string | null {
  if (!error) return null;
  return error.type === 'server' ? (error.message ?? invalid) : invalid;
}

const EmailFormSchema = ValidateEmailBodySchema.pick({ email: true });
// A code that is not 6 digits is a wrong code: refused here without spending one of its attempts.
const CodeFormSchema = z.object({ code: z.string().trim().pipe(ValidateQuerySchema.shape.code) });

function EmailForm({ initialEmail, onSent }: { initialEmail: string; onSent: (sent: Sent) => void }) {
  const { t } = useAppTranslation();
  const sending = useSendValidationEmail();
  const form = useForm({ resolver: zodResolver(EmailFormSchema), defaultValues: { email: initialEmail } });

  const onSubmit = form.handleSubmit(({ email }) => {
    sending.mutate(
      { email, page: paths.account.getHref() },
      {
        onSuccess: (data) => onSent({ email, isDemoInbox: data.demoInbox === true, sentAt: Date.now() }),
        onError: (failure) =>
          form.setError('email', {
            type: 'server',
            message: isServerFailure(failure) ? t('pages.account.tryLater') : failure.message,
          }),
      },
    );
  });

  return (
    <form className="account-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormField
        className="account-field"
        label={t('pages.account.email.label')}
        error={fieldError(form.formState.errors.email, t('pages.account.email.invalid'))}
      >
        {(control) => (
          <div className="account-row">
            <input
              {...control}
              {...form.register('email')}
              className="input"
              type="email"
              autoComplete="email"
              spellCheck={false}
              placeholder={t('pages.account.email.placeholder')}
            />
            <button type="submit" className="button button-primary" disabled={sending.isPending}>
              {sending.isPending ? t('pages.account.email.sending') : t('pages.account.email.send')}
            </button>
          </div>
        )}
      </FormField>
    </form>
  );
}

interface CodeFormProps extends Sent {
  isResent: boolean;
  onResent: (sent: Sent) => void;
  onChangeEmail: () => void;
  onValidated: () => void;
}

function CodeForm({ email, isDemoInbox, sentAt, isResent, onResent, onChangeEmail, onValidated }: CodeFormProps) {
  const { t } = useAppTranslation();
  const statusId = useId();
  const validating = useValidateEmailCode();
  const resending = useSendValidationEmail();
  const isBusy = validating.isPending || resending.isPending;
  const form = useForm({ resolver: zodResolver(CodeFormSchema), defaultValues: { code: '' } });
  const serverFailure = (message: string) => form.setError('code', { type: 'server', message });

  const onSubmit = form.handleSubmit(({ code }) => {
    validating.mutate(code, {
      onSuccess: ({ boosted }) => {
        notify.success(t(boosted ? 'pages.account.email.successBoosted' : 'pages.account.email.success'));
        onValidated();
      },
      onError: (failure) =>
        serverFailure(isServerFailure(failure) ? t('pages.account.tryLater') : t('pages.account.email.wrongCode')),
    });
  });

  const resend = () => {
    form.clearErrors();
    resending.mutate(
      { email, page: paths.account.getHref() },
      {
        onSuccess: (data) => {
          form.reset({ code: '' });
          onResent({ email, isDemoInbox: data.demoInbox === true, sentAt: Date.now() });
        },
        onError: (failure) => serverFailure(isServerFailure(failure) ? t('pages.account.tryLater') : failure.message),
      },
    );
  };

  return (
    <form className="account-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <p id={statusId} className="account-code-sent" role="status">
        {t(isResent ? 'pages.account.email.resent' : 'pages.account.email.codeSent', { email })}
      </p>
      {isDemoInbox ? <DemoInbox email={email} sentAt={sentAt} /> : null}
      <FormField
        className="account-field"
        label={t('pages.account.email.codeLabel')}
        error={fieldError(form.formState.errors.code, t('pages.account.email.wrongCode'))}
        describedBy={statusId}
      >
        {(control) => (
          <div className="account-row">
            <input
              {...control}
              {...form.register('code')}
              className="input account-code-input"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              spellCheck={false}
            />
            <button type="submit" className="button button-primary" disabled={isBusy}>
              {validating.isPending ? t('pages.account.email.validating') : t('pages.account.email.validate')}
            </button>
          </div>
        )}
      </FormField>
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
          onSent={(sent) => {
            setLastEmail(sent.email);
            setState({ step: 'code', ...sent, isResent: false });
          }}
        />
      ) : (
        <CodeForm
          // A new form (and an empty field) for each address the code goes to.
          key={state.email}
          email={state.email}
          isDemoInbox={state.isDemoInbox}
          sentAt={state.sentAt}
          isResent={state.isResent}
          onResent={(sent) => setState({ step: 'code', ...sent, isResent: true })}
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
