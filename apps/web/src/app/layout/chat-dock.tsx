// The chat panel as the layout mounts it (a lazy chunk, app-layout.tsx): the chat feature composed with the account
// controls of the auth feature (spec §2 "Chat panel: … login by QR, logout"): a visitor gets the phone's login by QR
// and a Login button that opens the wallet choices; a signed-in user the logout chooser.
import { lazy, Suspense, useState } from 'react';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { QrScanButton } from '../../features/auth/components/qr-scan-button';
import { ChatPanel } from '../../features/chat/components/chat-panel';
import { useChatTexts } from '../../features/chat/hooks/use-chat-texts';
import { useAuth } from '../../lib/auth';

export { loadChatTexts } from '../../features/chat/hooks/use-chat-texts';

const ConnectDialog = lazy(() =>
  import('../../features/auth/components/connect-dialog').then((m) => ({ default: m.ConnectDialog })),
);

export function ChatDock() {
  const { t } = useChatTexts();
  const auth = useAuth();
  const [isConnectOpen, setConnectOpen] = useState(false);
  return (
    <>
      <ChatPanel
        account={auth ? <LogoutButton label={t('chat.actions.logout')} /> : <QrScanButton />}
        onLogin={() => setConnectOpen(true)}
      />
      {isConnectOpen && !auth ? (
        <Suspense fallback={null}>
          <ConnectDialog onClose={() => setConnectOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
