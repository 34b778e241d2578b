// /chat/{any path} (spec §2): the dashboard with the chat full screen over it; visitors get the chat panel's
// "login by QR" (the phone's scan page). A prompt handed over in the router state (X-Ray's "tell me more",
// lib/chat-prompt.ts) is shown ready in the prompt box.
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { QrScanButton } from '../../features/auth/components/qr-scan-button';
import { ChatPanel } from '../../features/chat/components/chat-panel';
import { usePageMeta } from '../../hooks/use-page-meta';
import { DashboardFrame, WalletContent } from './dashboard';
import { useAuth } from '../../lib/auth';
import { readChatPrompt } from '../../lib/chat-prompt';
import { useAppTranslation } from '../../lib/i18n';

export function ChatRoute() {
  const { t } = useAppTranslation();
  const auth = useAuth();
  const pendingPrompt = readChatPrompt(useLocation().state);
  usePageMeta('chat');
  return (
    <>
      <DashboardFrame>
        <WalletContent />
      </DashboardFrame>
      <ChatPanel
        actions={auth ? null : <QrScanButton />}
        pendingPrompt={pendingPrompt}
        exitLink={
          <Link to={paths.dashboard.getHref()} className="button button-ghost">
            {t('pages.chat.exit')}
          </Link>
        }
      />
    </>
  );
}
