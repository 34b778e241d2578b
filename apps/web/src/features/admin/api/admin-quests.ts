// The admin console's quests (issue 13 §4; docs/admin.md): GET /api/admin/quests (every quest, archived ones included,
// with completions), POST to create, PUT /{id} to edit, POST /{id}/publish|unpublish|archive. Every change refetches
// the list, so the table shows the server's state (and its audit log has the entry).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminQuestListResponseSchema, AdminQuestResponseSchema, type QuestInput } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './admin-keys';

export const ADMIN_QUESTS_KEY = [...ADMIN_QUERY_KEY, 'quests'] as const;
export type QuestTransition = 'publish' | 'unpublish' | 'archive';

const questPath = (id: string) => `/admin/quests/${encodeURIComponent(id)}`;

export const getAdminQuests = (signal?: AbortSignal) =>
  apiRequest({ path: '/admin/quests', schema: AdminQuestListResponseSchema.shape.data, signal });

export function useAdminQuests() {
  return useQuery({ queryKey: ADMIN_QUESTS_KEY, queryFn: ({ signal }) => getAdminQuests(signal) });
}

/** Creates the quest, or edits the one named `editing` (its id never changes). */
export function useSaveQuest(editing: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuestInput) =>
      apiRequest({
        path: editing === null ? '/admin/quests' : questPath(editing),
        method: editing === null ? 'POST' : 'PUT',
        body,
        schema: AdminQuestResponseSchema.shape.data,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}

export function useQuestTransition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, transition }: { id: string; transition: QuestTransition }) =>
      apiRequest({ path: `${questPath(id)}/${transition}`, method: 'POST', schema: AdminQuestResponseSchema.shape.data }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}
