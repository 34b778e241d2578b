// Users and roles in the admin console (issue 13 §4 "users by XP with their ledger"; "a role column, so an admin can
// grant it"): the list by xp with level and referrals, one user's ledger, granting and removing the admin role.
import type { AdminUser, AuditEntry, User, XpLedgerEntry } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addXp, insertLedger } from '../../src/repositories/xp-ledger';
import { signIn, solanaWallet } from '../auth/helpers';
import { ADMIN, type AdminSetup, adminSetup, call, fails, ok, OTHER } from './helpers';

let s: AdminSetup;
const referred = solanaWallet();
const newcomer = solanaWallet();
beforeAll(async () => {
  s = await adminSetup();
  // referred signs in through OTHER's referral link; newcomer through no link.
  await signIn(s.t.app, referred, { ref: OTHER.address });
  s.clock.advance(1);
  await signIn(s.t.app, newcomer);
});
afterAll(() => s.t.close());

const app = () => s.t.app;

/** A quest grant as the rewards service writes it: the ledger row and users.xp in one transaction. */
async function grant(userId: string, amount: number, questId: string, at: Date) {
  await app().db.transaction(async (tx) => {
    await insertLedger(tx, { userId, amount, kredits: 1, source: 'quest', questId, period: 'once', at });
    await addXp(tx, userId, amount);
  });
}

describe('users by XP', () => {
  it('lists users highest xp first with level, referrals, role and the total', async () => {
    await grant(OTHER.address, 450, 'share-week', new Date('2026-11-20T12:00:00Z'));
    await grant(referred.address, 120, 'hold-krl', new Date('2026-11-20T12:05:00Z'));
    const page = await ok<{ users: AdminUser[]; total: number }>(app(), { url: '/api/admin/users', token: s.admin });
    expect(page.total).toBe(4);
    expect(page.users.map((user) => user.id)).toEqual([
      OTHER.address,
      referred.address,
      ...[ADMIN.address, newcomer.address].sort(),
    ]);
    expect(page.users[0]).toMatchObject({ xp: 450, level: 3, referrals: 1, role: 'user', username: OTHER.address });
    expect(page.users[1]).toMatchObject({ xp: 120, level: 2, referrals: 0 });
    expect(page.users.find((user) => user.id === ADMIN.address)).toMatchObject({ xp: 0, level: 1, role: 'admin' });
  });

  it('pages with limit and offset, and names a bad one', async () => {
    const page = await ok<{ users: AdminUser[]; total: number }>(app(), {
      url: '/api/admin/users?limit=1&offset=1',
      token: s.admin,
    });
    expect(page).toMatchObject({ total: 4, users: [{ id: referred.address }] });
    const message = await fails(app(), { url: '/api/admin/users?limit=0', token: s.admin }, 400, 'validation_error');
    expect(message).toContain('querystring.limit');
  });
});

describe('a user’s ledger', () => {
  it('lists the grants newest first with the user', async () => {
    await grant(OTHER.address, 30, 'ask-agent-k', new Date('2026-11-21T08:00:00Z'));
    const ledger = await ok<{ user: AdminUser; entries: XpLedgerEntry[] }>(app(), {
      url: `/api/admin/users/${OTHER.address.toLowerCase()}/ledger`,
      token: s.admin,
    });
    expect(ledger.user).toMatchObject({ id: OTHER.address, xp: 480 });
    expect(ledger.entries).toMatchObject([
      { amount: 30, kredits: 1, source: 'quest', questId: 'ask-agent-k', fromUserId: null, at: '2026-11-21T08:00:00.000Z' },
      { amount: 450, source: 'quest', questId: 'share-week', at: '2026-11-20T12:00:00.000Z' },
    ]);
  });

  it('is empty for a user with no grant, and 404 user_not_found for an unknown wallet', async () => {
    const ledger = await ok<{ entries: XpLedgerEntry[] }>(app(), {
      url: `/api/admin/users/${newcomer.address}/ledger`,
      token: s.admin,
    });
    expect(ledger.entries).toEqual([]);
    // Solana addresses are case-sensitive: the lower-case form is another wallet.
    await fails(
      app(),
      { url: `/api/admin/users/${newcomer.address.toLowerCase()}/ledger`, token: s.admin },
      404,
      'user_not_found',
    );
  });
});

describe('the admin role', () => {
  const setRole = (token: string, id: string, role: string) =>
    call(app(), { method: 'PUT', url: `/api/admin/users/${id}/role`, token, payload: { role } });

  it('once granted, makes another user an admin', async () => {
    expect((await ok<User>(app(), { url: '/api/me', token: s.user })).isAdmin).toBe(false);
    const response = await setRole(s.admin, OTHER.address, 'admin');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: AdminUser }>().data).toMatchObject({ id: OTHER.address, role: 'admin' });
    expect((await ok<User>(app(), { url: '/api/me', token: s.user })).isAdmin).toBe(true);
    const audit = await ok<{ entries: AuditEntry[] }>(app(), { url: '/api/admin/audit', token: s.user });
    expect(audit.entries[0]).toMatchObject({
      actorId: ADMIN.address,
      action: 'user.role',
      targetType: 'user',
      targetId: OTHER.address,
      before: { role: 'user' },
      after: { role: 'admin' },
    });
  });

  it('cannot be removed by an admin from themselves (409 cannot_demote_self)', async () => {
    const response = await setRole(s.user, OTHER.address, 'user');
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: string }>().error).toBe('cannot_demote_self');
    expect((await ok<User>(app(), { url: '/api/me', token: s.user })).isAdmin).toBe(true);
  });

  it('is removed by another admin, and the user is refused at once', async () => {
    const response = await setRole(s.admin, OTHER.address, 'user');
    expect(response.json<{ data: AdminUser }>().data.role).toBe('user');
    await fails(app(), { url: '/api/admin/audit', token: s.user }, 403, 'forbidden');
    expect((await ok<User>(app(), { url: '/api/me', token: s.user })).isAdmin).toBe(false);
  });

  it('stays with a wallet of ADMIN_WALLETS whatever the column says', async () => {
    const granted = await setRole(s.admin, OTHER.address, 'admin');
    expect(granted.statusCode).toBe(200);
    const otherAdmin = await signIn(app(), OTHER);
    const response = await setRole(otherAdmin, ADMIN.address, 'user');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: AdminUser }>().data.role).toBe('admin');
    expect((await ok<User>(app(), { url: '/api/me', token: s.admin })).isAdmin).toBe(true);
  });

  it('logs nothing when the role is already set, and 404s an unknown user', async () => {
    const before = (await ok<{ entries: AuditEntry[] }>(app(), { url: '/api/admin/audit', token: s.admin })).entries.length;
    expect((await setRole(s.admin, newcomer.address, 'user')).statusCode).toBe(200);
    const after = (await ok<{ entries: AuditEntry[] }>(app(), { url: '/api/admin/audit', token: s.admin })).entries.length;
    expect(after).toBe(before);
    const missing = await setRole(s.admin, '0x000000000000000000000000000000000000dEaD', 'admin');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error: string }>().error).toBe('user_not_found');
  });

  it('names a role that does not exist', async () => {
    const response = await setRole(s.admin, newcomer.address, 'owner');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('body.role');
  });
});
