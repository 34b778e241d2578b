// Language choice of the sidebar (spec §2 "The sidebar also offers language choices"); the choice is stored
// under the user-locale key by changeLocale.
import { LOCALES, isLocale } from '@k3/shared';
import { GlobeIcon } from '../../components/icons/icons';
import { useAppTranslation, LANGUAGE_NAMES, changeLocale, currentLocale } from '../../lib/i18n';

export function LanguageSelect() {
  const { t, i18n } = useAppTranslation();
  const value = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLocale();
  return (
    <div className="language-select">
      <GlobeIcon />
      <select
        aria-label={t('common.language.label')}
        value={value}
        onChange={(event) => {
          if (isLocale(event.target.value)) void changeLocale(event.target.value);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
