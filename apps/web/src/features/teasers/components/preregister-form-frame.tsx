// The pre-register form's frame while its code loads (teaser-page.tsx): the same label, field and button as
// preregister-form.tsx, inert, so the page keeps its layout when the form takes its place a moment later.
import { FormField } from '../../../components/ui/form-field';
import { useAuth } from '../../../lib/auth';
import { useAppTranslation } from '../../../lib/i18n';

export function PreregisterFormFrame() {
  const { t } = useAppTranslation();
  const auth = useAuth();
  return (
    <div className="preregister-form" aria-busy="true">
      <FormField className="preregister-field" label={t('teasers.form.label')}>
        {(control) => (
          <div className="preregister-row">
            <input
              {...control}
              className="input"
              type="text"
              readOnly
              defaultValue={auth?.wallet ?? ''}
              placeholder={t('teasers.form.placeholder')}
            />
            <button type="button" className="button button-primary" disabled>
              {t('teasers.form.submit')}
            </button>
          </div>
        )}
      </FormField>
      <p className="field-hint">{t('teasers.form.privacy')}</p>
    </div>
  );
}
