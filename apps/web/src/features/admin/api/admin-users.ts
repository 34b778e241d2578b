// Users in the admin console (issue 13 §4; docs/admin.md "Users"): GET /api/admin/users?limit&offset (by XP, highest
// first), GET /api/admin/users/{id}/ledger (a user's XP ledger), PUT /api/admin/users/{id}/role {role}.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminUserLedgerResponseSchema, AdminUserListResponseSchema, AdminUserSchema, type ADMIN_ROLES } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/me';
import { ADMIN_QUERY_KEY } from './admin-keys';

export const ADMIN_USERS_PAGE = 50;
const userPath = (id: string) => `/admin/users/${encodeURIComponent(id)}`;

export function useAdminUsers(offset: number) {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'users', offset],
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/admin/users?limit=${ADMIN_USERS_PAGE}&offset=${offset}`,
        schema: AdminUserListResponseSchema.shape.data,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useUserLedger(id: string) {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'ledger', id],
    queryFn: ({ signal }) =>
      apiRequest({ path: `${userPath(id)}/ledger`, schema: AdminUserLedgerResponseSchema.shape.data, signal }),
  });
}

export function useSetRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: (typeof ADMIN_ROLES)[number] }) =>
      apiRequest({ path: `${userPath(id)}/role`, method: 'PUT', body: { role }, schema: AdminUserSchema }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
      // Removing one's own role changes what /me says (and what the console shows).
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
