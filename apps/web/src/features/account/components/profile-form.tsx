// Username edit of /account (spec §2 "Account: username", issue 3 §1 "PUT /me/general"): prefilled from /me (the
// wallet address until a username is set, spec §3), checked with the API's own rule before sending; the server's
// 400 (taken) shown under the field, "Try again later." on a server failure (spec §8), a toast on success.
// One way to do forms (docs/forms.md): react-hook-form, the zod resolver over @k3/shared's schema, FormField.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { GeneralBodySchema } from '@k3/shared';
import { FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-error';
import { useAppTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useUpdateUsername } from '../api/update-username';
import { isServerFailure } from '../utils/failure';

export function ProfileForm({ username }: { username: string }) {
  const { t } = useAppTranslation();
  const mutation = useUpdateUsername();
  const form = useForm({ resolver: zodResolver(GeneralBodySchema), defaultValues: { username } });
  const { errors } = form.formState;

  const failureMessage = (failure: Error): string => {
    if (isServerFailure(failure)) return t('pages.account.tryLater');
    if (failure instanceof ApiError && failure.error === 'username_taken') return t('pages.account.profile.taken');
    return failure.message;
  };

  const onSubmit = form.handleSubmit(({ username: valid }) => {
    mutation.mutate(
      { username: valid },
      {
        onSuccess: () => notify.success(t('pages.account.profile.saved')),
        onError: (failure) => form.setError('username', { type: 'server', message: failureMessage(failure) }),
      },
    );
  });

  // A refusal by the schema shows the rule; one by the server shows the server's reason.
  const error = errors.username
    ? errors.username.type === 'server'
      ? (errors.username.message ?? null)
      : t('pages.account.profile.rule')
    : null;

  return (
    <form className="account-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormField
        className="account-field"
        label={t('pages.account.profile.username')}
        hint={t('pages.account.profile.hint')}
        error={error}
      >
        {(control) => (
          <div className="account-row">
            <input
              {...control}
              {...form.register('username')}
              className="input"
              type="text"
              autoComplete="username"
              spellCheck={false}
            />
            <button type="submit" className="button button-primary" disabled={mutation.isPending}>
              {mutation.isPending ? t('pages.account.profile.saving') : t('pages.account.profile.save')}
            </button>
          </div>
        )}
      </FormField>
    </form>
  );
}
