// Users in the admin console (issue 13 §4; docs/admin.md "Users and roles"): the list by XP, one user's ledger, and
// granting or removing the admin role. A role change and its audit entry are one transaction.
import { type AdminUser, levelInfo, type XpLedgerEntry } from '@k3/shared';
import type { Config } from '../../config';
import { HttpError } from '../../plugins/app/errors';
import { writeAudit } from '../../repositories/admin-audit';
import { findUserWithReferrals, listUsersByXp, setUserRole, type UserWithReferrals } from '../../repositories/admin-users';
import { listLedger, toLedgerEntry } from '../../repositories/xp-ledger';
import type { AdminDeps } from './quests';
import { isAdmin } from './roles';

export interface AdminUserDeps extends AdminDeps {
  config: Pick<Config, 'adminWallets'>;
}

/** Most ledger entries one page of the console shows. */
export const LEDGER_LIMIT = 200;

export function toAdminUser(config: AdminUserDeps['config'], { user, referrals }: UserWithReferrals): AdminUser {
  return {
    id: user.id,
    // spec §3: the username is the wallet while unset.
    username: user.username ?? user.id,
    xp: user.xp,
    level: levelInfo(user.xp).level,
    kredits: user.kredits,
    referrals,
    role: isAdmin(config, user) ? 'admin' : 'user',
    createdAt: user.createdAt.toISOString(),
  };
}

export async function listUsers(
  deps: AdminUserDeps,
  page: { limit: number; offset: number },
): Promise<{ users: AdminUser[]; total: number }> {
  const found = await listUsersByXp(deps.db, page);
  return { users: found.users.map((row) => toAdminUser(deps.config, row)), total: found.total };
}

const notFound = (id: string) => new HttpError(404, 'user_not_found', `No user ${id}`);

export async function userLedger(deps: AdminUserDeps, id: string): Promise<{ user: AdminUser; entries: XpLedgerEntry[] }> {
  const found = await findUserWithReferrals(deps.db, id);
  if (!found) throw notFound(id);
  return {
    user: toAdminUser(deps.config, found),
    entries: (await listLedger(deps.db, found.user.id, LEDGER_LIMIT)).map(toLedgerEntry),
  };
}

/**
 * Grants or removes the admin role (the users.role column). An admin cannot remove their own role, so the console
 * never locks out the last admin by accident. Wallets in ADMIN_WALLETS stay admins whatever the column says: the
 * answer's `role` is the effective one. Setting the role a user already has changes nothing and logs nothing.
 */
export async function setRole(deps: AdminUserDeps, actorId: string, id: string, role: AdminUser['role']): Promise<AdminUser> {
  const target = await findUserWithReferrals(deps.db, id);
  if (!target) throw notFound(id);
  if (target.user.id === actorId && role !== 'admin')
    throw new HttpError(409, 'cannot_demote_self', 'An admin cannot remove their own admin role; ask another admin');
  if (target.user.role === role) return toAdminUser(deps.config, target);
  return deps.db.transaction(async (tx) => {
    const changed = await setUserRole(tx, target.user.id, role);
    if (!changed) throw notFound(id);
    const after = toAdminUser(deps.config, { user: changed.after, referrals: target.referrals });
    // Another admin may have set the same role between the read above and the lock.
    if (changed.before.role === role) return after;
    await writeAudit(tx, {
      actorId,
      action: 'user.role',
      targetType: 'user',
      targetId: target.user.id,
      before: { role: changed.before.role },
      after: { role: changed.after.role },
      at: deps.now,
    });
    return after;
  });
}
