// /qauth/{code} (spec §2 "Login by code"): the connecting state; validation arrives with the login feature.
import { useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useAppTranslation } from '../../lib/i18n';

/** spec §4 "Login by code": the page first shows that it is connecting. */
export function QauthRoute() {
  const { t } = useAppTranslation();
  const { code = '' } = useParams();
  usePageMeta('qauth');
  return (
    <>
      <PageHeader title={t('pages.qauth.title')} />
      <div className="card qauth-card">
        <span className="spinner" aria-hidden="true" />
        <p role="status">{t('pages.qauth.connecting')}</p>
        <p className="muted">
          {t('pages.qauth.code')} <code>{code}</code>
        </p>
      </div>
    </>
  );
}
