// /account (spec §2 "Account: username, email, email validation code entry"; issue 3 §2 "/account"): the signed-in
// user's profile, email and sessions; a visitor gets the sign-in prompt with the wallet connect (spec §6 "Visitor").
import { EmptyState, PageHeader } from '../../components/ui/page';
import { AccountSettings } from '../../features/account/components/account-settings';
import { WalletConnect } from '../../features/auth/components/wallet-connect';
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
        <AccountSettings />
      ) : (
        <EmptyState title={t('pages.account.visitor.title')} text={t('pages.account.visitor.text')} action={<WalletConnect />} />
      )}
    </>
  );
}
