// Users by XP (issue 13 §4; docs/admin.md "Users"): rank, name and wallet, level, XP, kredits, referrals and role,
// 50 a page; a user's XP ledger in a dialog; the admin role granted or removed after a confirmation.
import { useState } from 'react';
import type { AdminUser } from '@k3/shared';
import { Dialog } from '../../../components/ui/dialog';
import { notify } from '../../../lib/toast';
import { ADMIN_USERS_PAGE, useAdminUsers, useSetRole } from '../api/admin-users';
import { useAdminTexts } from '../hooks/use-admin-texts';
import { shortId } from '../utils/format';
import { AdminSection } from './admin-section';
import { AdminTable } from './admin-table';
import { ConfirmDialog } from './confirm-dialog';
import { UserLedger } from './user-ledger';

export function UsersSection() {
  const { t } = useAdminTexts();
  const [offset, setOffset] = useState(0);
  const users = useAdminUsers(offset);
  const setRole = useSetRole();
  const [ledgerOf, setLedgerOf] = useState<AdminUser | null>(null);
  const [roleOf, setRoleOf] = useState<AdminUser | null>(null);

  const closeRole = () => {
    setRoleOf(null);
    setRole.reset();
  };
  const changeRole = () => {
    if (!roleOf) return;
    setRole.mutate(
      { id: roleOf.id, role: roleOf.role === 'admin' ? 'user' : 'admin' },
      {
        onSuccess: () => {
          notify.success(t('admin.users.roleSaved'));
          setRoleOf(null);
        },
      },
    );
  };

  return (
    <AdminSection id="users" heading={t('admin.users.heading')}>
      <AdminTable
        query={users}
        rows={(data) => data.users}
        empty={t('admin.users.empty')}
        columns={[
          { label: '#' },
          { label: t('admin.users.columns.user') },
          { label: t('admin.users.columns.level'), numeric: true },
          { label: t('admin.users.columns.xp'), numeric: true },
          { label: t('admin.users.columns.kredits'), numeric: true },
          { label: t('admin.users.columns.referrals'), numeric: true },
          { label: t('admin.users.columns.role') },
          { label: t('admin.users.columns.actions') },
        ]}
        row={(user, index) => (
          <tr key={user.id}>
            <td className="admin-number">{offset + index + 1}</td>
            <td>
              <span className="admin-strong">{user.username === user.id ? shortId(user.id) : user.username}</span>
              <span className="admin-mono muted" title={user.id}>
                {shortId(user.id)}
              </span>
            </td>
            <td className="admin-number">{user.level}</td>
            <td className="admin-number">{user.xp}</td>
            <td className="admin-number">{user.kredits}</td>
            <td className="admin-number">{user.referrals}</td>
            <td>
              <span className={`admin-badge admin-badge-${user.role}`}>{t(`admin.users.roles.${user.role}`)}</span>
            </td>
            <td>
              <div className="admin-row-actions">
                <button type="button" className="button button-ghost admin-row-button" onClick={() => setLedgerOf(user)}>
                  {t('admin.users.ledger')}
                </button>
                <button type="button" className="button button-ghost admin-row-button" onClick={() => setRoleOf(user)}>
                  {user.role === 'admin' ? t('admin.users.revoke') : t('admin.users.grant')}
                </button>
              </div>
            </td>
          </tr>
        )}
        footer={({ total }, list) => (
          <nav className="admin-pager" aria-label={t('admin.users.pagination')}>
            <button
              type="button"
              className="button button-ghost"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - ADMIN_USERS_PAGE))}
            >
              {t('admin.common.previous')}
            </button>
            <span>{t('admin.users.page', { from: offset + 1, to: offset + list.length, total })}</span>
            <button
              type="button"
              className="button button-ghost"
              disabled={offset + list.length >= total}
              onClick={() => setOffset(offset + ADMIN_USERS_PAGE)}
            >
              {t('admin.common.next')}
            </button>
          </nav>
        )}
      />
      <Dialog
        open={ledgerOf !== null}
        onClose={() => setLedgerOf(null)}
        title={ledgerOf ? t('admin.users.ledgerTitle', { name: ledgerOf.username }) : ''}
        className="admin-dialog-wide"
      >
        {ledgerOf ? <UserLedger userId={ledgerOf.id} /> : null}
      </Dialog>
      <ConfirmDialog
        open={roleOf !== null}
        title={roleOf?.role === 'admin' ? t('admin.users.revoke') : t('admin.users.grant')}
        text={
          roleOf
            ? t(roleOf.role === 'admin' ? 'admin.users.confirmRevoke' : 'admin.users.confirmGrant', { name: roleOf.username })
            : ''
        }
        isPending={setRole.isPending}
        failure={setRole.error ? t('admin.actions.failed', { message: setRole.error.message }) : null}
        onConfirm={changeRole}
        onClose={closeRole}
      />
    </AdminSection>
  );
}
