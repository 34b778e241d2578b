// /account (spec §2 "Account: username, email, email validation code entry"; issue 3 §2 "/account"): the signed-in
// user's profile, email and sessions; a visitor gets the sign-in prompt with the wallet connect (spec §6 "Visitor").
// The signed-in settings (forms, the API client and zod) are a lazy chunk: the visitor's prompt and the page frame
// paint without them (docs/architecture.md "Performance budgets": 150 KB critical-path JavaScript on every route).
import { lazy, Suspense } from 'react';
import { EmptyState, PageHeader } from '../../components/ui/page';
import { WalletConnect } from '../../features/auth/components/wallet-connect';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useAuth } from '../../lib/auth';
import { useAppTranslation } from '../../lib/i18n';

const AccountSettings = lazy(() =>
  import('../../features/account/components/account-settings').then((m) => ({ default: m.AccountSettings })),
);

export function AccountRoute() {
  const { t } = useAppTranslation();
  const auth = useAuth();
  usePageMeta('account');
  return (
    <>
      <PageHeader title={t('pages.account.title')} description={t('pages.account.description')} />
      {auth ? (
        <Suspense
          fallback={
            <p className="account-loading muted" role="status">
              {t('pages.account.loading')}
            </p>
          }
        >
          <AccountSettings />
        </Suspense>
      ) : (
        <EmptyState title={t('pages.account.visitor.title')} text={t('pages.account.visitor.text')} action={<WalletConnect />} />
      )}
    </>
  );
}
