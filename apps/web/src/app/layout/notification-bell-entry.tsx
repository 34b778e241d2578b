// The header's notifications bell for a signed-in user, composed here with X-Ray's evidence list (features never
// import each other). A chunk the header loads once a session exists and the page is on screen.
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { NotificationEvidence } from './notification-evidence';

export function NotificationBellEntry() {
  return <NotificationBell Evidence={NotificationEvidence} />;
}
