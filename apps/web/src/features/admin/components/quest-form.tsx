// Create or edit a quest (issue 13 §4; spec §3 Quest; docs/admin.md "Quests"). react-hook-form with the zod resolver
// over QuestFormSchema (QuestInputSchema of @k3/shared plus the type's required params), FormField for every field
// (docs/forms.md). The type decides which settings are asked; the preview shows the card in en, fr and es. After a
// refused submit a summary names every field to fix, and the first one gets the focus.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { QUEST_HINT_UNITS, QUEST_RECURRENCES, QUEST_TYPES, type AdminQuest, type QuestInput } from '@k3/shared';
import { FormError, FormField } from '../../../components/ui/form-field';
import { notify } from '../../../lib/toast';
import { useSaveQuest } from '../api/admin-quests';
import { useAdminTexts } from '../hooks/use-admin-texts';
import { adminSchemaOptions, errorFields, errorText } from '../utils/field-errors';
import { QuestFormSchema, emptyQuestValues, questToValues, type QuestFormValues } from '../utils/quest-form';
import { QuestParamsFields } from './quest-params-fields';
import { QuestPreview } from './quest-preview';
import { LocalizedFields } from './localized-fields';

/** The form's fields from top to bottom, by the first part of their path. */
const FIELD_ORDER = [
  'id',
  'type',
  'name',
  'desc',
  'params',
  'reward',
  'hint',
  'recurrence',
  'cooldownHours',
  'priority',
  'url',
  'image',
  'startsAt',
  'endsAt',
];

interface QuestFormProps {
  /** The quest to edit; a new one when absent. */
  quest?: AdminQuest;
  onDone: () => void;
}

export function QuestForm({ quest, onDone }: QuestFormProps) {
  const { t } = useAdminTexts();
  const save = useSaveQuest(quest?.id ?? null);
  const form = useForm<QuestFormValues, unknown, QuestInput>({
    resolver: zodResolver(QuestFormSchema, adminSchemaOptions),
    defaultValues: quest ? questToValues(quest) : emptyQuestValues(),
  });
  const { errors, isSubmitted } = form.formState;
  // Every field has a default value, so the watched values are complete (useWatch types them as partial).
  const values = useWatch({ control: form.control }) as QuestFormValues;
  const { register } = form;
  const text = (path: string) => t(`admin.quests.fields.${path}` as 'admin.quests.fields.id');

  /** A field path in words, for the summary: "Name (French)", "KRL to hold". */
  const labelOf = (path: string) => {
    const [head = '', tail] = path.split('.');
    if (head === 'name' || head === 'desc') return `${text(head)} (${t(`admin.langs.${tail as 'en'}`)})`;
    if (head === 'reward' || head === 'params') return text(tail ?? '');
    return text(head);
  };
  // The summary lists the fields in the order the form shows them (the schema reports them in its own order).
  const position = (path: string) => {
    const index = FIELD_ORDER.indexOf(path.split('.')[0] === 'params' ? 'params' : (path.split('.')[0] ?? ''));
    return index === -1 ? FIELD_ORDER.length : index;
  };
  const invalid = isSubmitted ? errorFields(errors).sort((a, b) => position(a) - position(b)) : [];

  const onSubmit = form.handleSubmit((input) =>
    save.mutateAsync(input).then(
      () => {
        notify.success(t(quest ? 'admin.quests.saved' : 'admin.quests.created'));
        onDone();
      },
      () => undefined,
    ),
  );

  const select = <K extends 'type' | 'hint' | 'recurrence'>(
    name: K,
    options: readonly string[],
    label: (o: string) => string,
  ) => (
    <FormField label={text(name)} error={errorText(errors[name], t)} announce={false}>
      {(control) => (
        <select {...control} {...register(name)} className="input">
          {options.map((option) => (
            <option key={option} value={option}>
              {label(option)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
  const numberField = (name: 'reward.xp' | 'reward.kredits' | 'priority' | 'cooldownHours', label: string, hint?: string) => {
    const [head, tail] = name.split('.') as ['reward', 'xp' | 'kredits'] | ['priority' | 'cooldownHours'];
    const error = head === 'reward' && tail ? errors.reward?.[tail] : errors[head as 'priority'];
    return (
      <FormField label={label} hint={hint} error={errorText(error, t)} announce={false}>
        {(control) => <input {...control} {...register(name)} className="input" type="number" inputMode="numeric" step="1" />}
      </FormField>
    );
  };

  return (
    <form className="admin-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={save.isPending}>
      <h2>{quest ? t('admin.quests.editTitle', { id: quest.id }) : t('admin.quests.newTitle')}</h2>
      <FormError>{invalid.length > 0 ? t('admin.errors.summary', { fields: invalid.map(labelOf).join(', ') }) : null}</FormError>
      <div className="admin-grid">
        <FormField label={text('id')} hint={text('idHint')} error={errorText(errors.id, t)} announce={false}>
          {(control) => (
            <input
              {...control}
              {...register('id')}
              className="input"
              type="text"
              spellCheck={false}
              autoComplete="off"
              readOnly={quest !== undefined}
            />
          )}
        </FormField>
        {select('type', QUEST_TYPES, (type) => t(`admin.quests.types.${type as 'quester'}`))}
      </div>
      <LocalizedFields
        label={text('name')}
        register={(locale) => register(`name.${locale}`)}
        errors={errors.name}
        maxLength={80}
      />
      <LocalizedFields
        label={text('desc')}
        register={(locale) => register(`desc.${locale}`)}
        errors={errors.desc}
        maxLength={400}
        isMultiline
      />
      <QuestParamsFields type={values.type} register={register} errors={errors.params} />
      <div className="admin-grid">
        {numberField('reward.xp', text('xp'))}
        {numberField('reward.kredits', text('kredits'))}
        {select('hint', QUEST_HINT_UNITS, (unit) => t(`admin.quests.hints.${unit as 'per_quest'}`))}
        {select('recurrence', QUEST_RECURRENCES, (r) => t(`admin.quests.recurrences.${r as 'once'}`))}
        {numberField('cooldownHours', text('cooldownHours'), text('cooldownHint'))}
        {numberField('priority', text('priority'), text('priorityHint'))}
      </div>
      <div className="admin-grid">
        {(['url', 'image'] as const).map((name) => (
          <FormField key={name} label={text(name)} hint={text(`${name}Hint`)} error={errorText(errors[name], t)} announce={false}>
            {(control) => <input {...control} {...register(name)} className="input" type="text" spellCheck={false} />}
          </FormField>
        ))}
        {(['startsAt', 'endsAt'] as const).map((name) => (
          <FormField key={name} label={text(name)} hint={text('windowHint')} error={errorText(errors[name], t)} announce={false}>
            {(control) => <input {...control} {...register(name)} className="input" type="datetime-local" />}
          </FormField>
        ))}
      </div>
      <QuestPreview values={values} />
      <FormError>{save.error ? t('admin.actions.failed', { message: save.error.message }) : null}</FormError>
      <div className="admin-actions">
        <button type="button" className="button button-ghost" onClick={onDone}>
          {t('admin.common.cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? t('admin.common.saving') : quest ? t('admin.common.save') : t('admin.quests.create')}
        </button>
      </div>
    </form>
  );
}
