// The X-Ray watch's notifications, newest first (the bell's panel and the /notifications page): loading, an error with
// a retry, the empty state that says what K3 watches, or the list. Following a token's link marks its notification
// read. "Mark all as read" is a button of its own, placed by the panel's or the page's header.
import type { Notification } from '@k3/shared';
import { useAppTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications';
import { useNow } from '../../../hooks/use-now';
import { NotificationItem, type EvidenceList } from './notification-item';

export function MarkAllReadButton() {
  const { t } = useAppTranslation();
  const query = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = query.data?.unread ?? 0;
  return (
    <button
      type="button"
      className="button button-ghost notification-mark-all"
      disabled={unread === 0 || markRead.isPending}
      onClick={() => markRead.mutate(undefined, { onError: () => notify.error(t('pages.notifications.markAllReadFailed')) })}
    >
      {t('pages.notifications.markAllRead')}
    </button>
  );
}

interface NotificationListProps {
  Evidence: EvidenceList;
  /** A token's link was followed (the panel closes). */
  onFollow?: () => void;
}

export function NotificationList({ Evidence, onFollow }: NotificationListProps) {
  const { t } = useAppTranslation();
  const query = useNotifications();
  const markRead = useMarkNotificationsRead();
  const now = useNow();

  const follow = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate([notification.id]);
    onFollow?.();
  };

  if (!query.data) {
    return query.isError ? (
      <div className="notification-state" role="alert">
        <p>{t('pages.notifications.error')}</p>
        <button type="button" className="button button-secondary" onClick={() => void query.refetch()}>
          {t('pages.notifications.retry')}
        </button>
      </div>
    ) : (
      <p className="notification-state muted" role="status">
        <span className="spinner" aria-hidden="true" /> {t('pages.notifications.loading')}
      </p>
    );
  }

  if (query.data.items.length === 0) {
    return (
      <div className="notification-state notification-empty">
        <p className="notification-empty-title">{t('pages.notifications.emptyTitle')}</p>
        <p className="muted">{t('pages.notifications.emptyText')}</p>
      </div>
    );
  }

  return (
    <ol className="notification-list" aria-label={t('pages.notifications.listLabel')}>
      {query.data.items.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} now={now} Evidence={Evidence} onFollow={follow} />
      ))}
    </ol>
  );
}
