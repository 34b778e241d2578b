// The /notifications page's content for a signed-in user (a chunk of its own, loaded with X-Ray's texts): "Mark all as
// read" and every notification the API keeps listing, the same list as the bell's panel.
import type { EvidenceList } from './notification-item';
import { MarkAllReadButton, NotificationList } from './notification-list';
import './notifications.css';

export function NotificationsPage({ Evidence }: { Evidence: EvidenceList }) {
  return (
    <section className="card notifications-page">
      <div className="notifications-page-actions">
        <MarkAllReadButton />
      </div>
      <NotificationList Evidence={Evidence} />
    </section>
  );
}
