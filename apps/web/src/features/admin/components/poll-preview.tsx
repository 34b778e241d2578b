// The poll as voters will read it in each interface language: the question, the choices and the points to spread.
// A language left empty shows English, as the API serves it.
import { LOCALES } from '@k3/shared';
import { useAdminTexts } from '../hooks/use-admin-texts';
import type { PollFormValues } from '../utils/poll-form';

export function PollPreview({ values }: { values: PollFormValues }) {
  const { t } = useAdminTexts();
  const budget = Number(values.budget) || 0;
  return (
    <section className="admin-preview" aria-label={t('admin.quests.preview')}>
      <h3>{t('admin.quests.preview')}</h3>
      <div className="admin-preview-cards">
        {LOCALES.map((locale) => (
          <article key={locale} className="admin-preview-card" lang={locale}>
            <p className="admin-preview-lang">{t('admin.polls.previewIn', { lang: t(`admin.langs.${locale}`) })}</p>
            <h4>{values.question[locale].trim() || values.question.en.trim() || t('admin.common.none')}</h4>
            <ol>
              {values.choices.map((choice, index) => (
                <li key={index}>{choice[locale].trim() || choice.en.trim() || t('admin.common.none')}</li>
              ))}
            </ol>
            <p className="admin-preview-reward">{t('admin.polls.points', { count: budget })}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
