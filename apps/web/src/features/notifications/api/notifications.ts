// The X-Ray watch's notifications (issue 30 §4 "a watch on what you hold"): `GET /api/me/notifications?limit=30`, the
// latest changes that matter on the tokens the user holds and how many are unread, polled every minute and when the
// window regains focus while signed in; `POST /api/me/notifications/read` marks some (`ids`) or all of them read. One
// query per wallet, never stored: the list is what the user checks for news, so it is always asked afresh.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NotificationListResponseSchema,
  NotificationsReadResponseSchema,
  type Notification,
  type NotificationList,
} from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

/** Prefix of the notifications queries: [...NOTIFICATIONS_QUERY_KEY, wallet]. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
/** How many of the latest the bell's panel and the page show. */
export const NOTIFICATIONS_LIMIT = 30;
/** How often the bell asks for news while the page is open. */
export const NOTIFICATIONS_POLL_MS = 60_000;

export const getNotifications = (signal?: AbortSignal) =>
  apiRequest({
    path: `/me/notifications?limit=${NOTIFICATIONS_LIMIT}`,
    schema: NotificationListResponseSchema.shape.data,
    signal,
  });

/** `ids` absent: every notification of the user. */
export const markNotificationsRead = (ids?: readonly string[]) =>
  apiRequest({
    path: '/me/notifications/read',
    method: 'POST',
    body: ids ? { ids } : {},
    schema: NotificationsReadResponseSchema.shape.data,
  });

const queryKeyOf = (wallet: string) => [...NOTIFICATIONS_QUERY_KEY, wallet] as const;

/**
 * The signed-in user's latest notifications and unread count; idle for a visitor. `poll`: asked again every minute and
 * when the window regains focus — the header's bell, always mounted while signed in, polls for every other reader.
 */
export function useNotifications({ poll = false }: { poll?: boolean } = {}) {
  const auth = useAuth();
  return useQuery({
    queryKey: queryKeyOf(auth?.wallet ?? ''),
    queryFn: ({ signal }) => getNotifications(signal),
    enabled: auth !== null,
    refetchInterval: poll ? NOTIFICATIONS_POLL_MS : false,
    refetchOnWindowFocus: poll,
  });
}

/** The list with `ids` (all when absent) read at `readAt`, and the unread count lowered by those that were not. */
export function withRead(list: NotificationList, ids: readonly string[] | undefined, readAt: string): NotificationList {
  const targets = ids ? new Set(ids) : null;
  const isTarget = (item: Notification) => targets === null || targets.has(item.id);
  const newlyRead = list.items.filter((item) => item.readAt === null && isTarget(item)).length;
  return {
    items: list.items.map((item) => (item.readAt === null && isTarget(item) ? { ...item, readAt } : item)),
    unread: targets === null ? 0 : Math.max(0, list.unread - newlyRead),
  };
}

/**
 * Marks notifications read: the list shows them read at once, then takes the server's unread count; a failure asks
 * for the list again. The cache updates live on the mutation, so they run even when a followed link unmounts the list.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const queryKey = queryKeyOf(useAuth()?.wallet ?? '');
  return useMutation({
    mutationFn: (ids?: readonly string[]) => markNotificationsRead(ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<NotificationList>(queryKey, (list) =>
        list ? withRead(list, ids, new Date().toISOString()) : list,
      );
    },
    onSuccess: ({ unread }) => {
      queryClient.setQueryData<NotificationList>(queryKey, (list) => (list ? { ...list, unread } : list));
    },
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
