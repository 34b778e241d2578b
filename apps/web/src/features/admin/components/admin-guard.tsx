// Who sees the admin console (issue 13 §4; spec §7 "a 403 logs the user out"): the signed-in user's /me decides.
// A user whose /me says isAdmin false gets the "Admins only" page and no /api/admin request is ever made — the API
// would answer 403, which the app treats as a dead session. The console's code loads only for an admin.
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/page';
import { paths } from '../../../config/paths';
import { useMe } from '../../../lib/me';
import { useAdminTexts } from '../hooks/use-admin-texts';

const AdminConsole = lazy(() => import('./admin-console').then((m) => ({ default: m.AdminConsole })));

export function AdminGuard() {
  const { t } = useAdminTexts();
  const me = useMe();
  const loading = (
    <p className="muted" role="status">
      {t('admin.loading')}
    </p>
  );

  if (me.isPending) return loading;
  if (me.isError) {
    return (
      <div className="admin-failed">
        <p className="form-error" role="alert">
          {t('admin.guard.failed', { message: me.error.message })}
        </p>
        <button type="button" className="button button-secondary" onClick={() => void me.refetch()}>
          {t('admin.guard.retry')}
        </button>
      </div>
    );
  }
  if (!me.data.isAdmin) {
    return (
      <EmptyState
        title={t('admin.guard.title')}
        text={t('admin.guard.text')}
        action={
          <Link to={paths.home.getHref()} className="button button-primary">
            {t('admin.guard.home')}
          </Link>
        }
      />
    );
  }
  return (
    <Suspense fallback={loading}>
      <AdminConsole />
    </Suspense>
  );
}
