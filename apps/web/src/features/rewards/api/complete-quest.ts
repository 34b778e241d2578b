// Claiming a quest (spec §4 "Claim leads to completed", §7 `POST /me/quests/complete {quest_id}`; spread-the-word
// quests add the `url` of the post on X) → {quest, granted, xp, kredits}. The server verifies the quest from K3's own
// records; a refusal names the reason (409 not_completed with the quest's url, cooldown, already_completed…).
// Success changes the user's XP, level and kredits: every /me query (user, quests, rank, referrals) is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QuestResultResponseSchema } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/me';

export interface CompleteQuestInput {
  questId: string;
  /** Spread-the-word quests: the post on X. */
  url?: string;
}

export const completeQuest = ({ questId, url }: CompleteQuestInput) =>
  apiRequest({
    path: '/me/quests/complete',
    method: 'POST',
    body: url === undefined ? { quest_id: questId } : { quest_id: questId, url },
    schema: QuestResultResponseSchema.shape.data,
  });

export function useCompleteQuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeQuest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
