// The user's live sessions (issue 3 §2 "/account": device, last seen, end this session): GET /api/me/sessions and
// DELETE /api/me/sessions/{id}. Not cached: the list is what the user checks for a strange device.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { LogoutSchema, SessionSchema, type Session } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { clearAuth, useAuth } from '../../../lib/auth';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';

/** Prefix of the sessions queries, one per wallet so a later sign-in never shows the previous user's list. */
export const SESSIONS_QUERY_KEY = ['sessions'] as const;

export const getSessions = (signal?: AbortSignal) => apiRequest({ path: '/me/sessions', schema: z.array(SessionSchema), signal });

export const endSession = (id: string) =>
  apiRequest({ path: `/me/sessions/${encodeURIComponent(id)}`, method: 'DELETE', schema: LogoutSchema });

export function useSessions() {
  const auth = useAuth();
  return useQuery({
    queryKey: [...SESSIONS_QUERY_KEY, auth?.wallet ?? ''],
    queryFn: ({ signal }) => getSessions(signal),
    enabled: auth !== null,
  });
}

/** Ends a session; ending this device's own one is a local logout too (its token no longer works). */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session: Session) => endSession(session.id),
    onSuccess: async (_data, session) => {
      if (session.current) {
        // Told here rather than by the caller: the local logout unmounts the signed-in page, whose own callbacks then
        // never run. No refetch either: it would send the dead token and be answered 403 "Authentication error".
        notify.success(i18n.t('pages.account.sessions.endedCurrent'));
        queryClient.removeQueries({ queryKey: SESSIONS_QUERY_KEY });
        clearAuth();
        return;
      }
      await queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    },
    // A 404 means the session had already ended (elsewhere): show the list as it now is.
    onError: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
