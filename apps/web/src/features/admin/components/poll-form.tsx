// Create or edit a poll (issue 13 §3 and §4; docs/admin.md "Polls"): question and choices in en, fr and es (choices
// added and removed, 2 to 10), the points budget, the window and whether results show while it is open. Forms are
// react-hook-form with the zod resolver over PollInputSchema and FormField (docs/forms.md). Once a poll has ballots
// the API refuses new choices or budget (409 poll_has_ballots): the form says so.
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { POLL_CHOICES_MAX, type AdminPoll, type PollInput } from '@k3/shared';
import { FormError, FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/toast';
import { useSavePoll } from '../api/admin-polls';
import { useAdminTexts } from '../hooks/use-admin-texts';
import { adminSchemaOptions, errorFields, errorText } from '../utils/field-errors';
import { PollFormSchema, emptyChoice, emptyPollValues, pollToValues, type PollFormValues } from '../utils/poll-form';
import { LocalizedFields } from './localized-fields';
import { PollPreview } from './poll-preview';

export function PollForm({ poll, onDone }: { poll?: AdminPoll; onDone: () => void }) {
  const { t } = useAdminTexts();
  const save = useSavePoll(poll?.id ?? null);
  const form = useForm<PollFormValues, unknown, PollInput>({
    resolver: zodResolver(PollFormSchema, adminSchemaOptions),
    defaultValues: poll ? pollToValues(poll) : emptyPollValues(),
  });
  const choices = useFieldArray({ control: form.control, name: 'choices' });
  const { errors, isSubmitted } = form.formState;
  // Every field has a default value, so the watched values are complete (useWatch types them as partial).
  const values = useWatch({ control: form.control }) as PollFormValues;
  const { register } = form;

  const labelOf = (path: string) => {
    const [head = '', index, locale] = path.split('.');
    if (head === 'question') return `${t('admin.polls.fields.question')} (${t(`admin.langs.${index as 'en'}`)})`;
    if (head === 'choices' && locale)
      return `${t('admin.polls.fields.choice', { n: Number(index) + 1 })} (${t(`admin.langs.${locale as 'en'}`)})`;
    if (head === 'choices') return t('admin.polls.fields.choices');
    return t(`admin.polls.fields.${head as 'budget'}`);
  };
  const invalid = isSubmitted ? [...new Set(errorFields(errors).map(labelOf))] : [];
  const refusal =
    save.error instanceof ApiError && save.error.error === 'poll_has_ballots'
      ? t('admin.polls.hasBallots')
      : save.error
        ? t('admin.actions.failed', { message: save.error.message })
        : null;

  const onSubmit = form.handleSubmit((input) =>
    save.mutateAsync(input).then(
      () => {
        notify.success(t(poll ? 'admin.polls.saved' : 'admin.polls.created'));
        onDone();
      },
      () => undefined,
    ),
  );

  return (
    <form className="admin-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={save.isPending}>
      <h2>{poll ? t('admin.polls.editTitle', { id: poll.id }) : t('admin.polls.newTitle')}</h2>
      <FormError>{invalid.length > 0 ? t('admin.errors.summary', { fields: invalid.join(', ') }) : null}</FormError>
      {poll && poll.ballots > 0 ? <p className="field-hint">{t('admin.polls.hasBallots')}</p> : null}
      <LocalizedFields
        label={t('admin.polls.fields.question')}
        register={(locale) => register(`question.${locale}`)}
        errors={errors.question}
        maxLength={200}
      />
      <fieldset className="admin-fieldset">
        <legend>{t('admin.polls.fields.choices')}</legend>
        <p className="field-hint">{t('admin.polls.fields.choicesHint', { max: POLL_CHOICES_MAX })}</p>
        {choices.fields.map((field, index) => (
          <div key={field.id} className="admin-choice">
            <LocalizedFields
              label={t('admin.polls.fields.choice', { n: index + 1 })}
              register={(locale) => register(`choices.${index}.${locale}`)}
              errors={errors.choices?.[index]}
              maxLength={120}
            />
            <button
              type="button"
              className="button button-ghost admin-row-button"
              disabled={choices.fields.length <= 2}
              onClick={() => choices.remove(index)}
            >
              {t('admin.polls.fields.removeChoice', { n: index + 1 })}
            </button>
          </div>
        ))}
        <FormError>{errors.choices?.root ? errorText(errors.choices.root, t) : null}</FormError>
        <button
          type="button"
          className="button button-secondary"
          disabled={choices.fields.length >= POLL_CHOICES_MAX}
          onClick={() => choices.append(emptyChoice())}
        >
          {t('admin.polls.fields.addChoice')}
        </button>
      </fieldset>
      <div className="admin-grid">
        <FormField
          label={t('admin.polls.fields.budget')}
          hint={t('admin.polls.fields.budgetHint')}
          error={errorText(errors.budget, t)}
          announce={false}
        >
          {(control) => (
            <input {...control} {...register('budget')} className="input" type="number" inputMode="numeric" step="1" min={1} />
          )}
        </FormField>
        {(['startsAt', 'endsAt'] as const).map((name) => (
          <FormField key={name} label={t(`admin.polls.fields.${name}`)} error={errorText(errors[name], t)} announce={false}>
            {(control) => <input {...control} {...register(name)} className="input" type="datetime-local" />}
          </FormField>
        ))}
      </div>
      <label className="admin-check">
        <input type="checkbox" {...register('liveResults')} />
        {t('admin.polls.fields.liveResults')}
      </label>
      <PollPreview values={values} />
      <FormError>{refusal}</FormError>
      <div className="admin-actions">
        <button type="button" className="button button-ghost" onClick={onDone}>
          {t('admin.common.cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? t('admin.common.saving') : poll ? t('admin.common.save') : t('admin.polls.create')}
        </button>
      </div>
    </form>
  );
}
