// /qauth/{code} (spec §2 "Login by code"): the page frame; the code login itself is the auth feature's.
import { useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page';
import { QauthLogin } from '../../features/auth/components/qauth-login';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useAppTranslation } from '../../lib/i18n';

export function QauthRoute() {
  const { t } = useAppTranslation();
  const { code = '' } = useParams();
  usePageMeta('qauth');
  return (
    <>
      <PageHeader title={t('pages.qauth.title')} />
      <QauthLogin key={code} code={code} />
    </>
  );
}
