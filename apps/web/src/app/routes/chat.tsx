// /chat/{any path} (spec §2): the dashboard, with the chat full screen over it. The chat panel itself belongs to the
// layout (app/layout/chat-dock.tsx), which shows it full screen on these routes, replays `#chatID=` and sends a
// prompt handed over in the router state (features/chat/hooks/use-chat-route.ts).
import { usePageMeta } from '../../hooks/use-page-meta';
import { DashboardFrame, WalletContent } from './dashboard';

export function ChatRoute() {
  usePageMeta('chat');
  return (
    <DashboardFrame>
      <WalletContent />
    </DashboardFrame>
  );
}
