// What the bell opens (a chunk of its own, loaded with X-Ray's texts for the severity chips): the title, "Mark all as
// read", the latest notifications and "See all" to the /notifications page.
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAppTranslation } from '../../../lib/i18n';
import type { EvidenceList } from './notification-item';
import { MarkAllReadButton, NotificationList } from './notification-list';

interface NotificationPanelProps {
  titleId: string;
  Evidence: EvidenceList;
  /** A link of the panel was followed. */
  onClose: () => void;
}

export function NotificationPanel({ titleId, Evidence, onClose }: NotificationPanelProps) {
  const { t } = useAppTranslation();
  return (
    <>
      <div className="notification-panel-head">
        <h2 id={titleId} className="notification-panel-title">
          {t('pages.notifications.title')}
        </h2>
        <MarkAllReadButton />
      </div>
      <div className="notification-panel-body">
        <NotificationList Evidence={Evidence} onFollow={onClose} />
      </div>
      <Link className="notification-see-all" to={paths.notifications.getHref()} onClick={onClose}>
        {t('pages.notifications.seeAll')}
      </Link>
    </>
  );
}
