// Users by XP, a user's XP ledger and the admin role (issue 13 §4; docs/admin.md "Users and roles"). Registered inside
// routes/api/admin, so every route is for admins only.
import {
  AdminIdParamsSchema,
  AdminPageQuerySchema,
  AdminRoleBodySchema,
  AdminUserLedgerResponseSchema,
  AdminUserListResponseSchema,
  AdminUserResponseSchema,
  ErrorBodySchema,
} from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../plugins/app/auth';
import { LEDGER_LIMIT, listUsers, setRole, userLedger } from '../../../services/admin/users';
import { ADMIN_TAGS, adminErrors, adminSecurity } from './shared';

const users: FastifyPluginCallbackZod = (app, _options, done) => {
  const deps = () => ({ db: app.db, now: app.clock(), config: app.config });

  app.get(
    '',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Users by XP, highest first, with level, referrals and role',
        security: adminSecurity,
        querystring: AdminPageQuerySchema,
        response: { 200: AdminUserListResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ code: 200, data: await listUsers(deps(), request.query) }) as const,
  );

  app.get(
    '/:id/ledger',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: `A user and their XP ledger, newest first (at most ${LEDGER_LIMIT} entries)`,
        description: '404 `user_not_found`.',
        security: adminSecurity,
        params: AdminIdParamsSchema,
        response: { 200: AdminUserLedgerResponseSchema, 404: ErrorBodySchema, ...adminErrors },
      },
    },
    async (request) => ({ code: 200, data: await userLedger(deps(), request.params.id) }) as const,
  );

  app.put(
    '/:id/role',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Grant or remove the admin role',
        description:
          '404 `user_not_found`; 409 `cannot_demote_self` when an admin removes their own role. Wallets in ADMIN_WALLETS stay admins whatever the role column says: the answer gives the effective role.',
        security: adminSecurity,
        params: AdminIdParamsSchema,
        body: AdminRoleBodySchema,
        response: { 200: AdminUserResponseSchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...adminErrors },
      },
    },
    async (request) =>
      ({
        code: 200,
        data: await setRole(deps(), authOf(request).user.id, request.params.id, request.body.role),
      }) as const,
  );
  done();
};
export default users;
