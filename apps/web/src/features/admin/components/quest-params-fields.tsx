// The settings a quest's type reads (docs/admin.md "Quest types"): KRL to hold (and XP per KRL) for hold the token,
// answered prompts for AI usage, referred friends for refer friends, the platform's quest id for quester. Only the
// selected type's fields are shown; the required ones are checked by the form's schema, like the API does.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { QuestType } from '@k3/shared';
import { FormField } from '../../../components/ui/form-field';
import { useAdminTexts } from '../hooks/use-admin-texts';
import { errorText } from '../utils/field-errors';
import { QUEST_TYPE_PARAMS, type QuestFormValues, type QuestParamKey } from '../utils/quest-form';

const NUMBER_STEP: Record<QuestParamKey, string | null> = {
  minKrl: 'any',
  xpPerKrl: 'any',
  prompts: '1',
  friends: '1',
  platformQuestId: null,
};

interface QuestParamsFieldsProps {
  type: QuestType;
  register: UseFormRegister<QuestFormValues>;
  errors: FieldErrors<QuestFormValues>['params'];
}

export function QuestParamsFields({ type, register, errors }: QuestParamsFieldsProps) {
  const { t } = useAdminTexts();
  const { required, optional } = QUEST_TYPE_PARAMS[type];
  const keys = [...required, ...optional];
  return (
    <fieldset className="admin-fieldset">
      <legend>{t('admin.quests.fields.params')}</legend>
      {keys.length === 0 ? <p className="field-hint">{t('admin.quests.fields.noParams')}</p> : null}
      <div className="admin-grid">
        {keys.map((key) => {
          const step = NUMBER_STEP[key];
          return (
            <FormField
              key={key}
              label={t(`admin.quests.fields.${key}`)}
              hint={key === 'xpPerKrl' ? t('admin.quests.fields.xpPerKrlHint') : undefined}
              error={errorText(errors?.[key], t)}
              announce={false}
            >
              {(control) => (
                <input
                  {...control}
                  {...register(`params.${key}`)}
                  className="input"
                  type={step === null ? 'text' : 'number'}
                  inputMode={step === null ? undefined : step === '1' ? 'numeric' : 'decimal'}
                  step={step ?? undefined}
                  min={step === null ? undefined : 0}
                  required={required.includes(key)}
                />
              )}
            </FormField>
          );
        })}
      </div>
    </fieldset>
  );
}
