// PUT /api/me/general {username} (spec §7 "PUT /me/general, general fields, not cached"): answers the updated User;
// 400 with a message for a username that breaks the rule or is taken. /me is refetched after a change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserSchema, type GeneralBody } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/me';

export const updateGeneral = (body: GeneralBody) => apiRequest({ path: '/me/general', method: 'PUT', body, schema: UserSchema });

export function useUpdateUsername() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGeneral,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
