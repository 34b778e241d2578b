// After each prompt the stream's header line gives the user's kredits and XP (spec §7 'kredits:xp:sharable|'): the
// cached /me follows at once, so the panel's kredits and the dashboard's credits and XP show the new figures without
// another request. The stored copy of /me is dropped so a reload does not bring back the old figures; a change of XP
// refetches /me, whose level figures depend on it.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatStreamHeader, User } from '@k3/shared';
import { ME_QUERY_KEY, meQueryOptions } from '../../../lib/me';
import { forgetStoredQueries } from '../../../lib/stored-queries';

export function useUpdateMeKredits(wallet: string | null) {
  const queryClient = useQueryClient();
  return useCallback(
    (head: ChatStreamHeader) => {
      if (!wallet) return;
      const { queryKey } = meQueryOptions(wallet);
      const before = queryClient.getQueryData<User>(queryKey);
      if (!before) return;
      queryClient.setQueryData<User>(queryKey, {
        ...before,
        chat: { ...before.chat, kredits: head.kredits },
        system: { ...before.system, xp: head.xp },
      });
      forgetStoredQueries(queryKey, { exact: true });
      if (before.system.xp !== head.xp) void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
    [queryClient, wallet],
  );
}
