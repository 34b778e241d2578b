// Username edit of /account (spec §2 "Account: username", issue 3 §1 "PUT /me/general"): prefilled from /me (the
// wallet address until a username is set, spec §3), checked with the API's own rule before sending; the server's
// 400 (taken) shown under the field, "Try again later." on a server failure (spec §8), a toast on success.
import { useId, useState, type FormEvent } from 'react';
import { UsernameSchema } from '@k3/shared';
import { ApiError } from '../../../lib/api-error';
import { useAppTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useUpdateUsername } from '../api/update-username';
import { isServerFailure } from '../utils/failure';

export function ProfileForm({ username }: { username: string }) {
  const { t } = useAppTranslation();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [value, setValue] = useState(username);
  const [error, setError] = useState<string | null>(null);
  const mutation = useUpdateUsername();

  const failureMessage = (failure: Error): string => {
    if (isServerFailure(failure)) return t('pages.account.tryLater');
    if (failure instanceof ApiError && failure.error === 'username_taken') return t('pages.account.profile.taken');
    return failure.message;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = UsernameSchema.safeParse(value);
    if (!parsed.success) {
      setError(t('pages.account.profile.rule'));
      return;
    }
    setError(null);
    mutation.mutate(
      { username: parsed.data },
      {
        onSuccess: () => notify.success(t('pages.account.profile.saved')),
        onError: (failure) => setError(failureMessage(failure)),
      },
    );
  };

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId} className="field-label">
        {t('pages.account.profile.username')}
      </label>
      <div className="account-row">
        <input
          id={inputId}
          className="input"
          name="username"
          type="text"
          autoComplete="username"
          spellCheck={false}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        />
        <button type="submit" className="button button-primary" disabled={mutation.isPending}>
          {mutation.isPending ? t('pages.account.profile.saving') : t('pages.account.profile.save')}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <p id={hintId} className="field-hint">
        {t('pages.account.profile.hint')}
      </p>
    </form>
  );
}
