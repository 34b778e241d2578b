// Starting a quest (spec §4 "Start leads to started", §7 `POST /me/quests/start {quest_id}`) → {quest}. Starting one
// already started answers it again. The list is read again after, so the card turns to Claim.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QuestStartResponseSchema } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { QUESTS_QUERY_KEY } from './get-quests';

export const startQuest = (questId: string) =>
  apiRequest({
    path: '/me/quests/start',
    method: 'POST',
    body: { quest_id: questId },
    schema: QuestStartResponseSchema.shape.data,
  });

export function useStartQuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startQuest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUESTS_QUERY_KEY }),
  });
}
