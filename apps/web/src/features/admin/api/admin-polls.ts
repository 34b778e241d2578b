// The admin console's polls (issue 13 §3 and §4; docs/admin.md): GET /api/admin/polls, POST to create, PUT /{id} to
// edit, POST /{id}/publish|unpublish|archive. Once a poll has ballots the API refuses to change its choices or budget
// (409 poll_has_ballots); the form shows that refusal.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminPollListResponseSchema, AdminPollResponseSchema, type PollInput } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './admin-keys';
import type { QuestTransition } from './admin-quests';

export const ADMIN_POLLS_KEY = [...ADMIN_QUERY_KEY, 'polls'] as const;

export const getAdminPolls = (signal?: AbortSignal) =>
  apiRequest({ path: '/admin/polls', schema: AdminPollListResponseSchema.shape.data, signal });

export function useAdminPolls() {
  return useQuery({ queryKey: ADMIN_POLLS_KEY, queryFn: ({ signal }) => getAdminPolls(signal) });
}

export function useSavePoll(editing: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PollInput) =>
      apiRequest({
        path: editing === null ? '/admin/polls' : `/admin/polls/${editing}`,
        method: editing === null ? 'POST' : 'PUT',
        body,
        schema: AdminPollResponseSchema.shape.data,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}

export function usePollTransition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, transition }: { id: number; transition: QuestTransition }) =>
      apiRequest({ path: `/admin/polls/${id}/${transition}`, method: 'POST', schema: AdminPollResponseSchema.shape.data }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}
