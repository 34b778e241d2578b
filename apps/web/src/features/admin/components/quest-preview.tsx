// What users will read on the quest's card, in each interface language (spec §2 quest cards: name, description,
// reward in XP and kredits, per-unit hint). A language left empty shows English, as the API serves it.
import { LOCALES } from '@k3/shared';
import { useAdminTexts } from '../hooks/use-admin-texts';
import type { QuestFormValues } from '../utils/quest-form';

export function QuestPreview({ values }: { values: QuestFormValues }) {
  const { t } = useAdminTexts();
  const xp = values.reward.xp.trim() || '0';
  const kredits = values.reward.kredits.trim() || '0';
  return (
    <section className="admin-preview" aria-label={t('admin.quests.preview')}>
      <h3>{t('admin.quests.preview')}</h3>
      <div className="admin-preview-cards">
        {LOCALES.map((locale) => {
          const name = values.name[locale].trim() || values.name.en.trim();
          const desc = values.desc[locale].trim() || values.desc.en.trim();
          return (
            <article key={locale} className="admin-preview-card" lang={locale}>
              <p className="admin-preview-lang">{t('admin.quests.previewIn', { lang: t(`admin.langs.${locale}`) })}</p>
              <h4>{name || t('admin.common.none')}</h4>
              <p>{desc || t('admin.common.none')}</p>
              <p className="admin-preview-reward">
                {t('admin.quests.reward', { xp, kredits })} · {t(`admin.quests.hints.${values.hint}`)}
              </p>
            </article>
          );
        })}
      </div>
    </section>
  );
}
