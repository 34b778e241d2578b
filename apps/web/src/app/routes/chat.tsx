// /chat/{any path} (spec §2): the dashboard with the chat full screen over it.
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { ChatPanel } from '../../features/chat/components/chat-panel';
import { usePageMeta } from '../../hooks/use-page-meta';
import { DashboardFrame, WalletContent } from './dashboard';
import { useAppTranslation } from '../../lib/i18n';

export function ChatRoute() {
  const { t } = useAppTranslation();
  usePageMeta('chat');
  return (
    <>
      <DashboardFrame>
        <WalletContent />
      </DashboardFrame>
      <ChatPanel
        exitLink={
          <Link to={paths.dashboard.getHref()} className="button button-ghost">
            {t('pages.chat.exit')}
          </Link>
        }
      />
    </>
  );
}
