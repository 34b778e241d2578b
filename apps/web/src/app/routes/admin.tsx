// /admin (issue 13 §4; docs/admin.md "The console"): the admin console. A visitor gets the sign-in prompt; a signed-in
// user who is not an admin gets "Admins only" without any /api/admin request (features/admin/components/admin-guard).
// The guard and the console are lazy chunks, and the router loads the `admin` texts with this module.
import { lazy } from 'react';
import { PageHeader } from '../../components/ui/page';
import { useAdminTexts } from '../../features/admin/hooks/use-admin-texts';
import { usePageMeta } from '../../hooks/use-page-meta';
import { SignedInOnly } from './signed-in-only';

export { loadAdminTexts } from '../../features/admin/hooks/use-admin-texts';

const AdminGuard = lazy(() => import('../../features/admin/components/admin-guard').then((m) => ({ default: m.AdminGuard })));

export function AdminRoute() {
  const { t } = useAdminTexts();
  usePageMeta('admin');
  return (
    <>
      <PageHeader title={t('admin.title')} description={t('admin.description')} />
      <SignedInOnly loading={t('admin.loading')}>{() => <AdminGuard />}</SignedInOnly>
    </>
  );
}
