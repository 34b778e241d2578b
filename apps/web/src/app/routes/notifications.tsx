// /notifications (issue 30 §4 "a watch on what you hold"): every recent notification of the X-Ray watch, full page —
// where the header bell's "See all" leads. A visitor gets the login frame with the wallet connect; the signed-in list
// (the notifications feature, X-Ray's texts and evidence list) is a lazy chunk.
import { lazy } from 'react';
import { PageHeader } from '../../components/ui/page';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useAppTranslation } from '../../lib/i18n';
import { loadXrayTexts } from '../../lib/xray-texts';
import { NotificationEvidence } from '../layout/notification-evidence';
import { SignedInOnly } from './signed-in-only';

const NotificationsPage = lazy(() =>
  Promise.all([import('../../features/notifications/components/notifications-page'), loadXrayTexts()]).then(([m]) => ({
    default: m.NotificationsPage,
  })),
);

export function NotificationsRoute() {
  const { t } = useAppTranslation();
  usePageMeta('notifications');
  return (
    <>
      <PageHeader title={t('pages.notifications.title')} description={t('pages.notifications.description')} />
      <SignedInOnly loading={t('pages.notifications.loading')}>
        {() => <NotificationsPage Evidence={NotificationEvidence} />}
      </SignedInOnly>
    </>
  );
}
