// The sidebar's admin entry, for admins only (issue 13 §4): shown when the signed-in user's /me says isAdmin. A lazy
// chunk the sidebar loads only for a signed-in user, so a visitor's first load carries neither it nor the /me query.
import { Link } from 'react-router';
import { AdminIcon } from '../../components/icons/icons';
import { paths } from '../../config/paths';
import { useAppTranslation } from '../../lib/i18n';
import { useMe } from '../../lib/me';

interface AdminNavEntryProps {
  pathname: string;
  isCollapsed: boolean;
  onNavigate?: () => void;
}

export function AdminNavEntry({ pathname, isCollapsed, onNavigate }: AdminNavEntryProps) {
  const { t } = useAppTranslation();
  const me = useMe();
  if (!me.data?.isAdmin) return null;
  const label = t('common.nav.admin');
  const href = paths.admin.getHref();
  return (
    <li>
      <Link
        to={href}
        className="sidebar-link"
        aria-current={pathname === href || pathname.startsWith(`${href}/`) ? 'page' : undefined}
        title={isCollapsed ? label : undefined}
        onClick={onNavigate}
      >
        <AdminIcon />
        <span className="sidebar-label">{label}</span>
      </Link>
    </li>
  );
}
