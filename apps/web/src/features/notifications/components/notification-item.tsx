// One notification of the X-Ray watch: its severity, what changed, the token ("KRL · KRYLL", to its X-Ray page), why it
// matters in the interface language, the value before and now (addresses in monospace, long values wrapped), the
// evidence, and how long ago it was found. Unread ones stand out and say so to screen readers. The evidence list is
// X-Ray's (features never import each other): the route or the header hands it over as `Evidence`.
import { Suspense, type ComponentType } from 'react';
import { Link } from 'react-router';
import { chainName, type Notification, type XrayAlertEvidence } from '@k3/shared';
import { paths } from '../../../config/paths';
import { currentLocale, useAppTranslation } from '../../../lib/i18n';
import { SeverityBadge } from '../../../lib/severity-badge';
import { formatDateTime, formatTimeAgo, isAddressLike } from '../utils/notification-format';

/** Renders an alert's evidence (X-Ray's AlertEvidenceList, given by the app). */
export type EvidenceList = ComponentType<{ evidence: readonly XrayAlertEvidence[] }>;

function ChangeValue({ value }: { value: string | null }) {
  const { t } = useAppTranslation();
  if (value === null) return <span className="muted">{t('pages.notifications.none')}</span>;
  if (isAddressLike(value)) return <code className="notification-value notification-address">{value}</code>;
  return <span className="notification-value">{value}</span>;
}

interface NotificationItemProps {
  notification: Notification;
  /** The clock for "5 minutes ago". */
  now: number;
  Evidence: EvidenceList;
  /** The token's link was followed. */
  onFollow: (notification: Notification) => void;
}

export function NotificationItem({ notification, now, Evidence, onFollow }: NotificationItemProps) {
  const { t } = useAppTranslation();
  const locale = currentLocale();
  const { asset, change } = notification;
  const isUnread = notification.readAt === null;
  return (
    <li className={isUnread ? 'notification-item notification-unread' : 'notification-item'}>
      <div className="notification-head">
        <SeverityBadge severity={change.severity} />
        <span className="notification-title">{t(`pages.notifications.codes.${change.code}`)}</span>
        {isUnread ? (
          <span className="notification-dot">
            <span className="visually-hidden">{t('pages.notifications.unread')}</span>
          </span>
        ) : null}
        <time
          className="notification-time"
          dateTime={notification.createdAt}
          title={formatDateTime(notification.createdAt, locale)}
        >
          {formatTimeAgo(notification.createdAt, now, locale)}
        </time>
      </div>
      <Link className="notification-asset" to={paths.xrayProject.getHref(asset.id)} onClick={() => onFollow(notification)}>
        {`${asset.symbol} · ${asset.name}`}
      </Link>
      <p className="notification-because">{notification.because[locale]}</p>
      {change.before !== null || change.after !== null ? (
        <p className="notification-change">
          <span className="visually-hidden">{t('pages.notifications.before')}</span>
          <ChangeValue value={change.before} />
          <span className="notification-arrow" aria-hidden="true">
            →
          </span>
          <span className="visually-hidden">{t('pages.notifications.after')}</span>
          <ChangeValue value={change.after} />
        </p>
      ) : null}
      {change.chain ? (
        <p className="notification-chain muted">{t('pages.notifications.chain', { chain: chainName(change.chain) })}</p>
      ) : null}
      {notification.evidence.length > 0 ? (
        <Suspense fallback={null}>
          <Evidence evidence={notification.evidence} />
        </Suspense>
      ) : null}
    </li>
  );
}
