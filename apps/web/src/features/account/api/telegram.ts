// The account page's Telegram calls (issue 14 §2; docs/telegram-ui.md): GET /api/me/telegram (whether this K3 runs a
// bot, and the linked Telegram account), POST /api/me/telegram/link {lang} (a one-time deep link, 10 minutes) and
// DELETE /api/me/telegram (unlink). Not cached: the status is what the user checks after pressing Start in Telegram.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TelegramLinkTokenSchema,
  TelegramStatusSchema,
  TelegramUnlinkResponseSchema,
  type TelegramLinkBody,
  type TelegramStatus,
} from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

/** Prefix of the status queries, one per wallet so a later sign-in never shows the previous user's Telegram. */
export const TELEGRAM_QUERY_KEY = ['telegram'] as const;

/** While a link is shown, the status is asked this often: the page shows the link made soon after Start in Telegram. */
export const TELEGRAM_POLL_MS = 3000;

export const getTelegramStatus = (signal?: AbortSignal) =>
  apiRequest({ path: '/me/telegram', schema: TelegramStatusSchema, signal });

export const createTelegramLink = (body: TelegramLinkBody) =>
  apiRequest({ path: '/me/telegram/link', method: 'POST', body, schema: TelegramLinkTokenSchema });

export const unlinkTelegram = () =>
  apiRequest({ path: '/me/telegram', method: 'DELETE', schema: TelegramUnlinkResponseSchema.shape.data });

/** The status; `isWaiting` (a link is shown) polls it, and asks again when the user comes back to the tab. */
export function useTelegramStatus({ isWaiting }: { isWaiting: boolean }) {
  const auth = useAuth();
  return useQuery({
    queryKey: [...TELEGRAM_QUERY_KEY, auth?.wallet ?? ''],
    queryFn: ({ signal }) => getTelegramStatus(signal),
    enabled: auth !== null,
    refetchInterval: isWaiting ? TELEGRAM_POLL_MS : false,
    refetchOnWindowFocus: isWaiting,
  });
}

export const useCreateTelegramLink = () => useMutation({ mutationFn: createTelegramLink });

/**
 * Unlinks: the page shows "not linked" at once, then reads the status again (after a failure too: the link may have
 * gone another way, /unlink in the bot).
 */
export function useUnlinkTelegram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkTelegram,
    onSuccess: () =>
      queryClient.setQueriesData<TelegramStatus>({ queryKey: TELEGRAM_QUERY_KEY }, (status) =>
        status ? { ...status, link: null } : status,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TELEGRAM_QUERY_KEY }),
  });
}
