// One text in each interface language (spec §1: en, fr, es): English is required, French and Spanish fall back to
// English when empty (QuestInputSchema's localizedInput). Each language is its own labelled FormField.
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { LOCALES, type Locale } from '@k3/shared';
import { FormField } from '../../../components/ui/form-field';
import { useAdminTexts } from '../hooks/use-admin-texts';
import { errorText } from '../utils/field-errors';

interface LocalizedFieldsProps {
  label: string;
  register: (locale: Locale) => UseFormRegisterReturn;
  errors: Partial<Record<Locale, FieldError>> | undefined;
  maxLength: number;
  isMultiline?: boolean;
}

export function LocalizedFields({ label, register, errors, maxLength, isMultiline = false }: LocalizedFieldsProps) {
  const { t } = useAdminTexts();
  return (
    <fieldset className="admin-fieldset admin-locales">
      <legend>{label}</legend>
      {LOCALES.map((locale) => (
        <FormField
          key={locale}
          label={`${label} (${t(`admin.langs.${locale}`)})`}
          error={errorText(errors?.[locale], t)}
          hint={locale === 'en' ? t('admin.quests.fields.localeHint') : undefined}
          announce={false}
        >
          {(control) =>
            isMultiline ? (
              <textarea {...control} {...register(locale)} className="input" rows={3} maxLength={maxLength} lang={locale} />
            ) : (
              <input {...control} {...register(locale)} className="input" type="text" maxLength={maxLength} lang={locale} />
            )
          }
        </FormField>
      ))}
    </fieldset>
  );
}
