// The demo inbox (docs/auth.md "Demo inbox"): GET /api/me/demo-inbox, the last message mailed to the signed-in user,
// which exists only on a demo server that sends no email. Read when the user opens it, never cached: a resent code
// replaces the message.
import { useQuery } from '@tanstack/react-query';
import { DemoInboxResponseSchema } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

export const getDemoInbox = (signal?: AbortSignal) =>
  apiRequest({ path: '/me/demo-inbox', schema: DemoInboxResponseSchema.shape.data, signal });

/** The message, read while `isOpen`; one query per wallet so another user's message is never shown from the cache. */
export function useDemoInbox(isOpen: boolean, sentAt: number) {
  const auth = useAuth();
  return useQuery({
    queryKey: ['demo-inbox', auth?.wallet ?? '', sentAt],
    queryFn: ({ signal }) => getDemoInbox(signal),
    enabled: auth !== null && isOpen,
    staleTime: 0,
    gcTime: 0,
  });
}
