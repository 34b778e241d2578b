// The header's bell for a signed-in user (issue 30 §4): the unread count as a badge (none at 0, "9+" above nine) and
// in the button's name ("Notifications, 3 unread"); it asks for the list every minute and when the window regains
// focus. A click opens the latest notifications in a panel below it (a full-width sheet on phones), which closes on
// Escape (focus back on the bell), a click or focus outside, a followed link or a page change.
import { lazy, Suspense, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from 'react-router';
import { BellIcon } from '../../../components/icons/icons';
import { useAppTranslation } from '../../../lib/i18n';
import { loadXrayTexts } from '../../../lib/xray-texts';
import { useNotifications } from '../api/notifications';
import { badgeText } from '../utils/notification-format';
import type { EvidenceList } from './notification-item';
import './notifications.css';

// The panel shows X-Ray's severity chips: its texts (a lazy namespace) arrive with the panel's code.
const NotificationPanel = lazy(() =>
  Promise.all([import('./notification-panel'), loadXrayTexts()]).then(([m]) => ({ default: m.NotificationPanel })),
);

export function NotificationBell({ Evidence }: { Evidence: EvidenceList }) {
  const { t } = useAppTranslation();
  const query = useNotifications({ poll: true });
  const unread = query.data?.unread ?? 0;
  const badge = badgeText(unread);
  const [isOpen, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();

  // A page change (a followed link, the browser's back button) closes the panel.
  const { pathname } = useLocation();
  const [openPath, setOpenPath] = useState(pathname);
  if (openPath !== pathname) {
    setOpenPath(pathname);
    if (isOpen) setOpen(false);
  }

  useEffect(() => {
    if (!isOpen) return;
    panelRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapperRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  // Keyboard users leave it with Tab: focus moving out of the bell and its panel closes the panel.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div ref={wrapperRef} className="notification-bell" onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button notification-bell-button"
        aria-label={unread > 0 ? t('common.header.notificationsUnread', { count: unread }) : t('common.header.notifications')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setOpen((open) => !open)}
      >
        <BellIcon />
        {badge ? (
          <span className="notification-badge" aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </button>
      {isOpen ? (
        <div ref={panelRef} id={panelId} className="notification-popover" role="dialog" aria-labelledby={titleId} tabIndex={-1}>
          <Suspense
            fallback={
              <p className="notification-state muted" role="status" id={titleId}>
                {t('pages.notifications.loading')}
              </p>
            }
          >
            <NotificationPanel titleId={titleId} Evidence={Evidence} onClose={() => setOpen(false)} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
