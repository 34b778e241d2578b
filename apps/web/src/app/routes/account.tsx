// /account (spec §2 "Account: username, email, email validation code entry"): frame and empty state.
import { EmptyState, PageHeader } from '../../components/ui/page';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useAuth } from '../../lib/auth';
import { useAppTranslation } from '../../lib/i18n';

export function AccountRoute() {
  const { t } = useAppTranslation();
  const auth = useAuth();
  usePageMeta('account');
  return (
    <>
      <PageHeader title={t('pages.account.title')} description={t('pages.account.description')} />
      {auth ? (
        <EmptyState title={t('pages.account.signedIn.title')} text={t('pages.account.signedIn.text')} />
      ) : (
        <EmptyState title={t('pages.account.visitor.title')} text={t('pages.account.visitor.text')} />
      )}
    </>
  );
}
