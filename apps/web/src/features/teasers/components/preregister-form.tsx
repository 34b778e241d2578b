// Pre-register form of the teaser pages: an email or wallet address, checked with the server's own schema
// (PreregistrationBodySchema, loaded on first use, as the react-hook-form resolver) before sending; a signed-in user's
// wallet is filled in. Field markup: FormField (docs/forms.md).
import { useForm } from 'react-hook-form';
import type { PreregistrationBody } from '@k3/shared';
import { CheckIcon } from '../../../components/icons/icons';
import { FormError, FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import {
  lazyPreregistrationResolver,
  preloadPreregistration,
  useCreatePreregistration,
  type PreregistrationValues,
} from '../hooks/use-preregistration';
import { useAppTranslation } from '../../../lib/i18n';

export function PreregisterForm({ page }: { page: PreregistrationBody['page'] }) {
  const { t } = useAppTranslation();
  const auth = useAuth();
  const mutation = useCreatePreregistration();
  const form = useForm<PreregistrationValues, unknown, PreregistrationBody>({
    resolver: lazyPreregistrationResolver,
    defaultValues: { page, contact: auth?.wallet ?? '' },
  });
  const { errors } = form.formState;

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

  const onSubmit = form.handleSubmit((body) => mutation.mutate(body));

  // An empty contact is "required" (the schema's too_small), any other refusal "invalid".
  const fieldError = errors.contact
    ? t(errors.contact.type === 'too_small' ? 'teasers.form.required' : 'teasers.form.invalid')
    : null;
  const { error } = mutation;
  const serverError = errors.root
    ? t('teasers.form.failed')
    : error
      ? error instanceof ApiError && error.status > 0
        ? error.message
        : t('teasers.form.failed')
      : null;

  return (
    <form className="preregister-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormField className="preregister-field" label={t('teasers.form.label')} error={fieldError}>
        {(control) => (
          <div className="preregister-row">
            <input
              {...control}
              {...form.register('contact')}
              className="input"
              type="text"
              autoComplete="email"
              spellCheck={false}
              placeholder={t('teasers.form.placeholder')}
              onFocus={preloadPreregistration}
            />
            <button type="submit" className="button button-primary" disabled={mutation.isPending}>
              {mutation.isPending ? t('teasers.form.sending') : t('teasers.form.submit')}
            </button>
          </div>
        )}
      </FormField>
      <FormError>{serverError}</FormError>
      <p className="field-hint">{t('teasers.form.privacy')}</p>
    </form>
  );
}
